// The order products (modules/order/products.ts): each product module registers itself with the order module when it
// loads, and every order screen waits for all of them (router.tsx), so a link to any product's order finds it. A new
// product adds its module here.
const loadOrderProducts = (): Promise<unknown> => Promise.all([import('../modules/train/index.ts')]);

/** An order screen's chunk, once every product is registered. */
export const withOrderProducts = <T>(page: Promise<T>): Promise<T> =>
  Promise.all([page, loadOrderProducts()]).then(([m]) => m);

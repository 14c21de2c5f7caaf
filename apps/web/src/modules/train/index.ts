// The train module's part other modules and the app use: trains as an order product, registered with the order
// module when this loads (app/order-products.ts).
export { trainOrderProduct } from './order-product.tsx';

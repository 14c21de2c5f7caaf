// The addresses of the order screens (spec section 2), with the product's service in them: a link names its product,
// so it opens the same screen whatever else is registered.

const query = (uniqueId: string) => new URLSearchParams({ UniqueID: uniqueId }).toString();

/** The client's list (`/order/{service}/list/{state?}`) or the desk's (`/manage/{service}/order/list/{state?}`). */
export const orderListLink = (service: string, desk: boolean, state?: string): string =>
  `${desk ? `/manage/${service}/order/list` : `/order/${service}/list`}${state ? `/${state}` : ''}`;

/** The booker's order detail. */
export const orderDetailLink = (service: string, uniqueId: string): string =>
  `/order/detail?${new URLSearchParams({ Service: service, UniqueID: uniqueId }).toString()}`;

/** The desk's order detail. */
export const deskOrderDetailLink = (service: string, uniqueId: string): string =>
  `/manage/${service}/order/detail?${query(uniqueId)}`;

/** The amend desk's list. */
export const amendListLink = (service: string, state?: string): string =>
  `/manage/${service}/amend/list${state ? `/${state}` : ''}`;

/** The refunds and changes of one order on the amend desk. */
export const amendDetailLink = (service: string, uniqueId: string): string =>
  `/manage/${service}/amend/detail?${query(uniqueId)}`;

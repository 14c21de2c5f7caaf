// Action codes of the order screens (issue 6 section 1). Kept free of imports so the action catalogue
// (system/actions.ts) can import them without a cycle.

export const OrderMenuAction = {
  /** A client's order list (`/order/{service?}/list/{state?}`): the orders within the caller's data range. */
  mine: 'order.list',
  /**
   * The TMC's and the suppliers' order desk (`/manage/{service?}/order/list/{state?}`): lock, book, issue, give up
   * (cannot), and the TMC's price and goods corrections.
   */
  manage: 'manage.order.list',
  /** The desk of refunds and changes (`/manage/{service?}/amend/list/{state?}`, `/manage/train/amend/detail`). */
  amends: 'manage.amend.list',
} as const;

import type { TModule } from '../../platform/calls/types.ts';
import { registerOrderWorkers } from './order-timeout.ts';
import { countWaitingAmends } from './order-scope.ts';

// The order engine (issue 6 section 1; docs/orders.md): order headers, amends, history, the order log and locks,
// shared by every product. It applies the transition tables of contracts (order/transitions.ts) with a
// compare-and-set per move. Products (train, flight, hotel, ...) use it only through this file and run their side
// effects (ledger, work tasks, notifications) in the same transaction as the move. It has no calls of its own: the
// products' calls (TrainOrder/OrderCancel, ...) and the shared order lists use these functions.

export { createOrder, type TCreateOrderInput } from './create-order.ts';
export {
  transitionOrder,
  type TOrderBookingHeader,
  type TOrderPatch,
  type TTransitionOrderInput,
} from './transition-order.ts';
export { createAmend, type TCreateAmendInput } from './create-amend.ts';
export { patchOrder, type TPatchOrderInput } from './patch-order.ts';
export { transitionAmend, type TAmendPatch, type TTransitionAmendInput } from './transition-amend.ts';
export { lockOrder, takeOverOrderLock, unlockOrder, type TLockOrderInput, type TTakeOverInput } from './lock-order.ts';
export {
  ORDER_MESSAGE_MAX,
  addOrderMessage,
  listOrderMessages,
  orderLine,
  orderMessageText,
  orderMessagesJson,
  readOrderMessagesJson,
  type TAddOrderMessageInput,
  type TOrderLine,
  type TOrderMessageRow,
} from './order-messages.ts';
export {
  historyForReader,
  listOrderHistory,
  orderHistoryJson,
  readOrderHistoryJson,
  type TReaderHistoryEntry,
} from './list-order-history.ts';
export {
  joinTravellerNames,
  loadOrder,
  lockStateOf,
  orderActionsFor,
  travellerNamesIn,
  type THistoryRow,
  type TOrderRow,
} from './orders.ts';
export { accessOrder, actingAs, actorsOf, findOrderByRef, type TOrderAccess } from './order-access.ts';
export { moveSupplierTasks, openSupplierTasks, orderSupplierId, releaseOrderHoldings } from './order-effects.ts';
export { cancelOrder } from './cancel-order.ts';
export { issueOrderCall } from './issue-order.ts';
export { updateOrderStatusCall } from './update-order-status.ts';
export { cannotOrderCall } from './cannot-order.ts';
export { decideOrderCall } from './decide-order.ts';
export { notifyOrder, type TOrderNotice } from './notify-order.ts';
export {
  moveTowardsFulfilment,
  orderPaid,
  payOrderCall,
  submitGuards,
  submitOrder,
  submitOrderCall,
} from './submit-order.ts';
export { countWaitingAmends, orderListFilters, orderListScope } from './order-scope.ts';
export {
  listOrders,
  orderListRow,
  type TOrderListGoods,
  type TOrderListPage,
  type TOrderListRequest,
} from './list-orders.ts';
export { amendListRows, listAmends, orderAmends, type TAmendListPage, type TAmendListRequest } from './list-amends.ts';
export type { TOrderListParts } from './products.ts';
export { assertHoldsLock } from './fulfil-checks.ts';
export {
  cancelOrderCall,
  headerChanges,
  lockOrderCall,
  orderTradeDeal,
  sendOrderMessage,
  updateOrderGoods,
  updateOrderHeader,
  type THeaderCorrection,
  type TOrderReply,
  type TOrderView,
} from './order-calls.ts';
export { sweepOrderTimeouts } from './order-timeout.ts';
export { createOrderExtras, searchOrderExtras } from './order-extras.ts';
export {
  orderProduct,
  orderServices,
  registerOrderProduct,
  type TOrderProduct,
  type TChangeAmounts,
  type TOrderChanges,
  type TOrderPrices,
  type TOrderRefunds,
  type TPricedLine,
  type TRefundLine,
} from './products.ts';
export { orderBookingDefaults } from './booking-defaults.ts';
export {
  changePayFen,
  changeStatusBackCall,
  changeSteps,
  changeTradeDealCall,
  ensureChangeDeal,
  resolveChange,
  submitChangeCall,
  type TChangeAccess,
  type TChangeDone,
} from './change-amend.ts';
export {
  confirmSupplyChangeCall,
  endChangeAmend,
  endKind,
  openChangeAmend,
  priceChangeAmend,
  type TChangeOpening,
} from './change-moves.ts';
export { applyChangeAmend, confirmClientChangeCall } from './change-confirm.ts';
export { confirmOrderPriceCall, updateOrderPriceCall, type TOrderPriceCorrection } from './correct-order-price.ts';
export { cancelOrderRefunds, checkOrderAmend, refundOrder, type TOrderRefundDone } from './refund-order.ts';
export { orderDealId, setOrderLinks, type TOrderLinks } from './order-header.ts';
export { amendActionsFor, loadAmend, type TAmendRow } from './amends.ts';
export { followOrderDeals, type TOrderPayMove } from './deal-money.ts';
// The header table, for products' read queries (their lists, repeat checks); every write goes through the above.
export { amends, orderExtras, orders, type TStoredViolation } from './tables.ts';

export const orderModule: TModule = {
  name: 'order',
  calls: [],
  // The 30-minute timeout of every product's unsubmitted or unpaid orders.
  workers: (deps) => registerOrderWorkers(deps),
  // The side menu's order-change badge: the refunds and changes of every registered product waiting on the caller.
  badges: { OrderChange: countWaitingAmends },
};

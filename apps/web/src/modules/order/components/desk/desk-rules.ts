import {
  FeatureCode,
  OrderAction,
  OrderStatus,
  TRAIN_HEADER_CORRECTION_STATUSES,
  TRAIN_PRICE_CORRECTION_STATUSES,
} from '@opentmc/contracts';
import type { TOrderDetail } from '../../types.ts';

// What the desk may do with an order now (issue 6 section 6; docs/orders.md "Corrections"). The transition actions
// (lock, unlock, drawer, cannot, cancel) come from the server's order.Actions; the tools that are not table rows
// follow the same rules the server checks: the caller holds the lock, the status allows it, and corrections are TMC
// staff's (a supplier books, issues or gives up). The server refuses anything else with its reason.

export type TDeskTool =
  'lock' | 'unlock' | 'book' | 'drawer' | 'cannot' | 'status' | 'goods' | 'price' | 'header' | 'extras';

/** The OrderStatus codes UpdateOrderStatus may move to, by the table action that stands behind the move. */
export const STATUS_MOVES = [
  { action: OrderAction.drawer, status: OrderStatus.Finished },
  { action: OrderAction.cannot, status: OrderStatus.Cannot },
  { action: OrderAction.cancel, status: OrderStatus.Canceled },
] as const;

/** Whether the caller is TMC staff: their company is the TMC (the ticket's feature codes); suppliers are not. */
export const isTmcStaff = (featureCodes: readonly string[] | undefined): boolean =>
  (featureCodes ?? []).some((c) => c === FeatureCode.Tmc || c === FeatureCode.Platform);

/** The status moves offered to TMC staff: those whose action the server allows now. */
export const statusMoves = (order: TOrderDetail, tmc: boolean) =>
  tmc ? STATUS_MOVES.filter((m) => order.Actions.includes(m.action)) : [];

/**
 * The desk's tools, in the order of the actions bar. `booked` is whether a product that books with its supplier before
 * issuing has booked the order (undefined: the product has no booking step, so no book button).
 */
export const deskTools = (order: TOrderDetail, tmc: boolean, booked?: boolean): TDeskTool[] => {
  const tools: TDeskTool[] = [];
  const has = (a: string) => order.Actions.includes(a);
  const mine = order.LockedByMe;
  const status = order.OrderStatus;
  if (has(OrderAction.lock)) tools.push('lock');
  if (mine && status === OrderStatus.WaitDispose && booked === false) tools.push('book');
  if (has(OrderAction.drawer)) tools.push('drawer');
  if (has(OrderAction.cannot)) tools.push('cannot');
  if (statusMoves(order, tmc).length > 0) tools.push('status');
  if (tmc && mine) {
    const before = (TRAIN_PRICE_CORRECTION_STATUSES as readonly number[]).includes(status);
    if (before) tools.push('goods');
    // A paid order's difference is a change's or an extra charge's, not a price correction.
    if (before && order.PaidAmount === 0) tools.push('price');
    if ((TRAIN_HEADER_CORRECTION_STATUSES as readonly number[]).includes(status)) tools.push('header', 'extras');
  }
  if (has(OrderAction.unlock)) tools.push('unlock');
  return tools;
};

import { AmendStatus, OrderStatus } from '../lookups/lists.ts';
import type { TOrderAction, TOrderActor } from './transitions.ts';

// How an order is shown (issue 14 items 9 and 10; docs/orders.md "What the client reads"): its refund state beside
// the status, and which history entries the client side reads. Pure, so the server and the tests share them.

/**
 * What a history entry records: a move of the tables (an OrderAction), the order's creation, a header correction
 * (`update`), or money the ledger moved on one of the order's deals (`paid`, `refunded`; issue 14 item 9).
 */
export type TOrderHistoryAction = TOrderAction | 'create' | 'update' | 'paid' | 'refunded';

/** Who reads a history entry: everyone who sees the order, or the TMC side only (TMC staff and suppliers). */
export type THistoryAudience = 'client' | 'internal';

/**
 * The audience of a history entry. Internal: the lock (who processes the order, takeovers included) and the price
 * check of a refund or change (by the supplier, the TMC or the system's fixed rule: the client reads its outcome on
 * the request, and confirms it). Every other entry is the client's too.
 */
export const historyAudience = (e: {
  action: string;
  amendId: string | null;
  fromStatus: number | null;
}): THistoryAudience => {
  if (e.action === 'lock' || e.action === 'unlock') return 'internal';
  if (e.action === 'confirmPrice' && e.amendId !== null && e.fromStatus === AmendStatus.WaitDispose) return 'internal';
  return 'client';
};

/** The actor as the client side reads it: the supplier works for the TMC, so the client sees the TMC. */
export const clientHistoryActor = (actor: TOrderActor): TOrderActor => (actor === 'supplier' ? 'tmc' : actor);

/**
 * How much of a finished order came back (the spec's partial and full labels, section 4): `full` when every unit of
 * its goods (tickets, rooms...) was refunded or everything paid went back (a TMC refund of the whole payment),
 * `partial` when some units were refunded, else `none`. Orders that are not Finished show their status alone.
 */
export const ORDER_REFUND_STATES = ['none', 'partial', 'full'] as const;
export type TOrderRefundState = (typeof ORDER_REFUND_STATES)[number];

export const orderRefundState = (o: {
  status: number;
  paidFen: number;
  refundedFen: number;
  /** Units sold (not cancelled before issue). */
  units: number;
  /** Units of them refunded. */
  refundedUnits: number;
}): TOrderRefundState => {
  if (o.status !== OrderStatus.Finished) return 'none';
  if ((o.units > 0 && o.refundedUnits >= o.units) || (o.paidFen > 0 && o.refundedFen >= o.paidFen)) return 'full';
  return o.refundedUnits > 0 ? 'partial' : 'none';
};

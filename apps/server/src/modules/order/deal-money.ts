import { eq, sql } from 'drizzle-orm';
import { OrderStatus, type TOrderActor, type TOrderStatus } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { registerDealOrderHandlers } from '../trade/index.ts';
import { writeHistory, type TOrderRow } from './orders.ts';
import { orders } from './tables.ts';
import type { TOrderPatch } from './transition-order.ts';

// An order follows its deals (issue 14 items 8 and 9; docs/orders.md "Money"; ADR 0027). Whichever call pays or
// refunds one of an order's deals, trade calls these handlers in that transaction, the order's row locked first:
// - paid: the order's own payment while it waits for payment moves it on (the product's `pay` move: its side effects,
//   e.g. the supplier's tasks), raising its paid amount; any other payment (issue, a change, an extra charge) raises
//   the paid amount with a `paid` history entry;
// - refunded: the refunded amount grows by the refund, with a `refunded` history entry — also for a refund only the
//   ledger knows of (the TMC's bill/TradeDeal/Refund: money back, the goods untouched: a money correction).
// These are the only writers of the header's paid and refunded amounts, so they equal the ledger's at every moment
// (the invariant checker of the tests compares them), and a path that moves money moves the order once.

/**
 * Statuses in which an order's deals may be paid: waiting for payment, in fulfilment (an offline order pays at
 * issue), issued (changes, extra charges). Not before submission nor in approval.
 */
const TAKES_PAYMENT: readonly TOrderStatus[] = [OrderStatus.WaitPayment, OrderStatus.WaitDispose, OrderStatus.Finished];

/** The product's move of an order awaiting payment whose deal was paid (the table's `pay`), in the transaction. */
export type TOrderPayMove = (
  tx: TTx,
  x: {
    order: TOrderRow;
    /** The booker when a user paid (OrderPayment, TradeDeal/Payment, the cashier's accounts); else the system. */
    actor: Extract<TOrderActor, 'booker' | 'system'>;
    userId: string | null;
    /** The paid amount and paying account to set with the move. */
    set: TOrderPatch;
    /** The history entry's detail: the deal and the amount. */
    detail: Record<string, unknown>;
    now: Date;
  },
) => Promise<TOrderRow>;

const lockByNumber = async (tx: TTx, uniqueId: string): Promise<TOrderRow | null> => {
  const [row] = await tx.select().from(orders).where(eq(orders.uniqueId, uniqueId)).for('update');
  return row ?? null;
};

const byNumber = async (tx: TTx, uniqueId: string): Promise<TOrderRow> => {
  const row = await lockByNumber(tx, uniqueId);
  if (!row) throw new BizError('order.errors.notFound');
  return row;
};

/** Raises the header's paid or refunded amount by what the ledger moved, with its history entry; the status stays. */
const addMoney = async (
  tx: TTx,
  x: {
    order: TOrderRow;
    action: 'paid' | 'refunded';
    amountFen: number;
    userId: string | null;
    reason?: string;
    detail: Record<string, unknown>;
    now: Date;
  },
): Promise<void> => {
  const raise =
    x.action === 'paid'
      ? { paidFen: sql`${orders.paidFen} + ${x.amountFen}` }
      : { refundedFen: sql`${orders.refundedFen} + ${x.amountFen}` };
  await tx
    .update(orders)
    .set({ ...raise, version: sql`${orders.version} + 1`, updatedAt: x.now })
    .where(eq(orders.id, x.order.id));
  await writeHistory(tx, {
    orderId: x.order.id,
    action: x.action,
    fromStatus: x.order.status,
    toStatus: x.order.status,
    // The ledger moved the money; the user is whoever's call moved it.
    actor: 'system',
    userId: x.userId,
    reason: x.reason ?? '',
    detail: x.detail,
    at: x.now,
  });
};

/** Makes the orders of a service follow their deals (at module load): the product gives its `pay` move. */
export const followOrderDeals = (service: string, product: { pay: TOrderPayMove }): void =>
  registerDealOrderHandlers(service, {
    lock: async (tx, ref, forPayment) => {
      const order = await lockByNumber(tx, ref.uniqueId);
      if (!order || !forPayment) return null;
      return TAKES_PAYMENT.includes(order.status as TOrderStatus) ? null : 'order.errors.notAwaitingPayment';
    },
    paid: async (tx, e) => {
      const order = await byNumber(tx, e.ref.uniqueId);
      const amountFen = e.deal.amountFen;
      const detail = { dealId: e.deal.id, amountFen };
      if (order.status === OrderStatus.WaitPayment && order.dealId === e.deal.id) {
        await product.pay(tx, {
          order,
          actor: e.byUserId ? 'booker' : 'system',
          userId: e.byUserId,
          set: {
            paidFen: order.paidFen + amountFen,
            ...(e.accountType !== null ? { accountType: e.accountType } : {}),
          },
          detail,
          now: e.now,
        });
        return;
      }
      await addMoney(tx, { order, action: 'paid', amountFen, userId: e.byUserId, detail, now: e.now });
    },
    refunded: async (tx, e) => {
      const order = await byNumber(tx, e.ref.uniqueId);
      await addMoney(tx, {
        order,
        action: 'refunded',
        amountFen: e.refund.amountFen,
        userId: e.byUserId,
        reason: e.reason,
        detail: { dealId: e.refund.id, paymentId: e.payment.id, amountFen: e.refund.amountFen },
        now: e.now,
      });
    },
  });

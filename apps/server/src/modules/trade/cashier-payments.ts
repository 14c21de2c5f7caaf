import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import {
  PaymentStatus,
  TradeStatus,
  parseDateTime,
  yuanToFen,
  type TPaymentNotify,
  type TPaymentStatus,
} from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { loadDeal, settleOnline } from './deals.ts';
import { lockOrderOf } from './order-links.ts';
import { gatewayOf, type TGatewayPayment, type TPaymentGateway } from './gateway/index.ts';
import { tradeDeals, tradePayments } from './tables.ts';

// Online payments of the cashier and what moves them: the gateway's notify, a query of the gateway, and the expiry
// job. Each runs in one transaction that locks the deal's order (if any), the deal, then the payment (always in that
// order, as every other path that touches them does), and moves the payment with a compare-and-set on its status,
// so however many notifies arrive, in whatever order, the money is applied once:
// - Pending → Paid settles the deal (settleOnline) while it still waits for payment, and moves its order with it;
// - money taken for a deal that no longer waits (paid otherwise, cancelled), or whose order takes no payment now,
//   goes back through the gateway: Refunded;
// - a paid notify for a payment closed here by expiry is still money taken: it is settled or refunded the same way;
// - a close (TRADE_CLOSED) only ever closes a Pending payment, so one older than an applied success changes nothing.

export type TPaymentRow = typeof tradePayments.$inferSelect;
type TMoveDeps = Pick<TDeps, 'config' | 'db' | 'clock'>;

export const gatewayPaymentOf = (p: TPaymentRow, subject = ''): TGatewayPayment => ({
  id: p.id,
  channel: p.channel,
  amountFen: p.amountFen,
  subject,
  providerTradeNo: p.providerTradeNo,
  expiresAt: p.expiresAt,
});

export const findPayment = async (tx: TTx, id: string): Promise<TPaymentRow> => {
  const [row] = await tx.select().from(tradePayments).where(eq(tradePayments.id, id)).limit(1);
  if (!row) throw new BizError('trade.errors.paymentNotFound');
  return row;
};

/** Locks a payment's order (a deal of an order), its deal, then the payment, and returns the payment as it is now. */
export const lockPayment = async (tx: TTx, id: string): Promise<TPaymentRow> => {
  const first = await findPayment(tx, id);
  await lockOrderOf(tx, await loadDeal(tx, first.dealId));
  await tx.select({ id: tradeDeals.id }).from(tradeDeals).where(eq(tradeDeals.id, first.dealId)).for('update');
  const [row] = await tx.select().from(tradePayments).where(eq(tradePayments.id, id)).for('update');
  return row!;
};

/** Moves a payment from one status to another (compare-and-set); null when it had moved meanwhile. */
const movePayment = async (
  tx: TTx,
  id: string,
  from: TPaymentStatus,
  set: Partial<typeof tradePayments.$inferInsert> & { status: TPaymentStatus },
): Promise<TPaymentRow | null> => {
  const [row] = await tx
    .update(tradePayments)
    .set(set)
    .where(and(eq(tradePayments.id, id), eq(tradePayments.status, from)))
    .returning();
  return row ?? null;
};

/**
 * The gateway took the money for a (locked) payment. Settles its deal when it still waits for payment, else refunds
 * the payer through the gateway. Returns whether anything changed (false for a payment already paid or refunded).
 */
export const applyPaid = async (
  tx: TTx,
  gateway: TPaymentGateway,
  pay: TPaymentRow,
  r: { providerTradeNo: string | undefined; paidAt: Date; now: Date },
): Promise<boolean> => {
  if (pay.status !== PaymentStatus.Pending && pay.status !== PaymentStatus.Closed) return false;
  const paid = await movePayment(tx, pay.id, pay.status, {
    status: PaymentStatus.Paid,
    providerTradeNo: r.providerTradeNo ?? pay.providerTradeNo,
    paidAt: r.paidAt,
  });
  if (!paid) return false;
  const deal = await loadDeal(tx, pay.dealId);
  if (
    deal.tradeStatus === TradeStatus.WaitPayment &&
    deal.amountFen === pay.amountFen &&
    (await settleOnline(tx, { id: deal.id, provider: pay.provider, now: r.now })) !== null
  ) {
    // Other attempts at the same deal are over; one paid after all is refunded when its notify comes.
    await tx
      .update(tradePayments)
      .set({ status: PaymentStatus.Closed })
      .where(
        and(
          eq(tradePayments.dealId, deal.id),
          ne(tradePayments.id, pay.id),
          eq(tradePayments.status, PaymentStatus.Pending),
        ),
      );
    return true;
  }
  // The refund request is idempotent at the provider (by PaymentID): if this transaction fails after it, the
  // provider's next notify (or query) comes back here and asks again.
  await gateway.refund(gatewayPaymentOf(paid), paid.amountFen);
  await movePayment(tx, pay.id, PaymentStatus.Paid, { status: PaymentStatus.Refunded });
  return true;
};

/** The gateway closed an unpaid (locked) payment. Only a Pending one closes. */
export const applyClosed = async (tx: TTx, pay: TPaymentRow): Promise<boolean> => {
  if (pay.status !== PaymentStatus.Pending) return false;
  return (await movePayment(tx, pay.id, PaymentStatus.Pending, { status: PaymentStatus.Closed })) !== null;
};

/** Closes the Pending online payments of a deal paid another way (its own transaction holds the deal). */
export const closePendingOf = async (tx: TTx, dealId: string): Promise<void> => {
  await tx
    .update(tradePayments)
    .set({ status: PaymentStatus.Closed })
    .where(and(eq(tradePayments.dealId, dealId), eq(tradePayments.status, PaymentStatus.Pending)));
};

/**
 * The gateway's notify (Cashier/Notify/{provider}, and the simulator's deliveries). A bad signature, an unknown
 * payment or a wrong amount is refused with nothing written; otherwise the notify is counted, its time kept if it is
 * the latest, and what it says applied once.
 */
export const handleNotify = async (
  deps: TMoveDeps,
  p: TPaymentNotify & { provider: string },
): Promise<{ Applied: boolean }> => {
  const gateway = gatewayOf(deps.config, p.provider);
  if (!gateway) throw new BizError('trade.errors.unknownProvider');
  const { provider: _route, ...fields } = p;
  if (!gateway.verifyNotify(fields)) throw new BizError('trade.errors.badSignature');
  const notifyAt = parseDateTime(p.NotifyTime);
  const amountFen = yuanToFen(p.Amount);
  if (!notifyAt || amountFen === null) throw new BizError('trade.errors.badNotify');
  return deps.db.transaction(async (tx) => {
    const pay = await lockPayment(tx, p.PaymentID);
    if (pay.provider !== gateway.provider) throw new BizError('trade.errors.paymentNotFound');
    if (pay.amountFen !== amountFen) throw new BizError('trade.errors.amountMismatch');
    if (pay.providerTradeNo && pay.providerTradeNo !== p.ProviderTradeNo) throw new BizError('trade.errors.badNotify');
    await tx
      .update(tradePayments)
      .set({
        notifyCount: sql`${tradePayments.notifyCount} + 1`,
        lastNotifyAt: sql`GREATEST(COALESCE(${tradePayments.lastNotifyAt}, ${notifyAt.toISOString()}::timestamptz), ${notifyAt.toISOString()}::timestamptz)`,
      })
      .where(eq(tradePayments.id, pay.id));
    const applied =
      p.Status === 'TRADE_SUCCESS'
        ? await applyPaid(tx, gateway, pay, {
            providerTradeNo: p.ProviderTradeNo,
            paidAt: notifyAt,
            now: deps.clock.now(),
          })
        : await applyClosed(tx, pay);
    return { Applied: applied };
  });
};

/**
 * Asks the gateway about a Pending payment and applies its answer (the cashier's poll and the expiry job). With
 * `closeIfUnpaid`, an unpaid one is closed at the gateway and here. Returns the payment's status afterwards.
 */
export const reconcilePayment = async (
  deps: TMoveDeps,
  id: string,
  opts: { closeIfUnpaid: boolean },
): Promise<TPaymentStatus> => {
  const before = await findPayment(deps.db, id);
  if (before.status !== PaymentStatus.Pending) return before.status as TPaymentStatus;
  const gateway = gatewayOf(deps.config, before.provider);
  let answer = gateway ? await gateway.query(gatewayPaymentOf(before)) : { status: 'NotFound' as const };
  if (gateway && opts.closeIfUnpaid && (answer.status === 'Pending' || answer.status === 'NotFound')) {
    // Closed at the gateway first, so the payer cannot pay it after we gave up; paid meanwhile → ask again.
    if (!(await gateway.close(gatewayPaymentOf(before)))) answer = await gateway.query(gatewayPaymentOf(before));
    else answer = { status: 'Closed' };
  }
  if (!gateway && opts.closeIfUnpaid) answer = { status: 'Closed' };
  return deps.db.transaction(async (tx) => {
    const pay = await lockPayment(tx, id);
    if (answer.status === 'Paid') {
      if (gateway && answer.amountFen === pay.amountFen)
        await applyPaid(tx, gateway, pay, {
          providerTradeNo: answer.providerTradeNo,
          paidAt: answer.paidAt ?? deps.clock.now(),
          now: deps.clock.now(),
        });
    } else if (answer.status === 'Closed' || answer.status === 'Refunded') {
      await applyClosed(tx, pay);
    }
    return (await findPayment(tx, id)).status as TPaymentStatus;
  });
};

/** The expiry job: Pending payments past their time are asked about once more, then closed. */
export const closeExpiredPayments = async (deps: TMoveDeps, limit = 200): Promise<number> => {
  const due = await deps.db
    .select({ id: tradePayments.id })
    .from(tradePayments)
    .where(and(eq(tradePayments.status, PaymentStatus.Pending), lte(tradePayments.expiresAt, deps.clock.now())))
    .orderBy(asc(tradePayments.expiresAt))
    .limit(limit);
  let closed = 0;
  for (const { id } of due) {
    if ((await reconcilePayment(deps, id, { closeIfUnpaid: true })) === PaymentStatus.Closed) closed++;
  }
  return closed;
};

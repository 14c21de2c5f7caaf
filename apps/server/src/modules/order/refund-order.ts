import { and, eq, inArray } from 'drizzle-orm';
import {
  AmendStatus,
  OrderStatus,
  fenToYuan,
  storedAmendReason,
  type TOrderActor,
  type TOrderCheckAmendResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { refundDeal, runOnce } from '../trade/index.ts';
import type { TAmendRow } from './amends.ts';
import { createAmend } from './create-amend.ts';
import { notifyOrder } from './notify-order.ts';
import { accessOrder, actingAs } from './order-access.ts';
import { orderDealId } from './order-header.ts';
import { addOrderMessage, orderLine } from './order-messages.ts';
import { loadOrder, type TOrderRow } from './orders.ts';
import { orderProduct, type TOrderRefunds } from './products.ts';
import { amends } from './tables.ts';
import { transitionAmend } from './transition-amend.ts';

// Refunds of every product (docs/orders.md "Amends"; issue 16 section 1). The engine runs the amend and the money;
// the product (its port's `refunds`) says which goods lines go back now and at what fee, marks them and gives back
// what they held.

const refundsOf = (order: TOrderRow): TOrderRefunds => {
  const refunds = orderProduct(order.service).refunds;
  if (!refunds) throw new BizError('order.errors.notRefundable');
  return refunds;
};

export type TOrderRefundDone = {
  amend: TAmendRow;
  priceFen: number;
  feeFen: number;
  refundFen: number;
  order: TOrderRow;
  actors: TOrderActor[];
};

/**
 * An online refund whose fee the product's rule fixes at the injected clock (trains: the railway's tiers), so there is
 * no price to check. In one transaction, under the order's row lock: the product quotes the lines (refusing those not
 * refundable now), an amend of kind refund is opened under the order's version and run through the amend table to
 * Finished (submitted, priced by the system, confirmed, refunded), the product marks the lines refunded (a
 * compare-and-set: of concurrent refunds of a line one applies) and gives back what they held, the price less the fee
 * goes back to the paying account through the ledger (idempotency key of the amend; the order's refunded amount
 * follows its deal), the log says so and the traveller is told. The TMC's service fee is kept.
 */
export const refundOrder = async (
  ctx: TAuthedContext,
  p: { UniqueID: string; LineIDs: readonly string[]; ReasonCode?: string | undefined; Reason: string },
  x: { service: number; call: string },
): Promise<TOrderRefundDone> => {
  const done = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID, { forUpdate: true, service: x.service });
    const actor = actingAs(access, ['booker', 'tmc']);
    const before = access.order;
    if (before.status !== OrderStatus.Finished) throw new BizError('order.errors.notIssued');
    const product = orderProduct(before.service);
    const refunds = refundsOf(before);
    const now = ctx.clock.now();
    const reason = storedAmendReason('refund', p);
    const lines = await refunds.refundQuote(tx, ctx, { order: before, lineIds: [...new Set(p.LineIDs)], now });
    const priceFen = lines.reduce((s, l) => s + l.priceFen, 0);
    const feeFen = lines.reduce((s, l) => s + l.feeFen, 0);
    const refundFen = priceFen - feeFen;
    const serviceFeeFen = lines.reduce((s, l) => s + l.serviceFeeFen, 0);
    const userId = ctx.session.userId;
    const amend = await createAmend(tx, {
      orderId: before.id,
      companyId: access.company,
      kind: 'refund',
      actor,
      userId,
      reason,
      amounts: { priceFen, feeFen, refundFen, serviceFeeFen },
      version: before.version,
      now,
    });
    await refunds.refundGoods(tx, { order: before, amendId: amend.id, lines, now });
    const step = { amendId: amend.id, companyId: access.company, now };
    await transitionAmend(tx, { ...step, action: 'amendSubmit', actor, userId });
    await transitionAmend(tx, {
      ...step,
      action: 'confirmPrice',
      actor: 'system',
      userId: null,
      // The product's lines by their generic name (entries before 2026-11-27 say `passengers`).
      detail: { lines: lines.map((l) => ({ id: l.id, feeFen: l.feeFen, rate: l.rate })) },
    });
    let last = await transitionAmend(tx, {
      ...step,
      action: 'confirmPrice',
      actor,
      userId,
      guards: { refundDue: refundFen > 0 },
    });
    if (refundFen > 0) {
      await runOnce(
        tx,
        {
          companyId: before.companyId,
          key: `${product.key}-refund:${amend.id}`,
          call: x.call,
          payload: { amendId: amend.id, refundFen },
          now,
        },
        async () => {
          const deal = await refundDeal(tx, {
            id: orderDealId(before),
            amountFen: refundFen,
            reason,
            by: userId,
            subject: before.title,
            now,
          });
          return { dealId: deal.id };
        },
      );
      last = await transitionAmend(tx, { ...step, action: 'refund', actor: 'system', userId: null });
    }
    await addOrderMessage(tx, {
      orderId: before.id,
      authorId: userId,
      authorName: ctx.session.ticket.UserName,
      line: orderLine('order.log.refunded', {
        names: lines.map((l) => l.name).join(', '),
        fee: fenToYuan(feeFen).toFixed(2),
        amount: fenToYuan(refundFen).toFixed(2),
        reason,
      }),
      now,
    });
    const order = await loadOrder(tx, before.id);
    await notifyOrder(tx, ctx, { order, notice: 'refunded', amountFen: refundFen });
    return { amend: last, priceFen, feeFen, refundFen, order, actors: access.actors };
  });
  ctx.succeed('order.messages.refunded');
  return done;
};

/** A refund no money has followed yet: it may still be withdrawn. */
const OPEN_REFUND = [AmendStatus.WaitSubmit, AmendStatus.WaitDispose, AmendStatus.WaitConfirm];

/**
 * OrderRefundCancel: the booker (or the TMC holding the lock) withdraws the order's refunds that no money has
 * followed yet, through the amend table's refundCancel; the product gives their lines back to the order. Online
 * refunds finish in their own transaction, so usually there is none: the call then says so.
 */
export const cancelOrderRefunds = async (
  ctx: TAuthedContext,
  ref: string,
  x: { service: number },
): Promise<{ order: TOrderRow; amends: TAmendRow[] }> => {
  const out = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref, { service: x.service });
    const actor = actingAs(access, ['booker', 'tmc']);
    const order = access.order;
    const open = await tx
      .select()
      .from(amends)
      .where(and(eq(amends.orderId, order.id), eq(amends.kind, 'refund'), inArray(amends.status, OPEN_REFUND)));
    if (open.length === 0) throw new BizError('order.errors.noOpenRefund');
    const refunds = refundsOf(order);
    const now = ctx.clock.now();
    const done: TAmendRow[] = [];
    for (const a of open) {
      done.push(
        await transitionAmend(tx, {
          amendId: a.id,
          companyId: access.company,
          action: 'refundCancel',
          actor,
          userId: ctx.session.userId,
          version: a.version,
          now,
        }),
      );
      // The goods stay issued: a refund takes them back only when it finishes.
      await refunds.restoreGoods(tx, { order, amendId: a.id });
    }
    return { order, amends: done };
  });
  ctx.succeed('order.messages.refundCanceled');
  return out;
};

/**
 * CheckAmend: whether the order's goods can be refunded or changed now, per kind (the product counts them). Fails
 * exactly when nothing can be refunded, with why (not issued, nothing left, the product's cut-off).
 */
export const checkOrderAmend = async (
  ctx: TAuthedContext,
  ref: string,
  x: { service: number },
): Promise<TOrderCheckAmendResult> => {
  const { order } = await accessOrder(ctx.db, ctx, ref, { service: x.service });
  const now = ctx.clock.now();
  const can =
    order.status === OrderStatus.Finished
      ? await refundsOf(order).amendable(ctx.db, ctx, { order, now })
      : { lines: 0, refundable: 0, changeable: 0, closedKey: 'order.errors.notIssued' };
  if (can.refundable === 0 && can.changeable === 0) throw new BizError(can.closedKey ?? 'order.errors.nothingToRefund');
  return { UniqueID: order.uniqueId, Tickets: can.lines, Refundable: can.refundable, Changeable: can.changeable };
};

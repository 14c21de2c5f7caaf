import { and, eq, inArray } from 'drizzle-orm';
import {
  OrderStatus,
  fenToYuan,
  storedAmendReason,
  trainOnlineCutoffIssue,
  trainRefundFee,
  type TTrainOrderRefundRequest,
  type TTrainOrderRefundResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import {
  addOrderMessage,
  orderLine,
  createAmend,
  loadOrder,
  transitionAmend,
  orderDealId,
  accessOrder,
  actingAs,
  notifyOrder,
} from '../order/index.ts';
import { refundDeal, runOnce } from '../trade/index.ts';
import { releaseSeats } from './seat-stock.ts';
import { trainOrderPassengers } from './tables.ts';
import { ticketTrains } from './ticket-trains.ts';
import { loadGoods, loadPassengers, orderDetailView } from './train-order-view.ts';

// TrainOrder/OrderRefund (issue 6 section 5): an online, 12306-style refund. The railway's fee is fixed by the rule
// (TRAIN_REFUND_RULE) at the injected clock, so there is no price to check: in one transaction the passengers'
// tickets go Issued → Refunded (compare-and-set: of concurrent refunds of a passenger one applies; refunds of
// different passengers queue on the order's header row and both apply), an amend (kind
// refund) is opened and run through the amend table to Finished (submitted, priced by the system, confirmed,
// refunded), the ticket price less the fee goes back to the paying account through the trade ledger (idempotency key
// of the amend), the seats go back to stock and the order's refunded amount grows with the ledger's refund (the
// order's deal handlers, in the same transaction). The TMC's service fee is kept.

export const refundTrainOrder = async (
  ctx: TAuthedContext,
  p: TTrainOrderRefundRequest,
): Promise<TTrainOrderRefundResult> => {
  const done = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID, { forUpdate: true });
    const actor = actingAs(access, ['booker', 'tmc']);
    const before = access.order;
    if (before.status !== OrderStatus.Finished) throw new BizError('trainOrder.errors.notIssued');
    const goods = await loadGoods(tx, before.id);
    const now = ctx.clock.now();
    const reason = storedAmendReason('refund', p);
    const wanted = [...new Set(p.PassengerIDs)];
    // Each ticket's own train (a finished change of some passengers moved theirs): its cut-off, fee and seats.
    const trains = await ticketTrains(
      tx,
      goods,
      (await loadPassengers(tx, before.id)).filter((x) => wanted.includes(x.id)),
    );
    for (const train of trains.values()) {
      const cutoff = trainOnlineCutoffIssue(train.departAt, now);
      if (cutoff) throw new BizError(cutoff);
      if (train.changing) throw new BizError('trainOrder.errors.notRefundable');
    }
    const taken = await tx
      .update(trainOrderPassengers)
      .set({ status: 'Refunded' })
      .where(
        and(
          eq(trainOrderPassengers.orderId, before.id),
          inArray(trainOrderPassengers.id, wanted),
          eq(trainOrderPassengers.status, 'Issued'),
        ),
      )
      .returning();
    // One of them is not this order's, or not issued any more (refunded meanwhile): the whole refund rolls back.
    if (taken.length !== wanted.length) throw new BizError('trainOrder.errors.notRefundable');
    const fees = taken.map((t) => ({
      t,
      r: trainRefundFee({
        priceFen: t.priceFen,
        departure: trains.get(t.id)!.departAt,
        now,
        rule: ctx.config.trainRefundRule,
      }),
    }));
    const priceFen = fees.reduce((s, f) => s + f.t.priceFen, 0);
    const feeFen = fees.reduce((s, f) => s + f.r.feeFen, 0);
    const refundFen = priceFen - feeFen;
    const serviceFeeFen = fees.reduce((s, f) => s + f.t.serviceFeeFen, 0);
    const userId = ctx.session.userId;
    const amend = await createAmend(tx, {
      orderId: before.id,
      companyId: before.companyId,
      kind: 'refund',
      actor,
      userId,
      reason,
      amounts: { priceFen, feeFen, refundFen, serviceFeeFen },
      version: before.version,
      now,
    });
    for (const f of fees)
      await tx
        .update(trainOrderPassengers)
        .set({ refundAmendId: amend.id, refundFeeFen: f.r.feeFen })
        .where(eq(trainOrderPassengers.id, f.t.id));
    const step = { amendId: amend.id, companyId: before.companyId, now };
    await transitionAmend(tx, { ...step, action: 'amendSubmit', actor, userId });
    await transitionAmend(tx, {
      ...step,
      action: 'confirmPrice',
      actor: 'system',
      userId: null,
      detail: { passengers: fees.map((f) => ({ id: f.t.id, feeFen: f.r.feeFen, rate: f.r.rate })) },
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
          key: `train-refund:${amend.id}`,
          call: 'train/TrainOrder/OrderRefund',
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
    for (const t of taken) await releaseSeats(tx, trains.get(t.id)!.seatKey, 1, now);
    await addOrderMessage(tx, {
      orderId: before.id,
      authorId: userId,
      authorName: ctx.session.ticket.UserName,
      line: orderLine('trainOrder.log.refunded', {
        names: taken.map((t) => t.fullName).join(', '),
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
  ctx.succeed('trainOrder.messages.refunded');
  return {
    AmendID: done.amend.id,
    AmendStatus: done.amend.status,
    Price: fenToYuan(done.priceFen),
    Fee: fenToYuan(done.feeFen),
    RefundAmount: fenToYuan(done.refundFen),
    Order: await orderDetailView(ctx.db, done.order, {
      actors: done.actors,
      userId: ctx.session.userId,
      lang: ctx.lang,
      now: ctx.clock.now(),
    }),
  };
};

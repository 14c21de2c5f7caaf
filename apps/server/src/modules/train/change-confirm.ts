import { and, eq, notInArray } from 'drizzle-orm';
import {
  AmendStatus,
  TradeStatus,
  fenToYuan,
  trainChangeAllowed,
  type TOrderActor,
  type TTrainChangeResult,
  type TTrainSeatType,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { addOrderMessage, transitionAmend, type TAmendRow } from '../order/index.ts';
import { payDeal, refundDeal, runOnce } from '../trade/index.ts';
import { changeResult, ensureChangeDeal, loadChange, resolveChange, type TChangeAccess } from './change-shared.ts';
import { simBookingNo, simIssueTickets } from './rail-booking-simulator.ts';
import { releaseSeats } from './seat-stock.ts';
import { trainChanges, trainOrderPassengers, trainOrders } from './tables.ts';
import { actingAs } from './train-order-access.ts';
import { loadGoods } from './train-order-view.ts';

// TrainOrder/ConfirmClientAmendPrice (ADR 0021): the booker (or TMC staff for them, holding the lock) accepts a
// priced change. In one transaction, after the amend's compare-and-set (so of concurrent confirmations one applies
// and the others change nothing):
// - the railway's windows are judged again at the injected clock;
// - a dearer change is paid: the change's deal (CreateAmendTradeDeal's, or created now) is paid from the order's
//   company account, or must have been paid at the cashier for an order paid online; a cheaper one goes back to the
//   order's payment with refundDeal and the amend passes WaitRefund → Finished (refund by the system); both under an
//   idempotency key of the amend;
// - the rail simulator issues the new tickets (new numbers, coach and seat), the passengers move to the new train,
//   the old seats go back to stock; when every ticket still held on the order moved, the order's goods become the new
//   train;
// - the log says so.

export const applyChange = async (
  tx: TTx,
  ctx: TAuthedContext,
  found: TChangeAccess,
  x: { actor: TOrderActor; userId: string },
): Promise<TAmendRow> => {
  const { order } = found;
  const now = ctx.clock.now();
  const change = await loadChange(tx, found.amend.id);
  const step = { amendId: found.amend.id, companyId: order.companyId, now };
  const refundFen = found.amend.refundFen;
  let amend = await transitionAmend(tx, {
    ...step,
    action: 'confirmPrice',
    actor: x.actor,
    userId: x.userId,
    version: found.amend.version,
    guards: { refundDue: refundFen > 0 },
  });
  const goods = await loadGoods(tx, order.id);
  const window = trainChangeAllowed({ departure: goods.departAt, target: change.departAt, now });
  if (!window.ok) throw new BizError(window.message);

  // The passengers move to the new train with the rail supplier's new tickets.
  const ids = change.passengers.map((p) => p.id);
  const bookingNo = simBookingNo(change.amendId);
  const tickets = simIssueTickets({
    orderId: change.amendId,
    bookingNo,
    trainNo: change.trainNo,
    trainDate: change.trainDate,
    fromStation: change.fromStation,
    seatType: change.seatType,
    seats: ids.map(() => ''),
  });
  for (const [i, p] of change.passengers.entries()) {
    const [moved] = await tx
      .update(trainOrderPassengers)
      .set({
        ...tickets[i]!,
        seat: '',
        trainNo: change.trainNo,
        trainDate: change.trainDate,
        priceFen: p.newPriceFen,
      })
      .where(
        and(
          eq(trainOrderPassengers.id, p.id),
          eq(trainOrderPassengers.changeAmendId, change.amendId),
          eq(trainOrderPassengers.status, 'Issued'),
        ),
      )
      .returning({ id: trainOrderPassengers.id });
    // Refunded meanwhile: nothing of the change applies.
    if (!moved) throw new BizError('trainChange.errors.notChangeable');
  }

  // The money.
  const subject = `${order.title} · ${change.trainNo}`;
  if (change.payFen > 0) {
    await runOnce(
      tx,
      {
        companyId: order.companyId,
        key: `train-change-pay:${change.amendId}`,
        call: 'train/TrainOrder/ConfirmClientAmendPrice',
        payload: { amendId: change.amendId, payFen: change.payFen },
        now,
      },
      async () => {
        const deal = await ensureChangeDeal(tx, { order, change, by: x.userId, subject, now });
        if (deal.tradeStatus === TradeStatus.WaitPayment) {
          if (order.accountType === null) throw new BizError('trainChange.errors.payAtCashier', { deal: deal.id });
          await payDeal(tx, { id: deal.id, companyId: order.companyId, accountType: order.accountType, now });
        } else if (deal.tradeStatus !== TradeStatus.Finished) throw new BizError('trade.errors.wrongStatus');
        return { dealId: deal.id };
      },
    );
  }
  if (refundFen > 0) {
    await runOnce(
      tx,
      {
        companyId: order.companyId,
        key: `train-change-refund:${change.amendId}`,
        call: 'train/TrainOrder/ConfirmClientAmendPrice',
        payload: { amendId: change.amendId, refundFen },
        now,
      },
      async () => {
        const deal = await refundDeal(tx, {
          id: goods.dealId,
          amountFen: refundFen,
          reason: found.amend.reason,
          by: x.userId,
          subject,
          now,
        });
        return { dealId: deal.id };
      },
    );
    amend = await transitionAmend(tx, { ...step, action: 'refund', actor: 'system', userId: null });
  }
  if (amend.status !== AmendStatus.Finished) throw new Error(`change ${amend.id} did not finish`);

  // Seats: the old ones go back; the new ones, held since the request, are now sold.
  await releaseSeats(
    tx,
    {
      trainDate: goods.trainDate,
      trainNo: goods.trainNo,
      fromStation: goods.fromStation,
      toStation: goods.toStation,
      seatType: goods.seatType as TTrainSeatType,
    },
    ids.length,
    now,
  );
  await tx.update(trainChanges).set({ seatsHeld: false, bookingNo }).where(eq(trainChanges.amendId, change.amendId));
  // Every ticket still held on the order moved: the order's goods are the new train.
  const left = await tx
    .select({ id: trainOrderPassengers.id })
    .from(trainOrderPassengers)
    .where(
      and(
        eq(trainOrderPassengers.orderId, order.id),
        eq(trainOrderPassengers.status, 'Issued'),
        notInArray(trainOrderPassengers.id, ids),
      ),
    )
    .limit(1);
  if (left.length === 0)
    await tx
      .update(trainOrders)
      .set({
        trainNo: change.trainNo,
        trainType: change.trainType,
        trainDate: change.trainDate,
        fromStation: change.fromStation,
        fromStationName: change.fromStationName,
        fromCity: change.fromCity,
        toStation: change.toStation,
        toStationName: change.toStationName,
        toCity: change.toCity,
        departAt: change.departAt,
        arriveAt: change.arriveAt,
        seatType: change.seatType,
        priceFen: change.priceFen,
      })
      .where(eq(trainOrders.orderId, order.id));
  await addOrderMessage(tx, {
    orderId: order.id,
    authorId: x.userId,
    authorName: ctx.session.ticket.UserName,
    text: ctx.t('trainChange.log.finished', {
      names: change.passengers.map((p) => p.name).join(', '),
      train: change.trainNo,
      date: change.trainDate,
      pay: fenToYuan(change.payFen).toFixed(2),
      refund: fenToYuan(refundFen).toFixed(2),
    }),
    now,
  });
  return amend;
};

export const confirmClientChangePrice = async (ctx: TAuthedContext, ref: string): Promise<TTrainChangeResult> => {
  const done = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, ref);
    const actor = actingAs(found, ['booker', 'tmc']);
    const amend = await applyChange(tx, ctx, found, { actor, userId: ctx.session.userId });
    return { amend, actors: found.actors };
  });
  ctx.succeed('trainChange.messages.finished');
  return changeResult(ctx, { orderId: done.amend.orderId, amendId: done.amend.id, actors: done.actors });
};

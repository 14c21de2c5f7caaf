import { and, eq } from 'drizzle-orm';
import {
  AmendStatus,
  OrderStatus,
  TradeStatus,
  fenToYuan,
  trainChangeAllowed,
  type TOrderActor,
  type TTrainChangeResult,
  type TTrainClientChangePriceRequest,
  type TTrainSeatType,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import {
  addOrderMessage,
  orderLine,
  loadOrder,
  patchOrder,
  transitionAmend,
  type TAmendRow,
  type TOrderPatch,
  orderDealId,
  actingAs,
  findOrderByRef,
} from '../order/index.ts';
import { payDeal, refundDeal, runOnce } from '../trade/index.ts';
import { endChange, endKind } from './change-decline.ts';
import { refuseRepeatsOfTickets, refuseRepeatsOnViolation } from './check-repeat-order.ts';
import { changeResult, ensureChangeDeal, loadChange, resolveChange, type TChangeAccess } from './change-shared.ts';
import { simBookingNo, simIssueTickets } from './rail-booking-simulator.ts';
import { releaseSeats } from './seat-stock.ts';
import { trainChanges, trainOrderPassengers, trainOrders } from './tables.ts';
import { ticketTrains } from './ticket-trains.ts';
import { loadGoods, loadPassengers, trainOrderTitle } from './train-order-view.ts';

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
// - the order's header follows (patchOrder, one compare-and-set under the header's row lock taken first): the total
//   grows by what the client paid (the paid and refunded amounts followed the ledger as the money moved), the travel
//   date is the earliest of the tickets still issued, the title names the new train when every issued ticket rides it;
// - the log says so.

export const applyChange = async (
  tx: TTx,
  ctx: TAuthedContext,
  found: TChangeAccess,
  x: { actor: TOrderActor; userId: string },
): Promise<TAmendRow> => {
  const { order } = found;
  const now = ctx.clock.now();
  // The header's row first: concurrent confirmations (and refunds of other tickets) queue here, so the header patch
  // below applies to the version read now.
  const header = await findOrderByRef(tx, order.id, true);
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

  // The passengers move to the new train with the rail supplier's new tickets; one who took it meanwhile by another
  // booking cannot (one live ticket each).
  const ids = change.passengers.map((p) => p.id);
  await refuseRepeatsOfTickets(tx, ctx, order.companyId, { trainNo: change.trainNo, trainDate: change.trainDate }, ids);
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
          await payDeal(tx, {
            id: deal.id,
            companyId: order.companyId,
            accountType: order.accountType,
            by: x.userId,
            now,
          });
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
          id: orderDealId(order),
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
  // Every ticket still held on the order rides the new train (this change's or an earlier one's): the order's goods
  // and title are the new train. The travel date is the earliest of those tickets.
  const issued = (await loadPassengers(tx, order.id)).filter((p) => p.status === 'Issued');
  const trains = await ticketTrains(tx, goods, issued);
  const everyTicketMoved = issued.every((p) => {
    const k = trains.get(p.id)!.seatKey;
    return (
      k.trainNo === change.trainNo &&
      k.trainDate === change.trainDate &&
      k.fromStation === change.fromStation &&
      k.toStation === change.toStation &&
      k.seatType === change.seatType
    );
  });
  if (everyTicketMoved)
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
  // Paid and refunded amounts followed the money as it moved (the order's deal handlers, trade); the total here.
  const set: TOrderPatch = {
    totalFen: header.totalFen + change.payFen,
    // The TMC's change fee is earned whether the client pays a difference or gets one back.
    serviceFeeFen: header.serviceFeeFen + amend.serviceFeeFen,
    travelDate: issued.map((p) => p.trainDate).sort()[0] ?? header.travelDate,
    ...(everyTicketMoved ? { title: trainOrderTitle(change) } : {}),
  };
  await patchOrder(tx, {
    orderId: order.id,
    companyId: order.companyId,
    actor: x.actor,
    userId: x.userId,
    // The header's row is ours since the start; the money moves above bumped its version.
    version: (await loadOrder(tx, order.id)).version,
    statuses: [OrderStatus.Finished],
    action: 'confirmPrice',
    set,
    detail: { change: 'trainChange', amendId: change.amendId, payFen: change.payFen, refundFen, ...set },
    now,
  });
  await addOrderMessage(tx, {
    orderId: order.id,
    authorId: x.userId,
    authorName: ctx.session.ticket.UserName,
    line: orderLine('trainChange.log.finished', {
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

export const confirmClientChangePrice = async (
  ctx: TAuthedContext,
  p: TTrainClientChangePriceRequest,
): Promise<TTrainChangeResult> => {
  // A booking racing the move onto the new train breaks the one-live-ticket index: refused, nothing applied.
  const done = await refuseRepeatsOnViolation(ctx, () =>
    ctx.db.transaction(async (tx) => {
      const found = await resolveChange(tx, ctx, p.UniqueID);
      // The server decides who confirms: the booker, else TMC staff for them (under the lock; history actor tmc).
      const actor = actingAs(found, ['booker', 'tmc']);
      const by = { actor, userId: ctx.session.userId };
      const amend = p.Confirm
        ? await applyChange(tx, ctx, found, by)
        : await endChange(tx, ctx, found, { ...by, action: 'cancel', reason: p.Reason });
      return { amend, actors: found.actors, ended: endKind('cancel', found.amend.status) };
    }),
  );
  ctx.succeed(p.Confirm ? 'trainChange.messages.finished' : `trainChange.messages.${done.ended}`);
  return changeResult(ctx, { orderId: done.amend.orderId, amendId: done.amend.id, actors: done.actors });
};

import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  OrderStatus,
  storedAmendReason,
  trainChangeAllowed,
  type TOrderActor,
  type TTrainChangeResult,
  type TTrainCreateChangeRequest,
  type TTrainSeatType,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import {
  addOrderMessage,
  orderLine,
  createAmend,
  type TAmendRow,
  accessOrder,
  actingAs,
  type TOrderAccess,
} from '../order/index.ts';
import { refuseRepeatsOfTickets } from './check-repeat-order.ts';
import { amendAmounts, changeResult, newFaresFen, quoteChange, type TChangeRow } from './change-shared.ts';
import { priceTrain, rideColumns, trainServiceFee } from './price-train.ts';
import { reserveSeats } from './seat-stock.ts';
import { trainChanges, trainOrderPassengers } from './tables.ts';
import { loadGoods } from './train-order-view.ts';

// TrainOrder/CreateAmend (issue 6 section 5; ADR 0021): the booker, or TMC staff holding the lock, asks to change
// chosen passengers of an issued order to another train, date or seat type between the same cities. In one
// transaction: the rail supplier prices the new train now (on sale, not left, the seat type run); the railway's
// windows hold (more than 48 hours before the old departure: any train on sale; otherwise one leaving before 24:00
// of the ticket's date; never from 35 minutes before departure); the passengers' tickets are taken for the change
// (compare-and-set: issued and never changed — the railway changes a ticket once); the order's amendCreate opens an
// amend of kind change under the order's version; the new seats are held; the log says so.

export type TOpenedChange = { access: TOrderAccess; actor: TOrderActor; amend: TAmendRow; change: TChangeRow };

export const openChange = async (
  tx: TTx,
  ctx: TAuthedContext,
  p: TTrainCreateChangeRequest,
): Promise<TOpenedChange> => {
  const access = await accessOrder(tx, ctx, p.UniqueID);
  const actor = actingAs(access, ['booker', 'tmc']);
  const order = access.order;
  if (order.status !== OrderStatus.Finished) throw new BizError('trainChange.errors.notIssued');
  const goods = await loadGoods(tx, order.id);
  const now = ctx.clock.now();
  const reason = storedAmendReason('change', p);
  const priced = priceTrain(p.Train, now);
  if (priced.train.fromCity !== goods.fromCity || priced.train.toCity !== goods.toCity)
    throw new BizError('trainChange.errors.otherRoute');
  if (
    priced.train.trainNo === goods.trainNo &&
    p.Train.TrainDate === goods.trainDate &&
    priced.seat.seatType === goods.seatType
  )
    throw new BizError('trainChange.errors.sameTrain');
  const window = trainChangeAllowed({ departure: goods.departAt, target: priced.departAt, now });
  if (!window.ok) throw new BizError(window.message);

  const wanted = [...new Set(p.PassengerIDs)];
  const userId = ctx.session.userId;
  const seatKey = {
    trainDate: p.Train.TrainDate,
    trainNo: priced.train.trainNo,
    fromStation: priced.train.from.code,
    toStation: priced.train.to.code,
    seatType: priced.seat.seatType as TTrainSeatType,
  };
  const current = await tx
    .select()
    .from(trainOrderPassengers)
    .where(and(eq(trainOrderPassengers.orderId, order.id), inArray(trainOrderPassengers.id, wanted)));
  const stored = current.map((t) => ({
    id: t.id,
    name: t.fullName,
    oldTrainNo: t.trainNo,
    oldTrainDate: t.trainDate,
    oldTicketNo: t.ticketNo,
    oldCoachNo: t.coachNo,
    oldSeatNo: t.seatNo,
    oldPriceFen: t.priceFen,
    newPriceFen: priced.seat.priceFen,
    passengerType: t.passengerType,
    railwayFeeFen: 0,
  }));
  // A passenger who already holds the new train that day cannot change onto it (one live ticket each).
  await refuseRepeatsOfTickets(
    tx,
    ctx,
    order.companyId,
    { trainNo: priced.train.trainNo, trainDate: p.Train.TrainDate },
    wanted,
  );
  const quote = quoteChange({
    passengers: stored,
    newPriceFen: priced.seat.priceFen,
    changeFeeFen: 0,
    serviceFeeFen: await trainServiceFee(
      tx,
      order.companyId,
      newFaresFen(stored, priced.seat.priceFen),
      wanted.length,
      'change',
    ),
    oldDepartAt: goods.departAt,
    now,
    rule: ctx.config.trainRefundRule,
  });
  const amend = await createAmend(tx, {
    orderId: order.id,
    companyId: order.companyId,
    kind: 'change',
    actor,
    userId,
    reason,
    amounts: amendAmounts(quote),
    version: order.version,
    now,
  });
  const taken = await tx
    .update(trainOrderPassengers)
    .set({ changeAmendId: amend.id })
    .where(
      and(
        eq(trainOrderPassengers.orderId, order.id),
        inArray(trainOrderPassengers.id, wanted),
        eq(trainOrderPassengers.status, 'Issued'),
        isNull(trainOrderPassengers.changeAmendId),
      ),
    )
    .returning({ id: trainOrderPassengers.id });
  // One of them is not this order's, not issued, changed once already or in another change: all of it rolls back.
  if (taken.length !== wanted.length) throw new BizError('trainChange.errors.notChangeable');
  const held = await reserveSeats(tx, seatKey, wanted.length, now);
  if (!held.reserved) throw new BizError('trainChange.errors.noSeats');
  const [change] = await tx
    .insert(trainChanges)
    .values({
      amendId: amend.id,
      orderId: order.id,
      ...rideColumns(priced, p.Train.TrainDate),
      payFen: quote.payFen,
      passengers: quote.passengers,
      createdAt: now,
    })
    .returning();
  await addOrderMessage(tx, {
    orderId: order.id,
    authorId: userId,
    authorName: ctx.session.ticket.UserName,
    line: orderLine('trainChange.log.created', {
      names: stored.map((s) => s.name).join(', '),
      train: priced.train.trainNo,
      date: p.Train.TrainDate,
      reason,
    }),
    now,
  });
  return { access, actor, amend, change: change! };
};

export const createTrainChange = async (
  ctx: TAuthedContext,
  p: TTrainCreateChangeRequest,
): Promise<TTrainChangeResult> => {
  const done = await ctx.db.transaction((tx) => openChange(tx, ctx, p));
  ctx.succeed('trainChange.messages.created');
  return changeResult(ctx, { orderId: done.amend.orderId, amendId: done.amend.id, actors: done.access.actors });
};

import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  ServiceType,
  storedAmendReason,
  trainChangeAllowed,
  type TTrainChangeResult,
  type TTrainCreateChangeRequest,
  type TTrainSeatType,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TOrderActor } from '@opentmc/contracts';
import { openChangeAmend, type TChangeAccess } from '../order/index.ts';
import { refuseRepeatsOfTickets } from './check-repeat-order.ts';
import { amendAmounts, changeResult, newFaresFen, quoteChange, loadChange, type TChangeRow } from './change-shared.ts';
import { priceTrain, rideColumns, trainServiceFee } from './price-train.ts';
import { reserveSeats } from './seat-stock.ts';
import { trainChanges, trainOrderPassengers } from './tables.ts';
import { loadGoods } from './train-order-view.ts';

// TrainOrder/CreateAmend (issue 6 section 5; ADR 0021): the booker, or TMC staff holding the lock, asks to change
// chosen passengers of an issued order to another train, date or seat type between the same cities. In one
// transaction, the engine's openChangeAmend around the railway's side: the rail supplier prices the new train now (on
// sale, not left, the seat type run); the railway's windows hold (more than 48 hours before the old departure: any
// train on sale; otherwise one leaving before 24:00 of the ticket's date; never from 35 minutes before departure);
// the order's amendCreate opens an amend of kind change under the order's version; the passengers' tickets are taken
// for the change (compare-and-set: issued and never changed — the railway changes a ticket once); the new seats are
// held; the log says so.

export type TOpenedChange = TChangeAccess & { actor: TOrderActor; change: TChangeRow };

export const openChange = async (
  tx: TTx,
  ctx: TAuthedContext,
  p: TTrainCreateChangeRequest,
): Promise<TOpenedChange> => {
  const opened = await openChangeAmend(tx, ctx, {
    ref: p.UniqueID,
    service: ServiceType.Train,
    reason: storedAmendReason('change', p),
    quote: async (order, now) => {
      const goods = await loadGoods(tx, order.id);
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
      return {
        amounts: amendAmounts(quote),
        hold: async (amendId) => {
          const taken = await tx
            .update(trainOrderPassengers)
            .set({ changeAmendId: amendId })
            .where(
              and(
                eq(trainOrderPassengers.orderId, order.id),
                inArray(trainOrderPassengers.id, wanted),
                eq(trainOrderPassengers.status, 'Issued'),
                isNull(trainOrderPassengers.changeAmendId),
              ),
            )
            .returning({ id: trainOrderPassengers.id });
          // One of them is not this order's, not issued, changed once already or in another change: all rolls back.
          if (taken.length !== wanted.length) throw new BizError('trainChange.errors.notChangeable');
          const held = await reserveSeats(tx, seatKey, wanted.length, now);
          if (!held.reserved) throw new BizError('trainChange.errors.noSeats');
          await tx.insert(trainChanges).values({
            amendId,
            orderId: order.id,
            ...rideColumns(priced, p.Train.TrainDate),
            payFen: quote.payFen,
            passengers: quote.passengers,
            createdAt: now,
          });
        },
      };
    },
  });
  return { ...opened, change: await loadChange(tx, opened.amend.id) };
};

export const createTrainChange = async (
  ctx: TAuthedContext,
  p: TTrainCreateChangeRequest,
): Promise<TTrainChangeResult> => {
  const done = await ctx.db.transaction((tx) => openChange(tx, ctx, p));
  ctx.succeed('order.messages.changeCreated');
  return changeResult(ctx, { orderId: done.amend.orderId, amendId: done.amend.id, actors: done.actors });
};

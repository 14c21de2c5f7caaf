import { and, eq, inArray } from 'drizzle-orm';
import { listText, type TLang, type TTrainCheckRepeatRequest, type TTrainCheckRepeatResult } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TDb, TTx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { BizError } from '../../platform/errors.ts';
import { orders } from '../order/index.ts';
import { TRAIN_LIVE_TICKET_INDEX, trainOrderPassengers } from './tables.ts';

// One live ticket per passenger, train and date (issue 14 item 7, ADR 0029): a passenger (document type and
// number) holds at most one booked or issued ticket of a company on a train and date. The unique index
// train_order_passengers_live_uq enforces it under any concurrency; these read it to name the passengers:
// - CheckRepeatOrder (spec section 7, silent failure): the warning before booking, the repeats in its result;
// - CreateOrder and CreateAmend refuse a passenger who already holds the train, with the same message;
// - a booking that raced another past that check breaks the index, and `refuseRepeatsOnViolation` turns it into the
//   same message once the winner has committed.

export type TTicketKey = { trainNo: string; trainDate: string };
export type TTicketHolder = { CardType: number; CardNo: string };
export type TLiveTicket = { name: string; cardNo: string; uniqueId: string; status: number };

/** The company's live tickets of these passengers on a train and date (the index's rows). */
export const liveTicketsOf = async (
  db: TTx | TDb,
  companyId: string,
  train: TTicketKey,
  passengers: readonly TTicketHolder[],
): Promise<TLiveTicket[]> => {
  if (passengers.length === 0) return [];
  const rows = await db
    .select({
      name: trainOrderPassengers.fullName,
      cardType: trainOrderPassengers.cardType,
      cardNo: trainOrderPassengers.cardNo,
      uniqueId: orders.uniqueId,
      status: orders.status,
    })
    .from(trainOrderPassengers)
    .innerJoin(orders, eq(orders.id, trainOrderPassengers.orderId))
    .where(
      and(
        // The order's company: also finds passengers booked before the rule kept their own company_id.
        eq(orders.companyId, companyId),
        inArray(
          trainOrderPassengers.cardNo,
          passengers.map((x) => x.CardNo),
        ),
        eq(trainOrderPassengers.trainDate, train.trainDate),
        eq(trainOrderPassengers.trainNo, train.trainNo),
        inArray(trainOrderPassengers.status, ['Booked', 'Issued']),
      ),
    );
  return rows
    .filter((r) => passengers.some((x) => x.CardNo === r.cardNo && x.CardType === r.cardType))
    .map((r) => ({ name: r.name, cardNo: r.cardNo, uniqueId: r.uniqueId, status: r.status }));
};

/** The refusal naming the passengers who already hold the train, with the repeats in its result. */
const repeatError = (lang: TLang, train: TTicketKey, held: readonly TLiveTicket[]): BizError => {
  const names = listText(lang, [...new Set(held.map((i) => i.name))]);
  const result: TTrainCheckRepeatResult = {
    Repeated: true,
    Items: held.map((r) => ({ PassengerName: r.name, CardNo: r.cardNo, UniqueID: r.uniqueId, OrderStatus: r.status })),
  };
  return new BizError(
    'trainOrder.errors.repeatOrder',
    { names, train: train.trainNo, date: train.trainDate },
    400,
    result,
  );
};

/** Refuses (400, naming them) when some of the passengers already hold a live ticket on the train and date. */
export const refuseRepeats = async (
  tx: TTx | TDb,
  ctx: Pick<TAuthedContext, 'lang'>,
  companyId: string,
  train: TTicketKey,
  passengers: readonly TTicketHolder[],
): Promise<void> => {
  const held = await liveTicketsOf(tx, companyId, train, passengers);
  if (held.length > 0) throw repeatError(ctx.lang, train, held);
};

/**
 * Refuses when some of an order's tickets (by passenger id) would move to a train and date where their passenger
 * already holds a live ticket: a change. A ticket already on that train and date (a change of seat type) is its own.
 */
export const refuseRepeatsOfTickets = async (
  tx: TTx,
  ctx: Pick<TAuthedContext, 'lang'>,
  companyId: string,
  train: TTicketKey,
  passengerIds: readonly string[],
): Promise<void> => {
  if (passengerIds.length === 0) return;
  const rows = await tx
    .select({
      CardType: trainOrderPassengers.cardType,
      CardNo: trainOrderPassengers.cardNo,
      trainNo: trainOrderPassengers.trainNo,
      trainDate: trainOrderPassengers.trainDate,
    })
    .from(trainOrderPassengers)
    .where(inArray(trainOrderPassengers.id, [...passengerIds]));
  const moving = rows.filter((r) => r.trainNo !== train.trainNo || r.trainDate !== train.trainDate);
  await refuseRepeats(tx, ctx, companyId, train, moving);
};

/**
 * Runs a write that gives passengers live tickets on a train; when it breaks the one-live-ticket index (another
 * booking raced it past the checks), refuses as `refuseRepeats` does, reading the winner's committed tickets when the
 * passengers are `named`, else with a general message.
 */
export const refuseRepeatsOnViolation = async <T>(
  ctx: Pick<TAuthedContext, 'lang' | 'db'>,
  write: () => Promise<T>,
  named?: { companyId: string; train: TTicketKey; passengers: readonly TTicketHolder[] },
): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err, TRAIN_LIVE_TICKET_INDEX)) throw err;
    const held = named ? await liveTicketsOf(ctx.db, named.companyId, named.train, named.passengers) : [];
    throw held.length > 0 ? repeatError(ctx.lang, named!.train, held) : new BizError('trainOrder.errors.repeatRaced');
  }
};

/** CheckRepeatOrder: passes when none of the passengers holds the train that day; else fails with the repeats. */
export const checkRepeatOrder = async (
  ctx: TAuthedContext,
  p: TTrainCheckRepeatRequest,
): Promise<TTrainCheckRepeatResult> => {
  await refuseRepeats(ctx.db, ctx, ctx.session.companyId, { trainNo: p.TrainNo, trainDate: p.TrainDate }, p.Passengers);
  return { Repeated: false, Items: [] };
};

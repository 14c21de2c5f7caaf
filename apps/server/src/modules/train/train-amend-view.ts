import { asc, inArray, or } from 'drizzle-orm';
import { ServiceType, fenToYuan, type TLang, type TOrderAmendPassenger, type TTrainAmend } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { amendListRows, type TAmendRow } from '../order/index.ts';
import { trainChanges, trainOrderPassengers } from './tables.ts';

// The reply shape of a train amend (AmendDetails, TrainAmend/List, OrderRefundCancel): the engine's amend row
// (modules/order/list-amends.ts) with the passengers whose tickets it took back (train_order_passengers.refund_amend_id)
// or changed (change_amend_id): trains' part of the amend rows (the port's `lists.amends`).

/** The passengers of each amend (by amend id), for a page of amends in two statements at most. */
export const trainAmendPassengers = async (
  tx: TTx,
  page: readonly TAmendRow[],
): Promise<Map<string, TOrderAmendPassenger[]>> => {
  const ids = page.map((a) => a.id);
  const passengers = ids.length
    ? await tx
        .select()
        .from(trainOrderPassengers)
        .where(or(inArray(trainOrderPassengers.refundAmendId, ids), inArray(trainOrderPassengers.changeAmendId, ids)))
        .orderBy(asc(trainOrderPassengers.seq))
    : [];
  // A change that ended unfinished gave its tickets back (change_amend_id cleared): its passengers are the stored ones.
  const changeIds = page.filter((a) => a.kind === 'change').map((a) => a.id);
  const stored = new Map(
    (changeIds.length
      ? await tx
          .select({ amendId: trainChanges.amendId, passengers: trainChanges.passengers })
          .from(trainChanges)
          .where(inArray(trainChanges.amendId, changeIds))
      : []
    ).map((c) => [c.amendId, c.passengers]),
  );
  const passengersOf = (a: TAmendRow): TOrderAmendPassenger[] => {
    const linked = passengers
      .filter((p) => p.refundAmendId === a.id || p.changeAmendId === a.id)
      .map((p) => ({
        PassengerID: p.id,
        PassengerName: p.fullName,
        TicketNo: p.ticketNo,
        Price: fenToYuan(p.priceFen),
        Fee: fenToYuan(p.refundAmendId === a.id ? p.refundFeeFen : 0),
      }));
    if (linked.length || a.kind !== 'change') return linked;
    return (stored.get(a.id) ?? []).map((p) => ({
      PassengerID: p.id,
      PassengerName: p.name,
      TicketNo: p.oldTicketNo,
      Price: fenToYuan(p.oldPriceFen),
      Fee: 0,
    }));
  };
  return new Map(page.map((a) => [a.id, passengersOf(a)]));
};

/** Train amends as the replies show them (the engine's rows, with their tickets). */
export const amendViews = (
  tx: TTx,
  rows: readonly { amend: TAmendRow; uniqueId: string }[],
  lang: TLang,
): Promise<TTrainAmend[]> => amendListRows(tx, ServiceType.Train, rows, lang);

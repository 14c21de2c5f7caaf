import { asc, inArray, or } from 'drizzle-orm';
import { fenToYuan, formatDateTime, type TAmendKind, type TLang, type TTrainAmend } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { translateStored } from '../../platform/i18n.ts';
import type { TAmendRow } from '../order/index.ts';
import { trainChanges, trainOrderPassengers } from './tables.ts';

// The reply shape of a train amend (AmendDetails, TrainAmend/List, OrderRefundCancel): the amend's amounts and the
// passengers whose tickets it took back (train_order_passengers.refund_amend_id) or changed (change_amend_id). A
// reason chosen from a list is kept as its catalogue key and read in the reader's language.

export const amendViews = async (
  tx: TTx,
  rows: readonly { amend: TAmendRow; uniqueId: string }[],
  lang: TLang,
): Promise<TTrainAmend[]> => {
  const ids = rows.map((r) => r.amend.id);
  const passengers = ids.length
    ? await tx
        .select()
        .from(trainOrderPassengers)
        .where(or(inArray(trainOrderPassengers.refundAmendId, ids), inArray(trainOrderPassengers.changeAmendId, ids)))
        .orderBy(asc(trainOrderPassengers.seq))
    : [];
  // A change that ended unfinished gave its tickets back (change_amend_id cleared): its passengers are the stored ones.
  const changeIds = rows.filter((r) => r.amend.kind === 'change').map((r) => r.amend.id);
  const stored = new Map(
    (changeIds.length
      ? await tx
          .select({ amendId: trainChanges.amendId, passengers: trainChanges.passengers })
          .from(trainChanges)
          .where(inArray(trainChanges.amendId, changeIds))
      : []
    ).map((c) => [c.amendId, c.passengers]),
  );
  const passengersOf = (a: TAmendRow) => {
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
  return rows.map(({ amend: a, uniqueId }) => ({
    AmendID: a.id,
    UniqueID: uniqueId,
    OrderID: a.orderId,
    Kind: a.kind as TAmendKind,
    AmendStatus: a.status,
    Price: fenToYuan(a.priceFen),
    Fee: fenToYuan(a.feeFen),
    RefundAmount: fenToYuan(a.refundFen),
    ServiceFee: fenToYuan(a.serviceFeeFen),
    Reason: translateStored(lang, a.reason),
    StatusReason: a.statusReason,
    CreateTime: formatDateTime(a.createdAt),
    UpdateTime: formatDateTime(a.updatedAt),
    Passengers: passengersOf(a),
  }));
};

import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  AmendStatus,
  fenToYuan,
  formatDateTime,
  PassengerType,
  trainFareFen,
  trainRefundFee,
  type TLang,
  type TOrderActor,
  type TTrainChange,
  type TTrainChangeResult,
  type TTrainRefundRuleName,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { translateStored } from '../../platform/i18n.ts';
import { amendActionsFor, changeSteps, loadAmend, loadOrder, type TAmendRow, type TOrderRow } from '../order/index.ts';
import { trainChanges, trainOrderPassengers, type TStoredChangePassenger } from './tables.ts';
import { orderDetailView, stationNameIn } from './train-order-view.ts';

// What the train change calls share (ADR 0021): the change's record, the price of a change (the railway's rule for
// the difference) and the reply. Finding the change a call names, its deal and the caller's steps are the engine's
// (order/change-amend.ts).

export type TChangeRow = typeof trainChanges.$inferSelect;

export const loadChange = async (tx: TTx, amendId: string, forUpdate = false): Promise<TChangeRow> => {
  const q = tx.select().from(trainChanges).where(eq(trainChanges.amendId, amendId)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw new BizError('order.errors.noOpenChange');
  return row;
};

export type TChangeQuote = {
  passengers: TStoredChangePassenger[];
  oldFen: number;
  newFen: number;
  /** New − old, signed. */
  differenceFen: number;
  railwayFeeFen: number;
  changeFeeFen: number;
  serviceFeeFen: number;
  payFen: number;
  refundFen: number;
};

/** A passenger's new ticket on a seat of `seatPriceFen`: their own fare (a child's is half; contracts fares.ts). */
const newFareFen = (p: TStoredChangePassenger, seatPriceFen: number): number =>
  trainFareFen(seatPriceFen, p.passengerType ?? PassengerType.Adult);

/** The new tickets of a change's passengers on a seat of `seatPriceFen`, each at their fare (the service fee's base). */
export const newFaresFen = (passengers: readonly TStoredChangePassenger[], seatPriceFen: number): number =>
  passengers.reduce((sum, p) => sum + newFareFen(p, seatPriceFen), 0);

/**
 * The money of a change (ADR 0021): per passenger the new ticket (at their fare) less the old; a cheaper ticket's difference goes
 * back less the railway's refund fee on that difference at the old ticket's tier now (the railway's 改签 rule); the
 * change fee and the TMC's change service fee are added. What is left is paid by the client, or paid back.
 */
export const quoteChange = (x: {
  passengers: readonly TStoredChangePassenger[];
  newPriceFen: number;
  changeFeeFen: number;
  serviceFeeFen: number;
  oldDepartAt: Date;
  now: Date;
  rule: TTrainRefundRuleName | undefined;
}): TChangeQuote => {
  const passengers = x.passengers.map((p) => {
    const newPriceFen = newFareFen(p, x.newPriceFen);
    const diff = newPriceFen - p.oldPriceFen;
    const railwayFeeFen =
      diff < 0 ? trainRefundFee({ priceFen: -diff, departure: x.oldDepartAt, now: x.now, rule: x.rule }).feeFen : 0;
    return { ...p, newPriceFen, railwayFeeFen };
  });
  const oldFen = passengers.reduce((s, p) => s + p.oldPriceFen, 0);
  const newFen = passengers.reduce((s, p) => s + p.newPriceFen, 0);
  const railwayFeeFen = passengers.reduce((s, p) => s + p.railwayFeeFen, 0);
  const differenceFen = newFen - oldFen;
  const net = differenceFen + railwayFeeFen + x.changeFeeFen + x.serviceFeeFen;
  return {
    passengers,
    oldFen,
    newFen,
    differenceFen,
    railwayFeeFen,
    changeFeeFen: x.changeFeeFen,
    serviceFeeFen: x.serviceFeeFen,
    payFen: Math.max(0, net),
    refundFen: Math.max(0, -net),
  };
};

/** The amend's amount columns of a quote. */
export const amendAmounts = (q: TChangeQuote) => ({
  priceFen: q.newFen,
  feeFen: q.railwayFeeFen + q.changeFeeFen,
  differenceFen: q.differenceFen,
  refundFen: q.refundFen,
  serviceFeeFen: q.serviceFeeFen,
});

/** The reply shape of a change, with the caller's actions on it. */
export const changeView = async (
  tx: TTx,
  x: {
    order: TOrderRow;
    amend: TAmendRow;
    change: TChangeRow;
    actors: readonly TOrderActor[];
    userId: string;
    lang: TLang;
  },
): Promise<TTrainChange> => {
  const { amend: a, change: c } = x;
  const issued = await tx
    .select()
    .from(trainOrderPassengers)
    .where(
      and(
        eq(trainOrderPassengers.changeAmendId, a.id),
        inArray(
          trainOrderPassengers.id,
          c.passengers.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(trainOrderPassengers.seq));
  const rows = new Map(issued.map((p) => [p.id, p]));
  const finished = a.status === AmendStatus.Finished;
  const oldFen = c.passengers.reduce((s, p) => s + p.oldPriceFen, 0);
  const railwayFeeFen = c.passengers.reduce((s, p) => s + p.railwayFeeFen, 0);
  const actions = x.actors.length ? amendActionsFor(a, x.order, x.actors, x.userId) : [];
  return {
    AmendID: a.id,
    UniqueID: x.order.uniqueId,
    AmendStatus: a.status,
    Reason: translateStored(x.lang, a.reason),
    StatusReason: a.statusReason,
    Train: {
      TrainNo: c.trainNo,
      TrainDate: c.trainDate,
      FromStationCode: c.fromStation,
      FromStationName: stationNameIn(c.fromStation, c.fromStationName, x.lang),
      ToStationCode: c.toStation,
      ToStationName: stationNameIn(c.toStation, c.toStationName, x.lang),
      DepartTime: formatDateTime(c.departAt),
      ArriveTime: formatDateTime(c.arriveAt),
      SeatType: c.seatType,
    },
    OldPrice: fenToYuan(oldFen),
    NewPrice: fenToYuan(a.priceFen),
    Difference: fenToYuan(a.differenceFen),
    RailwayFee: fenToYuan(railwayFeeFen),
    ChangeFee: fenToYuan(c.changeFeeFen),
    ServiceFee: fenToYuan(a.serviceFeeFen),
    PayAmount: fenToYuan(c.payFen),
    RefundAmount: fenToYuan(a.refundFen),
    DealID: a.dealId ?? '',
    Version: a.version,
    Actions: actions,
    Steps: await changeSteps(tx, { amend: a, order: x.order, actions }),
    Passengers: c.passengers.map((p) => {
      const row = finished ? rows.get(p.id) : undefined;
      return {
        PassengerID: p.id,
        PassengerName: p.name,
        OldTrainNo: p.oldTrainNo,
        OldTrainDate: p.oldTrainDate,
        OldTicketNo: p.oldTicketNo,
        OldPrice: fenToYuan(p.oldPriceFen),
        NewPrice: fenToYuan(p.newPriceFen),
        Difference: fenToYuan(p.newPriceFen - p.oldPriceFen),
        RailwayFee: fenToYuan(p.railwayFeeFen),
        TicketNo: row?.ticketNo ?? '',
        CoachNo: row?.coachNo ?? '',
        SeatNo: row?.seatNo ?? '',
      };
    }),
  };
};

/** The reply of the change calls: the change and the whole order, read after the transaction. */
export const changeResult = async (
  ctx: TAuthedContext,
  x: { orderId: string; amendId: string; actors: readonly TOrderActor[] },
): Promise<TTrainChangeResult> => {
  const [order, amend, change] = await Promise.all([
    loadOrder(ctx.db, x.orderId),
    loadAmend(ctx.db, x.amendId),
    loadChange(ctx.db, x.amendId),
  ]);
  const userId = ctx.session.userId;
  return {
    Change: await changeView(ctx.db, { order, amend, change, actors: x.actors, userId, lang: ctx.lang }),
    Order: await orderDetailView(ctx.db, order, { actors: x.actors, userId, lang: ctx.lang, now: ctx.clock.now() }),
  };
};

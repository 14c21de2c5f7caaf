import { asc, eq, inArray } from 'drizzle-orm';
import {
  LOCK_BOUND_ACTORS,
  fenToYuan,
  formatDateTime,
  isArchivedOrder,
  type TLang,
  type TOrderActor,
  type TTrainOrderDetail,
  type TTrainOrderRow,
  type TTrainPassengerStatus,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { runSql, tableRow, type TRawRow } from '../../platform/db/statement.ts';
import {
  orderActionsFor,
  orderHistoryJson,
  orderMessagesJson,
  readOrderHistoryJson,
  readOrderMessagesJson,
  type TOrderRow,
} from '../order/index.ts';
import { users } from '../org/index.ts';
import { trainOrderPassengers, trainOrders } from './tables.ts';

// How train orders are shown: a row of the lists (header, actions) and the whole order (goods, passengers, policy,
// log, history). Amounts go out in yuan, times as yyyy-MM-dd HH:mm:ss China time.

export type TTrainGoodsRow = typeof trainOrders.$inferSelect;
export type TTrainPassengerRow = typeof trainOrderPassengers.$inferSelect;

/** An order's title: the stations and the train its tickets ride (at booking, and after a change moved them all). */
export const trainOrderTitle = (t: { fromStationName: string; toStationName: string; trainNo: string }): string =>
  `${t.fromStationName}-${t.toStationName} ${t.trainNo}`;

export const loadGoods = async (tx: TTx, orderId: string): Promise<TTrainGoodsRow> => {
  const [g] = await tx.select().from(trainOrders).where(eq(trainOrders.orderId, orderId)).limit(1);
  // A header of another product named by a train call.
  if (!g) throw new BizError('order.errors.notFound');
  return g;
};

export const loadPassengers = (tx: TTx, orderId: string): Promise<TTrainPassengerRow[]> =>
  tx
    .select()
    .from(trainOrderPassengers)
    .where(eq(trainOrderPassengers.orderId, orderId))
    .orderBy(asc(trainOrderPassengers.seq));

export const userNames = async (tx: TTx, ids: readonly string[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** The actions the caller may take: only lock-bound roles see the lock's buttons of their own lock state. */
const actionsOf = (order: TOrderRow, actors: readonly TOrderActor[], userId: string) =>
  actors.length === 0 ? [] : orderActionsFor(order, actors, userId);

export const orderRowView = (
  order: TOrderRow,
  x: {
    actors: readonly TOrderActor[];
    userId: string;
    bookerName: string;
    payDeadline: Date | null;
    now: Date;
  },
): TTrainOrderRow => ({
  OrderID: order.id,
  UniqueID: order.uniqueId,
  OrderStatus: order.status,
  StatusReason: order.statusReason,
  CompanyID: order.companyId,
  BookerID: order.bookerId,
  BookerName: x.bookerName,
  Title: order.title,
  TravelDate: order.travelDate ?? '',
  TravellerNames: order.travellerNames,
  TotalPrice: fenToYuan(order.totalFen),
  ServiceFee: fenToYuan(order.serviceFeeFen),
  PaidAmount: fenToYuan(order.paidFen),
  RefundedAmount: fenToYuan(order.refundedFen),
  PaymentMode: order.payMode ?? 0,
  AccountType: order.accountType ?? 0,
  LockHolderID: order.lockHolderId ?? '',
  LockedByMe: order.lockHolderId !== null && order.lockHolderId === x.userId,
  PayDeadline: x.payDeadline ? formatDateTime(x.payDeadline) : '',
  Archived: isArchivedOrder(order.createdAt, x.now),
  Version: order.version,
  CreateTime: formatDateTime(order.createdAt),
  UpdateTime: formatDateTime(order.updatedAt),
  Actions: actionsOf(order, x.actors, x.userId),
});

const goodsRow = tableRow(trainOrders, 'g');
const passengerRow = tableRow(trainOrderPassengers);
/**
 * Everything the detail shows besides the header, in one statement (a detail follows every call that changes an
 * order, so it is on the booking path: docs/performance.md): the goods, the passengers, the log, the history and the
 * booker's name. $1 order id, $2 whether internal notes show, $3 the booker.
 */
const DETAIL_PARTS = `SELECT ${goodsRow.list},
  (SELECT coalesce(json_agg(p ORDER BY p.seq), '[]') FROM train_order_passengers p WHERE p.order_id = $1) AS "passengers",
  ${orderMessagesJson('$1', '$2::boolean')} AS "messages",
  ${orderHistoryJson('$1')} AS "history",
  (SELECT u.name FROM users u WHERE u.id = $3) AS "bookerName"
  FROM train_orders g WHERE g.order_id = $1`;

/** The whole order as the detail screens show it; internal log notes only for the TMC side. */
export const orderDetailView = async (
  tx: TTx,
  order: TOrderRow,
  x: { actors: readonly TOrderActor[]; userId: string; lang: TLang; now: Date },
): Promise<TTrainOrderDetail> => {
  const withInternal = x.actors.some((a) => LOCK_BOUND_ACTORS.includes(a));
  const [parts] = await runSql(tx, DETAIL_PARTS, [order.id, withInternal, order.bookerId]);
  // A header of another product named by a train call.
  if (!parts) throw new BizError('order.errors.notFound');
  const goods = goodsRow.read(parts);
  const passengers = (parts['passengers'] as TRawRow[]).map((p) => passengerRow.readJson(p));
  const messages = readOrderMessagesJson(parts['messages']);
  const history = readOrderHistoryJson(parts['history']);
  const bookerName = (parts['bookerName'] as string | null) ?? '';
  return {
    ...orderRowView(order, { ...x, bookerName, payDeadline: goods.payDeadline }),
    PriceConfirm: goods.priceConfirm,
    Goods: {
      TrainNo: goods.trainNo,
      TrainType: goods.trainType,
      TrainDate: goods.trainDate,
      FromStationCode: goods.fromStation,
      FromStationName: goods.fromStationName,
      FromCityName: goods.fromCity,
      ToStationCode: goods.toStation,
      ToStationName: goods.toStationName,
      ToCityName: goods.toCity,
      DepartTime: formatDateTime(goods.departAt),
      ArriveTime: formatDateTime(goods.arriveAt),
      Duration: Math.round((goods.arriveAt.getTime() - goods.departAt.getTime()) / 60_000),
      SeatType: goods.seatType,
      Price: fenToYuan(goods.priceFen),
      BookingNo: goods.bookingNo,
    },
    Passengers: passengers.map((p) => ({
      PassengerID: p.id,
      Surname: p.surname,
      GivenName: p.givenName,
      PassengerName: p.fullName,
      CardType: p.cardType,
      CardNo: p.cardNo,
      Mobile: p.mobile,
      UserID: p.userId ?? '',
      Seat: p.seat,
      Status: p.status as TTrainPassengerStatus,
      Price: fenToYuan(p.priceFen),
      ServiceFee: fenToYuan(p.serviceFeeFen),
      TicketNo: p.ticketNo,
      Gate: p.gate,
      CoachNo: p.coachNo,
      SeatNo: p.seatNo,
    })),
    Contact: { Name: goods.contactName, Mobile: goods.contactMobile, Email: goods.contactEmail },
    Invoice: goods.invoiceTitle
      ? {
          Title: goods.invoiceTitle,
          TaxNo: goods.invoiceTaxNo,
          Recipient: goods.invoiceRecipient,
          Mobile: goods.invoiceMobile,
          Address: goods.invoiceAddress,
        }
      : null,
    Policy: {
      Level: goods.policyLevel,
      OutOfPolicy: goods.policyLevel !== 0,
      Violations: goods.violations.map((v) => ({
        Code: v.code,
        Level: v.level,
        Message: x.lang === 'en' ? v.message.en : v.message.cn,
        UserID: v.userId,
      })),
      ViolationReasonID: goods.violationReasonId,
      ViolationReason: goods.violationReason,
      NeedsApproval: goods.needsApproval,
    },
    TravelPurposeID: goods.travelPurposeId,
    CostCenterID: goods.costCenterId,
    ProjectID: goods.projectId,
    ApprovalNo: goods.approvalNo,
    ApprovalID: order.approvalId ?? '',
    DealID: goods.dealId,
    Remark: goods.remark,
    Messages: messages.map((m) => ({
      Author: m.authorName,
      Text: m.text,
      Internal: m.internal,
      Time: formatDateTime(m.at),
    })),
    History: history.map((h) => ({
      Action: h.action,
      FromStatus: h.fromStatus ?? 0,
      ToStatus: h.toStatus,
      Actor: h.actor,
      UserID: h.userId ?? '',
      Reason: h.reason,
      Time: formatDateTime(h.at),
    })),
  };
};

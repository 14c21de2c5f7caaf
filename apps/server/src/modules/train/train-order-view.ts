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
import { listOrderHistory, listOrderMessages, orderActionsFor, type TOrderRow } from '../order/index.ts';
import { users } from '../org/index.ts';
import { trainOrderPassengers, trainOrders } from './tables.ts';

// How train orders are shown: a row of the lists (header, actions) and the whole order (goods, passengers, policy,
// log, history). Amounts go out in yuan, times as yyyy-MM-dd HH:mm:ss China time.

export type TTrainGoodsRow = typeof trainOrders.$inferSelect;
export type TTrainPassengerRow = typeof trainOrderPassengers.$inferSelect;

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

/** The whole order as the detail screens show it; internal log notes only for the TMC side. */
export const orderDetailView = async (
  tx: TTx,
  order: TOrderRow,
  x: { actors: readonly TOrderActor[]; userId: string; lang: TLang; now: Date },
): Promise<TTrainOrderDetail> => {
  const [goods, passengers, messages, history] = await Promise.all([
    loadGoods(tx, order.id),
    loadPassengers(tx, order.id),
    listOrderMessages(tx, {
      orderId: order.id,
      includeInternal: x.actors.some((a) => LOCK_BOUND_ACTORS.includes(a)),
    }),
    listOrderHistory(tx, { orderId: order.id }),
  ]);
  const names = await userNames(tx, [order.bookerId]);
  return {
    ...orderRowView(order, { ...x, bookerName: names.get(order.bookerId) ?? '', payDeadline: goods.payDeadline }),
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

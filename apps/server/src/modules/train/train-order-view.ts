import { asc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_LANG,
  LOCK_BOUND_ACTORS,
  OrderStatus,
  ServiceType,
  fenToYuan,
  formatDateTime,
  type TLang,
  type TOrderActor,
  type TTrainOrderDetail,
  type TTrainOrderRow,
  type TTrainPassengerStatus,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { translateStored } from '../../platform/i18n.ts';
import { runSql, sqlText, tableRow, type TRawRow } from '../../platform/db/statement.ts';
import {
  historyForReader,
  orderListRow,
  orderHistoryJson,
  orderMessageText,
  orderMessagesJson,
  readOrderHistoryJson,
  readOrderMessagesJson,
  type TOrderRow,
} from '../order/index.ts';
import { nameIn, railCityName, stationNamed } from '@opentmc/refdata';
import { users } from '../org/index.ts';
import { trainOrderPassengers, trainOrders } from './tables.ts';

// How train orders are shown: a row of the lists (header, actions, refund state) and the whole order (goods,
// passengers, policy, the names of its references, log, history). Amounts go out in yuan, times as
// yyyy-MM-dd HH:mm:ss China time. The client side reads client-facing history only (contracts order/display.ts).

export type TTrainGoodsRow = typeof trainOrders.$inferSelect;
export type TTrainPassengerRow = typeof trainOrderPassengers.$inferSelect;

/** A station of stored goods in the reader's language: by its code, else the name kept at booking. */
export const stationNameIn = (code: string, stored: string, lang: TLang): string => {
  const s = stationNamed(code);
  return s ? nameIn(s, lang) : stored;
};

/** The stations and train of stored goods (an order's, a change's). */
export type TTrainRide = {
  fromStation: string;
  fromStationName: string;
  toStation: string;
  toStationName: string;
  trainNo: string;
};

/**
 * An order's title in a language: the stations and the train its tickets ride (at booking, and after a change moved
 * them all). The header keeps it in Chinese (what searches and the ledger's subjects use); readers get theirs.
 */
export const trainOrderTitle = (t: TTrainRide, lang: TLang = DEFAULT_LANG): string =>
  `${stationNameIn(t.fromStation, t.fromStationName, lang)}-${stationNameIn(t.toStation, t.toStationName, lang)} ${t.trainNo}`;

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

/** Tickets sold (not cancelled) and refunded: what the refund state of a finished order counts. */
export type TTicketCounts = { units: number; refundedUnits: number };

/**
 * The ticket counts of the order whose id is `orderId` (SQL text), as a JSON array [sold, refunded], for a list or
 * detail statement; read only for Finished orders (the refund state of any other is 'none').
 */
export const ticketCountsSql = (orderId: string, status: string): string =>
  `(CASE WHEN ${status} = ${OrderStatus.Finished} THEN (SELECT json_build_array(
     count(*) FILTER (WHERE tc.status <> 'Canceled'), count(*) FILTER (WHERE tc.status = 'Refunded'))
     FROM train_order_passengers tc WHERE tc.order_id = ${orderId}) END)`;

/** The counts of passengers already read. */
export const ticketCountsOf = (passengers: readonly { status: string }[]): TTicketCounts => ({
  units: passengers.filter((p) => p.status !== 'Canceled').length,
  refundedUnits: passengers.filter((p) => p.status === 'Refunded').length,
});

/** The counts read by ticketCountsSql. */
export const readTicketCounts = (json: unknown): TTicketCounts => {
  const [units, refundedUnits] = Array.isArray(json) ? (json as unknown[]).map(Number) : [0, 0];
  return { units: units ?? 0, refundedUnits: refundedUnits ?? 0 };
};

/** A train order as the lists show it (the engine's row; the title from its ride). */
export const orderRowView = (
  order: TOrderRow,
  x: {
    actors: readonly TOrderActor[];
    userId: string;
    bookerName: string;
    tickets: TTicketCounts;
    now: Date;
    lang: TLang;
    /** The goods' ride, for the title in the reader's language. */
    ride: TTrainRide;
  },
): TTrainOrderRow => orderListRow(order, { ...x, goods: { title: trainOrderTitle(x.ride, x.lang), ...x.tickets } });

const goodsRow = tableRow(trainOrders, 'g');
const passengerRow = tableRow(trainOrderPassengers);
/**
 * Everything the detail shows besides the header, in one statement (a detail follows every call that changes an
 * order, so it is on the booking path: docs/performance.md): the goods, the passengers, the log, the history, the
 * booker's name and the names of the order's references in its company's lists (the purpose and the violation
 * reason in the reader's language), so that a reader who may not open those lists (a supplier) still reads names. $1 order id, $2 whether
 * internal notes show, $3 the booker, $4 the company, $5 the language.
 */
const DETAIL_PARTS = sqlText(`SELECT ${goodsRow.list},
  (SELECT coalesce(json_agg(p ORDER BY p.seq), '[]') FROM train_order_passengers p WHERE p.order_id = $1) AS "passengers",
  ${orderMessagesJson('$1', '$2::boolean')} AS "messages",
  ${orderHistoryJson('$1')} AS "history",
  (SELECT u.name FROM users u WHERE u.id = $3) AS "bookerName",
  (SELECT CASE WHEN $5::text = 'en' AND tp.name_en <> '' THEN tp.name_en ELSE tp.name END
     FROM travel_purposes tp WHERE tp.id = o.travel_purpose_id AND tp.company_id = $4) AS "purposeName",
  (SELECT json_build_array(cr.name, cr.name_en) FROM contrary_reasons cr
     WHERE cr.id = o.violation_reason_id AND cr.company_id = $4) AS "reasonNames",
  (SELECT c.name FROM cost_centers c WHERE c.id = o.cost_center_id AND c.company_id = $4) AS "costCenterName",
  (SELECT pr.name FROM projects pr WHERE pr.id = o.project_id AND pr.company_id = $4) AS "projectName"
  FROM train_orders g JOIN orders o ON o.id = g.order_id WHERE g.order_id = $1`);

/**
 * The violation reason in the reader's language: the company's reason by its id (its English name when it has one)
 * and the words the booker added. The goods keep "name: words" in Chinese as chosen at booking; a reason deleted
 * since reads as kept.
 */
const violationReasonIn = (names: unknown, stored: string, lang: TLang): string => {
  if (!Array.isArray(names)) return stored;
  const [name = '', nameEn = ''] = names as string[];
  const words = stored === name ? '' : stored.startsWith(`${name}: `) ? stored.slice(name.length + 2) : stored;
  return [lang === 'en' && nameEn ? nameEn : name, words].filter(Boolean).join(': ');
};

/** The whole order as the detail screens show it; internal log notes only for the TMC side. */
export const orderDetailView = async (
  tx: TTx,
  order: TOrderRow,
  x: { actors: readonly TOrderActor[]; userId: string; lang: TLang; now: Date },
): Promise<TTrainOrderDetail> => {
  const withInternal = x.actors.some((a) => LOCK_BOUND_ACTORS.includes(a));
  const [parts] = await runSql(tx, DETAIL_PARTS, [order.id, withInternal, order.bookerId, order.companyId, x.lang]);
  // A header of another product named by a train call.
  if (!parts) throw new BizError('order.errors.notFound');
  const goods = goodsRow.read(parts);
  const passengers = (parts['passengers'] as TRawRow[]).map((p) => passengerRow.readJson(p));
  const messages = readOrderMessagesJson(parts['messages']);
  // The client side reads client-facing entries, the supplier's as the TMC's.
  const history = historyForReader(readOrderHistoryJson(parts['history']), withInternal);
  const bookerName = (parts['bookerName'] as string | null) ?? '';
  const name = (k: string) => (parts[k] as string | null) ?? '';
  return {
    ...orderRowView(order, {
      ...x,
      bookerName,
      tickets: ticketCountsOf(passengers),
      ride: goods,
    }),
    PriceConfirm: order.priceConfirm,
    Goods: {
      TrainNo: goods.trainNo,
      TrainType: goods.trainType,
      TrainDate: goods.trainDate,
      FromStationCode: goods.fromStation,
      FromStationName: stationNameIn(goods.fromStation, goods.fromStationName, x.lang),
      FromCityName: railCityName(goods.fromCity, x.lang),
      ToStationCode: goods.toStation,
      ToStationName: stationNameIn(goods.toStation, goods.toStationName, x.lang),
      ToCityName: railCityName(goods.toCity, x.lang),
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
      PassengerType: p.passengerType,
      Price: fenToYuan(p.priceFen),
      ServiceFee: fenToYuan(p.serviceFeeFen),
      TicketNo: p.ticketNo,
      Gate: p.gate,
      CoachNo: p.coachNo,
      SeatNo: p.seatNo,
    })),
    Contact: { Name: order.contactName, Mobile: order.contactMobile, Email: order.contactEmail },
    Invoice: order.invoiceTitle
      ? {
          Title: order.invoiceTitle,
          TaxNo: order.invoiceTaxNo,
          Recipient: order.invoiceRecipient,
          Mobile: order.invoiceMobile,
          Address: order.invoiceAddress,
        }
      : null,
    Policy: {
      Level: order.policyLevel,
      OutOfPolicy: order.policyLevel !== 0,
      Violations: order.violations.map((v) => ({
        Code: v.code,
        Level: v.level,
        Message: x.lang === 'en' ? v.message.en : v.message.cn,
        UserID: v.userId,
      })),
      ViolationReasonID: order.violationReasonId,
      ViolationReason: violationReasonIn(parts['reasonNames'], order.violationReason, x.lang),
      NeedsApproval: order.needsApproval,
    },
    TravelPurposeID: order.travelPurposeId,
    CostCenterID: order.costCenterId,
    ProjectID: order.projectId,
    TravelPurposeName: name('purposeName'),
    CostCenterName: name('costCenterName'),
    ProjectName: name('projectName'),
    ApprovalNo: order.approvalNo,
    ApprovalID: order.approvalId ?? '',
    DealID: order.dealId ?? '',
    Remark: order.remark,
    Messages: messages.map((m) => ({
      Author: m.authorName,
      Text: orderMessageText(m, x.lang),
      Internal: m.internal,
      Time: formatDateTime(m.at),
    })),
    History: history.map((h) => ({
      Action: h.action,
      FromStatus: h.fromStatus ?? 0,
      ToStatus: h.toStatus,
      Actor: h.actor,
      UserID: h.userId ?? '',
      Reason: translateStored(x.lang, h.reason),
      Amount: fenToYuan(h.amountFen),
      Time: formatDateTime(h.at),
    })),
  };
};

/** What the engine's order calls answer with when trains mount them: train orders only, as their detail. */
export const trainReply = { service: ServiceType.Train, view: orderDetailView };

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_LIST_COUNT_CAP,
  fenToYuan,
  formatDateTime,
  isArchivedOrder,
  orderRefundState,
  type TLang,
  type TOrderActor,
  type TOrderListRow,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { users } from '../org/index.ts';
import { orderListFilters, orderListScope } from './order-scope.ts';
import { orderActionsFor, travellerNamesIn, type TOrderRow } from './orders.ts';
import { orderProduct } from './products.ts';
import { orders } from './tables.ts';

// The order list of every product (TrainOrder/List, SearchOrders, and each later product's list call; issue 16
// section 1): newest first, keyset-paged on (created_at, id) along the orders indexes, or by page number, within the
// lists' scope (order-scope.ts). The header columns are read here from `orders`; the product adds what only its goods
// know (the title in the reader's language, the units its refund state counts) for the whole page at once through
// its port's `lists.orders` (products.ts): one statement for the page and its booker names, one for the product's
// part, and the count beside them.

/** What a product adds to a list row of one of its orders (the port's `lists.orders`). */
export type TOrderListGoods = {
  /** The goods in the reader's language (trains: the stations and the train). */
  title: string;
  /** Units sold (not cancelled before issue) and refunded: the refund state of a Finished order. */
  units: number;
  refundedUnits: number;
};

/** A list's filters and page, as every product's list call validates them (trains: ZTrainOrderListRequest). */
export type TOrderListRequest = {
  OrderStatus: number[];
  CreateTime?: string | undefined;
  CreateTimeEnd?: string | undefined;
  Traveller: string;
  UniqueIDs: string[];
  CompanyID?: string | undefined;
  Cursor: string;
  PageNo: number;
  PageSize: number;
};

export type TOrderListPage = {
  Entities: TOrderListRow[];
  /** Counted up to ORDER_LIST_COUNT_CAP (then that number, and RecordCountCapped). */
  RecordCount: number;
  RecordCountCapped: boolean;
  PageNo: number;
  PageSize: number;
  NextCursor: string;
};

// Newest first, written as the orders indexes are built: drizzle's `.desc()` index columns are DESC NULLS LAST, and
// a plain `ORDER BY … DESC` (NULLS FIRST) cannot walk them, so PostgreSQL read and sorted every order of the company
// (5 s for 1,000,000 orders; docs/performance.md).
const NEWEST_FIRST = [sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`];

/** A cursor is the last row's creation time and id. */
const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
const decodeCursor = (c: string): { at: Date; id: string } | null => {
  const [at, id] = Buffer.from(c, 'base64url').toString().split('|');
  const d = at ? new Date(at) : null;
  return d && !Number.isNaN(d.getTime()) && id && /^[A-Z0-9]{1,40}$/.test(id) ? { at: d, id } : null;
};

/**
 * An order as the lists show it (and the header of its detail): the header's columns, what the caller may do now
 * (none for a reader without a role on it) and the product's title and units.
 */
export const orderListRow = (
  order: TOrderRow,
  x: {
    actors: readonly TOrderActor[];
    userId: string;
    bookerName: string;
    goods: TOrderListGoods;
    now: Date;
    lang: TLang;
  },
): TOrderListRow => ({
  OrderID: order.id,
  UniqueID: order.uniqueId,
  OrderStatus: order.status,
  StatusReason: order.statusReason,
  CompanyID: order.companyId,
  BookerID: order.bookerId,
  BookerName: x.bookerName,
  Title: x.goods.title,
  TravelDate: order.travelDate ?? '',
  TravellerNames: travellerNamesIn(order.travellerNames, x.lang),
  TotalPrice: fenToYuan(order.totalFen),
  ServiceFee: fenToYuan(order.serviceFeeFen),
  PaidAmount: fenToYuan(order.paidFen),
  RefundedAmount: fenToYuan(order.refundedFen),
  PaymentMode: order.payMode ?? 0,
  AccountType: order.accountType ?? 0,
  LockHolderID: order.lockHolderId ?? '',
  LockedByMe: order.lockHolderId !== null && order.lockHolderId === x.userId,
  PayDeadline: order.payDeadline ? formatDateTime(order.payDeadline) : '',
  Archived: isArchivedOrder(order.createdAt, x.now),
  Version: order.version,
  CreateTime: formatDateTime(order.createdAt),
  UpdateTime: formatDateTime(order.updatedAt),
  Actions: x.actors.length === 0 ? [] : orderActionsFor(order, x.actors, x.userId),
  RefundState: orderRefundState({ ...order, units: x.goods.units, refundedUnits: x.goods.refundedUnits }),
});

/** A page of the orders of one product (`service`) the caller's list covers. */
export const listOrders = async (
  ctx: TAuthedContext,
  service: number,
  p: TOrderListRequest,
): Promise<TOrderListPage> => {
  const product = orderProduct(service);
  const tx = ctx.db;
  const scope = await orderListScope(tx, ctx, p.CompanyID ?? '');
  const filters: SQL[] = [eq(orders.service, service), scope.where];
  if (p.OrderStatus.length) filters.push(inArray(orders.status, p.OrderStatus));
  const where = and(...filters, ...orderListFilters(p, orders.createdAt));
  const cursor = p.Cursor ? decodeCursor(p.Cursor) : null;
  const page = and(
    where,
    cursor
      ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
      : undefined,
  );
  // The page's ids first, on `orders` alone along its index, then only those rows with their booker (a page far down
  // by number would otherwise join every row it skips).
  const pageIds = tx
    .select({ id: orders.id })
    .from(orders)
    .where(page)
    .orderBy(...NEWEST_FIRST)
    .limit(p.PageSize + 1)
    .offset(cursor ? 0 : (p.PageNo - 1) * p.PageSize)
    .as('page_ids');
  // The page (then the product's part of it) and the count, in parallel.
  const [[rows, goods], [counted]] = await Promise.all([
    tx
      .select({ order: orders, bookerName: users.name })
      .from(pageIds)
      .innerJoin(orders, eq(orders.id, pageIds.id))
      .leftJoin(users, eq(users.id, orders.bookerId))
      .orderBy(...NEWEST_FIRST)
      .then(async (rows) => {
        const shown = rows.slice(0, p.PageSize);
        const parts = shown.length
          ? await product.lists.orders(
              tx,
              shown.map((r) => r.order),
              ctx.lang,
            )
          : new Map<string, TOrderListGoods>();
        return [rows, parts] as const;
      }),
    // The capped count takes the newest rows, as the page does: the planner then walks the covering index (every
    // filter of the scope in it) instead of a table scan, whose synchronised start made 1 count in 100 take 0.5 s
    // with 4 in flight (docs/performance.md). The number is the same.
    tx.select({ n: sql<number>`count(*)::int` }).from(
      tx
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(ORDER_LIST_COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  const more = rows.length > p.PageSize;
  const shown = rows.slice(0, p.PageSize);
  const n = Number(counted?.n ?? 0);
  const now = ctx.clock.now();
  const last = shown[shown.length - 1];
  return {
    Entities: shown.map((r) =>
      orderListRow(r.order, {
        actors: [scope.actorOf(r.order.companyId)],
        userId: ctx.session.userId,
        bookerName: r.bookerName ?? '',
        // An order whose goods the product does not find reads its header's title.
        goods: goods.get(r.order.id) ?? { title: r.order.title, units: 0, refundedUnits: 0 },
        lang: ctx.lang,
        now,
      }),
    ),
    RecordCount: Math.min(n, ORDER_LIST_COUNT_CAP),
    RecordCountCapped: n > ORDER_LIST_COUNT_CAP,
    PageNo: cursor ? 0 : p.PageNo,
    PageSize: p.PageSize,
    NextCursor: more && last ? encodeCursor(last.order.createdAt, last.order.id) : '',
  };
};

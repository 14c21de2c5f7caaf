import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';

import {
  ServiceType,
  ORDER_LIST_COUNT_CAP,
  type TTrainOrderListRequest,
  type TTrainOrderListResult,
  type TTrainOrderRow,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';

import { orders, orderListScope, orderListFilters } from '../order/index.ts';
import { users } from '../org/index.ts';
import { trainOrders } from './tables.ts';
import { orderRowView, readTicketCounts, ticketCountsSql } from './train-order-view.ts';

// TrainOrder/List and SearchOrders (issue 6 section 1, order lists): newest first, keyset-paged on (created_at, id)
// along the orders indexes, or by page number. Who sees what:
// - a supplier: the orders its company fulfils;
// - TMC staff (the desk): one client company they reach (CompanyID), else every company they reach (the operator:
//   all; a rep: the customers assigned to them; a supervisor: the customers of their team) and their own company's
//   orders within their data range, in the booker's role;
// - everyone else: their own company's orders within their data range.
// The tenancy part is org's `scoped` (ADR 0034), the one scope of every list and by-id read.

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

export const listTrainOrders = async (
  ctx: TAuthedContext,
  p: TTrainOrderListRequest,
): Promise<TTrainOrderListResult> => {
  const tx = ctx.db;
  const scope = await orderListScope(tx, ctx, p.CompanyID ?? '');
  const filters: SQL[] = [eq(orders.service, ServiceType.Train), scope.where];
  if (p.OrderStatus.length) filters.push(inArray(orders.status, p.OrderStatus));
  const where = and(...filters, ...orderListFilters(p, orders.createdAt));
  const cursor = p.Cursor ? decodeCursor(p.Cursor) : null;
  const page = and(
    where,
    cursor
      ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
      : undefined,
  );
  // The page's ids first, on `orders` alone along its index, then only those rows joined to their goods and booker
  // (a page far down by number would otherwise join every row it skips; every train order has its goods row, written
  // in the same transaction).
  const pageIds = tx
    .select({ id: orders.id })
    .from(orders)
    .where(page)
    .orderBy(...NEWEST_FIRST)
    .limit(p.PageSize + 1)
    .offset(cursor ? 0 : (p.PageNo - 1) * p.PageSize)
    .as('page_ids');
  // The page and the count, in parallel.
  const [rows, [counted]] = await Promise.all([
    tx
      .select({
        order: orders,
        ride: {
          fromStation: trainOrders.fromStation,
          fromStationName: trainOrders.fromStationName,
          toStation: trainOrders.toStation,
          toStationName: trainOrders.toStationName,
          trainNo: trainOrders.trainNo,
        },
        bookerName: users.name,
        tickets: sql<unknown>`${sql.raw(ticketCountsSql('"orders"."id"', '"orders"."status"'))}`,
      })
      .from(pageIds)
      .innerJoin(orders, eq(orders.id, pageIds.id))
      .innerJoin(trainOrders, eq(trainOrders.orderId, orders.id))
      .leftJoin(users, eq(users.id, orders.bookerId))
      .orderBy(...NEWEST_FIRST),
    tx.select({ n: sql<number>`count(*)::int` }).from(
      tx
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
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
    Entities: shown.map((r): TTrainOrderRow =>
      orderRowView(r.order, {
        actors: [scope.actorOf(r.order.companyId)],
        userId: ctx.session.userId,
        bookerName: r.bookerName ?? '',
        ride: r.ride,
        lang: ctx.lang,
        tickets: readTicketCounts(r.tickets),
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

import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ServiceType,
  TRAIN_ORDER_COUNT_CAP,
  parseDateTime,
  type TOrderActor,
  type TTrainOrderListRequest,
  type TTrainOrderListResult,
  type TTrainOrderRow,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { orders } from '../order/index.ts';
import { isTmcStaff, scoped, users } from '../org/index.ts';
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

type TScope = { where: SQL; actorOf: (companyId: string) => TOrderActor };

const DAY_MS = 86_400_000;

/**
 * The orders the caller's list covers (TrainOrder/List, TrainAmend/List) and the role it sees each in: the tenancy
 * scope (org's `scoped`) on the order's company, booker and department, or a supplier's orders.
 */
export const scopeOf = async (tx: TTx, ctx: TAuthedContext, requested: string): Promise<TScope> => {
  const s = ctx.session;
  if (s.ticket.Roles.includes('supplier')) {
    const own = eq(orders.supplierId, s.companyId);
    return { where: requested ? and(own, eq(orders.companyId, requested))! : own, actorOf: () => 'supplier' };
  }
  // The desk (TMC staff) covers every client it reaches, or the one it names; anyone else their own company within
  // the data range (a company they name is not theirs to list, and is ignored as before).
  const desk = isTmcStaff(s);
  const where = await scoped(
    tx,
    s,
    { company: orders.companyId, user: orders.bookerId, department: orders.departmentId },
    { requested: desk && requested !== s.companyId ? requested : undefined, everyReached: desk, staffOnly: true },
  );
  return { where, actorOf: (companyId) => (desk && companyId !== s.companyId ? 'tmc' : 'booker') };
};

/**
 * The filters the train lists share (TrainOrder/List, TrainAmend/List): created between two China dates (inclusive;
 * `createdAt` is the order's or the amend's creation), part of a traveller's name (the order's travellers), and a
 * batch of order numbers (UniqueID or internal id, or any of `numbers`: the amend list's amend ids).
 */
export const listFilters = (
  p: { CreateTime?: string | undefined; CreateTimeEnd?: string | undefined; Traveller: string; UniqueIDs: string[] },
  createdAt: PgColumn,
  numbers: readonly PgColumn[] = [],
): SQL[] => {
  const filters: SQL[] = [];
  if (p.CreateTime) filters.push(gte(createdAt, parseDateTime(p.CreateTime)!));
  if (p.CreateTimeEnd) filters.push(lt(createdAt, new Date(parseDateTime(p.CreateTimeEnd)!.getTime() + DAY_MS)));
  if (p.Traveller) filters.push(ilike(orders.travellerNames, `%${p.Traveller.replace(/[\\%_]/g, '\\$&')}%`));
  if (p.UniqueIDs.length)
    filters.push(
      or(
        inArray(orders.uniqueId, p.UniqueIDs),
        inArray(orders.id, p.UniqueIDs),
        ...numbers.map((c) => inArray(c, p.UniqueIDs)),
      )!,
    );
  return filters;
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

export const listTrainOrders = async (
  ctx: TAuthedContext,
  p: TTrainOrderListRequest,
): Promise<TTrainOrderListResult> => {
  const tx = ctx.db;
  const scope = await scopeOf(tx, ctx, p.CompanyID ?? '');
  const filters: SQL[] = [eq(orders.service, ServiceType.Train), scope.where];
  if (p.OrderStatus.length) filters.push(inArray(orders.status, p.OrderStatus));
  const where = and(...filters, ...listFilters(p, orders.createdAt));
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
        .limit(TRAIN_ORDER_COUNT_CAP + 1)
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
    RecordCount: Math.min(n, TRAIN_ORDER_COUNT_CAP),
    RecordCountCapped: n > TRAIN_ORDER_COUNT_CAP,
    PageNo: cursor ? 0 : p.PageNo,
    PageSize: p.PageSize,
    NextCursor: more && last ? encodeCursor(last.order.createdAt, last.order.id) : '',
  };
};

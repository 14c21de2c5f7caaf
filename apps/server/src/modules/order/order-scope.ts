import { eq, and, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  AmendStatus,
  ORDER_LIST_COUNT_CAP,
  TMC_STAFF_KINDS,
  parseDateTime,
  type TOrderActor,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { isTmcStaff, ofCompany, scoped } from '../org/index.ts';
import { orderServices } from './products.ts';
import { amends, orders } from './tables.ts';

// The order lists' scope and filters, the same for every product (issue 6 section 1; ADR 0034): who sees which orders
// and in which role, and the filters every order and amend list shares. Who sees what:
// - a supplier: the orders its company fulfils;
// - TMC staff (the desk): one client company they reach (CompanyID), else every company they reach (the operator:
//   all; a rep: the customers assigned to them; a supervisor: the customers of their team) and their own company's
//   orders within their data range, in the booker's role;
// - everyone else: their own company's orders within their data range.
// The tenancy part is org's `scoped`, the one scope of every list and by-id read.

const DAY_MS = 86_400_000;

type TScope = { where: SQL; actorOf: (companyId: string) => TOrderActor };

/**
 * The orders the caller's list covers (every product's order and amend lists) and the role it sees each in: the tenancy
 * scope (org's `scoped`) on the order's company, booker and department, or a supplier's orders.
 */
export const orderListScope = async (tx: TTx, ctx: TAuthedContext, requested: string): Promise<TScope> => {
  const s = ctx.session;
  if (s.ticket.Roles.includes('supplier')) {
    const own = ofCompany(orders.supplierId, s);
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
 * The filters the train lists share (every product's order and amend lists): created between two China dates (inclusive;
 * `createdAt` is the order's or the amend's creation), part of a traveller's name (the order's travellers), and a
 * batch of order numbers (UniqueID or internal id, or any of `numbers`: the amend list's amend ids).
 */
export const orderListFilters = (
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

/**
 * The side menu's order-change badge (side/Side/Badges OrderChange): the refunds and changes of every product waiting
 * on the caller, within the lists' scope. The desk (TMC staff, suppliers) is waited on to price them (WaitDispose); a
 * client user to confirm a price (WaitConfirm). Capped like the lists' counts.
 */
export const countWaitingAmends = async (ctx: TAuthedContext): Promise<number> => {
  const roles = ctx.session.ticket.Roles;
  const desk = roles.includes('supplier') || TMC_STAFF_KINDS.some((k) => roles.includes(k));
  const scope = await orderListScope(ctx.db, ctx, '');
  const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(
    ctx.db
      .select({ one: sql`1` })
      .from(amends)
      .innerJoin(orders, eq(orders.id, amends.orderId))
      .where(
        and(
          inArray(orders.service, orderServices()),
          scope.where,
          eq(amends.status, desk ? AmendStatus.WaitDispose : AmendStatus.WaitConfirm),
        ),
      )
      .limit(ORDER_LIST_COUNT_CAP)
      .as('capped'),
  );
  return Number(counted?.n ?? 0);
};

import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ALL_SERVICE_IDS,
  OrgAction,
  PAGE_SIZE_MAX,
  formatDateTime,
  type TCustomerRow,
  type ZCustomersFreeRequest,
  type ZCustomersFreeResult,
} from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { companies, repsOfCompanies, teamUserIds, users } from '../org/index.ts';
import { canAssign, isOperator, isSupervisor } from './staff-scope.ts';
import { companyServices, customerLevels, customerProfiles } from './tables.ts';

const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const svcUser = alias(users, 'svc_user');
const salUser = alias(users, 'sal_user');

/**
 * Employee/CustomersFree: client companies with their reps and level. Operators see every customer;
 * supervisors the customers of their team's staff and those still missing a rep (to hand them out);
 * service and sales reps only the customers they are assigned to.
 */
export const listCustomers = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZCustomersFreeRequest>,
): Promise<z.input<typeof ZCustomersFreeResult>> => {
  const s = ctx.session;
  const reps = repsOfCompanies(ctx.db);
  const where: (SQL | undefined)[] = [eq(companies.type, 'Client')];
  if (isOperator(s)) {
    // Every customer.
  } else if (isSupervisor(s)) {
    const team = await teamUserIds(ctx.db, s);
    where.push(
      or(
        inArray(reps.serviceUserId, team),
        inArray(reps.salesUserId, team),
        isNull(reps.serviceUserId),
        isNull(reps.salesUserId),
      ),
    );
  } else {
    where.push(or(eq(reps.serviceUserId, s.userId), eq(reps.salesUserId, s.userId)));
  }
  if (p.Unassigned === 'any') where.push(or(isNull(reps.serviceUserId), isNull(reps.salesUserId)));
  if (p.Unassigned === 'service') where.push(isNull(reps.serviceUserId));
  if (p.Unassigned === 'sales') where.push(isNull(reps.salesUserId));
  if (p.CompanyID) where.push(eq(companies.id, p.CompanyID));
  if (p.KeyWords) {
    const term = likeTerm(p.KeyWords);
    where.push(or(ilike(companies.name, term), ilike(companies.nameEn, term), ilike(companies.shortName, term)));
  }
  const cond = and(...where);

  const PageNo = p.PageNo;
  const PageSize = Math.min(p.PageSize, PAGE_SIZE_MAX);
  const base = ctx.db
    .select({
      id: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      shortName: companies.shortName,
      status: companies.status,
      createdAt: companies.createdAt,
      serviceUserId: reps.serviceUserId,
      serviceUserName: svcUser.name,
      salesUserId: reps.salesUserId,
      salesUserName: salUser.name,
      levelId: customerLevels.id,
      levelName: customerLevels.name,
    })
    .from(companies)
    .leftJoin(reps, eq(reps.companyId, companies.id))
    .leftJoin(svcUser, eq(svcUser.id, reps.serviceUserId))
    .leftJoin(salUser, eq(salUser.id, reps.salesUserId))
    .leftJoin(customerProfiles, eq(customerProfiles.companyId, companies.id))
    .leftJoin(customerLevels, eq(customerLevels.id, customerProfiles.levelId));
  const [rows, total] = await Promise.all([
    base
      .where(cond)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(PageSize)
      .offset((PageNo - 1) * PageSize),
    ctx.db.select({ n: count() }).from(companies).leftJoin(reps, eq(reps.companyId, companies.id)).where(cond),
  ]);

  const ids = rows.map((r) => r.id);
  const admins = new Map<string, { name: string; mobile: string }>();
  const services = new Map<string, Set<string>>();
  if (ids.length > 0) {
    const adminRows = await ctx.db
      .select({ companyId: users.companyId, name: users.name, mobile: users.mobile })
      .from(users)
      .where(and(inArray(users.companyId, ids), sql`'company_admin' = any(${users.roles})`))
      .orderBy(asc(users.createdAt), asc(users.id));
    for (const a of adminRows) {
      if (!admins.has(a.companyId)) admins.set(a.companyId, { name: a.name, mobile: a.mobile ?? '' });
    }
    const serviceRows = await ctx.db
      .select({ companyId: companyServices.companyId, serviceId: companyServices.serviceId })
      .from(companyServices)
      .where(inArray(companyServices.companyId, ids));
    for (const r of serviceRows) services.set(r.companyId, (services.get(r.companyId) ?? new Set()).add(r.serviceId));
  }

  const Entities: TCustomerRow[] = rows.map((r) => ({
    CompanyID: r.id,
    CompanyName: r.name,
    CompanyNameEn: r.nameEn,
    ShortName: r.shortName,
    Status: r.status,
    AdminName: admins.get(r.id)?.name ?? '',
    AdminMobile: admins.get(r.id)?.mobile ?? '',
    ServiceUserID: r.serviceUserId ?? '',
    ServiceUserName: r.serviceUserName ?? '',
    SalesUserID: r.salesUserId ?? '',
    SalesUserName: r.salesUserName ?? '',
    LevelID: r.levelId ?? '',
    LevelName: r.levelName ?? '',
    ServiceIDs: ALL_SERVICE_IDS.filter((id) => services.get(r.id)?.has(id)),
    CreateTime: formatDateTime(r.createdAt),
  }));
  return {
    Entities,
    RecordCount: Number(total[0]?.n ?? 0),
    PageNo,
    PageSize,
    CanAssign: canAssign(s),
    CanCreate: isOperator(s),
    CanSetLevel: s.ticket.ActionCodes.includes(OrgAction.customerLevels),
  };
};

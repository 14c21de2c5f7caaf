import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_MAX, type TTripRuleRow } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { policyCompanyFor } from './policy-company.ts';
import { tripRules } from './tables.ts';
import { departmentNames, tripRuleRowOf } from './trip-rules.ts';
import { ofCompany } from '../org/index.ts';

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** TripRule/List: a page of the company's rules, oldest first, by part of the name and scope. */
export const listTripRules = async (
  ctx: TAuthedContext,
  p: { PageNo: number; PageSize: number; CompanyID?: string | undefined; Name?: string | undefined; Scope?: string },
) => {
  const { companyId } = await policyCompanyFor(ctx, ctx.db, p.CompanyID);
  const where: (SQL | undefined)[] = [ofCompany(tripRules.companyId, companyId)];
  if (p.Name) where.push(ilike(tripRules.name, like(p.Name)));
  if (p.Scope) where.push(eq(tripRules.scope, p.Scope as TTripRuleRow['Scope']));
  const cond = and(...where);
  const PageSize = Math.min(p.PageSize, PAGE_SIZE_MAX);
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(tripRules)
      .where(cond)
      .orderBy(asc(tripRules.createdAt), asc(tripRules.id))
      .limit(PageSize)
      .offset((p.PageNo - 1) * PageSize),
    ctx.db.select({ n: count() }).from(tripRules).where(cond),
  ]);
  const names = await departmentNames(
    ctx.db,
    companyId,
    rows.flatMap((r) => r.departmentIds),
  );
  return {
    Entities: rows.map((r) => tripRuleRowOf(r, names)),
    RecordCount: Number(total[0]?.n ?? 0),
    PageNo: p.PageNo,
    PageSize,
  };
};

/** TripRule/Details. */
export const getTripRule = async (ctx: TAuthedContext, p: { id: string; CompanyID?: string | undefined }) => {
  const { companyId } = await policyCompanyFor(ctx, ctx.db, p.CompanyID);
  const [row] = await ctx.db
    .select()
    .from(tripRules)
    .where(and(eq(tripRules.id, p.id), ofCompany(tripRules.companyId, companyId)))
    .limit(1);
  if (!row) throw new BizError('messages.notExists');
  return tripRuleRowOf(row, await departmentNames(ctx.db, companyId, row.departmentIds));
};

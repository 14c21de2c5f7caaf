import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { PAGE_SIZE_MAX, type TPerson, type ZPeopleQuery } from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { departments, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** People as pickers show them: the user with their department's name. */
export const selectPeople = (tx: TTx) =>
  tx
    .select({
      UserID: users.id,
      UserName: users.name,
      DepartmentID: users.departmentId,
      DepartmentName: departments.name,
      JobTitle: users.jobTitle,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId));

/** A picker row from a selected one (no department reads as ''). */
export const toPerson = (r: {
  UserID: string;
  UserName: string;
  DepartmentID: string | null;
  DepartmentName: string | null;
  JobTitle: string;
}): TPerson => ({ ...r, DepartmentID: r.DepartmentID ?? '', DepartmentName: r.DepartmentName ?? '' });

/** DepartmentInfo/People and GroupInfo/People: the company's active people, by name, by department. */
export const listPeople = async (ctx: TAuthedContext, p: z.output<typeof ZPeopleQuery>) => {
  const companyId = await ctx.tenancy.companyFor(ctx.db, ctx.session, p.CompanyID ?? '');
  const key = p.Key ? `%${escapeLike(p.Key)}%` : undefined;
  const where = and(
    ofCompany(users.companyId, companyId),
    eq(users.status, 'active'),
    p.DepartmentID ? eq(users.departmentId, p.DepartmentID) : undefined,
    key ? or(ilike(users.name, key), ilike(users.employeeNo, key)) : undefined,
  );
  const PageSize = Math.min(p.PageSize, PAGE_SIZE_MAX);
  const [rows, total] = await Promise.all([
    selectPeople(ctx.db)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(PageSize)
      .offset((p.PageNo - 1) * PageSize),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return { Entities: rows.map(toPerson), RecordCount: Number(total[0]?.n ?? 0), PageNo: p.PageNo, PageSize };
};

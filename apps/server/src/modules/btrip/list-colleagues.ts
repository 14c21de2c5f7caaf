import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { TBtripPerson } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { departments, ofCompany, users } from '../org/index.ts';

const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many colleagues one search returns. */
export const COLLEAGUES_MAX = 20;

/**
 * Task/Colleagues: active people of the caller's own company who may travel on an application, by name or employee
 * number. Only names and departments: what a traveller picker needs, whatever the caller's data range.
 */
export const listColleagues = async (ctx: TAuthedContext, keyWords: string): Promise<TBtripPerson[]> => {
  const term = keyWords ? likeTerm(keyWords) : undefined;
  const rows = await ctx.db
    .select({ UserID: users.id, Name: users.name, DepartmentName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(
      and(
        ofCompany(users.companyId, ctx.session),
        eq(users.status, 'active'),
        term ? or(ilike(users.name, term), ilike(users.employeeNo, term)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(COLLEAGUES_MAX);
  return rows.map((r) => ({ ...r, DepartmentName: r.DepartmentName ?? '' }));
};

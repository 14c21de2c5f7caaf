import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { maskMobile, type THandoverReceiver } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { departments, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';

const LIMIT = 200;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** CompanyInfo/Receivers: the administrator's active colleagues who do not hold company authority yet. */
export const listHandoverReceivers = async (
  ctx: TAuthedContext,
  keyWords: string | undefined,
): Promise<{ Entities: THandoverReceiver[] }> => {
  const key = keyWords ? `%${escapeLike(keyWords)}%` : undefined;
  const rows = await ctx.db
    .select({
      UserID: users.id,
      UserName: users.name,
      DepartmentName: departments.name,
      JobTitle: users.jobTitle,
      Mobile: users.mobile,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(
      and(
        ofCompany(users.companyId, ctx.session),
        eq(users.status, 'active'),
        ne(users.id, ctx.session.userId),
        sql`not ('company_admin' = any(${users.roles}))`,
        key ? or(ilike(users.name, key), ilike(users.mobile, key)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(LIMIT);
  return {
    Entities: rows.map((r) => ({
      ...r,
      DepartmentName: r.DepartmentName ?? '',
      Mobile: r.Mobile ? maskMobile(r.Mobile) : '',
    })),
  };
};

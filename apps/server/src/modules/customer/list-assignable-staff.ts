import { and, asc, eq, or, sql } from 'drizzle-orm';
import { DUTIES, type TDuty, type TStaffRow } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { ofCompany, teamCondition, users } from '../org/index.ts';
import { canAssign, isOperator } from './staff-scope.ts';

/**
 * Employee/AssignableStaff: whom the caller may make a rep (of one duty, or of either): the TMC's active
 * service and sales staff for operators, their team's for supervisors, nobody for the reps themselves.
 */
export const listAssignableStaff = async (
  ctx: TAuthedContext,
  p: { Duty?: TDuty | undefined },
): Promise<TStaffRow[]> => {
  const s = ctx.session;
  if (!canAssign(s)) return [];
  const duties = p.Duty ? [p.Duty] : DUTIES;
  const rows = await ctx.db
    .select({ id: users.id, name: users.name, roles: users.roles })
    .from(users)
    .where(
      and(
        ofCompany(users.companyId, s),
        eq(users.status, 'active'),
        or(...duties.map((d) => sql`${d} = any(${users.roles})`)),
        isOperator(s) ? undefined : await teamCondition(ctx.db, s),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({ UserID: r.id, UserName: r.name, Roles: r.roles }));
};

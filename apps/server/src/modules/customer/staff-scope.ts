import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import type { TSession } from '../../platform/session.ts';
import { departments, users } from '../org/index.ts';

// Who a TMC staff member is towards the customers: an operator reaches all of them, a supervisor those of
// their team, a rep their own. The same rules as the org module's tenancy, for listing and assigning.

export const isOperator = (s: TSession): boolean => s.ticket.Roles.includes('platform_admin');
export const isSupervisor = (s: TSession): boolean => s.ticket.Roles.includes('supervisor');
/** Operators assign any customer; supervisors within their team. */
export const canAssign = (s: TSession): boolean => isOperator(s) || isSupervisor(s);

/**
 * The condition on `users` for a supervisor's team: the staff of their department and below, or every
 * staff member of their company when they have no department.
 */
export const teamCondition = async (tx: TTx, s: TSession): Promise<SQL> => {
  const own = eq(users.companyId, s.companyId);
  const dept = s.ticket.DepartmentID;
  if (!dept) return own;
  const [d] = await tx
    .select({ path: departments.path })
    .from(departments)
    .where(and(eq(departments.id, dept), eq(departments.companyId, s.companyId)))
    .limit(1);
  if (!d?.path) return own;
  const below = tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, s.companyId), like(departments.path, `${d.path}%`)));
  return and(own, inArray(users.departmentId, below))!;
};

/** The user ids of a supervisor's team, as a subquery (built from the team condition, not run). */
export const teamUserIds = (tx: TTx, team: SQL) => tx.select({ id: users.id }).from(users).where(team);

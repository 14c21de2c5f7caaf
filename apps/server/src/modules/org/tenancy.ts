import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { DataRange, dataRangeOf } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/errors.ts';
import type { TSession } from '../../platform/session.ts';
import type { TTenancy } from '../../platform/tenancy.ts';
import { departmentPath } from './departments.ts';
import { companies, departments, staffAssignments, users } from './tables.ts';

const hasKind = (s: TSession, kind: string) => s.ticket.Roles.includes(kind);

/** TMC staff whose customers a supervisor sees: the staff in their department and below, or all when they have none. */
const teamOf = async (tx: TTx, s: TSession): Promise<SQL> => {
  const dept = s.ticket.DepartmentID;
  const path = dept ? await departmentPath(tx, s.companyId, dept) : null;
  if (!path) return eq(users.companyId, s.companyId);
  return and(
    eq(users.companyId, s.companyId),
    inArray(
      users.departmentId,
      tx
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.companyId, s.companyId), like(departments.path, `${path}%`))),
    ),
  )!;
};

const reachable = async (tx: TTx, s: TSession, companyId: string): Promise<boolean> => {
  if (hasKind(s, 'platform_admin')) {
    const [c] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
    return c !== undefined;
  }
  if (hasKind(s, 'tmc_finance')) {
    // The TMC's finance settles with every client company.
    const [c] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.type, 'Client')))
      .limit(1);
    if (c) return true;
  }
  let staff: SQL | undefined;
  if (hasKind(s, 'supervisor')) {
    staff = inArray(
      staffAssignments.staffUserId,
      tx
        .select({ id: users.id })
        .from(users)
        .where(await teamOf(tx, s)),
    );
  } else if (hasKind(s, 'service') || hasKind(s, 'sales')) {
    staff = eq(staffAssignments.staffUserId, s.userId);
  }
  if (!staff) return false;
  const [row] = await tx
    .select({ id: staffAssignments.companyId })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.companyId, companyId), staff))
    .limit(1);
  return row !== undefined;
};

/** The org module's tenancy: own company, TMC staff through assignment, and the data range by department path. */
export const orgTenancy: TTenancy = {
  companyFor: async (tx, s, requested) => {
    if (!requested || requested === s.companyId) return s.companyId;
    if (await reachable(tx, s, requested)) return requested;
    throw forbidden();
  },
  rangeFilter: async (tx, s, cols) => {
    const range = s.ticket.DataRange ?? dataRangeOf(s.ticket.Roles);
    if (range === DataRange.NoLimit) return undefined;
    const self = cols.user ? eq(cols.user, s.userId) : sql`false`;
    const dept = s.ticket.DepartmentID;
    if (range === DataRange.SelfOnly || !dept || !cols.department) return self;
    if (range === DataRange.OwnDepartment) return or(self, eq(cols.department, dept));
    const path = await departmentPath(tx, s.companyId, dept);
    if (!path) return self;
    return or(
      self,
      inArray(
        cols.department,
        tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.companyId, s.companyId), like(departments.path, `${path}%`))),
      ),
    );
  },
};

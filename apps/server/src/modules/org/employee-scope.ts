import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError, forbidden } from '../../platform/errors.ts';
import { companies, departments, jobs, users } from './tables.ts';
import { companyFor, ofCompany, rangeFilter, scoped } from './tenancy.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

// Which employees a call reaches: the company (own, or a customer of assigned TMC staff) and, inside the
// caller's own company, their data range. Assigned TMC staff see a customer's people whole, as the
// resource kit does for every company resource.

export type TEmployeeScope = {
  companyId: TScopedCompany;
  /** The condition on `users` rows the caller may see and manage. */
  visible: SQL;
  /** The data-range condition on `departments` rows (managing calls), or undefined for no limit. */
  departmentRange: SQL | undefined;
};

/** The scope of a call; `manage` also works out the departments the caller may place people in. */
export const employeeScope = async (
  ctx: TAuthedContext,
  tx: TTx,
  requested?: string,
  manage = false,
): Promise<TEmployeeScope> => {
  const s = ctx.session;
  const companyId = await companyFor(tx, s, requested || undefined);
  const visible = await scoped(
    tx,
    s,
    { company: users.companyId, user: users.id, department: users.departmentId },
    { requested: companyId },
  );
  if (companyId !== s.companyId) return { companyId, visible, departmentRange: undefined };
  const departmentRange = manage ? await rangeFilter(tx, s, { department: departments.id }) : undefined;
  return { companyId, visible, departmentRange };
};

/** Managing people (save, import) is for client companies: their kinds are the client kinds. */
export const requireClientCompany = async (tx: TTx, companyId: string): Promise<void> => {
  const [c] = await tx.select({ type: companies.type }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (c?.type !== 'Client') throw forbidden();
};

/** The ids of the given departments that are this company's and inside the caller's data range. */
export const allowedDepartments = async (tx: TTx, scope: TEmployeeScope, ids: string[]): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(ofCompany(departments.companyId, scope.companyId), inArray(departments.id, ids), scope.departmentRange));
  return new Set(rows.map((r) => r.id));
};

/**
 * Checks the department an employee is put in: one of the company's, inside the caller's data range. A
 * manager whose range is limited must place people in a department (or they would lose sight of them).
 */
export const checkDepartment = async (tx: TTx, scope: TEmployeeScope, id: string | null): Promise<void> => {
  if (!id) {
    if (scope.departmentRange) throw new BizError('employee.errors.departmentRequired');
    return;
  }
  if (!(await allowedDepartments(tx, scope, [id])).has(id)) throw new BizError('employee.errors.department');
};

export const checkJob = async (tx: TTx, companyId: TScopedCompany, id: string | null): Promise<void> => {
  if (!id) return;
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), ofCompany(jobs.companyId, companyId)))
    .limit(1);
  if (!row) throw new BizError('employee.errors.job');
};

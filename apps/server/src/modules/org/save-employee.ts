import { and, eq, ne, type SQL } from 'drizzle-orm';
import {
  EMPLOYEE_KINDS,
  UserStatus,
  type TEmployee,
  type TEmployeeKind,
  type TEmployeeSaveRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { destroyUserSessions } from '../../platform/session.ts';
import { uniqueErrors } from './create-accounts.ts';
import { employeeById, statusOf } from './employee-rows.ts';
import { refreshTicketsOf } from './refresh-tickets.ts';
import { checkDepartment, checkJob, employeeScope, requireClientCompany } from './employee-scope.ts';
import { users, type TUserRow } from './tables.ts';
import { ofCompany } from './tenancy.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

// An absent field keeps its value on an edit; '' clears it.
const keep = (v: string | undefined, current: string | null | undefined): string | null =>
  v === undefined ? (current ?? null) : v || null;

const isEmployeeKind = (k: string): k is TEmployeeKind => (EMPLOYEE_KINDS as readonly string[]).includes(k);
const sameKinds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k) => b.includes(k));

/** Whether another user already holds a value of a unique column. */
const taken = async (tx: TTx, cond: SQL, exceptId: string | undefined): Promise<boolean> => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(cond, ne(users.id, exceptId)) : cond)
    .limit(1);
  return row !== undefined;
};

/** Mobile and email are unique on the platform (they are logins); the employee number within the company. */
const checkUnique = async (
  tx: TTx,
  companyId: TScopedCompany,
  v: { mobile: string; email: string | null; employeeNo: string },
  exceptId?: string,
): Promise<void> => {
  if (await taken(tx, eq(users.mobile, v.mobile), exceptId)) throw new BizError('employee.errors.mobileTaken');
  if (v.email && (await taken(tx, eq(users.email, v.email), exceptId)))
    throw new BizError('employee.errors.emailTaken');
  if (
    v.employeeNo &&
    (await taken(tx, and(ofCompany(users.companyId, companyId), eq(users.employeeNo, v.employeeNo))!, exceptId))
  )
    throw new BizError('employee.errors.employeeNoTaken');
};

/**
 * The kinds and status an edit leaves: nobody disables or changes the kinds of themselves or of the
 * company administrator (company_admin itself moves only by authority handover, never here).
 */
const nextAccess = (
  me: string,
  u: TUserRow,
  p: Pick<TEmployeeSaveRequest, 'Roles' | 'Status'>,
): { roles: string[]; status: TUserRow['status'] } => {
  const locked = u.id === me ? 'self' : u.roles.includes('company_admin') ? 'admin' : null;
  const current = u.roles.filter(isEmployeeKind);
  let roles = u.roles;
  if (p.Roles && !sameKinds(p.Roles, current)) {
    if (locked) throw new BizError(`employee.errors.${locked}Kinds`);
    roles = [...u.roles.filter((k) => !isEmployeeKind(k)), ...new Set(p.Roles)];
  }
  const status = p.Status === undefined ? u.status : statusOf(p.Status);
  if (status === 'disabled' && u.status !== 'disabled' && locked)
    throw new BizError(`employee.errors.${locked}Disable`);
  return { roles, status };
};

/**
 * system/UserAccount/Update: creates an employee (no UserID) or edits one the caller reaches. Disabling
 * ends the person's sessions; a change of name, department, job or kinds updates their open sessions'
 * tickets at once.
 */
export const saveEmployee = (ctx: TAuthedContext, p: TEmployeeSaveRequest): Promise<TEmployee> =>
  ctx.db.transaction(async (tx) => {
    const scope = await employeeScope(ctx, tx, p.CompanyID, true);
    await requireClientCompany(tx, scope.companyId);
    const [existing] = p.UserID
      ? await tx
          .select()
          .from(users)
          .where(and(eq(users.id, p.UserID), scope.visible))
          .limit(1)
      : [];
    if (p.UserID && !existing) throw new BizError('messages.notExists');

    const departmentId = keep(p.DepartmentID, existing?.departmentId);
    const jobId = keep(p.JobID, existing?.jobId);
    if (!existing || departmentId !== existing.departmentId) await checkDepartment(tx, scope, departmentId);
    if (!existing || jobId !== existing.jobId) await checkJob(tx, scope.companyId, jobId);
    const values = {
      name: p.Name,
      mobile: p.Mobile,
      email: keep(p.Email?.toLowerCase(), existing?.email),
      employeeNo: p.EmployeeNo ?? existing?.employeeNo ?? '',
      departmentId,
      jobId,
      jobTitle: p.JobTitle ?? existing?.jobTitle ?? '',
    };
    await checkUnique(tx, scope.companyId, values, existing?.id);

    if (!existing) {
      const [row] = await tx
        .insert(users)
        .values({
          ...values,
          companyId: scope.companyId,
          roles: p.Roles ? [...new Set(p.Roles)] : ['employee'],
          status: statusOf(p.Status ?? UserStatus.Active),
          passwordHash: null,
          createdAt: ctx.clock.now(),
        })
        .returning({ id: users.id })
        .catch(uniqueErrors);
      ctx.succeed('messages.added');
      return (await employeeById(tx, scope, row!.id))!;
    }

    const access = nextAccess(ctx.session.userId, existing, p);
    await tx
      .update(users)
      .set({ ...values, ...access })
      .where(eq(users.id, existing.id))
      .catch(uniqueErrors);
    if (access.status === 'disabled') {
      await destroyUserSessions(tx, existing.id);
    } else if (
      values.name !== existing.name ||
      departmentId !== existing.departmentId ||
      jobId !== existing.jobId ||
      !sameKinds(access.roles, existing.roles)
    ) {
      await refreshTicketsOf(tx, [existing.id]);
    }
    ctx.succeed('messages.updated');
    return (await employeeById(tx, scope, existing.id))!;
  });

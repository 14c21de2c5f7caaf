import { and, arrayContains, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { UserStatus, formatDateTime, type TEmployee, type TEmployeeExportRequest } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { departmentPath, subtreeIds } from './departments.ts';
import type { TEmployeeScope } from './employee-scope.ts';
import { departments, jobs, users, type TActiveStatus } from './tables.ts';

// Reading employees: the filters of the list (and export), and rows shaped as the contract's TEmployee.

export const statusOf = (code: number): TActiveStatus => (code === UserStatus.Disabled ? 'disabled' : 'active');
export const statusCode = (s: TActiveStatus): number => (s === 'disabled' ? UserStatus.Disabled : UserStatus.Active);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list filters as one condition on `users` (the scope's visibility included). */
export const employeeFilter = async (tx: TTx, scope: TEmployeeScope, f: TEmployeeExportRequest): Promise<SQL> => {
  const where: (SQL | undefined)[] = [scope.visible];
  if (f.KeyWords) {
    const k = `%${escapeLike(f.KeyWords)}%`;
    where.push(
      or(
        ilike(users.name, k),
        ilike(users.mobile, k),
        ilike(users.email, k),
        ilike(users.employeeNo, k),
        ilike(users.loginName, k),
      ),
    );
  }
  if (f.DepartmentID) {
    if (f.IncludeSubDepartments === false) {
      where.push(eq(users.departmentId, f.DepartmentID));
    } else {
      const path = await departmentPath(tx, scope.companyId, f.DepartmentID);
      where.push(path ? inArray(users.departmentId, subtreeIds(tx, scope.companyId, path)) : sql`false`);
    }
  }
  if (f.JobID) where.push(eq(users.jobId, f.JobID));
  if (f.Status !== undefined && f.Status !== '') where.push(eq(users.status, statusOf(f.Status)));
  if (f.Role) where.push(arrayContains(users.roles, [f.Role]));
  return and(...where)!;
};

const rowColumns = {
  user: users,
  departmentName: departments.name,
  departmentPath: departments.path,
  jobName: jobs.name,
};

const selectRows = (tx: TTx) =>
  tx
    .select(rowColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(jobs, eq(jobs.id, users.jobId));

type TRawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** Names of the departments on the rows' paths, so each row can show 研发部/前端组. */
const pathNames = async (tx: TTx, rows: TRawRow[]): Promise<Map<string, string>> => {
  const ids = new Set<string>();
  for (const r of rows) for (const id of (r.departmentPath ?? '').split('/')) if (id) ids.add(id);
  if (ids.size === 0) return new Map();
  const found = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(inArray(departments.id, [...ids]));
  return new Map(found.map((d) => [d.id, d.name]));
};

const toEmployee = (r: TRawRow, names: Map<string, string>): TEmployee => {
  const u = r.user;
  const path = (r.departmentPath ?? '')
    .split('/')
    .filter(Boolean)
    .map((id) => names.get(id) ?? '')
    .join('/');
  return {
    UserID: u.id,
    CompanyID: u.companyId,
    Name: u.name,
    Mobile: u.mobile ?? '',
    Email: u.email ?? '',
    EmployeeNo: u.employeeNo,
    LoginName: u.loginName ?? '',
    DepartmentID: u.departmentId ?? '',
    DepartmentName: r.departmentName ?? '',
    DepartmentPath: path,
    JobID: u.jobId ?? '',
    JobName: r.jobName ?? '',
    JobTitle: u.jobTitle,
    Roles: [...u.roles],
    Status: statusCode(u.status),
    HasPassword: u.passwordHash !== null,
    CreateTime: formatDateTime(u.createdAt),
  };
};

const shape = async (tx: TTx, rows: TRawRow[]) => {
  const names = await pathNames(tx, rows);
  return rows.map((r) => toEmployee(r, names));
};

const SORTS = { Name: users.name, EmployeeNo: users.employeeNo, CreateTime: users.createdAt } as const;

export type TEmployeePage = { where: SQL; PageNo: number; PageSize: number; SortField?: string; SortOrder?: string };

/**
 * One page of employees, newest first unless sorted by Name, EmployeeNo or CreateTime. The page's ids are
 * found on `users` alone and only those rows are joined to their department and job: joining first would
 * join every matching row (thousands under a large department) before the sort keeps twenty.
 */
export const employeePage = async (tx: TTx, p: TEmployeePage) => {
  const sortCol = p.SortField && p.SortField in SORTS ? SORTS[p.SortField as keyof typeof SORTS] : undefined;
  const order = (p.SortOrder ?? (sortCol ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const [page, total] = await Promise.all([
    tx
      .select({ id: users.id })
      .from(users)
      .where(p.where)
      .orderBy(order(sortCol ?? users.createdAt), order(users.id))
      .limit(p.PageSize)
      .offset((p.PageNo - 1) * p.PageSize),
    tx.select({ n: count() }).from(users).where(p.where),
  ]);
  const ids = page.map((r) => r.id);
  const rows = ids.length ? await selectRows(tx).where(inArray(users.id, ids)) : [];
  const at = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => at.get(a.user.id)! - at.get(b.user.id)!);
  return { Entities: await shape(tx, rows), RecordCount: Number(total[0]?.n ?? 0) };
};

/** Every employee matching a condition, up to a limit, in department then name order (export). */
export const employeesWhere = async (tx: TTx, where: SQL, limit: number): Promise<TEmployee[]> => {
  const rows = await selectRows(tx)
    .where(where)
    .orderBy(asc(departments.path), asc(users.name), asc(users.id))
    .limit(limit);
  return shape(tx, rows);
};

/** One employee by id within a scope, or null. */
export const employeeById = async (tx: TTx, scope: TEmployeeScope, id: string): Promise<TEmployee | null> => {
  const rows = await selectRows(tx)
    .where(and(eq(users.id, id), scope.visible))
    .limit(1);
  return rows[0] ? (await shape(tx, rows))[0]! : null;
};

/** One employee by an account column (mobile, email or login name) within a scope, or null. */
export const employeeByColumn = async (
  tx: TTx,
  scope: TEmployeeScope,
  column: 'mobile' | 'email' | 'loginName',
  value: string,
): Promise<TEmployee | null> => {
  const col = users[column];
  const rows = await selectRows(tx)
    .where(and(isNotNull(col), eq(col, value), scope.visible))
    .limit(1);
  return rows[0] ? (await shape(tx, rows))[0]! : null;
};

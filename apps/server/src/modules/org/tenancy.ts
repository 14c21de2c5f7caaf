import { and, asc, eq, ilike, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DataRange, TMC_STAFF_KINDS, dataRangeOf } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/errors.ts';
import type { TSession } from '../../platform/session.ts';
import type { TScopedCompany, TTenancy } from '../../platform/tenancy.ts';
import { departmentPath } from './departments.ts';
import { companies, departments, staffAssignments, users } from './tables.ts';

// The tenancy scope (ADR 0034): which companies a session reaches, as one SQL sub-select, and `scoped`, the one
// filter every list and by-id read applies to a table's company column together with the caller's data range.
// - own company: always, within the data range (self, own department, department and below, no limit);
// - TMC staff: the platform operator every company; a service or sales rep the clients assigned to them; a supervisor
//   the clients assigned to the staff of their team (their department and below; their whole company without one);
// - the TMC's finance: every client company (they settle with all of them), unless a call asks for the staff reach
//   only (the order desk: finance holds no desk role on orders).
// Nothing else reads staff_assignments: org owns the table, and the assignments' writes are in staff-assignments.ts.

const hasKind = (s: TSession, kind: string) => s.ticket.Roles.includes(kind);
/** TMC staff: operator, service, sales, supervisor (not the TMC's finance). */
export const isTmcStaff = (s: TSession): boolean => TMC_STAFF_KINDS.some((k) => hasKind(s, k));

/** The condition on `users` for a supervisor's team: the staff of their department and below, or every user of their company when they have none. */
export const teamCondition = async (tx: TTx, s: TSession): Promise<SQL> => {
  const own = eq(users.companyId, s.companyId);
  const dept = s.ticket.DepartmentID;
  const path = dept ? await departmentPath(tx, ownCompany(s), dept) : null;
  if (!path) return own;
  const below = tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, s.companyId), like(departments.path, `${path}%`)));
  return and(own, inArray(users.departmentId, below))!;
};

/** The user ids of a supervisor's team, as a sub-select (SQL: a query builder would run when awaited). */
export const teamUserIds = async (tx: TTx, s: TSession): Promise<SQL> =>
  sql`${tx
    .select({ id: users.id })
    .from(users)
    .where(await teamCondition(tx, s))}`;

export type TReachOptions = {
  /** Only what the session reaches as TMC staff (the order desk): the TMC's finance reaches no client then. */
  staffOnly?: boolean;
};

/**
 * The companies a session reaches besides its own: 'all' (the platform operator), a SQL sub-select of company ids,
 * or null (none).
 */
export const reachedCompanies = async (tx: TTx, s: TSession, opts: TReachOptions = {}): Promise<'all' | SQL | null> => {
  if (hasKind(s, 'platform_admin')) return 'all';
  const parts: SQL[] = [];
  if (hasKind(s, 'supervisor'))
    parts.push(
      sql`${tx
        .select({ id: staffAssignments.companyId })
        .from(staffAssignments)
        .where(inArray(staffAssignments.staffUserId, await teamUserIds(tx, s)))}`,
    );
  else if (hasKind(s, 'service') || hasKind(s, 'sales'))
    parts.push(
      sql`${tx
        .select({ id: staffAssignments.companyId })
        .from(staffAssignments)
        .where(eq(staffAssignments.staffUserId, s.userId))}`,
    );
  if (hasKind(s, 'tmc_finance') && !opts.staffOnly)
    parts.push(sql`${tx.select({ id: companies.id }).from(companies).where(eq(companies.type, 'Client'))}`);
  if (parts.length === 0) return null;
  return sql.join(parts, sql` union `);
};

/** The client companies other than its own a session reaches, as a sub-select of ids; null for none. */
export const reachedClients = async (tx: TTx, s: TSession, opts: TReachOptions = {}): Promise<SQL | null> => {
  const reached = await reachedCompanies(tx, s, opts);
  if (!reached) return null;
  return sql`${tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.type, 'Client'),
        ne(companies.id, s.companyId),
        reached === 'all' ? undefined : inArray(companies.id, reached),
      ),
    )}`;
};

/** The client companies a session reaches (the TMC's company pickers), optionally by part of a name or the id. */
export const findReachedClients = async (
  tx: TTx,
  s: TSession,
  keyWords = '',
  limit = 50,
): Promise<{ id: string; name: string; nameEn: string }[]> => {
  const clients = await reachedClients(tx, s);
  if (!clients) return [];
  const term = `%${keyWords.replace(/[\\%_]/g, '\\$&')}%`;
  return tx
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(
      and(
        inArray(companies.id, clients),
        keyWords
          ? or(ilike(companies.name, term), ilike(companies.nameEn, term), eq(companies.id, keyWords))
          : undefined,
      ),
    )
    .orderBy(asc(companies.id))
    .limit(limit);
};

/** Whether the session reaches this company (its own, or one it reaches as TMC staff or TMC finance). */
export const reaches = async (tx: TTx, s: TSession, companyId: string, opts: TReachOptions = {}): Promise<boolean> => {
  if (companyId === s.companyId) return true;
  const reached = await reachedCompanies(tx, s, opts);
  if (!reached) return false;
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), reached === 'all' ? undefined : inArray(companies.id, reached)))
    .limit(1);
  return row !== undefined;
};

/** The session's own company, as a scoped company id. */
export const ownCompany = (s: TSession): TScopedCompany => s.companyId as TScopedCompany;

/** The company a call acts on: the caller's own when none is named, else one it reaches; refused otherwise. */
export const companyFor = async (
  tx: TTx,
  s: TSession,
  requested?: string,
  opts: TReachOptions = {},
): Promise<TScopedCompany> => {
  if (!requested || requested === s.companyId) return ownCompany(s);
  if (await reaches(tx, s, requested, opts)) return requested as TScopedCompany;
  throw forbidden();
};

/**
 * The rows of one company as a whole (its settings, rules, structure, accounts: no data range applies): the
 * session's own company, or a company `companyFor` resolved for the call. The filter of a company-wide read or a
 * by-id read of such a row; lists of people's business data use `scoped`, which adds the data range.
 */
export const ofCompany = (company: PgColumn, of: TSession | TScopedCompany): SQL =>
  eq(company, typeof of === 'string' ? of : of.companyId);

/** The data-range condition on rows of the caller's own company, or undefined for no limit. */
export const rangeFilter = async (
  tx: TTx,
  s: TSession,
  cols: { user?: PgColumn; department?: PgColumn },
): Promise<SQL | undefined> => {
  const range = s.ticket.DataRange ?? dataRangeOf(s.ticket.Roles);
  if (range === DataRange.NoLimit) return undefined;
  const self = cols.user ? eq(cols.user, s.userId) : sql`false`;
  const dept = s.ticket.DepartmentID;
  if (range === DataRange.SelfOnly || !dept || !cols.department) return self;
  if (range === DataRange.OwnDepartment) return or(self, eq(cols.department, dept));
  const path = await departmentPath(tx, ownCompany(s), dept);
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
};

/** The columns `scoped` filters on: the row's company, and for the data range its user and department. */
export type TScopedColumns = { company: PgColumn; user?: PgColumn; department?: PgColumn };

export type TScopeOptions = TReachOptions & {
  /** A company the caller names: only its rows, refused (forbidden) when the caller does not reach it. */
  requested?: string | undefined;
  /**
   * With no company named: every company the caller reaches (the desk lists), not only its own. The own company's
   * rows stay within the data range; a reached company's rows are all the caller's.
   */
  everyReached?: boolean;
};

/**
 * The one tenancy filter of a list or a by-id read: the rows of the caller's own company within its data range, or
 * of a company it names and reaches, or (everyReached) of every company it reaches.
 */
export const scoped = async (tx: TTx, s: TSession, cols: TScopedColumns, opts: TScopeOptions = {}): Promise<SQL> => {
  const { requested } = opts;
  if (requested && requested !== s.companyId) {
    await companyFor(tx, s, requested, opts);
    return eq(cols.company, requested);
  }
  const own = and(eq(cols.company, s.companyId), await rangeFilter(tx, s, cols))!;
  if (requested || !opts.everyReached) return own;
  const reached = await reachedCompanies(tx, s, opts);
  if (reached === 'all') return sql`true`;
  return reached ? or(own, inArray(cols.company, reached))! : own;
};

/** A by-id read within the one scope: the row with this id, if `scoped` lets the caller see it. */
export const scopedById = async (
  tx: TTx,
  s: TSession,
  cols: TScopedColumns & { id: PgColumn },
  id: string,
  opts: TScopeOptions = {},
): Promise<SQL> => and(eq(cols.id, id), await scoped(tx, s, cols, opts))!;

/**
 * The company of one row, read by id through the scope: the row's company as a `TScopedCompany` when `scoped` lets
 * the caller see the row, null when not. With `via`, the row is reached instead through a column that holds the
 * caller's own company (a supplier's orders: supplier_id), whatever company the row belongs to. A use case that read
 * a row this way passes the company down, so its later filters on that company go through `ofCompany`.
 */
export const scopedCompanyById = async (
  tx: TTx,
  s: TSession,
  cols: TScopedColumns & { id: PgColumn },
  id: string,
  opts: TScopeOptions & { via?: PgColumn } = {},
): Promise<TScopedCompany | null> => {
  const reach = opts.via ? ofCompany(opts.via, s) : await scoped(tx, s, cols, opts);
  const [row] = await tx
    .select({ company: cols.company })
    .from(cols.id.table)
    .where(and(eq(cols.id, id), reach))
    .limit(1);
  return row ? (row.company as TScopedCompany) : null;
};

/** The org module's tenancy port (platform/tenancy.ts): the same helpers, for the platform's resource kit. */
export const orgTenancy: TTenancy = {
  companyFor: (tx, s, requested) => companyFor(tx, s, requested),
  rangeFilter,
};

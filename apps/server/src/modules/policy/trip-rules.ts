import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatDateTime, tripRuleToWire, type TTraveller, type TTripRule, type TTripRuleRow } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { departments, jobs, users } from '../org/index.ts';
import { tripRules } from './tables.ts';

// Stored trip rules as the engine reads them, and the traveller the engine checks them for.

export type TTripRuleDb = typeof tripRules.$inferSelect;

/** A stored rule in the engine's shape (amounts in fen). */
export const engineRuleOf = (r: TTripRuleDb): TTripRule => ({
  RuleID: r.id,
  Name: r.name,
  Scope: r.scope,
  ...(r.scope === 'Position' ? { JobLevels: r.jobLevels } : {}),
  ...(r.scope === 'Department' ? { DepartmentIDs: r.departmentIds } : {}),
  ...r.items,
});

/** A company's trip rules, oldest first, exactly as the policy engine takes them. */
export const tripRulesOf = async (db: TTx, companyId: string): Promise<TTripRule[]> => {
  const rows = await db
    .select()
    .from(tripRules)
    .where(eq(tripRules.companyId, companyId))
    .orderBy(asc(tripRules.createdAt), asc(tripRules.id));
  return rows.map(engineRuleOf);
};

/** The names of departments by id (for rows). */
export const departmentNames = async (tx: TTx, companyId: string, ids: string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** A stored rule on the wire (yuan). */
export const tripRuleRowOf = (r: TTripRuleDb, names: Map<string, string>): TTripRuleRow => ({
  ...tripRuleToWire(engineRuleOf(r)),
  JobLevels: r.jobLevels,
  DepartmentIDs: r.departmentIds,
  DepartmentNames: r.departmentIds.map((id) => names.get(id) ?? ''),
  CreateTime: formatDateTime(r.createdAt),
  UpdateTime: formatDateTime(r.updatedAt),
});

/**
 * A person of a company as the engine sees them: their job's level and their department's path from the top
 * (the engine walks it for department rules). Refused when the person is not of that company.
 */
export const travellerFor = async (db: TTx, companyId: string, userId: string): Promise<TTraveller> => {
  const [u] = await db
    .select({ id: users.id, name: users.name, level: jobs.level, path: departments.path })
    .from(users)
    .leftJoin(jobs, and(eq(jobs.id, users.jobId), eq(jobs.companyId, users.companyId)))
    .leftJoin(departments, and(eq(departments.id, users.departmentId), eq(departments.companyId, users.companyId)))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  if (!u) throw new BizError('policy.errors.travellerUnknown');
  return {
    UserID: u.id,
    Name: u.name,
    ...(u.level !== null ? { JobLevel: u.level } : {}),
    DepartmentPath: u.path ?? '',
  };
};

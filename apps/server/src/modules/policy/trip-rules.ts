import { and, inArray } from 'drizzle-orm';
import { formatDateTime, tripRuleToWire, type TTraveller, type TTripRule, type TTripRuleRow } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText, tableRow, type TRawRow } from '../../platform/db/statement.ts';
import { BizError } from '../../platform/errors.ts';
import { departments, ofCompany } from '../org/index.ts';
import { tripRules } from './tables.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

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

/**
 * A company's trip rules, oldest first, as one JSON array (a scalar subquery; `company` names its parameter), and
 * its reader: exactly as the policy engine takes them.
 */
export const tripRulesJson = (company: string): string =>
  `(SELECT coalesce(json_agg(r ORDER BY r.created_at, r.id), '[]') FROM trip_rules r WHERE r.company_id = ${company})`;
const ruleRow = tableRow(tripRules);
export const readTripRulesJson = (json: unknown): TTripRule[] =>
  (json as TRawRow[]).map((r) => engineRuleOf(ruleRow.readJson(r)));

const TRIP_RULES = sqlText(`SELECT ${tripRulesJson('$1')} AS "rules"`);
/** A company's trip rules, oldest first, exactly as the policy engine takes them. */
export const tripRulesOf = async (db: TTx, companyId: string): Promise<TTripRule[]> => {
  const [row] = await runSql(db, TRIP_RULES, [companyId]);
  return readTripRulesJson(row!['rules']);
};

/** The names of departments by id (for rows). */
export const departmentNames = async (
  tx: TTx,
  companyId: TScopedCompany,
  ids: string[],
): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(ofCompany(departments.companyId, companyId), inArray(departments.id, [...new Set(ids)])));
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
 * People of a company as the engine sees them (their job's level, their department's path from the top), as one
 * JSON array (a scalar subquery; `company` and `userIds` (text[]) name its parameters), and its reader: the
 * travellers in the order asked for, refused when one is not of the company.
 */
export const travellersJson = (company: string, userIds: string): string =>
  `(SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'level', j.level, 'path', d.path)), '[]')
      FROM users u
      LEFT JOIN jobs j ON j.id = u.job_id AND j.company_id = u.company_id
      LEFT JOIN departments d ON d.id = u.department_id AND d.company_id = u.company_id
     WHERE u.company_id = ${company} AND u.id = ANY(${userIds}))`;
type TTravellerJson = { id: string; name: string; level: number | null; path: string | null };
export const readTravellersJson = (json: unknown, userIds: readonly string[]): TTraveller[] => {
  const found = new Map((json as TTravellerJson[]).map((u) => [u.id, u]));
  return userIds.map((id) => {
    const u = found.get(id);
    if (!u) throw new BizError('policy.errors.travellerUnknown');
    return {
      UserID: u.id,
      Name: u.name,
      ...(u.level !== null ? { JobLevel: u.level } : {}),
      DepartmentPath: u.path ?? '',
    };
  });
};

const TRAVELLERS = sqlText(`SELECT ${travellersJson('$1', '$2::text[]')} AS "travellers"`);
/** A person of a company as the engine sees them. */
export const travellerFor = async (db: TTx, companyId: string, userId: string): Promise<TTraveller> => {
  const [row] = await runSql(db, TRAVELLERS, [companyId, [userId]]);
  return readTravellersJson(row!['travellers'], [userId])[0]!;
};

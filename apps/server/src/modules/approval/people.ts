import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TLang } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { companies, costCenters, departments, users } from '../org/index.ts';

// The people the engine deals with: approvers, travellers, followers and the company administrator.

export type TApprovalPerson = {
  id: string;
  name: string;
  companyId: string;
  departmentId: string | null;
  active: boolean;
  lang: TLang;
  mobile: string | null;
  email: string | null;
};

/** Loads people by id (missing ids are left out). */
export const loadPeople = async (tx: TTx, ids: readonly string[]): Promise<Map<string, TApprovalPerson>> => {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      companyId: users.companyId,
      departmentId: users.departmentId,
      status: users.status,
      lang: users.lang,
      mobile: users.mobile,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { ...r, active: r.status === 'active' }]));
};

/** The active people of a company among some ids, in the order given. */
export const activeInCompany = async (tx: TTx, companyId: string, ids: readonly string[]): Promise<string[]> => {
  const people = await loadPeople(tx, ids);
  return [...new Set(ids)].filter((id) => {
    const p = people.get(id);
    return p !== undefined && p.active && p.companyId === companyId;
  });
};

/** The company's active administrators. */
export const companyAdminIds = async (tx: TTx, companyId: string): Promise<string[]> => {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), sql`'company_admin' = any(${users.roles})`))
    .orderBy(users.id);
  return rows.map((r) => r.id);
};

/** A department's head and its parent, when the department is the company's. */
export const departmentOf = async (tx: TTx, companyId: string, id: string) => {
  const [d] = await tx
    .select({
      id: departments.id,
      parentId: departments.parentId,
      head: departments.managerUserId,
      path: departments.path,
    })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.companyId, companyId)))
    .limit(1);
  return d ?? null;
};

/** The department ids from the top of the tree down to a department (itself last); [] when unknown. */
export const departmentLine = async (tx: TTx, companyId: string, id: string | null): Promise<string[]> => {
  if (!id) return [];
  const d = await departmentOf(tx, companyId, id);
  return d ? d.path.split('/').filter(Boolean) : [];
};

/**
 * The owner of a cost centre: the company's one active person whose name is the centre's manager name (the org
 * module keeps the manager as a name). None when the name is empty or matches nobody or several people.
 */
export const costCenterOwnerIds = async (tx: TTx, companyId: string, costCenterId: string): Promise<string[]> => {
  const [c] = await tx
    .select({ manager: costCenters.managerName })
    .from(costCenters)
    .where(and(eq(costCenters.id, costCenterId), eq(costCenters.companyId, companyId)))
    .limit(1);
  const name = c?.manager.trim();
  if (!name) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), eq(users.name, name)))
    .limit(2);
  return rows.length === 1 ? [rows[0]!.id] : [];
};

/** A company's name in a language. */
export const companyName = async (tx: TTx, companyId: string, lang: TLang): Promise<string> => {
  const [c] = await tx
    .select({ name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!c) return '';
  return lang === 'en' && c.nameEn ? c.nameEn : c.name;
};

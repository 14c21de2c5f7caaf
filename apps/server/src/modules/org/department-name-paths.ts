import { asc } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import { departments } from './tables.ts';
import { ofCompany } from './tenancy.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

/** A department with its names from the top of the tree down, joined by '/': 研发部/前端组. */
export type TNamedDepartment = { id: string; namePath: string };

/** Every department of a company with its name path, in tree order. */
export const departmentNamePaths = async (tx: TTx, companyId: TScopedCompany): Promise<TNamedDepartment[]> => {
  const rows = await tx
    .select({ id: departments.id, name: departments.name, path: departments.path })
    .from(departments)
    .where(ofCompany(departments.companyId, companyId))
    .orderBy(asc(departments.path));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return rows.map((r) => ({
    id: r.id,
    namePath: r.path
      .split('/')
      .filter(Boolean)
      .map((id) => names.get(id) ?? '')
      .join('/'),
  }));
};

/** The name path as a person may type it: '／' and spaces around the slashes are forgiven. */
export const normalizeNamePath = (s: string): string =>
  s
    .replace(/／/g, '/')
    .split('/')
    .map((p) => p.trim())
    .filter(Boolean)
    .join('/');

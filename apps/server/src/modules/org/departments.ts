import { and, eq, like, sql } from 'drizzle-orm';
import type { TClock } from '../../platform/clock.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { departments } from './tables.ts';
import { ofCompany } from './tenancy.ts';

// Departments form a tree per company. Each row keeps its path from the top ('/D1/D2/'), so "this
// department and below" is one indexed prefix match, and a move rewrites the moved subtree's paths at once.

/** A new department: at the top of any company's tree (start-up seeding has no session), or under a parent of a scoped company. */
export type TNewDepartment = (
  { companyId: string; parentId: null } | { companyId: TScopedCompany; parentId: string | null }
) & {
  name: string;
  orderBy?: number;
  managerUserId?: string | null;
};

/** The path of a department of this company, or null when it is not one of its departments. */
export const departmentPath = async (tx: TTx, companyId: TScopedCompany, id: string): Promise<string | null> => {
  const [row] = await tx
    .select({ path: departments.path })
    .from(departments)
    .where(and(eq(departments.id, id), ofCompany(departments.companyId, companyId)))
    .limit(1);
  return row?.path ?? null;
};

const parentPath = async (tx: TTx, companyId: TScopedCompany, parentId: string | null): Promise<string> => {
  if (!parentId) return '/';
  const p = await departmentPath(tx, companyId, parentId);
  if (p === null) throw new BizError('org.errors.parentDepartment');
  return p;
};

export const insertDepartment = async (tx: TTx, clock: TClock, d: TNewDepartment): Promise<string> => {
  const base = d.parentId === null ? '/' : await parentPath(tx, d.companyId, d.parentId);
  const [row] = await tx
    .insert(departments)
    .values({
      companyId: d.companyId,
      parentId: d.parentId,
      name: d.name,
      orderBy: d.orderBy ?? 0,
      managerUserId: d.managerUserId ?? null,
      createdAt: clock.now(),
    })
    .returning({ id: departments.id });
  const id = row!.id;
  await tx
    .update(departments)
    .set({ path: `${base}${id}/` })
    .where(eq(departments.id, id));
  return id;
};

/** The path a department gets under a parent; refuses a move into its own subtree. */
export const pathUnder = async (
  tx: TTx,
  companyId: TScopedCompany,
  id: string,
  parentId: string | null,
): Promise<string> => {
  const base = await parentPath(tx, companyId, parentId);
  const own = await departmentPath(tx, companyId, id);
  if (own && base.startsWith(own)) throw new BizError('org.errors.moveIntoItself');
  return `${base}${id}/`;
};

/** Rewrites the paths of a department's subtree after its own path changed from `from` to `to`. */
export const rewriteSubtree = async (tx: TTx, companyId: TScopedCompany, from: string, to: string): Promise<void> => {
  if (from === to) return;
  await tx
    .update(departments)
    .set({ path: sql`${to} || substr(${departments.path}, ${from.length + 1})` })
    .where(and(ofCompany(departments.companyId, companyId), like(departments.path, `${from}%`)));
};

/** Ids of a department and every department below it. */
export const subtreeIds = (tx: TTx, companyId: TScopedCompany, path: string) =>
  tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(ofCompany(departments.companyId, companyId), like(departments.path, `${path}%`)));

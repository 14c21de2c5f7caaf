import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { RoleType } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { departmentPath, pathUnder, rewriteSubtree, subtreeIds } from './departments.ts';
import { refreshTicketsOf } from './refresh-tickets.ts';
import { departments, roleOwners, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';

/**
 * Serialises changes to one company's tree for the rest of the transaction: two moves checked at the same
 * time could otherwise each pass the "not under itself" check and make a cycle together.
 */
export const lockDepartmentTree = async (tx: TTx, companyId: TScopedCompany): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`departments:${companyId}`}))`);
};

/** The condition "these departments have this parent" ('' or null: the top of the tree). */
export const childrenOf = (companyId: TScopedCompany, parentId: string | null) =>
  and(
    ofCompany(departments.companyId, companyId),
    parentId ? eq(departments.parentId, parentId) : isNull(departments.parentId),
  );

/** Refuses a sibling of the same name under one parent. */
export const checkSiblingName = async (
  tx: TTx,
  d: { companyId: TScopedCompany; parentId: string | null; name: string; id?: string },
): Promise<boolean> => {
  const [row] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        childrenOf(d.companyId, d.parentId),
        eq(departments.name, d.name),
        d.id ? ne(departments.id, d.id) : undefined,
      ),
    )
    .limit(1);
  return row === undefined;
};

/**
 * Moves a department (with everything below it) under another parent, or to the top. Refuses a parent of
 * another company and a move under itself or below; the subtree's paths change in this transaction, so data
 * ranges by path follow at once. Roles given to a department reach the ones below it, so the people of the
 * moved subtree get fresh tickets when the company gives roles to departments. Returns whether it moved.
 */
export const relocateDepartment = async (
  tx: TTx,
  companyId: TScopedCompany,
  d: { id: string; parentId: string | null },
  parentId: string | null,
): Promise<boolean> => {
  if ((d.parentId ?? null) === (parentId ?? null)) return false;
  const from = await departmentPath(tx, companyId, d.id);
  const to = await pathUnder(tx, companyId, d.id, parentId);
  if (from) await rewriteSubtree(tx, companyId, from, to);
  await tx.update(departments).set({ parentId, path: to }).where(eq(departments.id, d.id));
  const [granted] = await tx
    .select({ id: roleOwners.roleId })
    .from(roleOwners)
    .where(and(ofCompany(roleOwners.companyId, companyId), eq(roleOwners.ownerType, RoleType.Department)))
    .limit(1);
  if (granted) {
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(ofCompany(users.companyId, companyId), inArray(users.departmentId, subtreeIds(tx, companyId, to))));
    await refreshTicketsOf(
      tx,
      people.map((p) => p.id),
    );
  }
  return true;
};

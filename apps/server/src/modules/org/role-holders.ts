import { and, asc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { RoleType } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { departments, groupMembers, roleOwners, roles, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';

// Who holds a role, for other modules (an approval step can name a role): the people it is given to directly or
// through their job, one of their groups, their department (or one above it), or the whole company.

/** A company's roles (id and names), by name. */
export const companyRoles = (tx: TTx, companyId: TScopedCompany) =>
  tx
    .select({ id: roles.id, code: roles.code, name: roles.name, nameEn: roles.nameEn })
    .from(roles)
    .where(ofCompany(roles.companyId, companyId))
    .orderBy(asc(roles.name), asc(roles.id));

/** The active people of a company who hold a role; empty when the role is not the company's. */
export const roleHolderIds = async (tx: TTx, companyId: string, roleId: string): Promise<string[]> => {
  const owners = await tx
    .select({ type: roleOwners.ownerType, id: roleOwners.ownerId })
    .from(roleOwners)
    .innerJoin(roles, eq(roles.id, roleOwners.roleId))
    .where(and(eq(roleOwners.roleId, roleId), eq(roles.companyId, companyId)));
  if (owners.length === 0) return [];
  const ids = (t: number) => owners.filter((o) => o.type === t).map((o) => o.id);
  if (ids(RoleType.Company).includes(companyId)) {
    const all = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, 'active')));
    return all.map((u) => u.id);
  }
  const who: SQL[] = [];
  if (ids(RoleType.User).length) who.push(inArray(users.id, ids(RoleType.User)));
  if (ids(RoleType.Jobs).length) who.push(inArray(users.jobId, ids(RoleType.Jobs)));
  if (ids(RoleType.Group).length)
    who.push(
      inArray(
        users.id,
        tx
          .select({ id: groupMembers.userId })
          .from(groupMembers)
          .where(inArray(groupMembers.groupId, ids(RoleType.Group))),
      ),
    );
  for (const d of ids(RoleType.Department))
    who.push(
      inArray(
        users.departmentId,
        tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.companyId, companyId), like(departments.path, sql`${'%/'} || ${d} || ${'/%'}`))),
      ),
    );
  if (who.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), or(...who)))
    .orderBy(asc(users.id));
  return rows.map((u) => u.id);
};

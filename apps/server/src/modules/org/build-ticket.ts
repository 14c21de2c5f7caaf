import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  RoleType,
  actionCodesFor,
  dataRangeOf,
  grantableActionCodes,
  type TCompanyKind,
  type TSessionTicket,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { findUserById, type TOrgUser } from './find-user.ts';
import { departments, groupMembers, roleOwners, roles } from './tables.ts';

export type TRoleGrants = { roleIds: string[]; actionCodes: string[]; dataRanges: number[] };

/**
 * The roles a user holds, directly or through their job, groups, department (or one above it) or company,
 * limited to the actions their company type may grant.
 */
export const roleGrantsOf = async (tx: TTx, u: TOrgUser): Promise<TRoleGrants> => {
  const owners = [
    and(eq(roleOwners.ownerType, RoleType.User), eq(roleOwners.ownerId, u.id)),
    and(eq(roleOwners.ownerType, RoleType.Company), eq(roleOwners.ownerId, u.companyId)),
    and(
      eq(roleOwners.ownerType, RoleType.Group),
      inArray(
        roleOwners.ownerId,
        tx.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, u.id)),
      ),
    ),
  ];
  if (u.jobId) owners.push(and(eq(roleOwners.ownerType, RoleType.Jobs), eq(roleOwners.ownerId, u.jobId)));
  if (u.departmentId) {
    // A role given to a department reaches the departments below it too: match every id on the user's path.
    owners.push(
      and(
        eq(roleOwners.ownerType, RoleType.Department),
        sql`(select ${departments.path} from ${departments} where ${departments.id} = ${u.departmentId}) like '%/' || ${roleOwners.ownerId} || '/%'`,
      ),
    );
  }
  const rows = await tx
    .select({ id: roles.id, actionCodes: roles.actionCodes, dataRange: roles.dataRange })
    .from(roleOwners)
    .innerJoin(roles, eq(roles.id, roleOwners.roleId))
    .where(and(eq(roleOwners.companyId, u.companyId), or(...owners)));
  const grantable = new Set(grantableActionCodes(u.company.type as TCompanyKind));
  return {
    roleIds: [...new Set(rows.map((r) => r.id))],
    actionCodes: [...new Set(rows.flatMap((r) => r.actionCodes))].filter((c) => grantable.has(c)),
    dataRanges: rows.map((r) => r.dataRange),
  };
};

/** The session ticket of a user as it is now (spec section 3 ticket info, plus roles, actions and data range). */
export const ticketOf = (
  u: TOrgUser,
  grants: TRoleGrants = { roleIds: [], actionCodes: [], dataRanges: [] },
): TSessionTicket => ({
  CompanyID: u.company.id,
  UserID: u.id,
  UserName: u.name,
  CompanyName: u.company.name,
  CompanyNameEn: u.company.nameEn,
  FeatureCodes: [...u.company.featureCodes],
  Roles: [...u.roles],
  ActionCodes: actionCodesFor(u.roles, undefined, grants.actionCodes),
  DepartmentID: u.departmentId ?? '',
  DataRange: dataRangeOf(u.roles, grants.dataRanges),
});

/** Loads a user and builds their session ticket; null when the user does not exist. */
export const buildSessionTicket = async (tx: TTx, userId: string): Promise<TSessionTicket | null> => {
  const u = await findUserById(tx, userId);
  return u ? ticketOf(u, await roleGrantsOf(tx, u)) : null;
};

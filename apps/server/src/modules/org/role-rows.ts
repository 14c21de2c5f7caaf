import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { OrgAction, RoleType, formatDateTime, type TRole, type TRoleOwner } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { roleGrantsOf } from './build-ticket.ts';
import { findUserById } from './find-user.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { companies, departments, jobs, roleOwners, roles, userGroups, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';

export type TRoleRow = typeof roles.$inferSelect;

export const toRole = (r: TRoleRow, ownerCount: number): TRole => ({
  RoleID: r.id,
  RoleCode: r.code,
  RoleName: r.name,
  RoleNameEn: r.nameEn,
  RoleCategory: r.category,
  DataRange: r.dataRange,
  ActionCodes: r.actionCodes,
  Remark: r.remark,
  OwnerCount: ownerCount,
  CreateTime: formatDateTime(r.createdAt),
  UpdateTime: formatDateTime(r.updatedAt),
});

export const ownerCounts = async (tx: TTx, roleIds: string[]): Promise<Map<string, number>> => {
  if (roleIds.length === 0) return new Map();
  const rows = await tx
    .select({ roleId: roleOwners.roleId, n: count() })
    .from(roleOwners)
    .where(inArray(roleOwners.roleId, roleIds))
    .groupBy(roleOwners.roleId);
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
};

export const isRoleAdmin = (ctx: TAuthedContext) => ctx.session.ticket.ActionCodes.includes(OrgAction.roles);

/** A role of the caller's company by id or code; refused when it is not there. */
export const findRole = async (
  tx: TTx,
  companyId: TScopedCompany,
  key: { RoleID?: string | undefined; RoleCode?: string | undefined },
): Promise<TRoleRow> => {
  const by: SQL = key.RoleID ? eq(roles.id, key.RoleID) : eq(roles.code, key.RoleCode ?? '');
  const [row] = await tx
    .select()
    .from(roles)
    .where(and(ofCompany(roles.companyId, companyId), by))
    .limit(1);
  if (!row) throw new BizError('messages.notExists');
  return row;
};

/** Ids of the roles a user holds, through any owner (themselves, job, group, department or company). */
export const heldRoleIds = async (tx: TTx, userId: string): Promise<string[]> => {
  const u = await findUserById(tx, userId);
  if (!u) return [];
  return (await roleGrantsOf(tx, u)).roleIds;
};

/** Names of owners, by type, for display. */
export const describeOwners = async (
  tx: TTx,
  companyId: TScopedCompany,
  owners: { ownerType: number; ownerId: string }[],
): Promise<TRoleOwner[]> => {
  const ids = (type: number) => owners.filter((o) => o.ownerType === type).map((o) => o.ownerId);
  const names = new Map<string, { name: string; superior: string }>();
  const put = (type: number, id: string, name: string, superior = '') => names.set(`${type}:${id}`, { name, superior });
  const userIds = ids(RoleType.User);
  if (userIds.length) {
    const rows = await tx
      .select({ id: users.id, name: users.name, dept: departments.name })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .where(and(ofCompany(users.companyId, companyId), inArray(users.id, userIds)));
    for (const r of rows) put(RoleType.User, r.id, r.name, r.dept ?? '');
  }
  const simple = async (type: number, table: typeof jobs | typeof userGroups) => {
    const list = ids(type);
    if (!list.length) return;
    const rows = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(and(ofCompany(table.companyId, companyId), inArray(table.id, list)));
    for (const r of rows) put(type, r.id, r.name);
  };
  await simple(RoleType.Jobs, jobs);
  await simple(RoleType.Group, userGroups);
  const deptIds = ids(RoleType.Department);
  if (deptIds.length) {
    const rows = await tx
      .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
      .from(departments)
      .where(and(ofCompany(departments.companyId, companyId), inArray(departments.id, deptIds)));
    const parents = await tx
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(
        and(
          ofCompany(departments.companyId, companyId),
          inArray(
            departments.id,
            rows.flatMap((r) => (r.parentId ? [r.parentId] : [])),
          ),
        ),
      );
    for (const r of rows) put(RoleType.Department, r.id, r.name, parents.find((p) => p.id === r.parentId)?.name ?? '');
  }
  if (ids(RoleType.Company).length) {
    const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    put(RoleType.Company, companyId, c?.name ?? '');
  }
  return owners.flatMap((o) => {
    const n = names.get(`${o.ownerType}:${o.ownerId}`);
    return n ? [{ OwnerType: o.ownerType, OwnerID: o.ownerId, OwnerName: n.name, Superior: n.superior }] : [];
  });
};

/** Keeps only owners that exist in the company (ids of another company are dropped, never granted). */
export const ownersInCompany = async (
  tx: TTx,
  companyId: TScopedCompany,
  ownerType: number,
  ownerIds: string[],
): Promise<string[]> => {
  const found = await describeOwners(
    tx,
    companyId,
    ownerIds.map((ownerId) => ({ ownerType, ownerId })),
  );
  return found.map((o) => o.OwnerID);
};

export const ownersOfRole = (tx: TTx, roleId: string) =>
  tx
    .select({ ownerType: roleOwners.ownerType, ownerId: roleOwners.ownerId })
    .from(roleOwners)
    .where(eq(roleOwners.roleId, roleId));

import { and, asc, eq, ilike, inArray, like, or } from 'drizzle-orm';
import {
  PAGE_SIZE_MAX,
  RoleCategory,
  RoleType,
  grantableActionCodes,
  type TCompanyKind,
  type TCallContract,
  type TRole,
  type TRoleOwner,
  type RoleDelete,
  type RoleOwners,
  type RoleSubscribe,
  type RoleUpdate,
} from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { departmentPath } from './departments.ts';
import { refreshCompanyTickets } from './refresh-tickets.ts';
import {
  describeOwners,
  findRole,
  heldRoleIds,
  isRoleAdmin,
  ownerCounts,
  ownersInCompany,
  ownersOfRole,
  toRole,
} from './role-rows.ts';
import { companies, departments, jobs, roleOwners, roles, userGroups, users } from './tables.ts';
import { ofCompany, ownCompany } from './tenancy.ts';

// The RoleInfo use cases (spec sections 6 and 7). Roles belong to the caller's own company; every change
// rebuilds the tickets of the company's open sessions in the same transaction, so rights change at once.

/** A call's payload after validation. */
type TIn<C extends TCallContract> = z.output<C['payload']>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const companyOf = (ctx: TAuthedContext) => ownCompany(ctx.session);

const companyKind = async (tx: TTx, companyId: string): Promise<TCompanyKind> => {
  const [c] = await tx.select({ type: companies.type }).from(companies).where(eq(companies.id, companyId));
  return (c?.type ?? 'Personal') as TCompanyKind;
};

export const roleNameList = async (ctx: TAuthedContext, p: { KeyWords?: string | undefined }) => {
  const mine = isRoleAdmin(ctx) ? undefined : await heldRoleIds(ctx.db, ctx.session.userId);
  if (mine && mine.length === 0) return [];
  const rows = await ctx.db
    .select({ RoleID: roles.id, RoleCode: roles.code, RoleName: roles.name, RoleNameEn: roles.nameEn })
    .from(roles)
    .where(
      and(
        ofCompany(roles.companyId, companyOf(ctx)),
        mine ? inArray(roles.id, mine) : undefined,
        p.KeyWords ? ilike(roles.name, `%${escapeLike(p.KeyWords)}%`) : undefined,
      ),
    )
    .orderBy(asc(roles.code));
  return rows.map((r) => ({
    RoleID: r.RoleID,
    RoleCode: r.RoleCode,
    RoleName: ctx.lang === 'en' && r.RoleNameEn ? r.RoleNameEn : r.RoleName,
  }));
};

export const roleDetails = async (ctx: TAuthedContext, key: { RoleID?: string; RoleCode?: string }): Promise<TRole> => {
  const row = await findRole(ctx.db, companyOf(ctx), key);
  // Anyone may read a role they hold (the per-user role screen); administrators read every role.
  if (!isRoleAdmin(ctx) && !(await heldRoleIds(ctx.db, ctx.session.userId)).includes(row.id))
    throw new BizError('messages.notExists');
  const counts = await ownerCounts(ctx.db, [row.id]);
  return toRole(row, counts.get(row.id) ?? 0);
};

export const saveRole = (ctx: TAuthedContext, p: TIn<typeof RoleUpdate>) =>
  ctx.db.transaction(async (tx) => {
    const companyId = companyOf(ctx);
    const grantable = new Set(grantableActionCodes(await companyKind(tx, companyId)));
    const codes = [...new Set(p.ActionCodes)];
    const refused = codes.filter((c) => !grantable.has(c));
    if (refused.length) throw new BizError('role.errors.actionNotGrantable', { codes: refused.join(', ') });
    const now = ctx.clock.now();
    const values = {
      code: p.RoleCode.trim(),
      name: p.RoleName.trim(),
      nameEn: (p.RoleNameEn ?? '').trim(),
      dataRange: Number(p.DataRange),
      actionCodes: codes,
      remark: (p.Remark ?? '').trim(),
      updatedAt: now,
    };
    let row;
    try {
      if (p.RoleID) {
        const existing = await findRole(tx, companyId, { RoleID: p.RoleID });
        if (existing.category === RoleCategory.System) throw new BizError('role.errors.systemRole');
        [row] = await tx.update(roles).set(values).where(eq(roles.id, existing.id)).returning();
      } else {
        [row] = await tx
          .insert(roles)
          .values({ ...values, companyId, category: RoleCategory.User, createdAt: now })
          .returning();
      }
    } catch (err) {
      if (isUniqueViolation(err, 'roles_code_uq')) throw new BizError('role.errors.codeTaken');
      throw err;
    }
    await refreshCompanyTickets(tx, companyId);
    ctx.succeed(p.RoleID ? 'messages.updated' : 'messages.added');
    const counts = await ownerCounts(tx, [row!.id]);
    return toRole(row!, counts.get(row!.id) ?? 0);
  });

export const roleOwnersOf = async (ctx: TAuthedContext, key: { RoleID?: string; RoleCode?: string }) => {
  const role = await findRole(ctx.db, companyOf(ctx), key);
  return describeOwners(ctx.db, companyOf(ctx), await ownersOfRole(ctx.db, role.id));
};

/** Candidates of one owner type in the caller's company, optionally by name and under a department. */
const candidates = async (
  ctx: TAuthedContext,
  type: number,
  opts: { keyWords?: string | undefined; underDepartment?: string | undefined; limit: number },
): Promise<TRoleOwner[]> => {
  const companyId = companyOf(ctx);
  const kw = opts.keyWords ? `%${escapeLike(opts.keyWords)}%` : undefined;
  const limit = Math.min(opts.limit, PAGE_SIZE_MAX);
  let ids: string[] = [];
  if (type === RoleType.User) {
    const path = opts.underDepartment ? await departmentPath(ctx.db, companyId, opts.underDepartment) : null;
    const rows = await ctx.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .where(
        and(
          ofCompany(users.companyId, companyId),
          eq(users.status, 'active'),
          kw ? or(ilike(users.name, kw), ilike(users.mobile, kw)) : undefined,
          opts.underDepartment ? (path ? like(departments.path, `${path}%`) : eq(users.id, '')) : undefined,
        ),
      )
      .orderBy(asc(users.name))
      .limit(limit);
    ids = rows.map((r) => r.id);
  } else if (type === RoleType.Department) {
    const path = opts.underDepartment ? await departmentPath(ctx.db, companyId, opts.underDepartment) : null;
    const rows = await ctx.db
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          ofCompany(departments.companyId, companyId),
          kw ? ilike(departments.name, kw) : undefined,
          opts.underDepartment ? like(departments.path, `${path ?? '-'}%`) : undefined,
        ),
      )
      .orderBy(asc(departments.path))
      .limit(limit);
    ids = rows.map((r) => r.id);
  } else if (type === RoleType.Jobs || type === RoleType.Group) {
    const table = type === RoleType.Jobs ? jobs : userGroups;
    const rows = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(ofCompany(table.companyId, companyId), kw ? ilike(table.name, kw) : undefined))
      .orderBy(asc(table.name))
      .limit(limit);
    ids = rows.map((r) => r.id);
  } else if (type === RoleType.Company) {
    ids = [companyId];
  }
  return describeOwners(
    ctx.db,
    companyId,
    ids.map((ownerId) => ({ ownerType: type, ownerId })),
  );
};

export const roleConsumers = (ctx: TAuthedContext, p: { RoleType: number; KeyWords?: string | undefined }) =>
  candidates(ctx, p.RoleType, { keyWords: p.KeyWords, limit: 200 });

export const roleOwnerCandidates = async (ctx: TAuthedContext, p: TIn<typeof RoleOwners>) => {
  const role = await findRole(ctx.db, companyOf(ctx), { RoleID: p.RoleID });
  const under = p.Superior && Number(p.Superior.RoleType) === RoleType.Department ? p.Superior.RootID : undefined;
  const list = await candidates(ctx, Number(p.RoleType), { underDepartment: under, limit: Number(p.PageSize ?? 50) });
  const owned = new Set(
    (await ownersOfRole(ctx.db, role.id)).filter((o) => o.ownerType === Number(p.RoleType)).map((o) => o.ownerId),
  );
  return list.map((o) => ({ ...o, Owned: owned.has(o.OwnerID) }));
};

export const subscribeRole = (ctx: TAuthedContext, p: TIn<typeof RoleSubscribe>) =>
  ctx.db.transaction(async (tx) => {
    const companyId = companyOf(ctx);
    const role = await findRole(tx, companyId, { RoleID: p.RoleID });
    const ownerType = Number(p.OwnerType);
    const valid = await ownersInCompany(tx, companyId, ownerType, [...new Set(p.OwnerIDs)]);
    if (valid.length !== new Set(p.OwnerIDs).size) throw new BizError('role.errors.ownerNotFound');
    const now = ctx.clock.now();
    await tx
      .insert(roleOwners)
      .values(valid.map((ownerId) => ({ roleId: role.id, companyId, ownerType, ownerId, createdAt: now })))
      .onConflictDoNothing();
    await refreshCompanyTickets(tx, companyId);
    ctx.succeed('role.messages.granted');
    return describeOwners(tx, companyId, await ownersOfRole(tx, role.id));
  });

export const clearRole = (ctx: TAuthedContext, roleId: string) =>
  ctx.db.transaction(async (tx) => {
    const role = await findRole(tx, companyOf(ctx), { RoleID: roleId });
    await tx.delete(roleOwners).where(eq(roleOwners.roleId, role.id));
    await refreshCompanyTickets(tx, companyOf(ctx));
    ctx.succeed('role.messages.cleared');
    return true;
  });

export const deleteRole = (ctx: TAuthedContext, p: TIn<typeof RoleDelete>) =>
  ctx.db.transaction(async (tx) => {
    const companyId = companyOf(ctx);
    const role = await findRole(tx, companyId, { RoleID: p.id });
    if (p.spaceID) {
      if (!p.ownerType) throw new BizError('role.validation.ownerType');
      const gone = await tx
        .delete(roleOwners)
        .where(
          and(
            eq(roleOwners.roleId, role.id),
            eq(roleOwners.ownerType, Number(p.ownerType)),
            eq(roleOwners.ownerId, p.spaceID),
          ),
        )
        .returning({ id: roleOwners.ownerId });
      if (gone.length === 0) throw new BizError('messages.notExists');
      ctx.succeed('role.messages.revoked');
    } else {
      if (role.category === RoleCategory.System) throw new BizError('role.errors.systemRole');
      await tx.delete(roles).where(eq(roles.id, role.id));
      ctx.succeed('messages.deleted');
    }
    await refreshCompanyTickets(tx, companyId);
    return true;
  });

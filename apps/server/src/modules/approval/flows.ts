import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import {
  conditionsView,
  formatDateTime,
  toStepDef,
  type TFlowInfo,
  type TFlowListItem,
  type TFlowStepDef,
  type ZFlowUpdateRequest,
} from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { BizError } from '../../platform/errors.ts';
import { companyRoles, departments, ofCompany, roleHolderIds, users } from '../org/index.ts';
import { activeInCompany, loadPeople } from './people.ts';
import { approvalFlowBindings, approvalFlows } from './tables.ts';

type TFlowRow = typeof approvalFlows.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The company a flow call acts on: the caller's own, or one they reach as TMC staff. */
export const flowCompany = (ctx: TAuthedContext, requested: string | undefined) =>
  ctx.tenancy.companyFor(ctx.db, ctx.session, requested ?? '');

const bindingCounts = async (db: TTx, ids: string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: approvalFlowBindings.flowId, n: count() })
    .from(approvalFlowBindings)
    .where(inArray(approvalFlowBindings.flowId, ids))
    .groupBy(approvalFlowBindings.flowId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
};

/** A flow for a reply, with the names of its roles and people. */
export const toFlowInfo = async (
  db: TTx,
  companyId: TScopedCompany,
  f: TFlowRow,
  lang: 'cn' | 'en',
): Promise<TFlowInfo> => {
  const people = await loadPeople(db, [...f.steps.flatMap((s) => s.UserIDs), ...f.followerIds]);
  const roleRows = f.steps.some((s) => s.RoleID) ? await companyRoles(db, companyId) : [];
  const roleName = (id: string) => {
    const r = roleRows.find((x) => x.id === id);
    return r ? (lang === 'en' && r.nameEn ? r.nameEn : r.name) : '';
  };
  const ref = (id: string) => ({ UserID: id, UserName: people.get(id)?.name ?? '' });
  const counts = await bindingCounts(db, [f.id]);
  return {
    FlowID: f.id,
    CompanyID: f.companyId,
    FlowName: f.name,
    Remark: f.remark,
    Enabled: f.enabled,
    Steps: f.steps.map((s) => ({
      StepName: s.StepName,
      ApproverType: s.ApproverType,
      RoleID: s.RoleID,
      RoleName: s.RoleID ? roleName(s.RoleID) : '',
      UserIDs: s.UserIDs,
      Users: s.UserIDs.map(ref),
      Mode: s.Mode,
      Conditions: conditionsView(s.Conditions),
    })),
    FollowerIDs: f.followerIds,
    Followers: f.followerIds.map(ref),
    BindingCount: counts.get(f.id) ?? 0,
    CreateTime: formatDateTime(f.createdAt),
    UpdateTime: formatDateTime(f.updatedAt),
  };
};

const findFlow = async (db: TTx, companyId: TScopedCompany, id: string) => {
  const [f] = await db
    .select()
    .from(approvalFlows)
    .where(and(eq(approvalFlows.id, id), ofCompany(approvalFlows.companyId, companyId)))
    .limit(1);
  if (!f) throw new BizError('approval.errors.flowNotFound');
  return f;
};

/** system/FlowInfo/List. */
export const listFlows = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; KeyWords?: string | undefined; PageNo: number; PageSize: number },
) => {
  const companyId = await flowCompany(ctx, p.CompanyID);
  const where = and(
    ofCompany(approvalFlows.companyId, companyId),
    p.KeyWords ? ilike(approvalFlows.name, `%${escapeLike(p.KeyWords)}%`) : undefined,
  );
  const PageSize = Math.min(p.PageSize, 200);
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(approvalFlows)
      .where(where)
      .orderBy(desc(approvalFlows.updatedAt), asc(approvalFlows.id))
      .limit(PageSize)
      .offset((p.PageNo - 1) * PageSize),
    ctx.db.select({ n: count() }).from(approvalFlows).where(where),
  ]);
  const counts = await bindingCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const Entities: TFlowListItem[] = rows.map((f) => ({
    FlowID: f.id,
    FlowName: f.name,
    Remark: f.remark,
    Enabled: f.enabled,
    StepCount: f.steps.length,
    StepNames: f.steps.map((s) => s.StepName),
    BindingCount: counts.get(f.id) ?? 0,
    UpdateTime: formatDateTime(f.updatedAt),
  }));
  return { Entities, RecordCount: Number(total[0]?.n ?? 0), PageNo: p.PageNo, PageSize };
};

/** GET system/FlowInfo/Details/:id. */
export const flowDetails = async (ctx: TAuthedContext, p: { id: string; CompanyID?: string | undefined }) => {
  const companyId = await flowCompany(ctx, p.CompanyID);
  return toFlowInfo(ctx.db, companyId, await findFlow(ctx.db, companyId, p.id), ctx.lang);
};

/**
 * system/FlowInfo/Update: creates or changes a flow. Named approvers and followers must be active people of the
 * company and a named role one of its roles; the name is unique in the company. Running approvals keep the steps
 * they started with.
 */
export const saveFlow = async (ctx: TAuthedContext, p: z.output<typeof ZFlowUpdateRequest>): Promise<TFlowInfo> => {
  const companyId = await flowCompany(ctx, p.CompanyID);
  const steps = p.Steps.map(toStepDef);
  const named = [...new Set([...steps.flatMap((s) => s.UserIDs), ...p.FollowerIDs])];
  const known = new Set(await activeInCompany(ctx.db, companyId, named));
  if (named.some((id) => !known.has(id))) throw new BizError('approval.errors.userNotFound');
  const roleIds = new Set((await companyRoles(ctx.db, companyId)).map((r) => r.id));
  if (steps.some((s) => s.ApproverType === 'Role' && !roleIds.has(s.RoleID)))
    throw new BizError('approval.errors.roleNotFound');
  const now = ctx.clock.now();
  const row = await saveFlowRow(ctx, companyId, p, steps, now);
  ctx.succeed('approval.messages.flowSaved');
  return toFlowInfo(ctx.db, companyId, row, ctx.lang);
};

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (e.code === '23505') return true;
  return false;
};

const saveFlowRow = async (
  ctx: TAuthedContext,
  companyId: TScopedCompany,
  p: z.output<typeof ZFlowUpdateRequest>,
  steps: TFlowStepDef[],
  now: Date,
): Promise<TFlowRow> => {
  const write = ctx.db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: approvalFlows.id })
      .from(approvalFlows)
      .where(
        and(
          ofCompany(approvalFlows.companyId, companyId),
          eq(approvalFlows.name, p.FlowName),
          p.FlowID ? ne(approvalFlows.id, p.FlowID) : undefined,
        ),
      )
      .limit(1);
    if (same) throw new BizError('approval.errors.flowNameTaken');
    const values = {
      name: p.FlowName,
      remark: p.Remark,
      enabled: p.Enabled,
      steps,
      followerIds: [...new Set(p.FollowerIDs)],
      updatedBy: ctx.session.userId,
      updatedAt: now,
    };
    if (p.FlowID) {
      await findFlow(tx, companyId, p.FlowID);
      const [f] = await tx
        .update(approvalFlows)
        .set(values)
        .where(and(eq(approvalFlows.id, p.FlowID), ofCompany(approvalFlows.companyId, companyId)))
        .returning();
      return f!;
    }
    const [f] = await tx
      .insert(approvalFlows)
      .values({ ...values, companyId, createdAt: now })
      .returning();
    return f!;
  });
  // Two saves of one name at the same moment: the unique index lets one through.
  return write.catch((err: unknown) => {
    if (isUniqueViolation(err)) throw new BizError('approval.errors.flowNameTaken');
    throw err;
  });
};

/** GET system/FlowInfo/Delete/:id: refused while a binding uses the flow. */
export const deleteFlow = async (ctx: TAuthedContext, p: { id: string; CompanyID?: string | undefined }) => {
  const companyId = await flowCompany(ctx, p.CompanyID);
  await ctx.db.transaction(async (tx) => {
    await findFlow(tx, companyId, p.id);
    const [used] = await tx
      .select({ id: approvalFlowBindings.flowId })
      .from(approvalFlowBindings)
      .where(eq(approvalFlowBindings.flowId, p.id))
      .limit(1);
    if (used) throw new BizError('approval.errors.flowInUse');
    await tx
      .delete(approvalFlows)
      .where(and(eq(approvalFlows.id, p.id), ofCompany(approvalFlows.companyId, companyId)));
  });
  ctx.succeed('approval.messages.flowDeleted');
  return { FlowID: p.id };
};

/** GET system/FlowInfo/Roles: the company's roles and how many active people hold each. */
export const flowRoles = async (ctx: TAuthedContext, p: { CompanyID?: string | undefined }) => {
  const companyId = await flowCompany(ctx, p.CompanyID);
  const roles = await companyRoles(ctx.db, companyId);
  const out = [];
  for (const r of roles)
    out.push({
      RoleID: r.id,
      RoleName: ctx.lang === 'en' && r.nameEn ? r.nameEn : r.name,
      HolderCount: (await roleHolderIds(ctx.db, companyId, r.id)).length,
    });
  return out;
};

/** POST system/FlowInfo/People: the company's active people by name (or the ones asked for by id). */
export const flowPeople = async (
  ctx: TAuthedContext,
  p: {
    CompanyID?: string | undefined;
    Key?: string | undefined;
    UserIDs?: string[] | undefined;
    PageNo: number;
    PageSize: number;
  },
) => {
  const companyId = await flowCompany(ctx, p.CompanyID);
  const key = p.Key ? `%${escapeLike(p.Key)}%` : undefined;
  const where = and(
    ofCompany(users.companyId, companyId),
    eq(users.status, 'active'),
    p.UserIDs?.length ? inArray(users.id, p.UserIDs) : undefined,
    key ? or(ilike(users.name, key), ilike(users.employeeNo, key), ilike(users.mobile, key)) : undefined,
  );
  const PageSize = Math.min(p.PageSize, 200);
  const [rows, total] = await Promise.all([
    ctx.db
      .select({
        UserID: users.id,
        UserName: users.name,
        DepartmentID: users.departmentId,
        DepartmentName: departments.name,
        JobTitle: users.jobTitle,
      })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(PageSize)
      .offset((p.PageNo - 1) * PageSize),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    Entities: rows.map((r) => ({ ...r, DepartmentID: r.DepartmentID ?? '', DepartmentName: r.DepartmentName ?? '' })),
    RecordCount: Number(total[0]?.n ?? 0),
    PageNo: p.PageNo,
    PageSize,
  };
};

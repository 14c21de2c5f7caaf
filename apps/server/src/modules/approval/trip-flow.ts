import { and, asc, eq, inArray, max } from 'drizzle-orm';
import {
  APPROVAL_SUBJECT_KINDS,
  formatDateTime,
  type TTripFlowDetail,
  type ZTripFlowUpdateRequest,
} from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { BizError } from '../../platform/errors.ts';
import { departments, ofCompany } from '../org/index.ts';
import { flowCompany } from './flows.ts';
import { companyName } from './people.ts';
import { approvalFlowBindings, approvalFlows } from './tables.ts';

const kindOrder = (k: string) => (APPROVAL_SUBJECT_KINDS as readonly string[]).indexOf(k);

/** A company's bindings and flows for the TripFlow screen. */
export const tripFlowOf = async (db: TTx, companyId: TScopedCompany, lang: 'cn' | 'en'): Promise<TTripFlowDetail> => {
  const [rows, flows, last] = await Promise.all([
    db
      .select({
        kind: approvalFlowBindings.subjectKind,
        departmentId: approvalFlowBindings.departmentId,
        flowId: approvalFlowBindings.flowId,
        flowName: approvalFlows.name,
        enabled: approvalFlows.enabled,
        departmentName: departments.name,
      })
      .from(approvalFlowBindings)
      .innerJoin(approvalFlows, eq(approvalFlows.id, approvalFlowBindings.flowId))
      .leftJoin(departments, eq(departments.id, approvalFlowBindings.departmentId))
      .where(ofCompany(approvalFlowBindings.companyId, companyId)),
    db
      .select({ FlowID: approvalFlows.id, FlowName: approvalFlows.name, Enabled: approvalFlows.enabled })
      .from(approvalFlows)
      .where(ofCompany(approvalFlows.companyId, companyId))
      .orderBy(asc(approvalFlows.name)),
    db
      .select({ at: max(approvalFlowBindings.updatedAt) })
      .from(approvalFlowBindings)
      .where(ofCompany(approvalFlowBindings.companyId, companyId)),
  ]);
  const Bindings = rows
    .map((r) => ({
      SubjectKind: r.kind,
      DepartmentID: r.departmentId,
      DepartmentName: r.departmentName ?? '',
      FlowID: r.flowId,
      FlowName: r.flowName,
      FlowEnabled: r.enabled,
    }))
    .sort(
      (a, b) =>
        kindOrder(a.SubjectKind) - kindOrder(b.SubjectKind) ||
        (a.DepartmentID === '' ? -1 : b.DepartmentID === '' ? 1 : a.DepartmentName.localeCompare(b.DepartmentName)),
    );
  const at = last[0]?.at;
  return {
    CompanyID: companyId,
    CompanyName: await companyName(db, companyId, lang),
    Bindings,
    Flows: flows,
    UpdateTime: at ? formatDateTime(at) : '',
  };
};

/** GET system/TripFlow/Detail. */
export const tripFlowDetail = async (ctx: TAuthedContext, p: { CompanyID?: string | undefined }) =>
  tripFlowOf(ctx.db, await flowCompany(ctx, p.CompanyID), ctx.lang);

/**
 * system/TripFlow/Update: replaces the company's bindings in one transaction. Flows and departments must be the
 * company's.
 */
export const saveTripFlow = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZTripFlowUpdateRequest>,
): Promise<TTripFlowDetail> => {
  const companyId = await flowCompany(ctx, p.CompanyID);
  const flowIds = [...new Set(p.Bindings.map((b) => b.FlowID))];
  const deptIds = [...new Set(p.Bindings.map((b) => b.DepartmentID).filter(Boolean))];
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (flowIds.length) {
      const found = await tx
        .select({ id: approvalFlows.id })
        .from(approvalFlows)
        .where(and(ofCompany(approvalFlows.companyId, companyId), inArray(approvalFlows.id, flowIds)));
      if (found.length !== flowIds.length) throw new BizError('approval.errors.flowNotFound');
    }
    if (deptIds.length) {
      const found = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(and(ofCompany(departments.companyId, companyId), inArray(departments.id, deptIds)));
      if (found.length !== deptIds.length) throw new BizError('approval.errors.departmentNotFound');
    }
    await tx.delete(approvalFlowBindings).where(ofCompany(approvalFlowBindings.companyId, companyId));
    if (p.Bindings.length)
      await tx.insert(approvalFlowBindings).values(
        p.Bindings.map((b) => ({
          companyId,
          subjectKind: b.SubjectKind,
          departmentId: b.DepartmentID,
          flowId: b.FlowID,
          updatedBy: ctx.session.userId,
          updatedAt: now,
        })),
      );
  });
  ctx.succeed('approval.messages.bindingsSaved');
  return tripFlowOf(ctx.db, companyId, ctx.lang);
};

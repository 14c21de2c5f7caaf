import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BTRIP_EDITABLE,
  BtripStatus,
  TripApprovalRule,
  verdictNeeds,
  type TBtripStatus,
  type TBtripSubmitRequest,
  type TBtripTask,
  type TLang,
} from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { startApproval } from '../approval/index.ts';
import { companyConfig, ownCompany } from '../org/index.ts';
import { evaluateTask, storedViolations } from './evaluate-task.ts';
import { btripTasks, type TBtripTaskRow } from './tables.ts';
import { loadOwnTask } from './task-access.ts';
import { reasonsOf } from './task-input.ts';
import { taskView, travellerIdsOf } from './task-view.ts';

/** The company's switches an application must meet before it goes to approval. */
const checkCompanyRules = async (tx: TTx, row: TBtripTaskRow, travellers: readonly string[]) => {
  const config = await companyConfig(tx, row.companyId);
  if (config.has(TripApprovalRule.BookForOthersDisabled) && travellers.some((id) => id !== row.creatorId))
    throw new BizError('btrip.errors.selfOnly');
  if (config.has(TripApprovalRule.TravelPurposeDisabled) && row.purposeId)
    throw new BizError('btrip.errors.purposeDisabled');
  if (config.travelPurposeRequired && !config.has(TripApprovalRule.TravelPurposeDisabled) && !row.purposeId)
    throw new BizError('btrip.errors.purposeRequired');
  if (config.costCenterRequired && !row.costCenterId) throw new BizError('btrip.errors.costCenterRequired');
  if (config.projectRequired && !row.projectId) throw new BizError('btrip.errors.projectRequired');
};

/**
 * Sends an application to approval, as the business story goes: the company's switches are met; the travel policy
 * judges the intended standards for every traveller under their own rule; a forbidden standard stops here; a
 * standard out of policy needs a valid violation reason; the application moves to Pending in one compare-and-set
 * on the status and version it was read with; and the approval flow starts, marked out of policy at level 5. When
 * no flow applies, the approval engine approves at once (onApproved issues the number in this transaction).
 */
export const submitRow = async (
  tx: TTx,
  deps: TDeps,
  lang: TLang,
  row: TBtripTaskRow,
  from: readonly TBtripStatus[],
): Promise<TBtripTaskRow> => {
  if (!from.includes(row.status)) throw new BizError('btrip.errors.stateChanged');
  const travellers = await travellerIdsOf(tx, row.id);
  await checkCompanyRules(tx, row, travellers);
  const verdict = await evaluateTask(tx, deps.clock, row.companyId, {
    travellers,
    legs: row.legs,
    services: row.services,
  });
  const needs = verdictNeeds(verdict.level);
  if (needs.forbidden) {
    const why = verdict.violations.find((v) => v.level === verdict.level)?.message[lang] ?? '';
    throw new BizError('btrip.errors.policyForbidden', { why });
  }
  // Every service out of policy at level 3 or 5 needs its reason; an "other" reason needs words.
  if (verdict.reasonServices.some((st) => !row.reasons.some((r) => r.ServiceType === st)))
    throw new BizError('btrip.errors.reasonRequired');
  const reasons = row.reasons.filter((r) => verdict.reasonServices.includes(r.ServiceType));
  if (reasons.some((r) => r.other && !r.text)) throw new BizError('btrip.errors.reasonTextRequired');
  const now = deps.clock.now();
  const [pending] = await tx
    .update(btripTasks)
    .set({
      status: BtripStatus.Pending,
      policyLevel: verdict.level,
      violations: storedViolations(verdict),
      // Reasons are kept only where the verdict asks for one.
      reasons,
      rejectReason: '',
      rejectedBy: null,
      rejectedAt: null,
      submittedAt: now,
      updatedAt: now,
      version: sql`${btripTasks.version} + 1`,
    })
    .where(
      and(
        eq(btripTasks.id, row.id),
        eq(btripTasks.status, row.status),
        eq(btripTasks.version, row.version),
        inArray(btripTasks.status, [...from]),
      ),
    )
    .returning();
  if (!pending) throw new BizError('btrip.errors.stateChanged');
  const started = await startApproval(tx, deps, {
    companyId: row.companyId,
    creatorId: row.creatorId,
    travellerIds: travellers,
    subject: { kind: 'btrip', id: row.id },
    facts: {
      ServiceTypes: row.services.map((s) => s.ServiceType),
      AmountFen: row.totalBudgetFen,
      OutOfPolicy: needs.outOfPolicy,
      International: row.international,
    },
    ...(row.costCenterId ? { costCenterId: row.costCenterId } : {}),
  });
  await tx.update(btripTasks).set({ instanceId: started.instanceId }).where(eq(btripTasks.id, row.id));
  const [after] = await tx.select().from(btripTasks).where(eq(btripTasks.id, row.id)).limit(1);
  return after!;
};

/** Task/Submit: the creator submits a draft, or a rejected or withdrawn application, as it was saved. */
export const submitTask = async (ctx: TAuthedContext, p: TBtripSubmitRequest): Promise<TBtripTask> =>
  ctx.db.transaction(async (tx) => {
    let row = await loadOwnTask(tx, ctx.session, p.TaskID);
    if (p.ViolationReasons !== undefined) {
      // The application is the caller's own (loadOwnTask), of their own company.
      const reasons = await reasonsOf(tx, ownCompany(ctx.session), row.services, p.ViolationReasons);
      const [changed] = await tx
        .update(btripTasks)
        .set({ reasons, version: sql`${btripTasks.version} + 1` })
        .where(and(eq(btripTasks.id, row.id), eq(btripTasks.version, row.version)))
        .returning();
      if (!changed) throw new BizError('btrip.errors.stateChanged');
      row = changed;
    }
    const submitted = await submitRow(tx, ctx, ctx.lang, row, BTRIP_EDITABLE);
    return taskView(tx, submitted, ctx.lang);
  });

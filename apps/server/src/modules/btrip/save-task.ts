import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  BTRIP_EDITABLE,
  BtripStatus,
  type TBtripTask,
  type TBtripTaskCorrectRequest,
  type TBtripTaskSaveRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TSession } from '../../platform/session.ts';
import { ownCompany } from '../org/index.ts';
import { submitRow } from './submit-task.ts';
import { btripAttachments, btripTasks, btripTaskTravellers, type TBtripTaskRow } from './tables.ts';
import { loadOwnTask } from './task-access.ts';
import { contentOf, type TTaskContent } from './task-input.ts';
import { taskView } from './task-view.ts';

const columnsOf = (c: TTaskContent) => ({
  legs: c.legs,
  startDate: c.startDate,
  endDate: c.endDate,
  international: c.international,
  route: c.route,
  purposeId: c.purposeId,
  purposeName: c.purposeName,
  purposeNameEn: c.purposeNameEn,
  services: c.services,
  totalBudgetFen: c.totalBudgetFen,
  costCenterId: c.costCenterId,
  projectId: c.projectId,
  remark: c.remark,
  reasons: c.reasons,
});

/** The travellers and attachments of an application become exactly the given ones. */
const linkParts = async (tx: TTx, s: TSession, taskId: string, c: TTaskContent) => {
  await tx.delete(btripTaskTravellers).where(eq(btripTaskTravellers.taskId, taskId));
  await tx.insert(btripTaskTravellers).values(c.travellers.map((userId, i) => ({ taskId, userId, orderBy: i })));
  // Files taken off the application are deleted; fresh uploads of the caller are linked.
  await tx
    .delete(btripAttachments)
    .where(
      and(
        eq(btripAttachments.taskId, taskId),
        c.attachments.length > 0 ? notInArray(btripAttachments.id, c.attachments) : undefined,
      ),
    );
  if (c.attachments.length > 0)
    await tx
      .update(btripAttachments)
      .set({ taskId })
      .where(
        and(
          inArray(btripAttachments.id, c.attachments),
          isNull(btripAttachments.taskId),
          eq(btripAttachments.uploadedBy, s.userId),
        ),
      );
};

/** Writes new content over an application in the given status (compare-and-set on status and version). */
const rewrite = async (
  tx: TTx,
  ctx: TAuthedContext,
  row: TBtripTaskRow,
  c: TTaskContent,
  set: Partial<typeof btripTasks.$inferInsert>,
): Promise<TBtripTaskRow> => {
  const [changed] = await tx
    .update(btripTasks)
    .set({ ...columnsOf(c), ...set, updatedAt: ctx.clock.now(), version: sql`${btripTasks.version} + 1` })
    .where(and(eq(btripTasks.id, row.id), eq(btripTasks.status, row.status), eq(btripTasks.version, row.version)))
    .returning();
  if (!changed) throw new BizError('btrip.errors.stateChanged');
  await linkParts(tx, ctx.session, row.id, c);
  return changed;
};

/**
 * Task/Save: a new application, or new content for one the caller created that is a draft, rejected or withdrawn
 * (it becomes a draft again). With Submit it goes to approval in the same transaction: when the policy or the
 * company's rules refuse it, nothing is written.
 */
export const saveTask = async (ctx: TAuthedContext, p: TBtripTaskSaveRequest): Promise<TBtripTask> =>
  ctx.db.transaction(async (tx) => {
    const s = ctx.session;
    const who = { companyId: ownCompany(s), userId: s.userId };
    let row: TBtripTaskRow;
    if (p.TaskID) {
      const current = await loadOwnTask(tx, s, p.TaskID);
      if (!BTRIP_EDITABLE.includes(current.status)) throw new BizError('btrip.errors.notEditable');
      const c = await contentOf(tx, ctx.clock, who, p, { taskId: current.id, mayHaveStarted: false });
      row = await rewrite(tx, ctx, current, c, { status: BtripStatus.Draft });
    } else {
      const c = await contentOf(tx, ctx.clock, who, p, { taskId: null, mayHaveStarted: false });
      const now = ctx.clock.now();
      const [created] = await tx
        .insert(btripTasks)
        .values({
          ...columnsOf(c),
          companyId: s.companyId,
          creatorId: s.userId,
          creatorDepartmentId: s.ticket.DepartmentID || null,
          status: BtripStatus.Draft,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      row = created!;
      await linkParts(tx, s, row.id, c);
    }
    if (p.Submit) row = await submitRow(tx, ctx, ctx.lang, row, [BtripStatus.Draft]);
    return taskView(tx, row, ctx.lang);
  });

/**
 * Task/Correct: the creator corrects an approved application. The new content replaces the old and goes through
 * the policy and a new approval round at once; the approval number stays and is valid again when it is approved.
 */
export const correctTask = async (ctx: TAuthedContext, p: TBtripTaskCorrectRequest): Promise<TBtripTask> =>
  ctx.db.transaction(async (tx) => {
    const s = ctx.session;
    const current = await loadOwnTask(tx, s, p.TaskID);
    if (current.status !== BtripStatus.Approved) throw new BizError('btrip.errors.notCorrectable');
    const c = await contentOf(tx, ctx.clock, { companyId: ownCompany(s), userId: s.userId }, p, {
      taskId: current.id,
      mayHaveStarted: true,
    });
    const rewritten = await rewrite(tx, ctx, current, c, { revision: current.revision + 1 });
    const row = await submitRow(tx, ctx, ctx.lang, rewritten, [BtripStatus.Approved]);
    return taskView(tx, row, ctx.lang);
  });

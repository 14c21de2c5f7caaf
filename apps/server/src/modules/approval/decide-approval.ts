import { eq } from 'drizzle-orm';
import { BusinessType, isOpenWorkStatus, type TApprovalDetails, type TWorkTask } from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { approvalOfTarget, approvalView, pendingPartOf } from './approval-details.ts';
import { decide, type TDecision } from './engine.ts';
import { approvalParticipants, workTasks, type TWorkTaskRow } from './tables.ts';
import { toWorkTask } from './work-tasks.ts';

/** What acting on a work task of one BusinessType means; approvals are built in, order tasks come later. */
export type TWorkTaskHandler = {
  resolve: (tx: TTx, deps: TDeps, task: TWorkTaskRow, userId: string) => Promise<{ messageIds: string[] }>;
  reject: (
    tx: TTx,
    deps: TDeps,
    task: TWorkTaskRow,
    userId: string,
    reason: string,
  ) => Promise<{ messageIds: string[] }>;
};

const taskHandlers = new Map<number, TWorkTaskHandler>();

/** Registers what WorkTask/Resolve and WorkTask/Reject do for tasks of a BusinessType (at module load). */
export const registerWorkTaskHandler = (businessType: number, h: TWorkTaskHandler): void => {
  taskHandlers.set(businessType, h);
};

const participantOfTask = async (tx: TTx, task: TWorkTaskRow) => {
  const [p] = task.sourceRef
    ? await tx.select().from(approvalParticipants).where(eq(approvalParticipants.id, task.sourceRef)).limit(1)
    : [];
  if (!p) throw new BizError('approval.errors.taskNotFound');
  return p;
};

const decideTask = async (tx: TTx, deps: TDeps, task: TWorkTaskRow, userId: string, d: TDecision) => {
  const { messageIds } = await decide(tx, deps, await participantOfTask(tx, task), userId, d);
  return { messageIds };
};

registerWorkTaskHandler(BusinessType.Approval, {
  resolve: (tx, deps, task, userId) => decideTask(tx, deps, task, userId, { approve: true }),
  reject: (tx, deps, task, userId, reason) => decideTask(tx, deps, task, userId, { approve: false, reason }),
});

/** btrip/Approval/Resolve and Reject: the caller decides their part of an approval, named by task or instance. */
export const decideApproval = async (
  ctx: TAuthedContext,
  p: { TaskID?: string | undefined; InstanceID?: string | undefined },
  d: TDecision,
): Promise<TApprovalDetails> => {
  const me = ctx.session.userId;
  const inst = await approvalOfTarget(ctx.db, ctx, ctx.session, p);
  const { instance } = await ctx.db.transaction(async (tx) => {
    let part;
    if (p.TaskID) {
      const [task] = await tx.select().from(workTasks).where(eq(workTasks.id, p.TaskID)).limit(1);
      part = task ? await participantOfTask(tx, task) : null;
    } else {
      part = await pendingPartOf(tx, inst, me);
    }
    if (!part) throw new BizError(inst.state === 'Pending' ? 'approval.errors.notYourTurn' : 'approval.errors.closed');
    return decide(tx, ctx, part, me, d);
  });
  ctx.succeed(d.approve ? 'approval.messages.approved' : 'approval.messages.rejected');
  return approvalView(ctx.db, instance, me, ctx.lang);
};

/** work/WorkTask/Resolve and Reject: the caller acts on one of their open tasks. */
export const actOnTask = async (ctx: TAuthedContext, id: string, reason: string | null): Promise<TWorkTask> => {
  const me = ctx.session.userId;
  await ctx.db.transaction(async (tx) => {
    const [task] = await tx.select().from(workTasks).where(eq(workTasks.id, id)).limit(1);
    if (!task || task.assigneeId !== me) throw new BizError('approval.errors.taskNotFound');
    if (!isOpenWorkStatus(task.businessStatus)) throw new BizError('approval.errors.taskClosed');
    const h = taskHandlers.get(task.businessType);
    if (!h) throw new BizError('approval.errors.taskUnsupported');
    return reason === null ? h.resolve(tx, ctx, task, me) : h.reject(tx, ctx, task, me, reason);
  });
  ctx.succeed(reason === null ? 'approval.messages.approved' : 'approval.messages.rejected');
  const [after] = await ctx.db.select().from(workTasks).where(eq(workTasks.id, id)).limit(1);
  return toWorkTask(after!, ctx.lang);
};

import { and, eq } from 'drizzle-orm';
import { ApprovalAction, type TApprovalDetails, type TLang } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TSession } from '../../platform/session.ts';
import { describeSubject } from './describe.ts';
import { loadPeople } from './people.ts';
import {
  approvalInstances,
  approvalParticipants,
  workTasks,
  type TInstanceRow,
  type TParticipantRow,
} from './tables.ts';
import { trailOf } from './trail.ts';

/** An approval by id; 400 when there is none. */
export const findInstance = async (db: TTx, id: string): Promise<TInstanceRow> => {
  const [inst] = await db.select().from(approvalInstances).where(eq(approvalInstances.id, id)).limit(1);
  if (!inst) throw new BizError('approval.errors.notFound');
  return inst;
};

/**
 * Whether a session may see an approval: its approvers, creator, followers and travellers, and whoever manages the
 * company's flows (its administrator, TMC staff who reach it).
 */
export const canSee = async (db: TTx, deps: Pick<TDeps, 'tenancy'>, s: TSession, inst: TInstanceRow) => {
  if (inst.creatorId === s.userId || inst.followerIds.includes(s.userId) || inst.travellerIds.includes(s.userId))
    return true;
  const [p] = await db
    .select({ id: approvalParticipants.id })
    .from(approvalParticipants)
    .where(and(eq(approvalParticipants.instanceId, inst.id), eq(approvalParticipants.userId, s.userId)))
    .limit(1);
  if (p) return true;
  if (!s.ticket.ActionCodes.includes(ApprovalAction.flows)) return false;
  try {
    return (await deps.tenancy.companyFor(db, s, inst.companyId)) === inst.companyId;
  } catch {
    return false;
  }
};

/** The caller's pending part of an approval's current step, or null. */
export const pendingPartOf = async (db: TTx, inst: TInstanceRow, userId: string): Promise<TParticipantRow | null> => {
  if (inst.state !== 'Pending') return null;
  const [p] = await db
    .select()
    .from(approvalParticipants)
    .where(
      and(
        eq(approvalParticipants.instanceId, inst.id),
        eq(approvalParticipants.stepNo, inst.currentStep),
        eq(approvalParticipants.userId, userId),
        eq(approvalParticipants.decision, 'Pending'),
      ),
    )
    .limit(1);
  return p ?? null;
};

/** One approval as its screens show it, for a caller (or for nobody in particular when userId is ''). */
export const approvalView = async (
  db: TTx,
  inst: TInstanceRow,
  userId: string,
  lang: TLang,
): Promise<TApprovalDetails> => {
  const [trail, subject, creator, mine] = await Promise.all([
    trailOf(db, inst),
    describeSubject(db, inst.subjectKind, inst.subjectId, lang),
    loadPeople(db, [inst.creatorId]),
    userId ? pendingPartOf(db, inst, userId) : Promise.resolve(null),
  ]);
  return {
    InstanceID: inst.id,
    CompanyID: inst.companyId,
    CreatorID: inst.creatorId,
    CreatorName: creator.get(inst.creatorId)?.name ?? '',
    FlowName: inst.flowName,
    Subject: subject,
    Trail: trail,
    CanDecide: mine !== null,
    CanWithdraw: inst.state === 'Pending' && inst.decisionCount === 0 && inst.creatorId === userId,
  };
};

/** The approval a task or an instance id names, for a caller who may see it. */
export const approvalOfTarget = async (
  db: TTx,
  deps: Pick<TDeps, 'tenancy'>,
  s: TSession,
  p: { TaskID?: string | undefined; InstanceID?: string | undefined },
): Promise<TInstanceRow> => {
  let id = p.InstanceID ?? '';
  if (p.TaskID) {
    const [task] = await db
      .select({ flowCode: workTasks.flowCode, assignee: workTasks.assigneeId })
      .from(workTasks)
      .where(eq(workTasks.id, p.TaskID))
      .limit(1);
    if (!task || task.assignee !== s.userId) throw new BizError('approval.errors.taskNotFound');
    id = task.flowCode;
  }
  const inst = await findInstance(db, id).catch(() => null);
  if (!inst || !(await canSee(db, deps, s, inst))) throw new BizError('approval.errors.notFound');
  return inst;
};

import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { BusinessType, ServiceType, WorkStatus, type TApprovalSubjectKind } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { subjectDescriber } from './describe.ts';
import { issueLink } from './links.ts';
import { askedTopic, stepTopic } from './notice-topics.ts';
import { notifyPerson } from './notify.ts';
import { loadPeople } from './people.ts';
import { subjectHandlers } from './subjects.ts';
import {
  approvalInstances,
  approvalParticipants,
  approvalSteps,
  workTasks,
  type TInstanceRow,
  type TParticipantRow,
} from './tables.ts';
import { openWorkTask, setWorkTaskStatus } from './work-tasks.ts';

// The approval engine's transitions. Every one runs in the caller's transaction and starts with a compare-and-set
// on the approval's row (state Pending, the expected current step), which also locks that row: two decisions on one
// approval take turns, and the second sees what the first did.

const SERVICE_OF_KIND: Record<TApprovalSubjectKind, number> = {
  btrip: ServiceType.Btrip,
  flight: ServiceType.Flight,
  hotel: ServiceType.Hotel,
  train: ServiceType.Train,
  car: ServiceType.Traffic,
};

const handlersOf = (kind: TApprovalSubjectKind) => {
  const h = subjectHandlers(kind);
  if (!h) throw new Error(`no approval subject handlers registered for ${kind}`);
  return h;
};

/** Everyone told of the outcome: the creator and the followers. */
const resultRecipients = (inst: TInstanceRow) => [...new Set([inst.creatorId, ...inst.followerIds])];

const creatorNameOf = async (tx: TTx, inst: TInstanceRow) =>
  (await loadPeople(tx, [inst.creatorId])).get(inst.creatorId)?.name ?? '';

/**
 * Approves the approval: the subject's onApproved runs (with the user whose decision ended it; none when no step
 * applied), the creator and followers are told.
 */
export const finishApproved = async (
  tx: TTx,
  deps: TDeps,
  inst: TInstanceRow,
  byUserId: string | null,
): Promise<string[]> => {
  const now = deps.clock.now();
  const [done] = await tx
    .update(approvalInstances)
    .set({
      state: 'Approved',
      currentStep: 0,
      finishedAt: now,
      updatedAt: now,
      version: sql`${approvalInstances.version} + 1`,
    })
    .where(and(eq(approvalInstances.id, inst.id), eq(approvalInstances.state, 'Pending')))
    .returning();
  if (!done) throw new BizError('approval.errors.closed');
  await handlersOf(inst.subjectKind).onApproved(tx, deps, inst.subjectId, { instanceId: inst.id, byUserId });
  const people = await loadPeople(tx, resultRecipients(inst));
  const subject = subjectDescriber(tx, inst.subjectKind, inst.subjectId);
  const ids: string[] = [];
  for (const p of people.values())
    ids.push(
      ...(await notifyPerson(tx, deps, {
        companyId: inst.companyId,
        to: p,
        template: 'approved',
        subject,
        params: {},
      })),
    );
  return ids;
};

/**
 * Starts the next step after `after` that is not skipped: its approvers are asked (a work task, a link and a message
 * each) and the followers told. With no such step the approval is approved.
 */
export const advance = async (
  tx: TTx,
  deps: TDeps,
  inst: TInstanceRow,
  after: number,
  byUserId: string | null = null,
): Promise<string[]> => {
  const [next] = await tx
    .select()
    .from(approvalSteps)
    .where(
      and(eq(approvalSteps.instanceId, inst.id), gt(approvalSteps.stepNo, after), eq(approvalSteps.state, 'Waiting')),
    )
    .orderBy(asc(approvalSteps.stepNo))
    .limit(1);
  if (!next) return finishApproved(tx, deps, inst, byUserId);

  const now = deps.clock.now();
  await tx
    .update(approvalSteps)
    .set({ state: 'Pending' })
    .where(
      and(
        eq(approvalSteps.instanceId, inst.id),
        eq(approvalSteps.stepNo, next.stepNo),
        eq(approvalSteps.state, 'Waiting'),
      ),
    );
  await tx
    .update(approvalInstances)
    .set({ currentStep: next.stepNo, updatedAt: now })
    .where(and(eq(approvalInstances.id, inst.id), eq(approvalInstances.state, 'Pending')));
  const asked = await tx
    .update(approvalParticipants)
    .set({ decision: 'Pending' })
    .where(
      and(
        eq(approvalParticipants.instanceId, inst.id),
        eq(approvalParticipants.stepNo, next.stepNo),
        sql`${approvalParticipants.decision} is null`,
      ),
    )
    .returning();

  const subject = subjectDescriber(tx, inst.subjectKind, inst.subjectId);
  const people = await loadPeople(tx, [...asked.map((a) => a.userId), ...inst.followerIds]);
  const creator = await creatorNameOf(tx, inst);
  const ids: string[] = [];
  for (const a of asked) {
    const p = people.get(a.userId);
    if (!p) continue;
    const view = await subject('cn');
    const viewEn = await subject('en');
    await openWorkTask(tx, deps, {
      companyId: inst.companyId,
      assigneeId: a.userId,
      businessType: BusinessType.Approval,
      serviceType: SERVICE_OF_KIND[inst.subjectKind],
      flowCode: inst.id,
      serviceId: inst.subjectId,
      businessStatus: WorkStatus.WaitApprove,
      title: view.Title,
      titleEn: viewEn.Title,
      number: view.No,
      summary: view.Summary,
      summaryEn: viewEn.Summary,
      url: view.Url,
      creatorName: creator,
      sourceRef: a.id,
    });
    const link = await issueLink(tx, deps, {
      participantId: a.id,
      instanceId: inst.id,
      stepNo: next.stepNo,
      userId: a.userId,
    });
    ids.push(
      ...(await notifyPerson(tx, deps, {
        companyId: inst.companyId,
        to: p,
        template: 'pending',
        subject,
        params: { approver: p.name, creator, step: next.name, link },
        topic: askedTopic(a.id),
      })),
    );
  }
  for (const f of inst.followerIds) {
    const p = people.get(f);
    if (p)
      ids.push(
        ...(await notifyPerson(tx, deps, {
          companyId: inst.companyId,
          to: p,
          template: 'follow',
          subject,
          params: { creator, step: next.name },
          topic: stepTopic(inst.id, next.stepNo),
        })),
      );
  }
  return ids;
};

/** Closes the open approval tasks of an approval's step (or of all its steps) that nobody needs any more. */
const cancelOpenTasks = async (tx: TTx, deps: TDeps, instanceId: string, participantIds?: string[]) => {
  if (participantIds && participantIds.length === 0) return;
  await setWorkTaskStatus(
    tx,
    deps,
    and(
      eq(workTasks.flowCode, instanceId),
      eq(workTasks.businessType, BusinessType.Approval),
      participantIds ? inArray(workTasks.sourceRef, participantIds) : undefined,
    )!,
    WorkStatus.Canceled,
  );
};

/** Takes back the question from the approvers of a step who have not answered (the step is over). */
const releaseUndecided = async (tx: TTx, deps: TDeps, instanceId: string, stepNo?: number) => {
  const released = await tx
    .update(approvalParticipants)
    .set({ decision: null })
    .where(
      and(
        eq(approvalParticipants.instanceId, instanceId),
        stepNo === undefined ? undefined : eq(approvalParticipants.stepNo, stepNo),
        eq(approvalParticipants.decision, 'Pending'),
      ),
    )
    .returning({ id: approvalParticipants.id, userId: approvalParticipants.userId });
  await cancelOpenTasks(
    tx,
    deps,
    instanceId,
    released.map((r) => r.id),
  );
  return released;
};

export type TDecision = { approve: true } | { approve: false; reason: string };

/**
 * An approver decides their part of the current step. Approve: an Any step (or an All step whose last approver this
 * is) is approved and the next step starts, or the approval is approved. Reject: the approval is rejected with the
 * reason. Refused when the approval is no longer pending, the step has moved on or the approver already answered.
 */
export const decide = async (
  tx: TTx,
  deps: TDeps,
  participant: Pick<TParticipantRow, 'id' | 'instanceId' | 'stepNo' | 'userId'>,
  byUserId: string,
  d: TDecision,
): Promise<{ instance: TInstanceRow; messageIds: string[] }> => {
  if (participant.userId !== byUserId) throw new BizError('approval.errors.notYourTurn');
  const now = deps.clock.now();
  // The compare-and-set that serialises decisions on this approval.
  const [inst] = await tx
    .update(approvalInstances)
    .set({
      decisionCount: sql`${approvalInstances.decisionCount} + 1`,
      version: sql`${approvalInstances.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(approvalInstances.id, participant.instanceId),
        eq(approvalInstances.state, 'Pending'),
        eq(approvalInstances.currentStep, participant.stepNo),
      ),
    )
    .returning();
  if (!inst) {
    const [now2] = await tx
      .select({ state: approvalInstances.state })
      .from(approvalInstances)
      .where(eq(approvalInstances.id, participant.instanceId));
    throw new BizError(now2?.state === 'Pending' ? 'approval.errors.alreadyDecided' : 'approval.errors.closed');
  }
  const [mine] = await tx
    .update(approvalParticipants)
    .set({ decision: d.approve ? 'Approved' : 'Rejected', reason: d.approve ? null : d.reason, decidedAt: now })
    .where(and(eq(approvalParticipants.id, participant.id), eq(approvalParticipants.decision, 'Pending')))
    .returning();
  if (!mine) throw new BizError('approval.errors.alreadyDecided');
  await setWorkTaskStatus(
    tx,
    deps,
    and(eq(workTasks.sourceRef, mine.id), eq(workTasks.businessType, BusinessType.Approval))!,
    d.approve ? WorkStatus.Finished : WorkStatus.Rejected,
    byUserId,
  );

  if (!d.approve) {
    await tx
      .update(approvalSteps)
      .set({ state: 'Rejected', decidedAt: now })
      .where(and(eq(approvalSteps.instanceId, inst.id), eq(approvalSteps.stepNo, mine.stepNo)));
    await releaseUndecided(tx, deps, inst.id);
    const [rejected] = await tx
      .update(approvalInstances)
      .set({ state: 'Rejected', currentStep: 0, finishedAt: now, updatedAt: now })
      .where(and(eq(approvalInstances.id, inst.id), eq(approvalInstances.state, 'Pending')))
      .returning();
    await handlersOf(inst.subjectKind).onRejected(tx, deps, inst.subjectId, {
      instanceId: inst.id,
      reason: d.reason,
      byUserId,
    });
    const people = await loadPeople(tx, resultRecipients(inst));
    const subject = subjectDescriber(tx, inst.subjectKind, inst.subjectId);
    const ids: string[] = [];
    for (const p of people.values())
      ids.push(
        ...(await notifyPerson(tx, deps, {
          companyId: inst.companyId,
          to: p,
          template: 'rejected',
          subject,
          params: { approver: mine.userName, reason: d.reason },
        })),
      );
    return { instance: rejected ?? inst, messageIds: ids };
  }

  const [step] = await tx
    .select()
    .from(approvalSteps)
    .where(and(eq(approvalSteps.instanceId, inst.id), eq(approvalSteps.stepNo, mine.stepNo)));
  const [waiting] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(approvalParticipants)
    .where(
      and(
        eq(approvalParticipants.instanceId, inst.id),
        eq(approvalParticipants.stepNo, mine.stepNo),
        eq(approvalParticipants.decision, 'Pending'),
      ),
    );
  if (step?.mode === 'All' && Number(waiting?.n ?? 0) > 0) return { instance: inst, messageIds: [] };
  await tx
    .update(approvalSteps)
    .set({ state: 'Approved', decidedAt: now })
    .where(and(eq(approvalSteps.instanceId, inst.id), eq(approvalSteps.stepNo, mine.stepNo)));
  await releaseUndecided(tx, deps, inst.id, mine.stepNo);
  const messageIds = await advance(tx, deps, inst, mine.stepNo, mine.userId);
  const [after] = await tx.select().from(approvalInstances).where(eq(approvalInstances.id, inst.id));
  return { instance: after ?? inst, messageIds };
};

/** Withdraws a pending approval before anyone decided: its open tasks close and the asked approvers are told. */
export const withdraw = async (tx: TTx, deps: TDeps, inst: TInstanceRow, byUserId: string): Promise<string[]> => {
  if (inst.creatorId !== byUserId) throw new BizError('approval.errors.notCreator');
  const now = deps.clock.now();
  const [done] = await tx
    .update(approvalInstances)
    .set({
      state: 'Withdrawn',
      currentStep: 0,
      finishedAt: now,
      updatedAt: now,
      version: sql`${approvalInstances.version} + 1`,
    })
    .where(
      and(
        eq(approvalInstances.id, inst.id),
        eq(approvalInstances.state, 'Pending'),
        eq(approvalInstances.decisionCount, 0),
        eq(approvalInstances.creatorId, byUserId),
      ),
    )
    .returning();
  if (!done) throw new BizError('approval.errors.cannotWithdraw');
  // The step that was being decided never was.
  await tx
    .update(approvalSteps)
    .set({ state: 'Waiting' })
    .where(and(eq(approvalSteps.instanceId, inst.id), eq(approvalSteps.state, 'Pending')));
  const released = await releaseUndecided(tx, deps, inst.id);
  await handlersOf(inst.subjectKind).onWithdrawn(tx, deps, inst.subjectId, { instanceId: inst.id });
  const people = await loadPeople(
    tx,
    released.map((r) => r.userId),
  );
  const subject = subjectDescriber(tx, inst.subjectKind, inst.subjectId);
  const creator = await creatorNameOf(tx, inst);
  const ids: string[] = [];
  for (const p of people.values())
    ids.push(
      ...(await notifyPerson(tx, deps, {
        companyId: inst.companyId,
        to: p,
        template: 'withdrawn',
        subject,
        params: { creator },
      })),
    );
  return ids;
};

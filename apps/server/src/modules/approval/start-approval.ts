import { and, eq, max } from 'drizzle-orm';
import { stepApplies, type TApprovalFacts, type TApprovalSubjectKind } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { advance } from './engine.ts';
import { applicableFlow } from './find-flow.ts';
import { activeInCompany, loadPeople } from './people.ts';
import { resolveStep, type TResolvedStep } from './resolve-approvers.ts';
import { subjectHandlers } from './subjects.ts';
import { approvalInstances, approvalParticipants, approvalSteps } from './tables.ts';

export type TStartApprovalInput = {
  companyId: string;
  creatorId: string;
  travellerIds: string[];
  subject: { kind: TApprovalSubjectKind; id: string };
  facts: TApprovalFacts;
  followerIds?: string[];
  /** The cost centre the subject is booked against: steps naming the cost-centre owner need it. */
  costCenterId?: string;
};

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (e.code === '23505') return true;
  return false;
};

/**
 * Starts a round of approval of a subject with the company's applicable flow: the steps whose conditions hold, each
 * with its approvers fixed now (travellers skipped, an empty step escalated to the company administrator). The first
 * step that is not skipped starts; with none the subject is approved at once (onApproved in the same transaction).
 */
export const startApproval = async (
  tx: TTx,
  deps: TDeps,
  input: TStartApprovalInput,
): Promise<{ instanceId: string; state: 'Pending' | 'Approved'; messageIds: string[] }> => {
  if (!subjectHandlers(input.subject.kind)) throw new Error(`no approval subject registered for ${input.subject.kind}`);
  const { companyId } = input;
  const travellerIds = [...new Set(input.travellerIds)];
  const primary = travellerIds[0] ?? input.creatorId;
  const people = await loadPeople(tx, [primary]);
  const flow = await applicableFlow(tx, companyId, input.subject.kind, people.get(primary)?.departmentId ?? null);

  const [last] = await tx
    .select({ round: max(approvalInstances.round) })
    .from(approvalInstances)
    .where(
      and(eq(approvalInstances.subjectKind, input.subject.kind), eq(approvalInstances.subjectId, input.subject.id)),
    );
  const [open] = await tx
    .select({ id: approvalInstances.id })
    .from(approvalInstances)
    .where(
      and(
        eq(approvalInstances.subjectKind, input.subject.kind),
        eq(approvalInstances.subjectId, input.subject.id),
        eq(approvalInstances.state, 'Pending'),
      ),
    )
    .limit(1);
  if (open) throw new BizError('approval.errors.alreadyPending');

  // The steps that apply, numbered 1.. in flow order, with their approvers.
  const planned: { name: string; mode: 'Any' | 'All'; resolved: TResolvedStep }[] = [];
  for (const step of flow?.steps ?? []) {
    if (!stepApplies(step.Conditions, input.facts)) continue;
    const resolved = await resolveStep(tx, step, {
      companyId,
      travellerIds,
      creatorId: input.creatorId,
      costCenterId: input.costCenterId,
    });
    if (resolved.approverIds.length === 0 && resolved.skippedIds.length === 0)
      throw new BizError('approval.errors.noApprover');
    planned.push({ name: step.StepName, mode: step.Mode, resolved });
  }

  const now = deps.clock.now();
  let inst;
  try {
    [inst] = await tx
      .insert(approvalInstances)
      .values({
        companyId,
        subjectKind: input.subject.kind,
        subjectId: input.subject.id,
        round: (last?.round ?? 0) + 1,
        flowId: flow?.id ?? null,
        flowName: flow?.name ?? '',
        state: 'Pending',
        currentStep: 0,
        creatorId: input.creatorId,
        travellerIds,
        followerIds: await activeInCompany(tx, companyId, [...(flow?.followerIds ?? []), ...(input.followerIds ?? [])]),
        facts: input.facts,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  } catch (err) {
    // Two starts of one subject at the same moment: the one-pending-round index lets one through.
    if (isUniqueViolation(err)) throw new BizError('approval.errors.alreadyPending');
    throw err;
  }
  if (!inst) throw new Error('approval instance not written');

  if (planned.length > 0) {
    await tx.insert(approvalSteps).values(
      planned.map((p, i) => ({
        instanceId: inst.id,
        stepNo: i + 1,
        name: p.name,
        mode: p.mode,
        state: p.resolved.approverIds.length > 0 ? ('Waiting' as const) : ('Skipped' as const),
        escalated: p.resolved.escalated,
      })),
    );
    const names = await loadPeople(
      tx,
      planned.flatMap((p) => [...p.resolved.approverIds, ...p.resolved.skippedIds]),
    );
    const rows = planned.flatMap((p, i) =>
      [
        ...p.resolved.approverIds.map((userId) => ({ userId, decision: null })),
        ...p.resolved.skippedIds.map((userId) => ({ userId, decision: 'Skipped' as const, decidedAt: now })),
      ].map((r) => ({ ...r, instanceId: inst.id, stepNo: i + 1, userName: names.get(r.userId)?.name ?? '' })),
    );
    if (rows.length > 0) await tx.insert(approvalParticipants).values(rows);
  }

  const messageIds = await advance(tx, deps, inst, 0);
  const [after] = await tx
    .select({ state: approvalInstances.state })
    .from(approvalInstances)
    .where(eq(approvalInstances.id, inst.id));
  return { instanceId: inst.id, state: after?.state === 'Approved' ? 'Approved' : 'Pending', messageIds };
};

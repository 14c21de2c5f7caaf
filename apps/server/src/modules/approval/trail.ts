import { and, asc, desc, eq } from 'drizzle-orm';
import {
  formatDateTime,
  type TApprovalSubjectKind,
  type TApprovalTrail,
  type TApprovalTrailStep,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { approvalInstances, approvalParticipants, approvalSteps, type TInstanceRow } from './tables.ts';

const at = (d: Date | null) => (d ? formatDateTime(d) : null);

/** The trail of one round: its steps in order with their approvers and decisions. */
export const trailOf = async (db: TTx, inst: TInstanceRow): Promise<TApprovalTrail> => {
  const [steps, people] = await Promise.all([
    db.select().from(approvalSteps).where(eq(approvalSteps.instanceId, inst.id)).orderBy(asc(approvalSteps.stepNo)),
    db
      .select()
      .from(approvalParticipants)
      .where(eq(approvalParticipants.instanceId, inst.id))
      .orderBy(asc(approvalParticipants.stepNo), asc(approvalParticipants.userName), asc(approvalParticipants.id)),
  ]);
  return {
    InstanceID: inst.id,
    State: inst.state,
    Round: inst.round,
    CreatedAt: formatDateTime(inst.createdAt),
    FinishedAt: at(inst.finishedAt),
    Steps: steps.map((s): TApprovalTrailStep => ({
      StepNo: s.stepNo,
      StepName: s.name,
      Mode: s.mode,
      // An escalated step shows so until it is decided.
      State: s.escalated && (s.state === 'Waiting' || s.state === 'Pending') ? 'Escalated' : s.state,
      Approvers: people
        .filter((p) => p.stepNo === s.stepNo)
        .map((p) => ({
          UserID: p.userId,
          UserName: p.userName,
          Decision: p.decision,
          Reason: p.reason,
          DecidedAt: at(p.decidedAt),
        })),
    })),
  };
};

/** The latest round of a subject, or null. */
export const latestInstance = async (
  db: TTx,
  subject: { kind: TApprovalSubjectKind; id: string },
): Promise<TInstanceRow | null> => {
  const [inst] = await db
    .select()
    .from(approvalInstances)
    .where(and(eq(approvalInstances.subjectKind, subject.kind), eq(approvalInstances.subjectId, subject.id)))
    .orderBy(desc(approvalInstances.round))
    .limit(1);
  return inst ?? null;
};

/** The latest round of a subject (null when none), for details screens. */
export const approvalTrail = async (
  db: TTx,
  subject: { kind: TApprovalSubjectKind; id: string },
): Promise<TApprovalTrail | null> => {
  const inst = await latestInstance(db, subject);
  return inst ? trailOf(db, inst) : null;
};

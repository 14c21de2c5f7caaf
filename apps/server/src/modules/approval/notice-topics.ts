import { and, eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import { registerMessageTopic, type TMessageTopic } from '../message/index.ts';
import { approvalInstances, approvalParticipants } from './tables.ts';

// What an approval notice is about, so that its delivery can tell it is over (ADR 0026): an approver's question is
// over once they answered, the step was decided by someone else, the approval ended (approved, rejected, withdrawn)
// or a new round replaced it; a follower's notice of a step is over once the approval left that step.

const ASKED = 'approval.asked';
const STEP = 'approval.step';

/** The question to one approver of a step (an approval_participants row). */
export const askedTopic = (participantId: string): TMessageTopic => ({ kind: ASKED, id: participantId });

/** A step of an approval, as its followers are told of it. */
export const stepTopic = (instanceId: string, stepNo: number): TMessageTopic => ({
  kind: STEP,
  id: `${stepNo}:${instanceId}`,
});

const stillAsked = async (db: TTx, participantId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: approvalParticipants.id })
    .from(approvalParticipants)
    .innerJoin(approvalInstances, eq(approvalInstances.id, approvalParticipants.instanceId))
    .where(
      and(
        eq(approvalParticipants.id, participantId),
        eq(approvalParticipants.decision, 'Pending'),
        eq(approvalInstances.state, 'Pending'),
        eq(approvalInstances.currentStep, approvalParticipants.stepNo),
      ),
    )
    .limit(1);
  return row !== undefined;
};

const stillAtStep = async (db: TTx, id: string): Promise<boolean> => {
  const at = id.indexOf(':');
  const [row] = await db
    .select({ id: approvalInstances.id })
    .from(approvalInstances)
    .where(
      and(
        eq(approvalInstances.id, id.slice(at + 1)),
        eq(approvalInstances.state, 'Pending'),
        eq(approvalInstances.currentStep, Number(id.slice(0, at))),
      ),
    )
    .limit(1);
  return row !== undefined;
};

registerMessageTopic(ASKED, stillAsked);
registerMessageTopic(STEP, stillAtStep);

import type { TApprovalSubjectKind } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { withdraw } from './engine.ts';
import { latestInstance } from './trail.ts';

/**
 * The creator withdraws the pending round of a subject; refused (400) when there is none, when the caller did not
 * create it, or after the first decision. Returns the outbox ids of the notices (their delivery jobs are in `tx`).
 */
export const withdrawApproval = async (
  tx: TTx,
  deps: TDeps,
  input: { subject: { kind: TApprovalSubjectKind; id: string }; userId: string },
): Promise<{ messageIds: string[] }> => {
  const inst = await latestInstance(tx, input.subject);
  if (!inst || inst.state !== 'Pending') throw new BizError('approval.errors.notPending');
  return { messageIds: await withdraw(tx, deps, inst, input.userId) };
};

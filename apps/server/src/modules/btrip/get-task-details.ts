import { BTRIP_EDITABLE, BtripStatus, type TBtripTaskDetails } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { approvalTrail } from '../approval/index.ts';
import { loadReadableTask } from './task-access.ts';
import { taskView } from './task-view.ts';

/** Task/Details: one application with the trail of its latest approval round and what the caller may do now. */
export const getTaskDetails = async (ctx: TAuthedContext, id: string): Promise<TBtripTaskDetails> => {
  const row = await loadReadableTask(ctx.db, ctx, ctx.session, id);
  const [view, trail] = await Promise.all([
    taskView(ctx.db, row, ctx.lang),
    row.instanceId ? approvalTrail(ctx.db, { kind: 'btrip', id: row.id }) : null,
  ]);
  const own = row.creatorId === ctx.session.userId && row.companyId === ctx.session.companyId;
  return {
    ...view,
    Trail: trail,
    CanEdit: own && BTRIP_EDITABLE.includes(row.status),
    // The approval engine refuses a withdrawal after the first decision.
    CanWithdraw:
      own &&
      row.status === BtripStatus.Pending &&
      !(trail?.Steps ?? []).some((s) =>
        s.Approvers.some((a) => a.Decision === 'Approved' || a.Decision === 'Rejected'),
      ),
    CanCorrect: own && row.status === BtripStatus.Approved,
  };
};

import { eq } from 'drizzle-orm';
import { BtripStatus, type TBtripTask } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { withdrawApproval } from '../approval/index.ts';
import { btripTasks } from './tables.ts';
import { loadOwnTask } from './task-access.ts';
import { taskView } from './task-view.ts';

/**
 * Task/Withdraw: the creator takes back a pending application before anyone has decided on it. The approval
 * engine ends the round and calls back onWithdrawn, which moves the application with a compare-and-set.
 */
export const withdrawTask = async (ctx: TAuthedContext, id: string): Promise<TBtripTask> =>
  ctx.db.transaction(async (tx) => {
    const row = await loadOwnTask(tx, ctx.session, id);
    if (row.status !== BtripStatus.Pending) throw new BizError('btrip.errors.notPending');
    await withdrawApproval(tx, ctx, { subject: { kind: 'btrip', id: row.id }, userId: ctx.session.userId });
    const [after] = await tx.select().from(btripTasks).where(eq(btripTasks.id, row.id)).limit(1);
    if (after?.status !== BtripStatus.Withdrawn) throw new BizError('btrip.errors.stateChanged');
    return taskView(tx, after, ctx.lang);
  });

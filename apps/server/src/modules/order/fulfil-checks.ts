import { eq } from 'drizzle-orm';
import { OrderStatus } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { lockStateOf, type TOrderRow } from './orders.ts';
import { orders } from './tables.ts';

/**
 * A step of the TMC side that moves no status (booking with the rail supplier, correcting goods): the order must be
 * in one of `statuses` (fulfilment by default) and the caller must hold its lock. The header row is locked for the
 * step, so a lock takeover cannot slip in.
 */
export const assertHoldsLock = async (
  tx: TTx,
  order: TOrderRow,
  userId: string,
  statuses: readonly number[] = [OrderStatus.WaitDispose],
): Promise<void> => {
  const [row] = await tx
    .select({ status: orders.status, lockHolderId: orders.lockHolderId })
    .from(orders)
    .where(eq(orders.id, order.id))
    .for('update');
  if (!row || !statuses.includes(row.status)) throw new BizError('order.errors.actionNotAllowed');
  const lock = lockStateOf(row, userId);
  if (lock === 'other') throw new BizError('order.errors.lockedByOther');
  if (lock === 'free') throw new BizError('order.errors.lockRequired');
};

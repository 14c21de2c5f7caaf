import { and, eq, sql } from 'drizzle-orm';
import { canTakeOverLock, type TOrderActor } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { loadOrder, writeHistory, type TOrderRow } from './orders.ts';
import { orders } from './tables.ts';
import { transitionOrder } from './transition-order.ts';

// Order locks (issue 6 section 1): TMC staff and suppliers lock an order before processing it, only the holder
// processes or unlocks it, and a supervisor takes a lock over. Lock and unlock are rows of the order table.

export type TLockOrderInput = {
  orderId: string;
  companyId?: TScopedCompany | undefined;
  actor: TOrderActor;
  userId: string;
  version?: number | undefined;
  now: Date;
};

/** Locks a free order for this TMC or supplier user. */
export const lockOrder = (tx: TTx, i: TLockOrderInput): Promise<TOrderRow> =>
  transitionOrder(tx, { ...i, action: 'lock' });

/** Releases the user's own lock. */
export const unlockOrder = (tx: TTx, i: TLockOrderInput): Promise<TOrderRow> =>
  transitionOrder(tx, { ...i, action: 'unlock' });

export type TTakeOverInput = {
  orderId: string;
  companyId?: TScopedCompany | undefined;
  userId: string;
  /** The user's account kinds (the ticket's Roles): supervisors and the platform operator may take over. */
  kinds: readonly string[];
  reason?: string | undefined;
  now: Date;
};

/** A supervisor takes over the lock another user holds; the history keeps whom it was taken from. */
export const takeOverOrderLock = async (tx: TTx, i: TTakeOverInput): Promise<TOrderRow> => {
  if (!canTakeOverLock(i.kinds)) throw new BizError('order.errors.takeoverDenied');
  const before = await loadOrder(tx, i.orderId, i.companyId);
  const holder = before.lockHolderId;
  if (holder === null) throw new BizError('order.errors.notLocked');
  if (holder === i.userId) throw new BizError('order.errors.alreadyLocked');
  const [order] = await tx
    .update(orders)
    .set({ lockHolderId: i.userId, lockedAt: i.now, version: sql`${orders.version} + 1`, updatedAt: i.now })
    .where(and(eq(orders.id, before.id), eq(orders.version, before.version), eq(orders.lockHolderId, holder)))
    .returning();
  if (!order) throw new BizError('order.errors.stateChanged');
  await writeHistory(tx, {
    orderId: order.id,
    action: 'lock',
    fromStatus: order.status,
    toStatus: order.status,
    actor: 'tmc',
    userId: i.userId,
    reason: i.reason?.trim() ?? '',
    detail: { takenFrom: holder },
    at: i.now,
  });
  return order;
};

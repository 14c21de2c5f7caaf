import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LOCK_BOUND_ACTORS, type TOrderAction, type TOrderActor, type TOrderStatus } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { ofCompany } from '../org/index.ts';
import { assertActorUser, loadOrder, lockStateOf, writeHistory, type TOrderRow } from './orders.ts';
import { orders } from './tables.ts';
import type { TOrderPatch } from './transition-order.ts';

// Patching an order's header without moving its status (docs/orders.md, "Corrections"): the TMC corrects prices or
// header data, the booker confirms a corrected price. Like a transition it is one compare-and-set — on id, version
// and status (and the lock holder for TMC staff and suppliers) — that bumps the version, plus a history entry with
// the actor, the time and a summary of the change. A header that changed since the caller read it is refused
// ("the order has changed"), never overwritten.

export type TPatchOrderInput = {
  orderId: string;
  /** Scopes the order to the company its access yielded: another company's order is "not found". */
  companyId?: TScopedCompany | undefined;
  actor: TOrderActor;
  /** The acting user; null for the system. */
  userId: string | null;
  /** The version the caller showed the user (or read in this transaction); any other now is refused as stale. */
  version: number;
  /** The statuses in which this correction is allowed; any other is "cannot do this in its current status". */
  statuses: readonly TOrderStatus[];
  set?: TOrderPatch | undefined;
  /** The history action: 'update' for a correction, or the table's action it stands for (confirmPrice). */
  action?: TOrderAction | 'update' | undefined;
  /** What changed, kept in the history entry's detail (e.g. { change: 'price', before, after }). */
  detail: Record<string, unknown>;
  reason?: string | undefined;
  now: Date;
};

/**
 * Patches the order's header under its version in the caller's transaction. Lock-bound actors (TMC staff, suppliers)
 * must hold the order's lock, as for the table's actions; the compare-and-set repeats that check, so a takeover
 * between the read and the write refuses the patch. Returns the updated header.
 */
export const patchOrder = async (tx: TTx, i: TPatchOrderInput): Promise<TOrderRow> => {
  assertActorUser(i.actor, i.userId);
  const before = await loadOrder(tx, i.orderId, i.companyId);
  if (i.version !== before.version) throw new BizError('order.errors.stateChanged');
  if (!i.statuses.includes(before.status as TOrderStatus)) throw new BizError('order.errors.actionNotAllowed');
  const bound = LOCK_BOUND_ACTORS.includes(i.actor);
  if (bound) {
    const lock = lockStateOf(before, i.userId);
    if (lock === 'other') throw new BizError('order.errors.lockedByOther');
    if (lock === 'free') throw new BizError('order.errors.lockRequired');
  }
  const where: SQL[] = [
    eq(orders.id, before.id),
    eq(orders.version, before.version),
    inArray(orders.status, [...i.statuses]),
  ];
  if (i.companyId !== undefined) where.push(ofCompany(orders.companyId, i.companyId));
  if (bound) where.push(eq(orders.lockHolderId, i.userId!));
  const [order] = await tx
    .update(orders)
    .set({ ...i.set, version: sql`${orders.version} + 1`, updatedAt: i.now })
    .where(and(...where))
    .returning();
  // Someone changed it between our read and our write: the caller reloads, nothing is applied twice.
  if (!order) throw new BizError('order.errors.stateChanged');
  await writeHistory(tx, {
    orderId: order.id,
    action: i.action ?? 'update',
    fromStatus: order.status,
    toStatus: order.status,
    actor: i.actor,
    userId: i.userId,
    reason: i.reason?.trim() ?? '',
    detail: i.detail,
    at: i.now,
  });
  return order;
};

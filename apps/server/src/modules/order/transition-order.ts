import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  findOrderTransition,
  type TOrderAction,
  type TOrderActor,
  type TOrderGuards,
  type TOrderStatus,
  type TOrderTransition,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { assertActorUser, assertLockAllows, loadOrder, lockStateOf, writeHistory, type TOrderRow } from './orders.ts';
import { orders } from './tables.ts';

/** Header columns a product may change together with a transition (amounts, links, summary). */
export type TOrderPatch = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'supplierId'
    | 'payMode'
    | 'accountType'
    | 'totalFen'
    | 'paidFen'
    | 'refundedFen'
    | 'serviceFeeFen'
    | 'dealId'
    | 'approvalId'
    | 'title'
    | 'travelDate'
    | 'travellerNames'
  >
>;

export type TTransitionOrderInput = {
  orderId: string;
  /** Scopes the order to a company: another company's order is "not found". */
  companyId?: string | undefined;
  action: TOrderAction;
  actor: TOrderActor;
  /** The acting user; null for the system. */
  userId: string | null;
  /** The guard values the table branches on (e.g. needsApproval from the company's rules). */
  guards?: TOrderGuards | undefined;
  reason?: string | undefined;
  /** The version the caller showed the user; a different one now is refused as stale. */
  version?: number | undefined;
  set?: TOrderPatch | undefined;
  detail?: Record<string, unknown> | undefined;
  now: Date;
};

export type TOrderMove = { before: TOrderRow; order: TOrderRow; row: TOrderTransition; reason: string };

/**
 * Checks a move against the table and the lock and applies it with one compare-and-set on status and version,
 * without writing history (transitionOrder and createAmend do). A status change releases the order's lock.
 */
export const moveOrder = async (tx: TTx, i: TTransitionOrderInput): Promise<TOrderMove> => {
  assertActorUser(i.actor, i.userId);
  const before = await loadOrder(tx, i.orderId, i.companyId);
  if (i.version !== undefined && i.version !== before.version) throw new BizError('order.errors.stateChanged');
  const from = before.status as TOrderStatus;
  const row = findOrderTransition(i.action, from, i.actor, i.guards);
  if (!row) throw new BizError('order.errors.actionNotAllowed');
  assertLockAllows(row, i.actor, lockStateOf(before, i.userId));
  const reason = i.reason?.trim() ?? '';
  if (row.reason && !reason) throw new BizError('order.errors.reasonRequired');

  const to = row.to === 'same' ? from : row.to;
  const lock =
    i.action === 'lock'
      ? { lockHolderId: i.userId, lockedAt: i.now }
      : i.action === 'unlock' || to !== from
        ? { lockHolderId: null, lockedAt: null }
        : {};
  const where: SQL[] = [eq(orders.id, before.id), eq(orders.status, from), eq(orders.version, before.version)];
  if (i.companyId !== undefined) where.push(eq(orders.companyId, i.companyId));
  const [order] = await tx
    .update(orders)
    .set({
      ...i.set,
      ...lock,
      status: to,
      ...(to !== from ? { statusReason: reason } : {}),
      version: sql`${orders.version} + 1`,
      updatedAt: i.now,
    })
    .where(and(...where))
    .returning();
  // Someone moved it between our read and our write: never apply a second time.
  if (!order) throw new BizError('order.errors.stateChanged');
  return { before, order, row, reason };
};

/**
 * Applies one action of the order table to an order, in the caller's transaction: the compare-and-set on status and
 * version (plus the company when given) and the history entry. The caller runs the side effects (ledger, work
 * tasks, messages, notifications) in the same transaction, so a refusal here rolls them back.
 */
export const transitionOrder = async (tx: TTx, i: TTransitionOrderInput): Promise<TOrderRow> => {
  const { before, order, reason } = await moveOrder(tx, i);
  await writeHistory(tx, {
    orderId: order.id,
    action: i.action,
    fromStatus: before.status,
    toStatus: order.status,
    actor: i.actor,
    userId: i.userId,
    reason,
    detail: i.detail ?? null,
    at: i.now,
  });
  return order;
};

import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  LOCK_BOUND_ACTORS,
  findAmendTransition,
  type TAmendGuards,
  type TAmendKind,
  type TAmendStatus,
  type TOrderAction,
  type TOrderActor,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { ofCompany } from '../org/index.ts';
import { loadAmend, sharedLockHolder, type TAmendRow } from './amends.ts';
import { assertActorUser, assertLockAllows, lockStateOf, writeHistory } from './orders.ts';
import { amends } from './tables.ts';

/** Amend columns a product may change together with a transition (the price check's amounts). */
export type TAmendPatch = Partial<
  Pick<typeof amends.$inferInsert, 'priceFen' | 'feeFen' | 'differenceFen' | 'refundFen' | 'serviceFeeFen'>
>;

export type TTransitionAmendInput = {
  amendId: string;
  /** Scopes the amend to the company its order's access yielded. */
  companyId?: TScopedCompany | undefined;
  action: TOrderAction;
  actor: TOrderActor;
  userId: string | null;
  guards?: TAmendGuards | undefined;
  reason?: string | undefined;
  version?: number | undefined;
  set?: TAmendPatch | undefined;
  detail?: Record<string, unknown> | undefined;
  now: Date;
};

/**
 * Applies one action of the amend table to an amend, in the caller's transaction: the compare-and-set on status and
 * version and the history entry (on the order's history, with the amend's id). TMC staff and suppliers act under
 * the order's lock. The caller runs the side effects (refund postings, price lines, messages) in the same
 * transaction.
 */
export const transitionAmend = async (tx: TTx, i: TTransitionAmendInput): Promise<TAmendRow> => {
  assertActorUser(i.actor, i.userId);
  const before = await loadAmend(tx, i.amendId, i.companyId);
  if (i.version !== undefined && i.version !== before.version) throw new BizError('order.errors.amendStateChanged');
  const from = before.status as TAmendStatus;
  const row = findAmendTransition(i.action, from, i.actor, before.kind as TAmendKind, i.guards);
  if (!row) throw new BizError('order.errors.amendActionNotAllowed');
  if (LOCK_BOUND_ACTORS.includes(i.actor)) {
    const holder = await sharedLockHolder(tx, before.orderId);
    assertLockAllows(row, i.actor, lockStateOf({ lockHolderId: holder }, i.userId));
  }
  const reason = i.reason?.trim() ?? '';
  if (row.reason && !reason) throw new BizError('order.errors.reasonRequired');

  const to = row.to === 'same' ? from : row.to;
  const where: SQL[] = [eq(amends.id, before.id), eq(amends.status, from), eq(amends.version, before.version)];
  if (i.companyId !== undefined) where.push(ofCompany(amends.companyId, i.companyId));
  const [amend] = await tx
    .update(amends)
    .set({
      ...i.set,
      status: to,
      ...(to !== from ? { statusReason: reason } : {}),
      version: sql`${amends.version} + 1`,
      updatedAt: i.now,
    })
    .where(and(...where))
    .returning();
  if (!amend) throw new BizError('order.errors.amendStateChanged');
  await writeHistory(tx, {
    orderId: amend.orderId,
    amendId: amend.id,
    action: i.action,
    fromStatus: from,
    toStatus: to,
    actor: i.actor,
    userId: i.userId,
    reason,
    detail: i.detail ?? null,
    at: i.now,
  });
  return amend;
};

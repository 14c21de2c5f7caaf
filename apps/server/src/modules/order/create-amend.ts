import { AMEND_INITIAL_STATUS, AMEND_OPENING_ACTION, type TAmendKind, type TOrderActor } from '@opentmc/contracts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import type { TTx } from '../../platform/db/database.ts';
import type { TAmendRow } from './amends.ts';
import { writeHistory } from './orders.ts';
import { amends } from './tables.ts';
import type { TAmendPatch } from './transition-amend.ts';
import { moveOrder, type TOrderPatch } from './transition-order.ts';

export type TCreateAmendInput = {
  orderId: string;
  /** The order's company as the caller's access yielded it. */
  companyId?: TScopedCompany | undefined;
  kind: TAmendKind;
  actor: TOrderActor;
  userId: string;
  /** The client's reason for the refund or change. */
  reason?: string | undefined;
  amounts?: TAmendPatch | undefined;
  /** Order columns changed with the opening move (e.g. refundedFen of an instant refund). */
  orderSet?: TOrderPatch | undefined;
  /** The order version the caller read; a different one now is refused as stale. */
  version?: number | undefined;
  now: Date;
};

/**
 * Opens a refund or a change on an order: the order table must allow its opening action (refund, amendCreate) to
 * this actor, which bumps the order's version (so it races cleanly with lock changes); the amend starts in
 * WaitSubmit, and its first history entry is that opening action.
 */
export const createAmend = async (tx: TTx, i: TCreateAmendInput): Promise<TAmendRow> => {
  const action = AMEND_OPENING_ACTION[i.kind];
  const { order } = await moveOrder(tx, {
    orderId: i.orderId,
    companyId: i.companyId,
    action,
    actor: i.actor,
    userId: i.userId,
    set: i.orderSet,
    version: i.version,
    now: i.now,
  });
  const [amend] = await tx
    .insert(amends)
    .values({
      ...i.amounts,
      orderId: order.id,
      companyId: order.companyId,
      kind: i.kind,
      status: AMEND_INITIAL_STATUS,
      reason: i.reason?.trim() ?? '',
      createdBy: i.userId,
      createdAt: i.now,
      updatedAt: i.now,
    })
    .returning();
  await writeHistory(tx, {
    orderId: order.id,
    amendId: amend!.id,
    action,
    fromStatus: null,
    toStatus: AMEND_INITIAL_STATUS,
    actor: i.actor,
    userId: i.userId,
    reason: i.reason?.trim() ?? '',
    at: i.now,
  });
  return amend!;
};

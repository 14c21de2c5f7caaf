import { and, eq, type SQL } from 'drizzle-orm';
import {
  allowedAmendActions,
  type TAmendKind,
  type TAmendStatus,
  type TOrderAction,
  type TOrderActor,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { ofCompany } from '../org/index.ts';
import { lockStateOf } from './orders.ts';
import { amends, orders } from './tables.ts';

// Reading amends, and the order lock as their transitions see it.

export type TAmendRow = typeof amends.$inferSelect;

/** The amend, within a company the scope yielded (its order's access) when one is given. */
export const loadAmend = async (tx: TTx, id: string, companyId?: TScopedCompany): Promise<TAmendRow> => {
  const where: SQL[] = [eq(amends.id, id)];
  if (companyId !== undefined) where.push(ofCompany(amends.companyId, companyId));
  const [row] = await tx
    .select()
    .from(amends)
    .where(and(...where))
    .limit(1);
  if (!row) throw new BizError('order.errors.amendNotFound');
  return row;
};

/**
 * The order's lock holder, read with FOR SHARE: a takeover or unlock committed meanwhile is seen, and none can
 * commit before this transaction does, so the amend moves under the lock it checked.
 */
export const sharedLockHolder = async (tx: TTx, orderId: string): Promise<string | null> => {
  const [row] = await tx
    .select({ lockHolderId: orders.lockHolderId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('share');
  if (!row) throw new BizError('order.errors.notFound');
  return row.lockHolderId;
};

/** The actions this user, in these actor roles, may take on the amend now (the order's lock as they see it). */
export const amendActionsFor = (
  amend: Pick<TAmendRow, 'status' | 'kind'>,
  order: { lockHolderId: string | null },
  actors: readonly TOrderActor[],
  userId: string | null,
): TOrderAction[] =>
  allowedAmendActions(amend.status as TAmendStatus, amend.kind as TAmendKind, actors, lockStateOf(order, userId));

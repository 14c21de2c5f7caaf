import { and, eq, type SQL } from 'drizzle-orm';
import {
  LOCK_BOUND_ACTORS,
  allowedOrderActions,
  lockAllows,
  type TLockState,
  type TOrderAction,
  type TOrderActor,
  type TLang,
  type TOrderHistoryAction,
  listText,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { ofCompany } from '../org/index.ts';
import { orderHistory, orders } from './tables.ts';

// Reading order headers and writing their history: shared by the use cases of this module.

export type TOrderRow = typeof orders.$inferSelect;
export type THistoryRow = typeof orderHistory.$inferSelect;

// The travellers' names as the header keeps them (traveller_names, searched by part of a name): joined by one
// separator no name holds, and read back as a list in the reader's language (issue 15: no "、" in English).
const TRAVELLER_SEPARATOR = '、';

/** The header's traveller_names of these names. */
export const joinTravellerNames = (names: readonly string[]): string => names.join(TRAVELLER_SEPARATOR);

/** The header's traveller_names as a list in the reader's language: 张三、李四 / 张三, 李四. */
export const travellerNamesIn = (stored: string, lang: TLang): string =>
  listText(lang, stored.split(TRAVELLER_SEPARATOR));

/** The order, within a company the scope yielded when one is given; a clear refusal when there is none. */
export const loadOrder = async (tx: TTx, id: string, companyId?: TScopedCompany): Promise<TOrderRow> => {
  const where: SQL[] = [eq(orders.id, id)];
  if (companyId !== undefined) where.push(ofCompany(orders.companyId, companyId));
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(...where))
    .limit(1);
  if (!row) throw new BizError('order.errors.notFound');
  return row;
};

/** The order's lock as this user sees it. */
export const lockStateOf = (order: { lockHolderId: string | null }, userId: string | null): TLockState =>
  order.lockHolderId === null ? 'free' : order.lockHolderId === userId ? 'mine' : 'other';

/** Refuses a row the lock does not allow this actor, saying why. */
export const assertLockAllows = (
  row: { lock?: 'free' | 'mine'; unlocked?: true },
  actor: TOrderActor,
  lock: TLockState,
): void => {
  if (lockAllows(row, actor, lock)) return;
  // A row for while nobody has taken the order up (the booker's cancel waiting for the supplier).
  if (row.unlocked && !LOCK_BOUND_ACTORS.includes(actor)) throw new BizError('order.errors.beingProcessed');
  if (lock === 'other') throw new BizError('order.errors.lockedByOther');
  throw new BizError((row.lock ?? 'mine') === 'free' ? 'order.errors.alreadyLocked' : 'order.errors.lockRequired');
};

/** A lock-bound actor must be a user: the lock names its holder. */
export const assertActorUser = (actor: TOrderActor, userId: string | null): void => {
  if (LOCK_BOUND_ACTORS.includes(actor) && !userId) throw new Error(`order actor ${actor} needs a user id`);
};

/** The actions this user, in these actor roles, may take on the order now (the buttons of its detail screen). */
export const orderActionsFor = (
  order: Pick<TOrderRow, 'status' | 'lockHolderId'>,
  actors: readonly TOrderActor[],
  userId: string | null,
): TOrderAction[] =>
  allowedOrderActions(order.status as Parameters<typeof allowedOrderActions>[0], actors, lockStateOf(order, userId));

export type THistoryEntry = {
  orderId: string;
  amendId?: string | null;
  /**
   * An OrderAction; 'create' for the first entry; 'update' for a header patch (patch-order.ts); 'paid' and
   * 'refunded' for money the ledger moved on the order's deals (deal-money.ts).
   */
  action: TOrderHistoryAction;
  fromStatus: number | null;
  toStatus: number;
  actor: TOrderActor;
  userId: string | null;
  reason?: string;
  detail?: Record<string, unknown> | null;
  at: Date;
};

export const writeHistory = async (tx: TTx, e: THistoryEntry): Promise<void> => {
  await tx.insert(orderHistory).values({
    orderId: e.orderId,
    amendId: e.amendId ?? null,
    action: e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    actor: e.actor,
    userId: e.userId,
    reason: e.reason ?? '',
    detail: e.detail ?? null,
    at: e.at,
  });
};

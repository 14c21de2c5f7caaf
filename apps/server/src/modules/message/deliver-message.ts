import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { TDeps } from '../../platform/calls/types.ts';
import { devAdapter, type TChannelAdapter } from './dev-adapter.ts';
import { notificationOutbox } from './tables.ts';

/** Delivery attempts before a message is given up as failed. */
export const MAX_ATTEMPTS = 5;
/** A delivery that took longer than this is considered crashed and is retried. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

type TDeliverDeps = Pick<TDeps, 'db' | 'clock' | 'config'>;

/**
 * Delivers one outbox row. The row is claimed with a compare-and-set, so two workers (or a job and
 * the sweeper) never deliver it at the same time; a delivered row is never claimed again.
 */
export const deliverMessage = async (
  deps: TDeliverDeps,
  id: string,
  adapter: TChannelAdapter = devAdapter,
): Promise<'sent' | 'failed' | 'retry' | 'skipped'> => {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(notificationOutbox)
    .set({ status: 'sending', attempts: sql`${notificationOutbox.attempts} + 1`, claimedAt: now })
    .where(
      and(
        eq(notificationOutbox.id, id),
        lt(notificationOutbox.attempts, MAX_ATTEMPTS),
        or(
          eq(notificationOutbox.status, 'pending'),
          and(
            eq(notificationOutbox.status, 'sending'),
            lt(notificationOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (!row) return 'skipped';
  try {
    await adapter.deliver(deps, row);
  } catch (err) {
    const failed = row.attempts >= MAX_ATTEMPTS;
    await deps.db
      .update(notificationOutbox)
      .set({ status: failed ? 'failed' : 'pending', lastError: String(err).slice(0, 500) })
      .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')));
    return failed ? 'failed' : 'retry';
  }
  await deps.db
    .update(notificationOutbox)
    .set({ status: 'sent', deliveredAt: deps.clock.now(), lastError: null })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')));
  return 'sent';
};

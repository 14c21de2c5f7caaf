import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { TDeps } from '../../platform/calls/types.ts';
import { deliverMessage, MAX_ATTEMPTS, STALE_CLAIM_MS } from './deliver-message.ts';
import { notificationOutbox } from './tables.ts';
import { queueName } from '../../platform/queues.ts';

export const SWEEP_QUEUE = queueName('message.sweep');
// A fresh row belongs to its own delivery job for this long before the sweeper steps in.
const PENDING_GRACE_MS = 30 * 1000;
const BATCH = 100;
// The outbox is a delivery queue, not an archive: sent rows (which may hold codes) go after a day.
const KEEP_SENT_MS = 24 * 60 * 60 * 1000;

/**
 * Redelivers outbox rows left pending (lost job, failed attempt) or stuck in a crashed delivery, and
 * deletes rows delivered (or not sent: the template is switched off, or the notice was obsolete) more than a day ago.
 */
export const sweepOutbox = async (deps: Pick<TDeps, 'db' | 'clock' | 'config'>): Promise<number> => {
  const now = deps.clock.now().getTime();
  // A delivery that crashed on its last attempt will not be tried again.
  await deps.db
    .update(notificationOutbox)
    .set({ status: 'failed', lastError: 'delivery did not finish' })
    .where(
      and(
        eq(notificationOutbox.status, 'sending'),
        gte(notificationOutbox.attempts, MAX_ATTEMPTS),
        lt(notificationOutbox.claimedAt, new Date(now - STALE_CLAIM_MS)),
      ),
    );
  const rows = await deps.db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        lt(notificationOutbox.attempts, MAX_ATTEMPTS),
        or(
          and(
            eq(notificationOutbox.status, 'pending'),
            lt(notificationOutbox.createdAt, new Date(now - PENDING_GRACE_MS)),
          ),
          and(
            eq(notificationOutbox.status, 'sending'),
            lt(notificationOutbox.claimedAt, new Date(now - STALE_CLAIM_MS)),
          ),
        ),
      ),
    )
    .orderBy(asc(notificationOutbox.createdAt))
    .limit(BATCH);
  let sent = 0;
  for (const r of rows) if ((await deliverMessage(deps, r.id)) === 'sent') sent++;
  await deps.db.delete(notificationOutbox).where(
    or(
      and(eq(notificationOutbox.status, 'sent'), lt(notificationOutbox.deliveredAt, new Date(now - KEEP_SENT_MS))),
      // Messages of a template the company switched off, or about something already over: kept a day to show why
      // nothing went out.
      and(
        inArray(notificationOutbox.status, ['disabled', 'obsolete']),
        lt(notificationOutbox.createdAt, new Date(now - KEEP_SENT_MS)),
      ),
    ),
  );
  return sent;
};

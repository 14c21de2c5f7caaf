import { and, eq, lt, or, sql } from 'drizzle-orm';
import { maskSecrets, messageTemplateOf } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import { devAdapter, type TChannelAdapter } from './dev-adapter.ts';
import { notificationOutbox } from './tables.ts';
import { topicIsCurrent } from './topics.ts';

/** Delivery attempts before a message is given up as failed. */
export const MAX_ATTEMPTS = 5;
/** A delivery that took longer than this is considered crashed and is retried. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

type TDeliverDeps = Pick<TDeps, 'db' | 'clock' | 'config'>;
type TOutboxRow = typeof notificationOutbox.$inferSelect;

/**
 * What a row keeps once it is done with (sent, or given up): its text and values with the secrets masked, so a
 * delivered code, password or link is not left in the database. A demo keeps them (the operator may read demo codes).
 */
const scrubbed = (deps: Pick<TDeps, 'config'>, row: TOutboxRow): Partial<TOutboxRow> =>
  deps.config.demo
    ? {}
    : { content: row.maskedContent, params: maskSecrets(messageTemplateOf(row.templateKey), row.params) };

/**
 * Delivers one outbox row. The row is claimed with a compare-and-set, so two workers (or a job and
 * the sweeper) never deliver it at the same time; a delivered row is never claimed again. A row about
 * a topic that is over by now (an approval step already decided) is not sent: it ends 'obsolete'.
 */
export const deliverMessage = async (
  deps: TDeliverDeps,
  id: string,
  adapter: TChannelAdapter = devAdapter,
): Promise<'sent' | 'failed' | 'retry' | 'skipped' | 'obsolete'> => {
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
    if (row.topicKind && !(await topicIsCurrent(deps.db, { kind: row.topicKind, id: row.topicId ?? '' }))) {
      await deps.db
        .update(notificationOutbox)
        .set({ status: 'obsolete', ...scrubbed(deps, row) })
        .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')));
      return 'obsolete';
    }
    await adapter.deliver(deps, row);
  } catch (err) {
    const failed = row.attempts >= MAX_ATTEMPTS;
    await deps.db
      .update(notificationOutbox)
      .set({
        status: failed ? 'failed' : 'pending',
        lastError: String(err).slice(0, 500),
        ...(failed ? scrubbed(deps, row) : {}),
      })
      .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')));
    return failed ? 'failed' : 'retry';
  }
  await deps.db
    .update(notificationOutbox)
    .set({ status: 'sent', deliveredAt: deps.clock.now(), lastError: null, ...scrubbed(deps, row) })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')));
  return 'sent';
};

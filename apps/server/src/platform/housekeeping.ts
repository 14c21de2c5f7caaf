import { lt } from 'drizzle-orm';
import type { TDeps } from './calls/types.ts';
import { purgeExpiredSessions } from './session.ts';
import { rateLimits } from './tables.ts';
import { queueName } from './queues.ts';

const QUEUE = queueName('platform.housekeeping');
// Rate-limit windows are at most a day long; older rows count for nothing.
const RATE_WINDOW_KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/** Deletes expired sessions and stale rate-limit windows. */
export const runHousekeeping = async (deps: Pick<TDeps, 'db' | 'clock'>): Promise<void> => {
  await purgeExpiredSessions(deps.db, deps.clock);
  await deps.db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(deps.clock.now().getTime() - RATE_WINDOW_KEEP_MS)));
};

/** Schedules housekeeping every 10 minutes on pg-boss. */
export const registerHousekeeping = async (deps: TDeps): Promise<void> => {
  await deps.jobs.work(QUEUE, () => runHousekeeping(deps));
  await deps.jobs.schedule(QUEUE, '*/10 * * * *');
};

import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from './db/database.ts';
import type { TClock } from './clock.ts';
import { BizError } from './errors.ts';
import { rateLimits } from './tables.ts';

export type TRateRule = { bucket: string; max: number; windowSeconds: number };

/**
 * Counts one hit against each rule (fixed windows, shared by every instance through the database)
 * and refuses with "too many requests" when any rule is over its limit.
 * The increment and the read are one atomic upsert, so concurrent hits are all counted.
 * Call it with the database, not inside a transaction that a refusal would roll back.
 */
export const hitRateLimits = async (tx: TTx, clock: TClock, rules: TRateRule[]): Promise<void> => {
  const now = clock.now().getTime();
  for (const r of rules) {
    const { windowStart, wait } = windowOf(r, now);
    const [row] = await tx
      .insert(rateLimits)
      .values({ bucket: r.bucket, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits });
    if ((row?.hits ?? 0) > r.max) throw tooMany(wait);
  }
};

/**
 * Refuses when a rule has already reached its maximum, without counting this request. Pair it with
 * hitRateLimits on failure to limit failures only (e.g. wrong passwords).
 */
export const assertUnderLimits = async (tx: TTx, clock: TClock, rules: TRateRule[]): Promise<void> => {
  const now = clock.now().getTime();
  for (const r of rules) {
    const { windowStart, wait } = windowOf(r, now);
    const [row] = await tx
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, r.bucket), eq(rateLimits.windowStart, windowStart)))
      .limit(1);
    if ((row?.hits ?? 0) >= r.max) throw tooMany(wait);
  }
};

/** The fixed window a moment falls in, and the seconds until it ends. */
const windowOf = (r: TRateRule, now: number) => {
  const windowMs = r.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { windowStart: new Date(start), wait: Math.ceil((start + windowMs - now) / 1000) };
};

const tooMany = (wait: number) =>
  new BizError('messages.tooManyRequests', { seconds: wait }, 400, { WaitSeconds: wait });

/** Forgets the hits of a bucket, e.g. failed logins after a successful one. */
export const clearRateLimit = async (tx: TTx, bucket: string): Promise<void> => {
  await tx.delete(rateLimits).where(sql`${rateLimits.bucket} = ${bucket}`);
};

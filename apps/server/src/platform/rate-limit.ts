import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TTx } from './db/database.ts';
import type { TClock } from './clock.ts';
import { BizError } from './errors.ts';
import { rateLimits } from './tables.ts';

export type TRateRule = { bucket: string; max: number; windowSeconds: number };

// Sliding windows (ADR 0028): a rule's window is cut into SLOTS slots, one counter row each, and a count is the sum of
// the last SLOTS slots. A hit is forgotten one window after its slot began (at most one slot early), never all at
// once when a clock window turns over. Only the current slot's row is ever written, with one atomic upsert, so
// concurrent hits are all counted and the older slots a count adds to it do not change under it.
const SLOTS = 15;

type TSlots = { slotMs: number; current: Date; oldest: Date };

/** The slots of a rule's window at a moment: the current slot's start and the oldest slot still counted. */
const slotsOf = (r: TRateRule, now: number): TSlots => {
  const slotMs = Math.max(1000, Math.ceil((r.windowSeconds * 1000) / SLOTS));
  const current = Math.floor(now / slotMs) * slotMs;
  return { slotMs, current: new Date(current), oldest: new Date(current - (SLOTS - 1) * slotMs) };
};

/** The counted slots of a bucket before the current one, oldest first. */
const olderSlots = (tx: TTx, r: TRateRule, s: TSlots) =>
  tx
    .select({ start: rateLimits.windowStart, hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, r.bucket),
        gte(rateLimits.windowStart, s.oldest),
        lt(rateLimits.windowStart, s.current),
      ),
    )
    .orderBy(asc(rateLimits.windowStart));

/** The hits of a bucket in its window now. */
const countOf = async (tx: TTx, r: TRateRule, s: TSlots): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${rateLimits.hits}), 0)::int` })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, r.bucket), gte(rateLimits.windowStart, s.oldest)));
  return Number(row?.n ?? 0);
};

/**
 * Seconds until a bucket holding `count` hits is back under `allowed`: until enough of its oldest slots have left
 * the window.
 */
const waitSeconds = async (tx: TTx, r: TRateRule, now: number, count: number, allowed: number): Promise<number> => {
  const s = slotsOf(r, now);
  const windowMs = SLOTS * s.slotMs;
  let dropped = 0;
  for (const slot of await olderSlots(tx, r, s)) {
    dropped += slot.hits;
    if (count - dropped <= allowed) return Math.max(1, Math.ceil((slot.start.getTime() + windowMs - now) / 1000));
  }
  return Math.max(1, Math.ceil((s.current.getTime() + windowMs - now) / 1000));
};

const tooMany = (wait: number) =>
  new BizError('messages.tooManyRequests', { seconds: wait }, 400, { WaitSeconds: wait });

/**
 * Counts one hit against each rule and returns each rule's count in its window, this hit included (shared by every
 * instance through the database). Call it with the database, not inside a transaction that a refusal would roll back.
 */
export const recordHits = async (tx: TTx, clock: TClock, rules: TRateRule[]): Promise<number[]> => {
  const now = clock.now().getTime();
  const counts: number[] = [];
  for (const r of rules) {
    const s = slotsOf(r, now);
    const [row] = await tx
      .insert(rateLimits)
      .values({ bucket: r.bucket, windowStart: s.current, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits });
    const older = (await olderSlots(tx, r, s)).reduce((n, x) => n + x.hits, 0);
    counts.push(older + (row?.hits ?? 0));
  }
  return counts;
};

/** Counts one hit against each rule and refuses with "too many requests" when any rule is over its limit. */
export const hitRateLimits = async (tx: TTx, clock: TClock, rules: TRateRule[]): Promise<void> => {
  const counts = await recordHits(tx, clock, rules);
  for (const [i, r] of rules.entries()) {
    const n = counts[i]!;
    if (n > r.max) throw tooMany(await waitSeconds(tx, r, clock.now().getTime(), n, r.max - 1));
  }
};

/** Each rule's count in its window now, without counting this request. */
export const currentCounts = async (tx: TTx, clock: TClock, rules: TRateRule[]): Promise<number[]> => {
  const now = clock.now().getTime();
  return Promise.all(rules.map((r) => countOf(tx, r, slotsOf(r, now))));
};

/**
 * Refuses when a rule has already reached its maximum, without counting this request. Pair it with
 * hitRateLimits on failure to limit failures only.
 */
export const assertUnderLimits = async (tx: TTx, clock: TClock, rules: TRateRule[]): Promise<void> => {
  const counts = await currentCounts(tx, clock, rules);
  for (const [i, r] of rules.entries()) {
    const n = counts[i]!;
    if (n >= r.max) throw tooMany(await waitSeconds(tx, r, clock.now().getTime(), n, r.max - 1));
  }
};

/** Forgets the hits of a bucket, e.g. a person's failed passwords after they got it right. */
export const clearRateLimit = async (tx: TTx, bucket: string): Promise<void> => {
  await tx.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
};

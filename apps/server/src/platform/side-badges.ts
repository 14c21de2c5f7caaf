import { SIDE_BADGE_KEYS, type TSideBadgeKey, type TSideBadges } from '@opentmc/contracts';
import type { TAuthedContext } from './calls/types.ts';

// The side menu's badge counters (side/Side/Badges; issue 16 section 1): a module feeds a badge by registering a
// counter under the badge's key (its TModule's `badges`, registered when the app is built; or registerSideBadge at
// run time), and the badge is the sum of its counters. The order engine feeds OrderChange with the refunds and
// changes of every product registered on it (one statement for all of them); approval WorkTask, message Sms, trade
// TradeReceipt. No module of the badges' call needs to know who feeds them.

/** Counts what waits on the caller for one badge, within what the caller may see. */
export type TSideBadgeCounter = (ctx: TAuthedContext) => Promise<number>;

/** A module's counters, by badge key. */
export type TSideBadgeCounters = Partial<Record<TSideBadgeKey, TSideBadgeCounter>>;

/** key → source (a module's name) → counter. */
const counters = new Map<TSideBadgeKey, Map<string, TSideBadgeCounter>>();

/**
 * Registers a counter of `source` under a badge (again under the same source: replaces it). Returns what takes it
 * back out (tests).
 */
export const registerSideBadge = (key: TSideBadgeKey, source: string, counter: TSideBadgeCounter): (() => void) => {
  const of = counters.get(key) ?? new Map<string, TSideBadgeCounter>();
  counters.set(key, of);
  of.set(source, counter);
  return () => {
    if (of.get(source) === counter) of.delete(source);
  };
};

/** Registers every counter of a module under its name. */
export const registerSideBadges = (source: string, badges: TSideBadgeCounters | undefined): void => {
  for (const key of SIDE_BADGE_KEYS) {
    const counter = badges?.[key];
    if (counter) registerSideBadge(key, source, counter);
  }
};

/** Every badge's count for the caller: the sum of its counters (0 when none feeds it). */
export const countSideBadges = async (ctx: TAuthedContext): Promise<TSideBadges> => {
  const sums = await Promise.all(
    SIDE_BADGE_KEYS.map(async (key) => {
      const counts = await Promise.all([...(counters.get(key)?.values() ?? [])].map((counter) => counter(ctx)));
      return [key, counts.reduce((a, b) => a + b, 0)] as const;
    }),
  );
  return Object.fromEntries(sums) as TSideBadges;
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../harness.ts';
import { BizError } from '../../src/platform/errors.ts';
import { assertUnderLimits, hitRateLimits, recordHits } from '../../src/platform/rate-limit.ts';

// Rate limits count over a sliding window (issue 14 item 3): hits are forgotten one window after they were made, not
// all at once when a fixed window turns over (which let a burst at the end of one window and another at the start of
// the next through, and reset a count at an arbitrary moment).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, workers: false });
});
afterAll(async () => t.close());

const MINUTE = 60 * 1000;
/** Refused with the seconds to wait, or null when allowed. */
const waitOf = async (p: Promise<void>): Promise<number | null> => {
  try {
    await p;
    return null;
  } catch (err) {
    if (!(err instanceof BizError) || err.key !== 'messages.tooManyRequests') throw err;
    return (err.result as { WaitSeconds: number }).WaitSeconds;
  }
};

describe('sliding-window rate limits', () => {
  it('keeps counting across the turn of a clock window, and forgets each hit one window after it', async () => {
    const { db } = t.app.deps;
    const rule = { bucket: 'test:sliding', max: 3, windowSeconds: 60 };
    // 50 s into a clock minute: a fixed window would start afresh 10 s later.
    t.clock.set(new Date(Math.ceil(Date.now() / MINUTE) * MINUTE + 50_000));
    for (let i = 0; i < 3; i++) expect(await waitOf(hitRateLimits(db, t.clock, [rule])), `hit ${i + 1}`).toBeNull();
    t.clock.advance(15_000);
    const wait = await waitOf(hitRateLimits(db, t.clock, [rule]));
    expect(wait).not.toBeNull();
    expect(wait!).toBeGreaterThan(40);
    expect(wait!).toBeLessThanOrEqual(45);
    expect(await waitOf(assertUnderLimits(db, t.clock, [rule]))).not.toBeNull();
    // One window after the first three hits they are gone; the refused one counts until its own window passes.
    t.clock.advance(45_000);
    expect(await recordHits(db, t.clock, [rule])).toEqual([2]);
    expect(await waitOf(hitRateLimits(db, t.clock, [rule]))).toBeNull();
    expect(await waitOf(hitRateLimits(db, t.clock, [rule]))).not.toBeNull();
  });

  it('reports the count of every rule it records a hit against', async () => {
    const { db } = t.app.deps;
    const a = { bucket: 'test:a', max: 10, windowSeconds: 900 };
    const b = { bucket: 'test:b', max: 10, windowSeconds: 900 };
    expect(await recordHits(db, t.clock, [a, b])).toEqual([1, 1]);
    t.clock.advance(5 * MINUTE);
    expect(await recordHits(db, t.clock, [a])).toEqual([2]);
    t.clock.advance(10 * MINUTE);
    expect(await recordHits(db, t.clock, [a, b])).toEqual([2, 1]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TTestApp } from '../harness.ts';
import { createSession, loadSession, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/platform/session.ts';
import { hitRateLimits } from '../../src/platform/rate-limit.ts';
import { runHousekeeping } from '../../src/platform/housekeeping.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, workers: false });
});
afterAll(async () => t.close());

const ticket = {
  CompanyID: 'c1',
  UserID: 'u1',
  UserName: 'U',
  CompanyName: 'C',
  FeatureCodes: [],
  Roles: [],
  ActionCodes: [],
};
const count = async (table: string) =>
  Number(
    (
      (await t.app.deps.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('sessions and housekeeping', () => {
  it('a session slides while used, ends after 2 h idle, and is purged', async () => {
    const { db } = t.app.deps;
    const id = await createSession(db, t.clock, { ticket });
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect(await loadSession(db, t.clock, id)).not.toBeNull();
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect(await loadSession(db, t.clock, id)).not.toBeNull();
    t.clock.advance(SESSION_IDLE_MS + 1);
    expect(await loadSession(db, t.clock, id)).toBeNull();
    await runHousekeeping(t.app.deps);
    expect(await count('sessions')).toBe(0);
  });

  it('a session used all the time still ends 7 days after login', async () => {
    const { db } = t.app.deps;
    const id = await createSession(db, t.clock, { ticket });
    for (let used = 0; used < SESSION_ABSOLUTE_MS - SESSION_IDLE_MS; used += SESSION_IDLE_MS / 2) {
      t.clock.advance(SESSION_IDLE_MS / 2);
      expect(await loadSession(db, t.clock, id)).not.toBeNull();
    }
    t.clock.advance(SESSION_IDLE_MS);
    expect(await loadSession(db, t.clock, id)).toBeNull();
  });

  it('rate-limit windows are counted atomically and old ones are purged', async () => {
    const { db } = t.app.deps;
    const rule = { bucket: 'test:x', max: 3, windowSeconds: 60 };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => hitRateLimits(db, t.clock, [rule])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2);
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    await runHousekeeping(t.app.deps);
    expect(await count('rate_limits')).toBe(0);
  });
});

describe('session cache', () => {
  it('serves a changed ticket at once and forgets a destroyed session at once', async () => {
    const { db } = t.app.deps;
    const { refreshUserTickets, destroyUserSessions } = await import('../../src/platform/session.ts');
    const id = await createSession(db, t.clock, { ticket: { ...ticket, UserID: 'u-cache' } });
    expect((await loadSession(db, t.clock, id))?.ticket.UserName).toBe('U');
    await refreshUserTickets(db, 'u-cache', { ...ticket, UserID: 'u-cache', UserName: 'Renamed' });
    expect((await loadSession(db, t.clock, id))?.ticket.UserName).toBe('Renamed');
    await destroyUserSessions(db, 'u-cache');
    expect(await loadSession(db, t.clock, id)).toBeNull();
  });

  it('notices a session row deleted behind its back when it next touches it', async () => {
    const { db } = t.app.deps;
    const id = await createSession(db, t.clock, { ticket: { ...ticket, UserID: 'u-gone' } });
    expect(await loadSession(db, t.clock, id)).not.toBeNull();
    await db.execute(sql`delete from sessions where user_id = 'u-gone'`);
    t.clock.advance(61_000);
    expect(await loadSession(db, t.clock, id)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTicketInfo, Logout, SESSION_COOKIE } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { rows, sessionCookie } from './helpers.ts';

// Sessions: 2 hours idle, 7 days in all; logout deletes the row; 511 without a session.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;
const alive = async (sid: string) => (await t.call(GetTicketInfo, {}, { session: sid })).isSucc;

describe('session lifetime', () => {
  it('GetTicketInfo without a session replies 511 in the caller language', async () => {
    const cn = await t.call(GetTicketInfo, {});
    expect(cn).toMatchObject({ isSucc: false, statusCode: 511, httpStatus: 511, message: '登录已失效，请重新登录' });
    const en = await t.call(GetTicketInfo, {}, { lang: 'en', session: 'made-up-session-id' });
    expect(en).toMatchObject({ statusCode: 511, message: 'Your session has expired, please log in again' });
  });

  it('ends after 2 hours idle, and use keeps it alive', async () => {
    const sid = await t.login('employee');
    t.clock.advance(HOUR + 59 * 60 * 1000);
    expect(await alive(sid)).toBe(true);
    t.clock.advance(HOUR + 59 * 60 * 1000);
    expect(await alive(sid)).toBe(true);
    t.clock.advance(2 * HOUR + 1000);
    expect(await alive(sid)).toBe(false);
  });

  it('ends after 7 days even when used all the time', async () => {
    const sid = await t.login('admin');
    const start = t.clock.now().getTime();
    while (t.clock.now().getTime() - start < 7 * 24 * HOUR - 2 * HOUR) {
      t.clock.advance(90 * 60 * 1000);
      expect(await alive(sid)).toBe(true);
    }
    t.clock.set(new Date(start + 7 * 24 * HOUR + 1000));
    expect(await alive(sid)).toBe(false);
  });

  it('logout deletes the session row and clears the cookie', async () => {
    const sid = await t.login('finance');
    const count = async () => Number((await rows<{ n: number }>(t, 'select count(*)::int as n from sessions'))[0]?.n);
    const before = await count();
    const r = await t.call(Logout, {}, { session: sid });
    expect(r).toMatchObject({ isSucc: true, statusCode: 200, result: null });
    expect(sessionCookie(r)).toBe('');
    expect(await count()).toBe(before - 1);
    expect(await alive(sid)).toBe(false);
  });

  it('logout works without a session', async () => {
    const r = await t.call(Logout, {});
    expect(r).toMatchObject({ isSucc: true, statusCode: 200 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/Security/Logout',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.json()).toMatchObject({ isSucc: true });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
  });

  it('logout needs the CSRF header, and a refused logout ends nothing', async () => {
    const sid = await t.login('approver');
    const r = await t.call(Logout, {}, { session: sid, noCsrfHeader: true });
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(await alive(sid)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Login } from '@opentmc/contracts';
import { createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';
import { minutes, sessionCookie } from './helpers.ts';

// Failed logins are limited per account (5 in 15 min) and per address (30 in 15 min).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(async () => t.close());

const fail = (account: string, lang: 'cn' | 'en' = 'cn') =>
  t.call(Login, { Account: account, Password: 'Wrong@2026' }, { lang });

describe('login rate limits', () => {
  it('locks an account after 5 failures, even for the right password, until the window ends', async () => {
    // Start at the beginning of a 15-minute window so the whole test stays inside it.
    t.clock.set(new Date(Math.ceil(Date.now() / minutes(15)) * minutes(15) + 1000));
    for (let i = 0; i < 5; i++) expect((await fail('sales')).message).toBe('账号或密码错误');
    const locked = await t.call(Login, { Account: 'sales', Password: DEMO_PASSWORD }, { lang: 'en' });
    expect(locked).toMatchObject({ isSucc: false, statusCode: 400, result: { WaitSeconds: expect.any(Number) } });
    expect(locked.message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
    expect(sessionCookie(locked)).toBeUndefined();
    const cn = await fail('sales');
    expect(cn.message).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    // The same person typing the mobile counts apart (another spelling of the account) ...
    expect((await t.call(Login, { Account: '13800000003', Password: DEMO_PASSWORD })).isSucc).toBe(true);
    // ... and other accounts are not affected.
    expect((await t.call(Login, { Account: 'service', Password: DEMO_PASSWORD })).isSucc).toBe(true);
    t.clock.advance(minutes(15));
    expect((await t.call(Login, { Account: 'sales', Password: DEMO_PASSWORD })).isSucc).toBe(true);
  });

  it('forgets an account failures after a successful login', async () => {
    t.clock.advance(minutes(15));
    for (let i = 0; i < 4; i++) await fail('finance');
    expect((await t.call(Login, { Account: 'finance', Password: DEMO_PASSWORD })).isSucc).toBe(true);
    for (let i = 0; i < 4; i++) expect((await fail('finance')).message).toBe('账号或密码错误');
    expect((await t.call(Login, { Account: 'finance', Password: DEMO_PASSWORD })).isSucc).toBe(true);
  });

  it('limits one address to 30 failures in 15 minutes across accounts', async () => {
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / minutes(15)) * minutes(15) + 1000));
    for (let i = 0; i < 30; i++) {
      const r = await fail(`nobody${i}`);
      expect(r.message, `failure ${i + 1}`).toBe('账号或密码错误');
    }
    const r = await t.call(Login, { Account: 'approver', Password: DEMO_PASSWORD }, { lang: 'en' });
    expect(r.message).toMatch(/^Too many attempts/);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/system/Security/Login',
      remoteAddress: '10.1.2.3',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `data=${encodeURIComponent(JSON.stringify({ Account: 'approver', Password: DEMO_PASSWORD }))}`,
    });
    expect(other.json()).toMatchObject({ isSucc: true });
    t.clock.advance(minutes(15));
    expect((await t.call(Login, { Account: 'approver', Password: DEMO_PASSWORD })).isSucc).toBe(true);
    // 31 password hashes (unknown accounts are hashed too, against timing): slow on a loaded 2-CPU machine.
  }, 120_000);
});

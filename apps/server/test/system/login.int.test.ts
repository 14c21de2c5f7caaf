import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTicketInfo, Login, SESSION_COOKIE } from '@opentmc/contracts';
import { createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';
import { rows, sessionCookie, tableCounts } from './helpers.ts';

// Security/Login by account and password: login name, mobile or email; the cookie; the ticket.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(async () => t.close());

const form = (payload: unknown) => `data=${encodeURIComponent(JSON.stringify(payload))}`;

describe('Security/Login with account and password', () => {
  it('accepts the login name, the mobile and the email, and returns the ticket info', async () => {
    for (const account of ['employee', '13800000008', 'employee@opentmc.local', 'EMPLOYEE', 'Employee@OpenTMC.local']) {
      const r = await t.call(Login, { Account: account, Password: DEMO_PASSWORD });
      expect(r, account).toMatchObject({ isSucc: true, statusCode: 200 });
      expect(r.result).toMatchObject({ UserName: '郑浩', CompanyName: '示例科技有限公司', FeatureCodes: ['Client'] });
      expect(sessionCookie(r)).toMatch(/^[\w-]{43}$/);
    }
  });

  it('sets SfsSes HttpOnly, SameSite=Lax, path / and not Secure over plain http', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/Security/Login',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ Account: 'admin', Password: DEMO_PASSWORD }),
    });
    const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c?.secure).toBeFalsy();
  });

  it('marks the cookie Secure when SECURE_COOKIES is on', async () => {
    const secure = await createTestApp({ workers: false, config: { secureCookies: true } });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/system/Security/Login',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ Account: 'admin', Password: DEMO_PASSWORD }),
      });
      expect(res.cookies.find((x) => x.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.close();
    }
  });

  it('answers in English with the English company name', async () => {
    const r = await t.call(Login, { Account: 'operator', Password: DEMO_PASSWORD }, { lang: 'en' });
    expect(r.result).toMatchObject({ CompanyName: 'OpenTMC Travel Services', FeatureCodes: ['Platform', 'Tmc'] });
  });

  it('issues a new session id at every login and ends the one the browser had', async () => {
    const first = await t.login('finance');
    const again = await t.call(Login, { Account: 'finance', Password: DEMO_PASSWORD }, { session: first });
    const second = sessionCookie(again)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await t.call(GetTicketInfo, {}, { session: first })).statusCode).toBe(511);
    expect((await t.call(GetTicketInfo, {}, { session: second })).isSucc).toBe(true);
  });

  it('also accepts the session id in the SfsSes header (app clients)', async () => {
    const sid = await t.login('approver');
    const r = await t.call(GetTicketInfo, {}, { headers: { SfsSes: sid } });
    expect(r.result).toMatchObject({ UserName: '吴刚' });
  });

  it('stores passwords as scrypt hashes, never in plain text', async () => {
    const users = await rows<{ password_hash: string }>(t, 'select password_hash from users');
    expect(users.length).toBe(11);
    for (const u of users) {
      expect(u.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      expect(u.password_hash).not.toContain(DEMO_PASSWORD);
    }
  });
});

describe('Security/Login refuses', () => {
  const cases: { name: string; payload: unknown; cn: string; en: string }[] = [
    {
      name: 'a wrong password',
      payload: { Account: 'sales', Password: 'Wrong@2026' },
      cn: '账号或密码错误',
      en: 'Wrong account or password',
    },
    {
      name: 'an unknown account (the same message)',
      payload: { Account: 'nobody', Password: DEMO_PASSWORD },
      cn: '账号或密码错误',
      en: 'Wrong account or password',
    },
    {
      name: 'a missing account',
      payload: { Password: DEMO_PASSWORD },
      cn: 'Account：请输入账号（登录名、手机号或邮箱）',
      en: 'Account: Please enter the account (login name, mobile or email)',
    },
    {
      name: 'an empty account',
      payload: { Account: '  ', Password: DEMO_PASSWORD },
      cn: 'Account：请输入账号（登录名、手机号或邮箱）',
      en: 'Account: Please enter the account (login name, mobile or email)',
    },
    {
      name: 'a missing password',
      payload: { Account: 'sales' },
      cn: 'Password：请输入密码',
      en: 'Password: Please enter the password',
    },
    {
      name: 'a malformed mobile for a code login',
      payload: { Mobile: '2380000000', Code: '123456' },
      cn: 'Mobile：手机号码格式错误',
      en: 'Mobile: Phone format error',
    },
    {
      name: 'a malformed code',
      payload: { Mobile: '13800000003', Code: '12ab' },
      cn: 'Code：验证码为 6 位数字',
      en: 'Code: The verification code is 6 digits',
    },
  ];
  for (const c of cases) {
    it(`${c.name}, in cn and en, and writes nothing`, async () => {
      const before = await tableCounts(t);
      const cn = await t.call(Login, c.payload, { lang: 'cn' });
      const en = await t.call(Login, c.payload, { lang: 'en' });
      expect(cn).toMatchObject({ isSucc: false, statusCode: 400, httpStatus: 400, message: c.cn });
      expect(en).toMatchObject({ isSucc: false, statusCode: 400, message: c.en });
      expect(sessionCookie(cn)).toBeUndefined();
      expect(await tableCounts(t)).toEqual(before);
    });
  }

  it('a disabled account, even with the right password', async () => {
    await rows(t, `update users set status = 'disabled' where login_name = 'supervisor'`);
    try {
      const r = await t.call(Login, { Account: 'supervisor', Password: DEMO_PASSWORD }, { lang: 'en' });
      expect(r).toMatchObject({ isSucc: false, message: 'This account is disabled, please contact the administrator' });
      expect(sessionCookie(r)).toBeUndefined();
    } finally {
      await rows(t, `update users set status = 'active' where login_name = 'supervisor'`);
    }
  });

  it('a CSRF attempt: no X-Requested-With, or a foreign Origin; no session is made', async () => {
    const before = await tableCounts(t);
    const noHeader = await t.call(Login, { Account: 'sales', Password: DEMO_PASSWORD }, { noCsrfHeader: true });
    expect(noHeader).toMatchObject({ isSucc: false, statusCode: 400, message: '请求来源无法验证，已拒绝' });
    const foreign = await t.call(
      Login,
      { Account: 'sales', Password: DEMO_PASSWORD },
      { headers: { origin: 'https://evil.example' }, lang: 'en' },
    );
    expect(foreign).toMatchObject({
      isSucc: false,
      message: 'The request origin could not be verified and was refused',
    });
    expect(sessionCookie(noHeader)).toBeUndefined();
    expect(sessionCookie(foreign)).toBeUndefined();
    expect(await tableCounts(t)).toEqual(before);
  });
});

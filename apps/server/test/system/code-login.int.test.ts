import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckCode, GetCaptcha, GetTicketInfo, Login, SendCode, type TCaptcha } from '@opentmc/contracts';
import { createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';
import { solveCaptcha } from '../captcha-solver.ts';
import { minutes, rows, sendAndReadCode, sessionCookie, tableCounts, wrongCode } from './helpers.ts';

// Login by mobile and dynamic code: codes work once, for 5 minutes, for their own mobile and purpose.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const loginCode = (mobile: string) => sendAndReadCode(t, SendCode, { Mobile: mobile }, mobile);

describe('Security/Login with mobile and code', () => {
  it('logs in with the code, which then is used up', async () => {
    const code = await loginCode('13800000008');
    const r = await t.call(Login, { Mobile: '13800000008', Code: code });
    expect(r).toMatchObject({ isSucc: true, result: { UserName: '郑浩' } });
    expect((await t.call(GetTicketInfo, {}, { session: sessionCookie(r) })).isSucc).toBe(true);
    const [row] = await rows<{ used_at: Date | null }>(
      t,
      `select used_at from verification_codes where destination = '13800000008' and purpose = 'Login'`,
    );
    expect(row!.used_at).not.toBeNull();

    const before = await tableCounts(t);
    const again = await t.call(Login, { Mobile: '13800000008', Code: code }, { lang: 'en' });
    expect(again).toMatchObject({
      isSucc: false,
      statusCode: 400,
      message: 'The verification code is no longer valid, please get a new one',
    });
    expect((await t.call(Login, { Mobile: '13800000008', Code: code })).message).toBe('验证码已失效，请重新获取');
    expect(sessionCookie(again)).toBeUndefined();
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses a code after 5 minutes', async () => {
    t.clock.advance(minutes(2));
    const code = await loginCode('13800000006');
    t.clock.advance(minutes(5));
    const r = await t.call(Login, { Mobile: '13800000006', Code: code });
    expect(r).toMatchObject({ isSucc: false, statusCode: 400, message: '验证码已失效，请重新获取' });
  });

  it('works just before 5 minutes', async () => {
    t.clock.advance(minutes(2));
    const code = await loginCode('13800000006');
    t.clock.advance(minutes(5) - 1000);
    expect((await t.call(Login, { Mobile: '13800000006', Code: code })).isSucc).toBe(true);
  });

  it('burns a code after 5 wrong tries', async () => {
    const code = await loginCode('13800000009');
    for (let i = 0; i < 5; i++) {
      const r = await t.call(
        CheckCode,
        { Mobile: '13800000009', Code: wrongCode(code), Purpose: 'Login' },
        { lang: i % 2 ? 'en' : 'cn' },
      );
      expect(r.message).toBe(i % 2 ? 'Wrong verification code' : '验证码错误');
    }
    const [row] = await rows<{ attempts: number }>(
      t,
      `select attempts from verification_codes where destination = '13800000009' and purpose = 'Login'`,
    );
    expect(row!.attempts).toBe(5);
    const r = await t.call(CheckCode, { Mobile: '13800000009', Code: code, Purpose: 'Login' });
    expect(r).toMatchObject({ isSucc: false, message: '验证码已失效，请重新获取' });
    expect((await t.call(Login, { Mobile: '13800000009', Code: code })).message).toBe('验证码已失效，请重新获取');
  });

  it('counts wrong codes as failed logins of the person: past 5 the login needs a captcha', async () => {
    t.clock.advance(minutes(15));
    const first = await loginCode('13800000005');
    for (let i = 0; i < 4; i++) await t.call(Login, { Mobile: '13800000005', Code: wrongCode(first) });
    // (A fifth wrong try would burn the code.) A new code is sent and typed wrong: five failures of the person.
    t.clock.advance(61 * 1000);
    const code = await loginCode('13800000005');
    const fifth = await t.call(Login, { Mobile: '13800000005', Code: wrongCode(code) });
    expect(fifth).toMatchObject({ message: '验证码错误', result: { NeedCaptcha: true } });
    const r = await t.call(Login, { Mobile: '13800000005', Code: code });
    expect(r).toMatchObject({ isSucc: false, message: '请输入图片中的字符', result: { NeedCaptcha: true } });
    // The same person's password counts with their codes, and the right code works with a captcha.
    expect((await t.call(Login, { Account: 'supplier', Password: DEMO_PASSWORD })).message).toBe('请输入图片中的字符');
    const c = (await t.call<TCaptcha>(GetCaptcha, {})).result!;
    const ok = await t.call(Login, {
      Mobile: '13800000005',
      Code: code,
      CaptchaID: c.CaptchaID,
      CaptchaCode: solveCaptcha(c.Image),
    });
    expect(ok.isSucc, ok.message).toBe(true);
  });

  it('replaces the old code on resend: only the newest works', async () => {
    t.clock.advance(minutes(15));
    const first = await loginCode('13800000007');
    t.clock.advance(61 * 1000);
    const second = await loginCode('13800000007');
    if (first !== second) {
      expect((await t.call(Login, { Mobile: '13800000007', Code: first })).message).toBe('验证码错误');
    }
    expect((await t.call(Login, { Mobile: '13800000007', Code: second })).isSucc).toBe(true);
  });

  it('a code works only for its own mobile and purpose', async () => {
    t.clock.advance(minutes(15));
    const code = await loginCode('13800000002');
    // Another mobile with no code of its own.
    expect((await t.call(Login, { Mobile: '13800000003', Code: code })).message).toBe('验证码已失效，请重新获取');
    // A reset code is no login code.
    const reset = await sendAndReadCode(t, SendCode, { Mobile: '13800000001', Purpose: 'ResetPwd' }, '13800000001');
    expect((await t.call(Login, { Mobile: '13800000001', Code: reset })).message).toBe('验证码已失效，请重新获取');
    expect((await t.call(Login, { Mobile: '13800000002', Code: code })).isSucc).toBe(true);
  });

  it('refuses a disabled account', async () => {
    t.clock.advance(minutes(15));
    const code = await loginCode('13800000003');
    await rows(t, `update users set status = 'disabled' where mobile = '13800000003'`);
    const r = await t.call(Login, { Mobile: '13800000003', Code: code }, { lang: 'en' });
    expect(r.message).toBe('This account is disabled, please contact the administrator');
    expect((await t.call(SendCode, { Mobile: '13800000003' }, { lang: 'en' })).message).toBe(
      'This account is disabled, please contact the administrator',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckAccount,
  CheckCode,
  GetCaptcha,
  GetTicketInfo,
  Login,
  ResetPwd,
  SendCode,
  type TCaptcha,
} from '@opentmc/contracts';
import { createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';
import { solveCaptcha } from '../captcha-solver.ts';
import { minutes, rows, sendAndReadCode, sessionCookie, tableCounts, wrongCode } from './helpers.ts';

// The password reset in 4 steps (account, verification, new password, done), and the password change.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW = 'Reset#2026ab';
const alive = async (sid: string) => (await t.call(GetTicketInfo, {}, { session: sid })).isSucc;

/** Steps 1 and 2: check the account, send a code to its mobile or email, trade the code for a token. */
const verify = async (account: string, channel: 'mobile' | 'email', to: string) => {
  const code = await sendAndReadCode(t, SendCode, { Account: account, Channel: channel }, to);
  const r = await t.call<{ Token: string }>(CheckCode, {
    Account: account,
    Channel: channel,
    Code: code,
    Purpose: 'ResetPwd',
  });
  expect(r).toMatchObject({ isSucc: true });
  return r.result!.Token;
};

describe('Security/CheckAccount', () => {
  it('tells whether the account exists, with masked mobile and email', async () => {
    const r = await t.call(CheckAccount, { Account: 'employee' });
    expect(r).toMatchObject({
      isSucc: true,
      result: { Exists: true, Mobile: '138****0008', Email: 'e***e@opentmc.local' },
    });
    expect((await t.call(CheckAccount, { Account: '13800000001' })).result).toMatchObject({ Exists: true });
    expect((await t.call(CheckAccount, { Account: 'nobody' })).result).toEqual({
      Exists: false,
      Mobile: '',
      Email: '',
    });
  });

  it('refuses an empty account in cn and en', async () => {
    expect((await t.call(CheckAccount, { Account: '' })).message).toBe('Account：请输入账号（登录名、手机号或邮箱）');
    expect((await t.call(CheckAccount, {}, { lang: 'en' })).message).toBe(
      'Account: Please enter the account (login name, mobile or email)',
    );
  });
});

describe('Security/ResetPwd with a reset token', () => {
  it('resets the password by mobile code and ends every session of the user', async () => {
    const s1 = await t.login('employee');
    const s2 = await t.login('employee@opentmc.local');
    const other = await t.login('finance');
    const token = await verify('employee', 'mobile', '13800000008');
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await rows<{ token_hash: string }>(t, 'select token_hash from password_reset_tokens');
    expect(stored.map((x) => x.token_hash)).not.toContain(token);

    const r = await t.call(
      ResetPwd,
      { Account: 'employee', Token: token, Password: NEW, ConfirmPassword: NEW },
      { session: s1 },
    );
    expect(r).toMatchObject({ isSucc: true, statusCode: 200, message: '密码修改成功', result: null });
    expect(sessionCookie(r)).toBe('');
    expect(await alive(s1)).toBe(false);
    expect(await alive(s2)).toBe(false);
    expect(await alive(other)).toBe(true);
    expect((await t.call(Login, { Account: 'employee', Password: DEMO_PASSWORD })).message).toBe('账号或密码错误');
    expect(await t.login('employee', NEW)).toBeTruthy();

    // The token works once.
    const again = await t.call(
      ResetPwd,
      { Account: 'employee', Token: token, Password: DEMO_PASSWORD, ConfirmPassword: DEMO_PASSWORD },
      { lang: 'en' },
    );
    expect(again).toMatchObject({
      isSucc: false,
      message: 'The identity verification has expired, please verify again',
    });
  });

  it('verifies by email too', async () => {
    const token = await verify('approver', 'email', 'approver@opentmc.local');
    const r = await t.call(ResetPwd, { Account: 'approver', Token: token, Password: NEW, ConfirmPassword: NEW });
    expect(r.isSucc).toBe(true);
    expect(await t.login('approver', NEW)).toBeTruthy();
  });

  it('refuses a token after 10 minutes, or for another account', async () => {
    const token = await verify('admin', 'mobile', '13800000006');
    const other = await t.call(ResetPwd, { Account: 'finance', Token: token, Password: NEW, ConfirmPassword: NEW });
    expect(other.message).toBe('身份验证已失效，请重新验证');
    t.clock.advance(minutes(10) + 1000);
    const before = await tableCounts(t);
    const late = await t.call(ResetPwd, { Account: 'admin', Token: token, Password: NEW, ConfirmPassword: NEW });
    expect(late.message).toBe('身份验证已失效，请重新验证');
    expect(await tableCounts(t)).toEqual(before);
    expect(await t.login('admin')).toBeTruthy();
  });

  it('checkCode uses a reset code once: of two racing checks exactly one gets a token', async () => {
    t.clock.advance(minutes(2));
    const code = await sendAndReadCode(t, SendCode, { Account: 'sales' }, '13800000003');
    const payload = { Account: 'sales', Code: code, Purpose: 'ResetPwd' };
    const [a, b] = await Promise.all([
      t.call<{ Token: string }>(CheckCode, payload),
      t.call<{ Token: string }>(CheckCode, payload),
    ]);
    const wins = [a, b].filter((r) => r.isSucc);
    expect(wins).toHaveLength(1);
    expect([a, b].find((r) => !r.isSucc)!.message).toBe('验证码已失效，请重新获取');
    expect(
      (
        await rows(
          t,
          `select 1 from password_reset_tokens pr join users u on u.id = pr.user_id where u.login_name = 'sales'`,
        )
      ).length,
    ).toBe(1);
    const third = await t.call(CheckCode, payload, { lang: 'en' });
    expect(third.message).toBe('The verification code is no longer valid, please get a new one');
  });

  it('checkCode refuses a wrong code, an expired code and bad input', async () => {
    t.clock.advance(minutes(2));
    const code = await sendAndReadCode(t, SendCode, { Account: 'service' }, '13800000002');
    const before = await tableCounts(t);
    expect((await t.call(CheckCode, { Account: 'service', Code: wrongCode(code), Purpose: 'ResetPwd' })).message).toBe(
      '验证码错误',
    );
    expect(
      (await t.call(CheckCode, { Account: 'service', Code: '12', Purpose: 'ResetPwd' }, { lang: 'en' })).message,
    ).toBe('Code: The verification code is 6 digits');
    expect((await t.call(CheckCode, { Account: 'service', Code: code }, { lang: 'en' })).message).toMatch(/^Purpose: /);
    t.clock.advance(minutes(5));
    expect((await t.call(CheckCode, { Account: 'service', Code: code, Purpose: 'ResetPwd' })).message).toBe(
      '验证码已失效，请重新获取',
    );
    expect(await tableCounts(t)).toEqual(before);
  });

  it('checkCode for another purpose only checks: the code still works for its call', async () => {
    t.clock.advance(minutes(2));
    const code = await sendAndReadCode(t, SendCode, { Mobile: '13800000004' }, '13800000004');
    const r = await t.call(CheckCode, { Mobile: '13800000004', Code: code, Purpose: 'Login' });
    expect(r).toMatchObject({ isSucc: true, result: { Token: '' } });
    expect((await t.call(Login, { Mobile: '13800000004', Code: code })).isSucc).toBe(true);
  });

  it('refuses bad input in cn and en, and writes nothing', async () => {
    const before = await tableCounts(t);
    const cases: [unknown, string, string][] = [
      [
        { Password: NEW, ConfirmPassword: NEW },
        'Token：请先完成身份验证，或输入原密码',
        'Token: Please verify your identity first, or enter the old password',
      ],
      [
        { Account: 'sales', Token: 'x', Password: 'short', ConfirmPassword: 'short' },
        'Password：密码长度为 8 到 16 位',
        'Password: Passwords are 8 to 16 characters',
      ],
      [
        { Account: 'sales', Token: 'x', Password: '20262026', ConfirmPassword: '20262026' },
        'Password：密码不能全是数字',
        'Password: A password cannot be digits only',
      ],
      [
        { OldPassword: DEMO_PASSWORD, Password: 'qwerty123', ConfirmPassword: 'qwerty123' },
        'Password：这个密码太常见，容易被猜中，请换一个',
        'Password: This password is too common and easy to guess; please choose another',
      ],
      [
        { Account: 'sales', Token: 'x', Password: NEW, ConfirmPassword: 'Other#2026ab' },
        'ConfirmPassword：两次输入的密码不一致',
        'ConfirmPassword: Passwords must match',
      ],
      [
        { Account: 'sales', Token: 'forged-token', Password: NEW, ConfirmPassword: NEW },
        '身份验证已失效，请重新验证',
        'The identity verification has expired, please verify again',
      ],
    ];
    for (const [payload, cn, en] of cases) {
      expect((await t.call(ResetPwd, payload, { lang: 'cn' })).message).toBe(cn);
      expect((await t.call(ResetPwd, payload, { lang: 'en' })).message).toBe(en);
    }
    expect(await tableCounts(t)).toEqual(before);
  });
});

describe('Security/ResetPwd with the old password (logged in)', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const here = await t.login('supervisor');
    const there = await t.login('supervisor');
    const r = await t.call(
      ResetPwd,
      { OldPassword: DEMO_PASSWORD, Password: NEW, ConfirmPassword: NEW },
      { session: here, lang: 'en' },
    );
    expect(r).toMatchObject({ isSucc: true, message: 'Password changed' });
    expect(await alive(here)).toBe(true);
    expect(await alive(there)).toBe(false);
    expect(await t.login('supervisor', NEW)).toBeTruthy();
  });

  it('needs a session (511)', async () => {
    const r = await t.call(ResetPwd, { OldPassword: DEMO_PASSWORD, Password: NEW, ConfirmPassword: NEW });
    expect(r).toMatchObject({ isSucc: false, statusCode: 511 });
  });

  it('refuses a wrong old password and the same password, writing nothing; past 5 wrong it needs a captcha', async () => {
    const sid = await t.login('operator');
    const before = await tableCounts(t);
    const same = await t.call(
      ResetPwd,
      { OldPassword: DEMO_PASSWORD, Password: DEMO_PASSWORD, ConfirmPassword: DEMO_PASSWORD },
      { session: sid, lang: 'en' },
    );
    expect(same.message).toBe('The new password must differ from the old one');
    for (let i = 0; i < 5; i++) {
      const r = await t.call(
        ResetPwd,
        { OldPassword: 'Wrong#2026', Password: NEW, ConfirmPassword: NEW },
        { session: sid },
      );
      expect(r).toMatchObject({ isSucc: false, statusCode: 400, message: '原密码错误' });
    }
    // The person's wrong passwords count together, wherever typed: the login wants a captcha now too.
    expect((await t.call(Login, { Account: 'operator', Password: DEMO_PASSWORD })).message).toBe('请输入图片中的字符');
    const asked = await t.call(
      ResetPwd,
      { OldPassword: DEMO_PASSWORD, Password: NEW, ConfirmPassword: NEW },
      { session: sid },
    );
    expect(asked).toMatchObject({ isSucc: false, message: '请输入图片中的字符', result: { NeedCaptcha: true } });
    expect(await tableCounts(t)).toEqual(before);
    const c = (await t.call<TCaptcha>(GetCaptcha, {})).result!;
    const changed = await t.call(
      ResetPwd,
      {
        OldPassword: DEMO_PASSWORD,
        Password: NEW,
        ConfirmPassword: NEW,
        CaptchaID: c.CaptchaID,
        CaptchaCode: solveCaptcha(c.Image),
      },
      { session: sid },
    );
    expect(changed.isSucc, changed.message).toBe(true);
    expect(await t.login('operator', NEW)).toBeTruthy();
  });

  it('refuses a CSRF attempt', async () => {
    const sid = await t.login('finance');
    const r = await t.call(
      ResetPwd,
      { OldPassword: DEMO_PASSWORD, Password: NEW, ConfirmPassword: NEW },
      { session: sid, noCsrfHeader: true },
    );
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(await t.login('finance')).toBeTruthy();
  });
});

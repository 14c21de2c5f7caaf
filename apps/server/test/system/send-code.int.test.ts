import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSendCode, SendCode, SendValidCode, SmsCode } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { minutes, rows, sendAndReadCode, tableCounts } from './helpers.ts';

// Sending codes: the four calls, purposes, delivery through the outbox, hashing, the resend wait.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sending a code', () => {
  it('SendValidCode sends a registration code to a new mobile, stored only as a hash', async () => {
    const r = await t.call(SendValidCode, { Mobile: '13900000001' });
    expect(r).toMatchObject({ isSucc: true, statusCode: 200, result: { WaitSeconds: 60, SentTo: '139****0001' } });
    t.clock.advance(minutes(1));
    const code = await sendAndReadCode(t, SendValidCode, { Mobile: '13900000001' }, '13900000001');
    const [rec] = await rows<{
      content: string;
      clear_content: string;
      sms_status: number;
      send_status: string;
      channel: string;
    }>(
      t,
      'select content, clear_content, sms_status, send_status, channel from sms_records where recipient = $1 order by created_at desc limit 1',
      ['13900000001'],
    );
    expect(rec).toMatchObject({ sms_status: 1151, send_status: 'Sent', channel: 'sms' });
    // The record keeps the code masked; the demo's development adapter keeps the clear text beside it.
    expect(rec!.content).toBe(
      `【OpenTMC 商旅服务平台】您的注册验证码是 ••••••，5 分钟内有效。如非本人操作，请忽略本短信。`,
    );
    expect(rec!.clear_content).toBe(
      `【OpenTMC 商旅服务平台】您的注册验证码是 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`,
    );
    const codes = await rows(t, `select * from verification_codes where destination = '13900000001'`);
    expect(codes).toHaveLength(1);
    expect(JSON.stringify(codes)).not.toContain(code);
    expect(codes[0]).toMatchObject({ purpose: 'Register', channel: 'sms', attempts: 0, used_at: null });
    const outbox = await rows<{ status: string; delivered_at: Date | null; template_key: string }>(
      t,
      `select status, delivered_at, template_key from notification_outbox where recipient = '13900000001'`,
    );
    expect(outbox).toHaveLength(2);
    expect(outbox.every((o) => o.template_key === 'message.templates.code.Register')).toBe(true);
    await expect
      .poll(
        async () =>
          (await rows(t, `select 1 from notification_outbox where status <> 'sent' and recipient = '13900000001'`))
            .length,
      )
      .toBe(0);
  });

  it('writes the message in the caller language', async () => {
    const code = await sendAndReadCode(t, SendValidCode, { Mobile: '13900000002' }, '13900000002', { lang: 'en' });
    const [rec] = await rows<{ content: string }>(
      t,
      `select clear_content as content from sms_records where recipient = '13900000002'`,
    );
    expect(rec!.content).toBe(
      `[OpenTMC Business Travel] Your registration code is ${code}, valid for 5 minutes. If you did not ask for it, ignore this message.`,
    );
  });

  it('refuses a resend within 60 s, telling how long to wait, and writes nothing', async () => {
    await t.call(SendCode, { Mobile: '13800000002' });
    t.clock.advance(20 * 1000);
    const before = await tableCounts(t);
    const cn = await t.call(SendCode, { Mobile: '13800000002' });
    const en = await t.call(SendCode, { Mobile: '13800000002' }, { lang: 'en' });
    expect(cn).toMatchObject({
      isSucc: false,
      statusCode: 400,
      message: '请 40 秒后再获取验证码',
      result: { WaitSeconds: 40 },
    });
    expect(en.message).toBe('Please wait 40 seconds before requesting another code');
    expect(await tableCounts(t)).toEqual(before);
    t.clock.advance(40 * 1000);
    expect((await t.call(SendCode, { Mobile: '13800000002' })).isSucc).toBe(true);
  });

  it('security/SMSCode sends a login code to a registered mobile', async () => {
    const code = await sendAndReadCode(t, SmsCode, { Mobile: '13800000004' }, '13800000004');
    const [rec] = await rows<{ content: string }>(
      t,
      `select clear_content as content from sms_records where recipient = '13800000004' order by created_at desc limit 1`,
    );
    expect(rec!.content).toContain(`您的登录验证码是 ${code}`);
  });

  it('with an account it sends a reset code to the account mobile or email', async () => {
    const r = await t.call(SendCode, { Account: 'finance', Channel: 'email' });
    expect(r).toMatchObject({ isSucc: true, result: { SentTo: 'f***e@opentmc.local' } });
    const bySms = await t.call(SendCode, { Account: 'finance@opentmc.local' });
    expect(bySms).toMatchObject({ isSucc: true, result: { SentTo: '138****0009' } });
    await expect
      .poll(async () =>
        (
          await rows<{ channel: string; recipient: string }>(
            t,
            `select channel, recipient from sms_records where recipient in ('finance@opentmc.local', '13800000009') order by channel`,
          )
        ).map((x) => `${x.channel}:${x.recipient}`),
      )
      .toEqual(['mail:finance@opentmc.local', 'sms:13800000009']);
    const purposes = await rows<{ purpose: string }>(
      t,
      `select distinct purpose from verification_codes where destination in ('finance@opentmc.local', '13800000009')`,
    );
    expect(purposes).toEqual([{ purpose: 'ResetPwd' }]);
  });

  it('auth/SendCode (binding) needs a session and a mobile nobody else has', async () => {
    const anon = await t.call(AuthSendCode, { Mobile: '13900000009' });
    expect(anon).toMatchObject({ isSucc: false, statusCode: 511 });
    const sid = await t.login('employee');
    expect((await t.call(AuthSendCode, { Mobile: '13900000009' }, { session: sid })).isSucc).toBe(true);
    const taken = await t.call(AuthSendCode, { Mobile: '13800000007' }, { session: sid, lang: 'en' });
    expect(taken.message).toBe('This mobile number is already registered, please log in');
  });
});

describe('sending a code refuses', () => {
  const cases: { name: string; call?: typeof SendCode; payload: unknown; cn: string; en: string }[] = [
    { name: 'no mobile', payload: {}, cn: 'Mobile：请输入手机号码', en: 'Mobile: Please enter the phone number' },
    {
      name: 'a malformed mobile',
      payload: { Mobile: '1380000000' },
      cn: 'Mobile：手机号码格式错误',
      en: 'Mobile: Phone format error',
    },
    {
      name: 'a mobile and an account together',
      payload: { Mobile: '13800000001', Account: 'operator' },
      cn: 'Mobile：请输入手机号码',
      en: 'Mobile: Please enter the phone number',
    },
    {
      name: 'a login code for an unregistered mobile',
      payload: { Mobile: '13911112222' },
      cn: '该手机号尚未注册',
      en: 'This mobile number is not registered',
    },
    {
      name: 'a registration code for a registered mobile',
      call: SendValidCode,
      payload: { Mobile: '13800000008' },
      cn: '该手机号已注册，请直接登录',
      en: 'This mobile number is already registered, please log in',
    },
    {
      name: 'a company registration code for a company account',
      call: SendValidCode,
      payload: { Mobile: '13800000008', RegisterType: 'Company' },
      cn: '企业账号不能再注册企业',
      en: 'A company account cannot register as a company',
    },
    {
      name: 'a registration code for an account',
      payload: { Account: 'employee', Purpose: 'Register' },
      cn: '注册验证码只能发送到手机号',
      en: 'Registration codes can only be sent to a mobile number',
    },
    {
      name: 'an unknown account',
      payload: { Account: 'nobody', Channel: 'email' },
      cn: '账号不存在',
      en: 'The account does not exist',
    },
    {
      name: 'an unknown purpose',
      payload: { Mobile: '13800000001', Purpose: 'Anything' },
      cn: 'Purpose：',
      en: 'Purpose: ',
    },
  ];
  for (const c of cases) {
    it(`${c.name}, in cn and en, and writes nothing`, async () => {
      const before = await tableCounts(t);
      const cn = await t.call(c.call ?? SendCode, c.payload, { lang: 'cn' });
      const en = await t.call(c.call ?? SendCode, c.payload, { lang: 'en' });
      expect(cn).toMatchObject({ isSucc: false, statusCode: 400, httpStatus: 400 });
      expect(cn.message.startsWith(c.cn)).toBe(true);
      expect(en.message.startsWith(c.en)).toBe(true);
      expect(await tableCounts(t)).toEqual(before);
    });
  }

  it('a CSRF attempt, and sends nothing', async () => {
    const before = await tableCounts(t);
    const r = await t.call(SendValidCode, { Mobile: '13900000077' }, { noCsrfHeader: true });
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
    const f = await t.call(SendValidCode, { Mobile: '13900000077' }, { headers: { origin: 'http://evil.example' } });
    expect(f).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('a personal account may get a code to register a company', async () => {
    const r = await t.call(SendValidCode, { Mobile: '13800000010', RegisterType: 'Company' });
    expect(r.isSucc).toBe(true);
  });
});

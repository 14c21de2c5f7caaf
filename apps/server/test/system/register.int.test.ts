import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTicketInfo, GetUserActions, Register, SendValidCode, type TUserAction } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { rows, sendAndReadCode, sessionCookie, tableCounts, wrongCode } from './helpers.ts';

// Security/Register: personal and company registration, the company-account rule, validation.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'New#Pass2026';
const codeFor = (mobile: string, registerType?: 'Company') =>
  sendAndReadCode(
    t,
    SendValidCode,
    { Mobile: mobile, ...(registerType ? { RegisterType: registerType } : {}) },
    mobile,
  );
const form = (over: Record<string, unknown>) => ({
  RegisterType: 'Personal',
  UserName: '测试用户',
  Mobile: '13900001000',
  Code: '000000',
  Email: '',
  Password: PASSWORD,
  ConfirmPassword: PASSWORD,
  Agree: true,
  ...over,
});

describe('Security/Register', () => {
  it('registers an individual in a personal space and logs them in', async () => {
    const code = await codeFor('13900001001');
    const r = await t.call(
      Register,
      form({ Mobile: '13900001001', Code: code, UserName: '钱多多', Email: 'Qian@Example.com' }),
    );
    expect(r).toMatchObject({ isSucc: true, statusCode: 200, message: '注册成功' });
    expect(r.result).toMatchObject({ UserName: '钱多多', CompanyName: '钱多多', FeatureCodes: ['Personal'] });
    const sid = sessionCookie(r)!;
    expect((await t.call(GetTicketInfo, {}, { session: sid })).result).toEqual(r.result);
    const [u] = await rows<{ roles: string[]; email: string; password_hash: string; lang: string }>(
      t,
      `select roles, email, password_hash, lang from users where mobile = '13900001001'`,
    );
    expect(u).toMatchObject({ roles: ['individual'], email: 'qian@example.com', lang: 'cn' });
    expect(u!.password_hash).toMatch(/^scrypt\$/);
    expect(u!.password_hash).not.toContain(PASSWORD);
    // The new account logs in with its password, by mobile or email.
    expect(await t.login('13900001001', PASSWORD)).toBeTruthy();
    expect(await t.login('qian@example.com', PASSWORD)).toBeTruthy();
  });

  it('registers a company, its registrant becomes company administrator, in English', async () => {
    const code = await codeFor('13900001002');
    const r = await t.call(
      Register,
      form({ RegisterType: 'Company', Mobile: '13900001002', Code: code, CompanyName: '新星旅游科技有限公司' }),
      { lang: 'en' },
    );
    expect(r).toMatchObject({ isSucc: true, message: 'Registered' });
    expect(r.result).toMatchObject({ CompanyName: '新星旅游科技有限公司', FeatureCodes: ['Client'] });
    const [u] = await rows<{ roles: string[]; type: string; lang: string }>(
      t,
      `select u.roles, c.type, u.lang from users u join companies c on c.id = u.company_id where u.mobile = '13900001002'`,
    );
    expect(u).toEqual({ roles: ['company_admin'], type: 'Client', lang: 'en' });
    const menu = await t.call<{ UserActions: TUserAction[] }>(GetUserActions, undefined, { session: sessionCookie(r) });
    expect(menu.result!.UserActions.flatMap((g) => g.children.map((c) => c.ActionURL))).toContain('/mall/booking');
  });

  it('turns an individual into the administrator of the company they register, in place', async () => {
    const old = await t.login('traveler');
    const [before] = await rows<{ company_id: string }>(
      t,
      `select company_id from users where login_name = 'traveler'`,
    );
    const code = await codeFor('13800000010', 'Company');
    const r = await t.call(
      Register,
      form({
        RegisterType: 'Company',
        Mobile: '13800000010',
        Code: code,
        UserName: '林晓',
        CompanyName: '林晓咨询工作室',
      }),
    );
    expect(r).toMatchObject({ isSucc: true });
    expect(r.result).toMatchObject({
      CompanyID: before!.company_id,
      CompanyName: '林晓咨询工作室',
      FeatureCodes: ['Client'],
    });
    const [after] = await rows<{ roles: string[]; feature_codes: string[] }>(
      t,
      `select u.roles, c.feature_codes from users u join companies c on c.id = u.company_id where u.login_name = 'traveler'`,
    );
    expect(after).toEqual({ roles: ['company_admin'], feature_codes: ['Client'] });
    // The old session (opened with the old password) ended; the new password works.
    expect((await t.call(GetTicketInfo, {}, { session: old })).statusCode).toBe(511);
    expect(await t.login('traveler', PASSWORD)).toBeTruthy();
    // Now a company account: no second company.
    const again = await t.call(SendValidCode, { Mobile: '13800000010', RegisterType: 'Company' }, { lang: 'en' });
    expect(again.message).toBe('A company account cannot register as a company');
  });
});

describe('Security/Register refuses', () => {
  const cases: { name: string; over: Record<string, unknown>; cn: string; en: string }[] = [
    {
      name: 'a company registration by a company account',
      over: { RegisterType: 'Company', Mobile: '13800000008', CompanyName: '另一家公司' },
      cn: '企业账号不能再注册企业',
      en: 'A company account cannot register as a company',
    },
    {
      name: 'a personal registration with a registered mobile',
      over: { Mobile: '13800000010' },
      cn: '该手机号已注册，请直接登录',
      en: 'This mobile number is already registered, please log in',
    },
    {
      name: 'an email another account uses',
      over: { Email: 'employee@opentmc.local' },
      cn: '该邮箱已被其他账号使用',
      en: 'This email is already used by another account',
    },
    {
      name: 'an empty name',
      over: { UserName: ' ' },
      cn: 'UserName：联系人姓名不能为空',
      en: 'UserName: Contact name cannot be empty',
    },
    {
      name: 'no mobile',
      over: { Mobile: '' },
      cn: 'Mobile：请输入手机号码',
      en: 'Mobile: Please enter the phone number',
    },
    {
      name: 'a malformed mobile',
      over: { Mobile: '12345678901x' },
      cn: 'Mobile：手机号码格式错误',
      en: 'Mobile: Phone format error',
    },
    {
      name: 'a malformed email',
      over: { Email: 'not-an-email' },
      cn: 'Email：邮箱格式错误',
      en: 'Email: Email format error',
    },
    {
      name: 'a short password',
      over: { Password: 'Ab1#', ConfirmPassword: 'Ab1#' },
      cn: 'Password：密码长度为 8 到 16 位',
      en: 'Password: Passwords are 8 to 16 characters',
    },
    {
      name: 'a long password',
      over: { Password: 'Abcdefgh#1234567x', ConfirmPassword: 'Abcdefgh#1234567x' },
      cn: 'Password：密码长度为 8 到 16 位',
      en: 'Password: Passwords are 8 to 16 characters',
    },
    {
      name: 'a digits-only password',
      over: { Password: '12345678', ConfirmPassword: '12345678' },
      cn: 'Password：密码不能全是数字',
      en: 'Password: A password cannot be digits only',
    },
    {
      name: 'a common password, whatever its case',
      over: { Password: 'PassWord123', ConfirmPassword: 'PassWord123' },
      cn: 'Password：这个密码太常见，容易被猜中，请换一个',
      en: 'Password: This password is too common and easy to guess; please choose another',
    },
    {
      name: 'passwords that do not match',
      over: { ConfirmPassword: 'Other#Pass2026' },
      cn: 'ConfirmPassword：两次输入的密码不一致',
      en: 'ConfirmPassword: Passwords must match',
    },
    {
      name: 'an unticked agreement',
      over: { Agree: false },
      cn: 'Agree：请同意服务协议',
      en: 'Agree: Please agree to the service agreement',
    },
    {
      name: 'a company registration without a company name',
      over: { RegisterType: 'Company', CompanyName: '' },
      cn: 'CompanyName：请输入企业名称',
      en: 'CompanyName: Please enter the company name',
    },
    {
      name: 'a malformed code',
      over: { Code: '12345' },
      cn: 'Code：验证码为 6 位数字',
      en: 'Code: The verification code is 6 digits',
    },
    {
      name: 'a mobile no code was sent to',
      over: { Mobile: '13900001999' },
      cn: '验证码已失效，请重新获取',
      en: 'The verification code is no longer valid, please get a new one',
    },
  ];
  for (const c of cases) {
    it(`${c.name}, in cn and en, and writes nothing`, async () => {
      const before = await tableCounts(t);
      const cn = await t.call(Register, form(c.over), { lang: 'cn' });
      const en = await t.call(Register, form(c.over), { lang: 'en' });
      expect(cn).toMatchObject({ isSucc: false, statusCode: 400, httpStatus: 400, message: c.cn });
      expect(en).toMatchObject({ isSucc: false, statusCode: 400, message: c.en });
      expect(sessionCookie(cn)).toBeUndefined();
      expect(await tableCounts(t)).toEqual(before);
    });
  }

  it('a wrong code, and a code sent to another mobile; nothing is written', async () => {
    const code = await codeFor('13900001003');
    const before = await tableCounts(t);
    const wrong = await t.call(Register, form({ Mobile: '13900001003', Code: wrongCode(code) }), { lang: 'en' });
    expect(wrong.message).toBe('Wrong verification code');
    const other = await t.call(Register, form({ Mobile: '13900001004', Code: code }));
    expect(other.message).toBe('验证码已失效，请重新获取');
    const { verification_codes: _a, ...b } = before;
    const { verification_codes: _b, ...a } = await tableCounts(t);
    expect(a).toEqual(b);
    // The right code still works afterwards.
    expect((await t.call(Register, form({ Mobile: '13900001003', Code: code }))).isSucc).toBe(true);
  });

  it('a company name that is already registered, keeping the code for another try', async () => {
    const code = await codeFor('13900001005');
    const before = await tableCounts(t);
    const r = await t.call(
      Register,
      form({ RegisterType: 'Company', Mobile: '13900001005', Code: code, CompanyName: '示例科技有限公司' }),
    );
    expect(r).toMatchObject({ isSucc: false, statusCode: 400, message: '该企业名称已注册' });
    expect(await tableCounts(t)).toEqual(before);
    const ok = await t.call(
      Register,
      form({ RegisterType: 'Company', Mobile: '13900001005', Code: code, CompanyName: '示例科技二部' }),
    );
    expect(ok.isSucc).toBe(true);
  });

  it('a CSRF attempt', async () => {
    const code = await codeFor('13900001006');
    const before = await tableCounts(t);
    const r = await t.call(Register, form({ Mobile: '13900001006', Code: code }), { noCsrfHeader: true });
    expect(r).toMatchObject({ isSucc: false, statusCode: 400, message: '请求来源无法验证，已拒绝' });
    const f = await t.call(Register, form({ Mobile: '13900001006', Code: code }), {
      headers: { origin: 'https://evil.example' },
    });
    expect(f).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(await tableCounts(t)).toEqual(before);
  });
});

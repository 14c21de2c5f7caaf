import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetMobileUser } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';

// GET Security/GetMobileUser?mobile: registered or not, and whether a company account.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(async () => t.close());

describe('Security/GetMobileUser', () => {
  it('finds a company account, an individual and nobody, with a masked name', async () => {
    const byQuery = (mobile: string) => t.call(GetMobileUser, undefined, { query: { mobile } });
    expect((await byQuery('13800000008')).result).toEqual({
      Registered: true,
      IsCompanyAccount: true,
      UserName: '*浩',
    });
    expect((await byQuery('13800000005')).result).toEqual({
      Registered: true,
      IsCompanyAccount: true,
      UserName: '*强',
    });
    expect((await byQuery('13800000010')).result).toEqual({
      Registered: true,
      IsCompanyAccount: false,
      UserName: '*晓',
    });
    expect((await byQuery('13912345678')).result).toEqual({ Registered: false, IsCompanyAccount: false, UserName: '' });
    // The data field works as well as the named parameter.
    expect((await t.call(GetMobileUser, { mobile: '13800000001' })).result).toMatchObject({ Registered: true });
  });

  it('refuses a missing or malformed mobile in cn and en', async () => {
    const none = await t.call(GetMobileUser, undefined, { lang: 'en' });
    expect(none).toMatchObject({ isSucc: false, statusCode: 400, message: 'mobile: Please enter the phone number' });
    const bad = await t.call(GetMobileUser, undefined, { query: { mobile: '1380000' } });
    expect(bad).toMatchObject({ isSucc: false, statusCode: 400, message: 'mobile：手机号码格式错误' });
  });

  it('limits lookups per address', async () => {
    let last = { isSucc: true, message: '' };
    for (let i = 0; i < 61 && last.isSucc; i++) {
      last = await t.call(GetMobileUser, undefined, { query: { mobile: '13800000001' } });
    }
    expect(last.isSucc).toBe(false);
    expect(last.message).toMatch(/^操作过于频繁/);
  });
});

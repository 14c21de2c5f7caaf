import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTicketInfo, Logout } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(async () => t.close());

describe('CSRF: state-changing calls need X-Requested-With and our own origin', () => {
  it('refuses a call without X-Requested-With and does nothing', async () => {
    const sid = await t.login('employee');
    const r = await t.call(Logout, {}, { session: sid, noCsrfHeader: true, lang: 'en' });
    expect(r).toMatchObject({
      isSucc: false,
      statusCode: 400,
      message: 'The request origin could not be verified and was refused',
    });
    expect((await t.call(GetTicketInfo, {}, { session: sid })).isSucc).toBe(true);
  });

  it('refuses a foreign Origin and a cross-site fetch, accepts our own origin', async () => {
    const sid = await t.login('employee');
    const foreign = await t.call(Logout, {}, { session: sid, headers: { origin: 'https://evil.example' } });
    expect(foreign).toMatchObject({ isSucc: false, statusCode: 400 });
    const crossSite = await t.call(Logout, {}, { session: sid, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite).toMatchObject({ isSucc: false, statusCode: 400 });
    expect((await t.call(GetTicketInfo, {}, { session: sid })).isSucc).toBe(true);
    const own = await t.call(
      Logout,
      {},
      { session: sid, headers: { origin: 'http://localhost:80', host: 'localhost:80' } },
    );
    expect(own.isSucc).toBe(true);
    expect((await t.call(GetTicketInfo, {}, { session: sid })).statusCode).toBe(511);
  });

  it('answers the refusal in Chinese by default', async () => {
    const r = await t.call(Logout, {}, { noCsrfHeader: true });
    expect(r.message).toBe('请求来源无法验证，已拒绝');
  });
});

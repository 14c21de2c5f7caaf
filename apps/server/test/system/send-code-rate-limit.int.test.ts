import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../harness.ts';
import { tableCounts } from './helpers.ts';

// Codes are limited per mobile (10 a day, beside the 60 s wait) and per address (20 an hour).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  // Start just after midnight UTC, so the daily window holds the whole test.
  t.clock.set(new Date(Math.ceil(Date.now() / 86400000) * 86400000 + 1000));
});
afterAll(async () => t.close());

const send = async (mobile: string, ip: string, lang: 'cn' | 'en' = 'cn') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/system/Security/SendValidCode',
    remoteAddress: ip,
    cookies: { lang },
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' },
    payload: `data=${encodeURIComponent(JSON.stringify({ Mobile: mobile }))}`,
  });
  return res.json() as { isSucc: boolean; statusCode: number; message: string; result: { WaitSeconds: number } | null };
};

describe('code rate limits', () => {
  it('sends at most 10 codes a day to one mobile, from any address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send('13900000100', `10.0.0.${i}`)).isSucc, `code ${i + 1}`).toBe(true);
      t.clock.advance(61 * 1000);
    }
    const before = await tableCounts(t);
    const r = await send('13900000100', '10.0.1.1', 'en');
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(r.message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
    expect(r.result!.WaitSeconds).toBeGreaterThan(3600);
    expect(await tableCounts(t)).toEqual(before);
    expect((await send('13900000101', '10.0.1.1')).isSucc).toBe(true);
  });

  it('sends at most 20 codes an hour from one address', async () => {
    t.clock.advance(60 * 60 * 1000);
    for (let i = 0; i < 20; i++) {
      expect((await send(`1390000${String(200 + i).padStart(4, '0')}`, '10.9.9.9')).isSucc, `code ${i + 1}`).toBe(true);
    }
    const r = await send('13900000300', '10.9.9.9');
    expect(r.message).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    expect((await send('13900000300', '10.9.9.8')).isSucc).toBe(true);
    t.clock.advance(60 * 60 * 1000);
    expect((await send('13900000301', '10.9.9.9')).isSucc).toBe(true);
  });
});

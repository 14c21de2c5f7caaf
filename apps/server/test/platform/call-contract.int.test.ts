import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetSiteInfo } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

describe('call contract', () => {
  it('replies with the envelope and matches paths without regard to case', async () => {
    const a = await t.call(GetSiteInfo);
    expect(a).toMatchObject({ isSucc: true, statusCode: 200, httpStatus: 200 });
    const res = await t.app.inject({ method: 'GET', url: '/api/SYSTEM/security/getsiteinfo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      SystemDomain: t.config.systemDomain,
      Hotline: t.config.site.hotline,
      ServiceEmail: t.config.site.serviceEmail,
      LicenceNo: t.config.site.licenceNo,
    });
  });

  it('answers in the language of the lang cookie, else Accept-Language, else cn', async () => {
    expect((await t.call(GetSiteInfo, undefined, { lang: 'en' })).result).toMatchObject({
      SystemName: t.config.systemName.en,
    });
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/system/Security/GetSiteInfo',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(byHeader.json().result.SystemName).toBe(t.config.systemName.en);
    const dflt = await t.app.inject({ method: 'GET', url: '/api/system/Security/GetSiteInfo' });
    expect(dflt.json().result.SystemName).toBe(t.config.systemName.cn);
  });

  it('refuses an unknown call with 400 in the caller language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/system/Nope/Nothing', cookies: { lang: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSucc: false, statusCode: 400, message: 'No such call' });
  });

  it('refuses a repeated or non-JSON data field on GET', async () => {
    const rep = await t.app.inject({ method: 'GET', url: '/api/system/Security/GetSiteInfo?data=%7B%7D&data=%7B%7D' });
    expect(rep.statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'GET', url: '/api/system/Security/GetSiteInfo?data=%7Bnope' });
    expect(bad.json()).toMatchObject({ isSucc: false, statusCode: 400 });
  });

  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ok' });
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toContain('/api/system/Security/GetSiteInfo');
  });
});

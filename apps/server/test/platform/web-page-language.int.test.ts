import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../harness.ts';

// Issue 15 item 5: the web app's page says the reader's language from its first byte (`<html lang>`, which screen
// readers and the browser's translation go by): the `lang` cookie, else Accept-Language, else Chinese. The web app
// keeps it in step when the reader switches (e2e/shell/guard-and-language.spec.ts).

let t: TTestApp;
let webDist = '';
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html>\n<html lang="zh-CN">\n  <head><title>OpenTMC</title></head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  t = await createTestApp({ workers: false, seed: false, config: { webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const htmlLang = (body: string) => body.match(/<html lang="([^"]*)"/)?.[1];

describe('the web page names the reader language', () => {
  it('from the lang cookie, on every path of the app', async () => {
    for (const url of ['/', '/login', '/order/detail?Service=train&UniqueID=T1']) {
      const en = await page(url, { cookie: 'lang=en' });
      expect(en.statusCode, url).toBe(200);
      expect(htmlLang(en.body), url).toBe('en');
      expect(en.headers['content-type'], url).toMatch(/^text\/html/);
      expect(htmlLang((await page(url, { cookie: 'lang=cn' })).body), url).toBe('zh-CN');
    }
  });

  it('from Accept-Language without a cookie; the cookie wins; Chinese otherwise', async () => {
    expect(htmlLang((await page('/', { 'accept-language': 'en-GB,en;q=0.9' })).body)).toBe('en');
    expect(htmlLang((await page('/', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).body)).toBe('zh-CN');
    expect(htmlLang((await page('/', { 'accept-language': 'en-US', cookie: 'lang=cn' })).body)).toBe('zh-CN');
    expect(htmlLang((await page('/')).body)).toBe('zh-CN');
  });

  it('varies by cookie and language and is revalidated', async () => {
    const r = await page('/', { cookie: 'lang=en' });
    expect(String(r.headers.vary)).toMatch(/cookie/i);
    expect(String(r.headers.vary)).toMatch(/accept-language/i);
    expect(r.headers['cache-control']).toBe('no-cache');
    // The rest of the page is the built one.
    expect(r.body).toContain('<div id="root"></div>');
  });
});

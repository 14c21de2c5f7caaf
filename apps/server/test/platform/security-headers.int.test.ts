import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Logout, callUrl } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';

// Every reply carries the browser's security headers (issue 14 item 5): the web app, its assets, the calls, their
// failures, the API docs and the health checks. The browser check that the app runs under the policy is
// e2e/shell/content-security-policy.spec.ts.

let t: TTestApp;
let webDist = '';
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ workers: false, seed: false, config: { webDist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The directives of a Content-Security-Policy header by name. */
const directives = (csp: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

const expectSecurityHeaders = (headers: Record<string, unknown>, what: string) => {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  const csp = directives(headers['content-security-policy']);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  // Scripts only from the site itself: no inline script, no eval.
  expect(csp['script-src'], what).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(csp['form-action'], what).toEqual(["'self'"]);
};

describe('security headers', () => {
  it('are on the web app, its assets and an unknown page', async () => {
    for (const url of ['/', '/login', '/System/User/Main', '/assets/app.js', '/assets/missing.js']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(url.includes('missing') ? 404 : 200);
      expectSecurityHeaders(r.headers, url);
    }
  });

  it('are on calls, their failures and unknown API paths', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' };
    const replies = {
      'a call': await t.app.inject({ method: 'POST', url: callUrl(Logout), headers: form, payload: 'data={}' }),
      // No X-Requested-With: refused by the CSRF check.
      'a refused call': await t.app.inject({ method: 'POST', url: callUrl(Logout), payload: {} }),
      'an oversized body': await t.app.inject({
        method: 'POST',
        url: callUrl(Logout),
        headers: form,
        payload: `data=${'x'.repeat(2 * 1024 * 1024)}`,
      }),
      'an unknown API path': await get('/api/no/such/call'),
    };
    expect(JSON.parse(replies['a call'].body)).toMatchObject({ isSucc: true });
    expect(JSON.parse(replies['a refused call'].body)).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(JSON.parse(replies['an oversized body'].body)).toMatchObject({ isSucc: false });
    for (const [what, r] of Object.entries(replies)) expectSecurityHeaders(r.headers, what);
  });

  it('are on the API docs and the health checks', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui.css', '/api/docs/json', '/healthz', '/readyz']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expectSecurityHeaders(r.headers, url);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTicketInfo, Login, SESSION_COOKIE } from '@opentmc/contracts';
import { createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';

// Structured JSON logs with a request id, and no passwords or session ids in them.

const logs: string[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ logs, workers: false });
});
afterAll(async () => t.close());

describe('logs', () => {
  it('are JSON lines with a request id, echoed in the x-request-id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/Security/GetSiteInfo' });
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    const lines = logs.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    expect(lines.some((l) => l.reqId === id && l.msg === 'request completed')).toBe(true);
  });

  it('keep passwords and session ids out, even on GET query strings and cookies', async () => {
    const wrong = 'Wrong#Pass99';
    await t.call(Login, { Account: 'employee', Password: wrong });
    const ok = await t.call(Login, { Account: 'employee', Password: DEMO_PASSWORD });
    const sid = ok.cookies[SESSION_COOKIE]!;
    expect(sid).toBeTruthy();
    await t.call(GetTicketInfo, {}, { session: sid });
    await t.app.inject({
      method: 'GET',
      url: `/api/system/Security/GetSiteInfo?data=${encodeURIComponent(JSON.stringify({ Password: wrong }))}`,
      headers: { sfsses: sid },
    });
    const all = logs.join('\n');
    expect(all).not.toContain(wrong);
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain(sid);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTicketInfo, SmsDetails, SmsList, actionCodesFor, type TCallContract } from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createTestApp, type TTestApp } from '../harness.ts';

// The authorization matrix over every registered call: anonymous callers get 511 wherever a session is
// needed, and a call that declares a permission refuses every demo account that does not hold it and
// lets through every one that does (whatever its payload then makes of it).

const ACCOUNTS = [
  'operator',
  'service',
  'sales',
  'supervisor',
  'supplier',
  'admin',
  'approver',
  'employee',
  'finance',
  'traveler',
];

let t: TTestApp;
const sessions: Record<string, { sid: string; actions: string[] }> = {};
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ACCOUNTS) {
    const sid = await t.login(a);
    const roles =
      (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, a) }))?.roles ?? [];
    sessions[a] = { sid, actions: actionCodesFor(roles) };
  }
});
afterAll(async () => t.close());

const forbidden = translate('en', 'messages.forbidden');
const params = (c: TCallContract) => Object.fromEntries([...c.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], 'x1']));

describe('authorization matrix', () => {
  it('every demo account is logged in with its own actions', async () => {
    for (const a of ACCOUNTS)
      expect((await t.call(GetTicketInfo, {}, { session: sessions[a]!.sid })).isSucc, a).toBe(true);
    expect(sessions.operator!.actions.length).toBeGreaterThan(sessions.employee!.actions.length);
  });

  it('anonymous callers get 511 on every session call', async () => {
    const wrong: string[] = [];
    for (const { contract: c } of t.app.calls.filter((b) => b.contract.auth === 'session')) {
      const r = await t.call(c, {}, { params: params(c), lang: 'en' });
      if (r.statusCode !== 511) wrong.push(`${c.group}/${c.path} → ${r.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a permission refuses exactly the accounts that lack it', async () => {
    const guarded = t.app.calls.filter((b) => b.contract.permission);
    expect(guarded.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const { contract: c } of guarded) {
      for (const a of ACCOUNTS) {
        const { sid, actions } = sessions[a]!;
        const r = await t.call(c, {}, { session: sid, params: params(c), lang: 'en' });
        const refused = r.statusCode === 400 && r.message === forbidden;
        if (refused === actions.includes(c.permission!))
          wrong.push(`${a} ${c.group}/${c.path} → ${r.statusCode} ${r.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the SMS list and its details (one-time codes, passwords and links) answer the platform operator alone', async () => {
    const NO_SUCH = { SmsID: '00000000-0000-4000-8000-000000000000' };
    const wrong: string[] = [];
    for (const a of ACCOUNTS) {
      const { sid } = sessions[a]!;
      const list = await t.call(SmsList, { PageSize: 10 }, { session: sid, lang: 'en' });
      const details = await t.call(SmsDetails, undefined, { session: sid, query: NO_SUCH, lang: 'en' });
      const mayRead = a === 'operator';
      if (list.isSucc !== mayRead) wrong.push(`${a} Sms/List → ${list.statusCode} ${list.message}`);
      if ((details.message === forbidden) === mayRead) wrong.push(`${a} Sms/Details → ${details.message}`);
    }
    expect(wrong).toEqual([]);
    expect((await t.call(SmsList, {})).statusCode).toBe(511);
    expect((await t.call(SmsDetails, undefined, { query: NO_SUCH })).statusCode).toBe(511);
  });
});

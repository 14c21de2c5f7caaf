import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EmployeeInitializePassword,
  SECRET_MASK,
  SendCode,
  SmsDetails,
  SmsList,
  type TSmsDetailsResult,
  type TSmsListResult,
} from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { enqueueMessage } from '../../src/modules/message/index.ts';
import { rows } from '../system/helpers.ts';

// Issue 14 item 1: the one-time secrets a message carries (a login code, an initial password, an approval link) are
// never readable from the SMS list, the delivered outbox row or the log. Only the development adapter of a demo keeps
// a clear copy, and only the platform operator sees it (so demo users can try code login).

const LINK = 'http://127.0.0.1/approval/Secret-Link-Code-42';
const EMPLOYEE_MOBILE = '13800000008';
const APPROVER_MOBILE = '13800000007';

type TApp = { t: TTestApp; operator: string; logs: string[] };

/** A secret in a text: a 6-digit code or the link's code (a mobile number, e.g. the account name, is not one). */
const SECRET_RE = /\d{6}|Secret-Link/;
const withoutMobiles = (s: string) => s.replace(/1\d{10}/g, '');
const hasSecret = (s: string) => SECRET_RE.test(withoutMobiles(s));

/** The messages of the reproduction: a code asked for anonymously, an initial password, an approval link. */
const sendSecrets = async (t: TTestApp): Promise<void> => {
  const admin = await t.login('admin');
  const [employee] = await rows<{ id: string }>(t, `select id from users where login_name = 'employee'`);
  expect((await t.call(SendCode, { Mobile: EMPLOYEE_MOBILE })).isSucc).toBe(true);
  const init = await t.call(EmployeeInitializePassword, { UserID: employee!.id }, { session: admin });
  expect(init.isSucc, init.message).toBe(true);
  await t.app.deps.db.transaction((tx) =>
    enqueueMessage(tx, t.app.deps, {
      channel: 'sms',
      to: APPROVER_MOBILE,
      templateKey: 'message.templates.approval.pending',
      params: {
        site: 'OpenTMC',
        approver: '审批人',
        creator: '员工',
        subject: '出差申请',
        number: 'A0001',
        step: '部门审批',
        link: LINK,
        hours: 72,
      },
      lang: 'cn',
    }),
  );
  // Delivery is asynchronous (pg-boss): wait until the three messages are recorded and their outbox rows sent.
  await vi.waitFor(
    async () => {
      const [r] = await rows<{ recorded: number; open: number }>(
        t,
        `select (select count(*)::int from sms_records) as recorded,
                (select count(*)::int from notification_outbox where status <> 'sent') as open`,
      );
      expect(r).toEqual({ recorded: 3, open: 0 });
    },
    { timeout: 10000, interval: 100 },
  );
};

const start = async (demo: boolean): Promise<TApp> => {
  const logs: string[] = [];
  const t = await createTestApp({ config: { demo, logLevel: 'info' } });
  // The development adapter writes its lines to stdout (pino-shaped).
  const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void logs.push(String(line)));
  try {
    await sendSecrets(t);
  } finally {
    spy.mockRestore();
  }
  return { t, operator: await t.login('operator'), logs };
};

const list = async (a: TApp, session = a.operator, payload: Record<string, unknown> = { PageSize: 100 }) =>
  a.t.call<TSmsListResult>(SmsList, payload, { session });
const contentTo = async (a: TApp, to: string) => (await list(a)).result!.Items.find((i) => i.Mobile === to)!.Content;

let prod: TApp;
let demo: TApp;
beforeAll(async () => {
  prod = await start(false);
  demo = await start(true);
});
afterAll(async () => {
  await prod?.t.close();
  await demo?.t.close();
});

describe('outside a demo nobody reads a secret from the messages', () => {
  it('the SMS list and its details show the secrets masked, even to the platform operator', async () => {
    const r = await list(prod);
    expect(r.isSucc, r.message).toBe(true);
    const texts = r.result!.Items.map((i) => i.Content);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const text of texts) {
      expect(text).toContain(SECRET_MASK);
      expect(hasSecret(text), text).toBe(false);
    }
    expect(await contentTo(prod, APPROVER_MOBILE)).toContain(`审批`);
    const code = r.result!.Items.find((i) => i.Mobile === EMPLOYEE_MOBILE && /验证码/.test(i.Content))!;
    const details = await prod.t.call<TSmsDetailsResult>(SmsDetails, undefined, {
      session: prod.operator,
      query: { SmsID: code.SmsID },
    });
    expect(details.result!.Content).toBe(code.Content);
    // Searching for a secret finds nothing either.
    expect((await list(prod, prod.operator, { KeyWords: 'Secret-Link' })).result!.RecordCount).toBe(0);
  });

  it('keeps no clear copy: not in the SMS records, not in a delivered outbox row, not in the log', async () => {
    const records = await rows<{ content: string; clear_content: string | null }>(
      prod.t,
      'select content, clear_content from sms_records',
    );
    expect(records.every((r) => r.clear_content === null && r.content.includes(SECRET_MASK))).toBe(true);
    const outbox = await rows<{ content: string; params: Record<string, unknown>; status: string }>(
      prod.t,
      'select content, params, status from notification_outbox',
    );
    for (const o of outbox) {
      expect(o.status).toBe('sent');
      expect(o.content).toContain(SECRET_MASK);
      expect(hasSecret(JSON.stringify(o.params)), JSON.stringify(o.params)).toBe(false);
    }
    const adapterLines = prod.logs.filter((l) => l.includes('dev-sms'));
    expect(adapterLines.length).toBeGreaterThanOrEqual(3);
    for (const l of adapterLines) {
      expect(l).toContain(SECRET_MASK);
      expect(hasSecret(l), l).toBe(false);
    }
  });
});

describe('in a demo the development adapter shows the secrets to the platform operator only', () => {
  it('the operator reads the code, the password and the link in the list and the details', async () => {
    const items = (await list(demo)).result!.Items;
    const code = items.find((i) => i.Mobile === EMPLOYEE_MOBILE && /验证码/.test(i.Content))!;
    expect(hasSecret(code.Content)).toBe(true);
    expect(await contentTo(demo, APPROVER_MOBILE)).toContain(LINK);
    const details = await demo.t.call<TSmsDetailsResult>(SmsDetails, undefined, {
      session: demo.operator,
      query: { SmsID: code.SmsID },
    });
    expect(details.result!.Content).toBe(code.Content);
  });

  it('the stored text the list reads is masked; the clear copy is the adapter’s own column', async () => {
    const records = await rows<{ recipient: string; content: string; clear_content: string | null }>(
      demo.t,
      'select recipient, content, clear_content from sms_records',
    );
    for (const r of records) {
      expect(r.content).toContain(SECRET_MASK);
      expect(hasSecret(r.content), r.content).toBe(false);
      expect(r.clear_content, r.recipient).toBeTruthy();
      expect(r.clear_content, r.recipient).not.toContain(SECRET_MASK);
    }
  });

  it('TMC staff other than the operator are refused the list and the details', async () => {
    const id = (await list(demo)).result!.Items[0]!.SmsID;
    for (const login of ['service', 'supervisor', 'sales']) {
      const sid = await demo.t.login(login);
      const r = await demo.t.call(SmsList, {}, { session: sid, lang: 'en' });
      expect(r, login).toMatchObject({ isSucc: false, statusCode: 400, message: 'You are not allowed to do this' });
      const d = await demo.t.call(SmsDetails, undefined, { session: sid, query: { SmsID: id } });
      expect(d.message, login).toBe('您没有执行此操作的权限');
    }
  });
});

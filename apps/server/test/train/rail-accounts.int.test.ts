import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RAIL_ACCOUNTS_MAX,
  TrainAccountDelete,
  TrainAccountList,
  TrainAccountLogin,
  TrainAccountResetPassword,
  TrainAccountResetValid,
  TrainAccountValid,
  TrainOrderValidAccountById,
  TrainSearchValidAccount,
  type TCallContract,
  type TLang,
  type TTrainAccount,
  type TTrainAccountListResult,
} from '@opentmc/contracts';
import { SIM_RAIL_DEMO_PASSWORD, putSimRailAccount } from '../../src/modules/train/index.ts';
import { createTestApp, type TCallOptions, type TTestApp } from '../harness.ts';

// Rail booking accounts (12306): binding checks the password with the rail simulator, the password is kept
// encrypted and never comes back (in a reply, the table or a log line), each traveller sees and changes only their
// own accounts, and the rail side's status drives ValidAccount and ResetValid.

const WRONG = 'Login to the railway account failed: wrong user name or password';
const NEW_PASSWORD = 'Fresh#Rail77';
const GUESS = 'Guess#0001';
// Every password this file types: none may appear in a reply or a log line.
const PASSWORDS = [SIM_RAIL_DEMO_PASSWORD, NEW_PASSWORD, GUESS, 'Newbie#2026'];

let t: TTestApp;
const logs: string[] = [];
const replies: string[] = [];
let employee: string;
let approver: string;
let traveler: string;
let service: string;
let supplier: string;
let seeded: TTrainAccount;

const call = async <R = TTrainAccount>(c: TCallContract, payload: unknown, opts: TCallOptions & { lang?: TLang }) => {
  const r = await t.call<R>(c, payload, { lang: 'en', ...opts });
  replies.push(JSON.stringify(r));
  return r;
};
const list = async (session: string) =>
  (await call<TTrainAccountListResult>(TrainAccountList, {}, { session })).result!.Entities;
const rows = async () =>
  (
    await t.database.executeSql(
      'SELECT id, user_id, account, password_enc, status FROM train_accounts ORDER BY created_at, id',
    )
  ).rows as { id: string; user_id: string; account: string; password_enc: string; status: string }[];

beforeAll(async () => {
  t = await createTestApp({ workers: false, logs });
  employee = await t.login('employee');
  approver = await t.login('approver');
  traveler = await t.login('traveler');
  service = await t.login('service');
  supplier = await t.login('supplier');
  seeded = (await list(employee))[0]!;
});
afterAll(async () => t.close());

describe('the demo data', () => {
  it('has bound the demo employee to zhenghao12306, without its password', async () => {
    expect(await list(employee)).toEqual([
      {
        ID: seeded.ID,
        Account: 'zhenghao12306',
        Status: 'Verified',
        ValidTime: seeded.ValidTime,
        CreateTime: seeded.CreateTime,
      },
    ]);
    expect(await list(traveler)).toEqual([]);
  });
});

describe('TrainAccount/AccountLogin', () => {
  it('binds an account the rail side accepts, keeping its password encrypted', async () => {
    const r = await call(
      TrainAccountLogin,
      { Account: ' WangFang12306 ', Password: SIM_RAIL_DEMO_PASSWORD },
      { session: employee },
    );
    expect(r, r.message).toMatchObject({ isSucc: true, statusCode: 200, message: '12306 account bound' });
    expect(r.result).toMatchObject({ Account: 'wangfang12306', Status: 'NeedVerify' });
    expect(Object.keys(r.result!).sort()).toEqual(['Account', 'CreateTime', 'ID', 'Status', 'ValidTime']);
    const row = (await rows()).find((x) => x.id === r.result!.ID)!;
    expect(row).toMatchObject({ account: 'wangfang12306', status: 'NeedVerify' });
    expect(row.password_enc).not.toBe(SIM_RAIL_DEMO_PASSWORD);
    expect(row.password_enc).not.toContain(SIM_RAIL_DEMO_PASSWORD);
    expect(row.password_enc).toMatch(/^v1\.[A-Za-z0-9_-]{40,}$/);
    expect((await list(employee)).map((a) => a.Account)).toEqual(['zhenghao12306', 'wangfang12306']);
  });

  it('binding the same account again replaces it instead of adding one', async () => {
    const before = await rows();
    const r = await call(
      TrainAccountLogin,
      { Account: 'wangfang12306', Password: SIM_RAIL_DEMO_PASSWORD },
      { session: employee },
    );
    expect(r.isSucc).toBe(true);
    const after = await rows();
    expect(after).toHaveLength(before.length);
    // A fresh nonce: the stored ciphertext changed, the password did not.
    expect(after.find((x) => x.id === r.result!.ID)!.password_enc).not.toBe(
      before.find((x) => x.id === r.result!.ID)!.password_enc,
    );
  });

  it("refuses a wrong password with the spec's message in both languages, writing nothing", async () => {
    const before = await rows();
    const en = await call(TrainAccountLogin, { Account: 'linxiao12306', Password: GUESS }, { session: traveler });
    expect([en.isSucc, en.statusCode, en.httpStatus, en.message]).toEqual([false, 400, 400, WRONG]);
    const cn = await call(
      TrainAccountLogin,
      { Account: 'nobody12306', Password: GUESS },
      { session: traveler, lang: 'cn' },
    );
    expect(cn.message).toBe('登录铁路账号失败：用户名或密码错误');
    expect(await rows()).toEqual(before);
  });

  it('refuses a locked account and bad input with 400, writing nothing', async () => {
    const before = await rows();
    const locked = await call(
      TrainAccountLogin,
      { Account: 'locked12306', Password: SIM_RAIL_DEMO_PASSWORD },
      { session: traveler },
    );
    expect([locked.statusCode, locked.message]).toEqual([
      400,
      'This 12306 account is locked; please unlock it at 12306 first',
    ]);
    for (const bad of [
      {},
      { Account: '', Password: SIM_RAIL_DEMO_PASSWORD },
      { Account: 'has space', Password: SIM_RAIL_DEMO_PASSWORD },
      { Account: '张三', Password: SIM_RAIL_DEMO_PASSWORD },
      { Account: 'linxiao12306' },
      { Account: 'linxiao12306', Password: '12345' },
      { Account: 'linxiao12306', Password: 'x'.repeat(33) },
      { Account: ['linxiao12306'], Password: SIM_RAIL_DEMO_PASSWORD },
    ]) {
      const r = await call(TrainAccountLogin, bad, { session: traveler });
      expect([r.isSucc, r.statusCode], JSON.stringify(bad)).toEqual([false, 400]);
    }
    const missing = await call(TrainAccountLogin, { Account: 'linxiao12306' }, { session: traveler });
    expect(missing.message).toContain('Please enter the 12306 password');
    expect(await rows()).toEqual(before);
  });

  it('binds an account a test created at the rail side', async () => {
    await putSimRailAccount(t.app.deps.db, t.clock, { account: 'newbie12306', password: 'Newbie#2026' });
    const r = await call(TrainAccountLogin, { Account: 'newbie12306', Password: 'Newbie#2026' }, { session: traveler });
    expect(r.result).toMatchObject({ Account: 'newbie12306', Status: 'Verified' });
  });
});

describe('TrainAccount/ValidAccount and ResetValid', () => {
  it('succeeds for a verified account and records when it was checked', async () => {
    t.clock.advance(60_000);
    const r = await call(TrainAccountValid, { ID: seeded.ID }, { session: employee });
    expect(r, r.message).toMatchObject({ isSucc: true, result: { ID: seeded.ID, Status: 'Verified' } });
    expect(r.result!.ValidTime > seeded.ValidTime).toBe(true);
  });

  it('fails, with the status in the result, for an account that needs verification; ResetValid verifies it', async () => {
    const id = (await list(employee)).find((a) => a.Account === 'wangfang12306')!.ID;
    const before = await call(TrainAccountValid, { ID: id }, { session: employee });
    expect(before).toMatchObject({
      isSucc: false,
      statusCode: 400,
      message: 'This 12306 account needs verification; please complete it and try again',
      result: { ID: id, Status: 'NeedVerify' },
    });
    const reset = await call(TrainAccountResetValid, { ID: id }, { session: employee });
    expect(reset, reset.message).toMatchObject({ isSucc: true, result: { ID: id, Status: 'Verified' } });
    expect((await call(TrainAccountValid, { ID: id }, { session: employee })).isSucc).toBe(true);
  });

  it('reports an account the rail side locked since, and ResetValid cannot unlock it', async () => {
    await putSimRailAccount(t.app.deps.db, t.clock, { account: 'newbie12306', status: 'Locked' });
    const id = (await list(traveler)).find((a) => a.Account === 'newbie12306')!.ID;
    const r = await call(TrainAccountValid, { ID: id }, { session: traveler });
    expect(r).toMatchObject({ isSucc: false, statusCode: 400, result: { Status: 'Locked' } });
    expect((await call(TrainAccountResetValid, { ID: id }, { session: traveler })).result).toMatchObject({
      Status: 'Locked',
    });
    expect((await list(traveler)).find((a) => a.ID === id)!.Status).toBe('Locked');
    await putSimRailAccount(t.app.deps.db, t.clock, { account: 'newbie12306', status: 'Verified' });
  });

  it('refuses bad ids with 400', async () => {
    for (const bad of [{}, { ID: '' }, { ID: 'x y' }, { ID: 'TA9999999999' }]) {
      const r = await call(TrainAccountValid, bad, { session: employee });
      expect([r.isSucc, r.statusCode], JSON.stringify(bad)).toEqual([false, 400]);
    }
  });
});

describe('TrainAccount/ResetPassword', () => {
  it('after a change at 12306: the old password fails, a wrong one is refused, the new one is stored', async () => {
    await putSimRailAccount(t.app.deps.db, t.clock, { account: 'zhenghao12306', password: NEW_PASSWORD });
    const stale = await call(TrainAccountValid, { ID: seeded.ID }, { session: employee });
    expect(stale).toMatchObject({ isSucc: false, message: WRONG, result: { ID: seeded.ID } });
    const before = await rows();
    const wrong = await call(TrainAccountResetPassword, { ID: seeded.ID, Password: GUESS }, { session: employee });
    expect([wrong.statusCode, wrong.message]).toEqual([400, WRONG]);
    const short = await call(TrainAccountResetPassword, { ID: seeded.ID, Password: '1' }, { session: employee });
    expect(short.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
    const r = await call(TrainAccountResetPassword, { ID: seeded.ID, Password: NEW_PASSWORD }, { session: employee });
    expect(r, r.message).toMatchObject({
      isSucc: true,
      message: '12306 password updated',
      result: { Status: 'Verified' },
    });
    const stored = (await rows()).find((x) => x.id === seeded.ID)!.password_enc;
    expect(stored).not.toBe(before.find((x) => x.id === seeded.ID)!.password_enc);
    expect(stored).not.toContain(NEW_PASSWORD);
    expect((await call(TrainAccountValid, { ID: seeded.ID }, { session: employee })).isSucc).toBe(true);
  });
});

describe("another user's account", () => {
  it('is not listed, checked, changed or deleted by anyone but its owner', async () => {
    const before = await rows();
    for (const session of [approver, traveler]) {
      expect((await list(session)).map((a) => a.ID)).not.toContain(seeded.ID);
      for (const [c, p] of [
        [TrainAccountValid, { ID: seeded.ID }],
        [TrainAccountResetValid, { ID: seeded.ID }],
        [TrainAccountResetPassword, { ID: seeded.ID, Password: NEW_PASSWORD }],
        [TrainOrderValidAccountById, { ID: seeded.ID }],
      ] as const) {
        const r = await call(c, p, { session });
        expect([r.isSucc, r.statusCode, r.message, r.result], c.path).toEqual([
          false,
          400,
          'This 12306 account was not found',
          null,
        ]);
      }
      const del = await call(TrainAccountDelete, undefined, { session, query: { id: seeded.ID } });
      expect([del.statusCode, del.message]).toEqual([400, 'This 12306 account was not found']);
    }
    expect(await rows()).toEqual(before);
  });

  it('TMC service staff assigned to the company may check it for a booking; staff without booking may not', async () => {
    const r = await call(TrainOrderValidAccountById, { ID: seeded.ID }, { session: service });
    expect(r, r.message).toMatchObject({ isSucc: true, result: { ID: seeded.ID, Status: 'Verified' } });
    const own = await call(TrainOrderValidAccountById, { ID: seeded.ID }, { session: employee });
    expect(own.isSucc).toBe(true);
    const denied = await call(TrainOrderValidAccountById, { ID: seeded.ID }, { session: supplier });
    expect([denied.statusCode, denied.message]).toEqual([400, 'You are not allowed to do this']);
    // Binding, listing and the rest stay the traveller's own, even for TMC staff.
    expect((await list(service)).map((a) => a.ID)).not.toContain(seeded.ID);
    expect((await call(TrainAccountValid, { ID: seeded.ID }, { session: service })).statusCode).toBe(400);
  });
});

describe('trainaccount/delete (a GET that deletes)', () => {
  it('needs the CSRF header, then unbinds the account once', async () => {
    const id = (await list(employee)).find((a) => a.Account === 'wangfang12306')!.ID;
    const forged = await call(TrainAccountDelete, undefined, { session: employee, query: { id }, noCsrfHeader: true });
    expect([forged.isSucc, forged.statusCode]).toEqual([false, 400]);
    expect((await list(employee)).map((a) => a.ID)).toContain(id);
    const r = await call(TrainAccountDelete, undefined, { session: employee, query: { id } });
    expect(r, r.message).toMatchObject({ isSucc: true, message: 'Deleted', result: { ID: id } });
    expect((await list(employee)).map((a) => a.ID)).not.toContain(id);
    const again = await call(TrainAccountDelete, undefined, { session: employee, query: { id } });
    expect(again.statusCode).toBe(400);
    const noId = await call(TrainAccountDelete, undefined, { session: employee });
    expect(noId.statusCode).toBe(400);
  });
});

describe('trainpolicy/TrainSearch/ValidAccount?account&password', () => {
  const check = (account: string, password: string, session = traveler) =>
    call<{ Account: string; Status: string }>(TrainSearchValidAccount, undefined, {
      session,
      query: { account, password },
    });

  it('checks an account and password without binding them', async () => {
    const before = await rows();
    const r = await check('LinXiao12306', SIM_RAIL_DEMO_PASSWORD);
    expect(r, r.message).toMatchObject({ isSucc: true, result: { Account: 'linxiao12306', Status: 'Verified' } });
    const wrong = await check('wangfang12306', NEW_PASSWORD);
    expect([wrong.statusCode, wrong.message]).toEqual([400, WRONG]);
    const locked = await check('locked12306', SIM_RAIL_DEMO_PASSWORD);
    expect(locked).toMatchObject({ isSucc: false, result: { Account: 'locked12306', Status: 'Locked' } });
    expect((await check('', SIM_RAIL_DEMO_PASSWORD)).statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('counts wrong passwords: after 10 in a window even the right one is refused for a while', async () => {
    // The approver has had no wrong password yet.
    for (let i = 0; i < 10; i++) expect((await check('linxiao12306', GUESS, approver)).message).toBe(WRONG);
    const blocked = await check('linxiao12306', SIM_RAIL_DEMO_PASSWORD, approver);
    expect(blocked.message).toMatch(/Too many attempts/);
    const bind = await call(
      TrainAccountLogin,
      { Account: 'linxiao12306', Password: SIM_RAIL_DEMO_PASSWORD },
      { session: approver },
    );
    expect(bind.message).toMatch(/Too many attempts/);
    t.clock.advance(15 * 60_000);
    expect((await check('linxiao12306', SIM_RAIL_DEMO_PASSWORD, approver)).isSucc).toBe(true);
  });
});

describe('limits and access', () => {
  it(`binds at most ${RAIL_ACCOUNTS_MAX} accounts per traveller`, async () => {
    const have = (await list(traveler)).length;
    for (let i = have; i < RAIL_ACCOUNTS_MAX; i++) {
      await putSimRailAccount(t.app.deps.db, t.clock, { account: `bulk${i}12306`, password: 'Newbie#2026' });
      const r = await call(
        TrainAccountLogin,
        { Account: `bulk${i}12306`, Password: 'Newbie#2026' },
        { session: traveler },
      );
      expect(r.isSucc, r.message).toBe(true);
    }
    await putSimRailAccount(t.app.deps.db, t.clock, { account: 'onemore12306', password: 'Newbie#2026' });
    const over = await call(
      TrainAccountLogin,
      { Account: 'onemore12306', Password: 'Newbie#2026' },
      { session: traveler },
    );
    expect([over.statusCode, over.message]).toEqual([400, `At most ${RAIL_ACCOUNTS_MAX} 12306 accounts can be bound`]);
    // Binding one already bound again is still allowed at the limit.
    const again = await call(
      TrainAccountLogin,
      { Account: 'newbie12306', Password: 'Newbie#2026' },
      { session: traveler },
    );
    expect(again.isSucc, again.message).toBe(true);
  });

  it('answers anonymous callers with 511 on every call', async () => {
    for (const [c, p, query] of [
      [TrainAccountLogin, { Account: 'linxiao12306', Password: SIM_RAIL_DEMO_PASSWORD }, undefined],
      [TrainAccountValid, { ID: seeded.ID }, undefined],
      [TrainAccountResetValid, { ID: seeded.ID }, undefined],
      [TrainAccountResetPassword, { ID: seeded.ID, Password: NEW_PASSWORD }, undefined],
      [TrainAccountList, {}, undefined],
      [TrainAccountDelete, undefined, { id: seeded.ID }],
      [TrainSearchValidAccount, undefined, { account: 'linxiao12306', password: SIM_RAIL_DEMO_PASSWORD }],
      [TrainOrderValidAccountById, { ID: seeded.ID }, undefined],
    ] as const) {
      const r = await call(c, p, query ? { query } : {});
      expect([r.isSucc, r.statusCode, r.httpStatus], c.path).toEqual([false, 511, 511]);
    }
  });

  it('refuses callers without the booking action (a supplier)', async () => {
    const r = await call(TrainAccountList, {}, { session: supplier });
    expect([r.statusCode, r.message]).toEqual([400, 'You are not allowed to do this']);
  });

  it('refuses to bind when the server has no encryption key, writing nothing', async () => {
    const before = await rows();
    const key = t.app.deps.config.railAccountKey;
    t.app.deps.config.railAccountKey = undefined;
    try {
      const r = await call(
        TrainAccountLogin,
        { Account: 'linxiao12306', Password: SIM_RAIL_DEMO_PASSWORD },
        { session: employee },
      );
      expect([r.isSucc, r.statusCode]).toEqual([false, 500]);
      expect(r.message).toContain('no key for 12306 accounts');
    } finally {
      t.app.deps.config.railAccountKey = key;
    }
    expect(await rows()).toEqual(before);
  });
});

describe('passwords', () => {
  it('never appear in any reply of this file, in the table or in a log line', async () => {
    expect(replies.length).toBeGreaterThan(50);
    const stored = JSON.stringify(await rows());
    const logged = logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const p of PASSWORDS) {
      for (const r of replies) expect(r).not.toContain(p);
      expect(stored).not.toContain(p);
      expect(logged).not.toContain(p);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SendCode,
  SendValidCode,
  SmsDetails,
  SmsList,
  type TSmsDetailsResult,
  type TSmsListResult,
} from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { rows, sendAndReadCode } from './helpers.ts';

// adapter Sms/List and Sms/Details: what the development adapter recorded, for the platform operator only.

let t: TTestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login('operator');
  await sendAndReadCode(t, SendValidCode, { Mobile: '13900002001' }, '13900002001');
  t.clock.advance(1000);
  await sendAndReadCode(t, SendValidCode, { Mobile: '13900002002' }, '13900002002', { lang: 'en' });
  t.clock.advance(1000);
  await sendAndReadCode(t, SendCode, { Account: 'employee', Channel: 'email' }, 'employee@opentmc.local');
});
afterAll(async () => t.close());

const list = (payload: Record<string, unknown>, session = operator) =>
  t.call<TSmsListResult>(SmsList, payload, { session });

describe('Sms/List', () => {
  it('lists every record newest first with its fields', async () => {
    const r = await list({ PageSize: 20, PageNo: 1 });
    expect(r).toMatchObject({ isSucc: true, statusCode: 200 });
    expect(r.result!.RecordCount).toBe(3);
    const [mail, en, cn] = r.result!.Items;
    expect(mail).toMatchObject({
      Mobile: 'employee@opentmc.local',
      Channel: 'mail',
      SmsStatus: 1151,
      SendStatus: 'Sent',
    });
    expect(en!.Content).toMatch(/^\[OpenTMC Business Travel\] Your registration code is \d{6}/);
    expect(cn).toMatchObject({ Mobile: '13900002001', SmsStatus: 1151 });
    expect(cn!.SmsID).toMatch(/^[0-9a-f-]{36}$/);
    expect(cn!.CreateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by status and keywords and pages', async () => {
    expect((await list({ PageSize: 2, PageNo: 2 })).result).toMatchObject({
      RecordCount: 3,
      Items: [{ Mobile: '13900002001' }],
    });
    expect((await list({ KeyWords: '0002002' })).result!.Items.map((i) => i.Mobile)).toEqual(['13900002002']);
    expect((await list({ KeyWords: 'registration' })).result!.RecordCount).toBe(1);
    expect((await list({ KeyWords: '100%_' })).result!.RecordCount).toBe(0);
    expect((await list({ SmsStatus: 1150 })).result!.RecordCount).toBe(0);
    expect((await list({ SmsStatus: 1151, PageSize: 9999 })).result!.RecordCount).toBe(3);
  });

  it('is for the platform operator only (issue 14: TMC staff read one-time codes and links there)', async () => {
    for (const login of ['service', 'supervisor', 'sales', 'supplier', 'admin', 'employee', 'traveler']) {
      const r = await t.call(SmsList, {}, { session: await t.login(login), lang: 'en' });
      expect(r, login).toMatchObject({
        isSucc: false,
        statusCode: 400,
        message: 'You are not allowed to do this',
        result: null,
      });
    }
    const cn = await t.call(SmsList, {}, { session: await t.login('employee') });
    expect(cn.message).toBe('您没有执行此操作的权限');
    expect((await t.call(SmsList, {})).statusCode).toBe(511);
  });

  it('refuses bad filters', async () => {
    const r = await list({ SmsStatus: 7, PageSize: 0 });
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
  });
});

describe('Sms/Details', () => {
  it('shows a record and marks it read (1150) once', async () => {
    const id = (await list({ KeyWords: '13900002001' })).result!.Items[0]!.SmsID;
    const r = await t.call<TSmsDetailsResult>(SmsDetails, undefined, { session: operator, query: { SmsID: id } });
    expect(r.result).toMatchObject({ SmsID: id, Mobile: '13900002001', SmsStatus: 1150 });
    expect(r.result!.ReadTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    t.clock.advance(60 * 1000);
    const again = await t.call<TSmsDetailsResult>(SmsDetails, { SmsID: id }, { session: operator });
    expect(again.result!.ReadTime).toBe(r.result!.ReadTime);
    expect((await list({ SmsStatus: 1150 })).result!.Items.map((i) => i.SmsID)).toEqual([id]);
  });

  it('refuses an unknown id, other roles, and a call without the CSRF header', async () => {
    const en = await t.call(SmsDetails, undefined, { session: operator, query: { SmsID: 'nope' }, lang: 'en' });
    expect(en).toMatchObject({ isSucc: false, statusCode: 400, message: 'No such SMS record' });
    const cn = await t.call(SmsDetails, undefined, {
      session: operator,
      query: { SmsID: '00000000-0000-4000-8000-000000000000' },
    });
    expect(cn.message).toBe('短信记录不存在');
    const id = (await list({ KeyWords: '13900002002' })).result!.Items[0]!.SmsID;
    const employee = await t.call(SmsDetails, undefined, { session: await t.login('employee'), query: { SmsID: id } });
    expect(employee.message).toBe('您没有执行此操作的权限');
    const csrf = await t.call(SmsDetails, undefined, { session: operator, query: { SmsID: id }, noCsrfHeader: true });
    expect(csrf).toMatchObject({ isSucc: false, statusCode: 400 });
    const [row] = await rows<{ sms_status: number }>(t, 'select sms_status from sms_records where id = $1', [id]);
    expect(row!.sms_status).toBe(1151);
  });
});

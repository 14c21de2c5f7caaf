import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  actionCodesFor,
  ADVISE_PAGE_SIZE_MAX,
  AdviseDetails,
  AdviseList,
  AdviseReply,
  AdviseSave,
  AdviseStatus,
  AdviseType,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  callUrl,
  type TAdvise,
  type TAdviseListResult,
  type TReply,
  type TSessionTicket,
} from '@opentmc/contracts';
import { createSession } from '../../src/platform/session.ts';
import { translate } from '../../src/platform/i18n.ts';
import { createTestApp, type TTestApp } from '../harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, workers: false });
});
afterAll(async () => t.close());

const TMC = { CompanyID: 'C-TMC', CompanyName: 'OpenTMC 商旅服务', CompanyNameEn: 'OpenTMC Travel Services' };
const DEMO = { CompanyID: 'C-DEMO', CompanyName: '示例科技有限公司', CompanyNameEn: 'Demo Tech Co., Ltd.' };
const OTHER = { CompanyID: 'C-OTHER', CompanyName: '其他公司', CompanyNameEn: 'Other Co.' };

const sessionOf = (
  who: { CompanyID: string; CompanyName: string; CompanyNameEn: string },
  UserID: string,
  Roles: string[],
): Promise<string> => {
  const ticket: TSessionTicket = {
    ...who,
    UserID,
    UserName: `name-${UserID}`,
    FeatureCodes: [],
    Roles,
    ActionCodes: actionCodesFor(Roles),
  };
  return createSession(t.database.db, t.clock, { ticket });
};

let service: string;
let supervisor: string;
let employee: string;
let colleague: string;
let outsider: string;
// Fresh sessions for every test, since the rate-limit tests move the clock.
beforeEach(async () => {
  service = await sessionOf(TMC, 'U-SERVICE', ['service']);
  supervisor = await sessionOf(TMC, 'U-SUPERVISOR', ['supervisor']);
  employee = await sessionOf(DEMO, 'U-EMPLOYEE', ['employee']);
  colleague = await sessionOf(DEMO, 'U-COLLEAGUE', ['company_admin']);
  outsider = await sessionOf(OTHER, 'U-OUTSIDER', ['company_admin']);
});

const feedback = (over: Record<string, unknown> = {}) => ({
  AdviseType: AdviseType.Suggestion,
  Content: '希望增加高铁选座功能',
  ContactName: '张三',
  ContactPhone: '13800000007',
  ContactEmail: 'zhang@demo-tech.cn',
  Page: '/mall/feedBack',
  ...over,
});

// The table is the adapter module's own; the test reads it with plain SQL.
const rowCount = async () =>
  Number((await t.database.executeSql('select count(*)::int as n from advises')).rows[0]?.n ?? 0);
const rowOf = async (id: string) =>
  (await t.database.executeSql('select * from advises where id = $1', [Number(id)])).rows[0];

/** Posts Advise/Save from a given client IP, as the web client does. */
const saveFrom = async (ip: string, payload: unknown, session?: string): Promise<TReply<{ AdviseID: string }>> => {
  const res = await t.app.inject({
    method: 'POST',
    url: callUrl(AdviseSave),
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    cookies: session ? { SfsSes: session } : {},
    payload: new URLSearchParams({ data: JSON.stringify(payload) }).toString(),
  });
  return res.json();
};

let nextIp = 1;
/** Saves feedback from a fresh IP each time, so the anonymous rate limit stays out of the way. */
const save = async (payload: Record<string, unknown> = feedback(), session?: string) => {
  const r = await saveFrom(`10.1.0.${nextIp++}`, payload, session);
  expect(r.isSucc, r.message).toBe(true);
  return r.result!.AdviseID;
};

describe('adapter/Advise/Save', () => {
  it('records anonymous feedback with a thank-you in the caller language', async () => {
    const before = await rowCount();
    const r = await t.call<{ AdviseID: string }>(AdviseSave, feedback(), { lang: 'en' });
    expect(r).toMatchObject({
      isSucc: true,
      statusCode: 200,
      message: 'Thank you for your feedback; we will look into it soon',
    });
    expect(r.result!.AdviseID).toMatch(/^\d+$/);
    expect(await rowCount()).toBe(before + 1);
    const row = await rowOf(r.result!.AdviseID);
    expect(row).toMatchObject({
      company_id: null,
      user_id: null,
      status: AdviseStatus.Pending,
      content: '希望增加高铁选座功能',
    });
    const cn = await t.call(AdviseSave, feedback());
    expect(cn.message).toBe('感谢您的反馈，我们会尽快处理');
  });

  it('takes company and user from the session, never from the payload', async () => {
    const id = await save(
      feedback({ CompanyID: OTHER.CompanyID, UserID: 'U-OUTSIDER', CompanyName: 'spoof', Content: '来自员工' }),
      employee,
    );
    const row = await rowOf(id);
    expect(row).toMatchObject({
      company_id: DEMO.CompanyID,
      user_id: 'U-EMPLOYEE',
      company_name: DEMO.CompanyName,
      user_name: 'name-U-EMPLOYEE',
    });
  });

  it('accepts an empty email and no page', async () => {
    const { Page: _p, ...noPage } = feedback({ ContactEmail: '' });
    await save(noPage);
  });

  it('refuses bad input with 400 in cn and en and writes nothing', async () => {
    const before = await rowCount();
    const cases: [Record<string, unknown>, string][] = [
      [feedback({ Content: '' }), 'adapter.validation.contentRequired'],
      [feedback({ Content: '   ' }), 'adapter.validation.contentRequired'],
      [feedback({ Content: undefined }), 'adapter.validation.contentRequired'],
      [feedback({ Content: '长'.repeat(1001) }), 'adapter.validation.contentTooLong'],
      [feedback({ ContactPhone: '2380000000' }), 'messages.validation.mobile'],
      [feedback({ ContactPhone: '' }), 'messages.validation.mobileRequired'],
      [feedback({ ContactName: '' }), 'messages.validation.nameRequired'],
      [feedback({ ContactName: '名'.repeat(51) }), 'adapter.validation.contactNameTooLong'],
      [feedback({ ContactEmail: 'nope' }), 'messages.validation.email'],
      [feedback({ AdviseType: 9999 }), 'adapter.validation.adviseType'],
      [feedback({ AdviseType: 'Complaint' }), 'adapter.validation.adviseType'],
      [feedback({ Page: `/x${'y'.repeat(600)}` }), 'adapter.validation.pageTooLong'],
      [feedback({ Page: 'javascript:alert(1)' }), 'adapter.validation.page'],
    ];
    for (const [payload, key] of cases) {
      const cn = await t.call(AdviseSave, payload);
      expect(cn, key).toMatchObject({ isSucc: false, statusCode: 400, httpStatus: 400 });
      expect(cn.message, key).toContain(translate('cn', key));
      const en = await t.call(AdviseSave, payload, { lang: 'en' });
      expect(en.message, key).toContain(translate('en', key));
      expect(translate('en', key), key).not.toBe(key);
    }
    expect(translate('en', 'adapter.validation.contentRequired')).toBe('Please enter your feedback');
    expect(await rowCount()).toBe(before);
  });

  it('content of exactly 1000 characters is accepted', async () => {
    await save(feedback({ Content: '长'.repeat(1000) }));
  });

  it('refuses a post without X-Requested-With and writes nothing', async () => {
    const before = await rowCount();
    const r = await t.call(AdviseSave, feedback(), { noCsrfHeader: true, lang: 'en' });
    expect(r).toMatchObject({
      isSucc: false,
      statusCode: 400,
      message: 'The request origin could not be verified and was refused',
    });
    const foreign = await t.call(AdviseSave, feedback(), { headers: { origin: 'https://evil.example' } });
    expect(foreign).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(await rowCount()).toBe(before);
  });

  it('rate-limits anonymous posts per IP, not other IPs or logged-in users', async () => {
    const before = await rowCount();
    for (let i = 0; i < 5; i++) expect((await saveFrom('10.0.0.1', feedback())).isSucc).toBe(true);
    const sixth = await saveFrom('10.0.0.1', feedback());
    expect(sixth).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(sixth.message).toMatch(/^操作过于频繁/);
    expect(sixth.result).toMatchObject({ WaitSeconds: expect.any(Number) });
    expect(await rowCount()).toBe(before + 5);
    expect((await saveFrom('10.0.0.2', feedback())).isSucc).toBe(true);
    expect((await saveFrom('10.0.0.1', feedback(), employee)).isSucc).toBe(true);
    // A new window lets the IP post again.
    t.clock.advance(11 * 60 * 1000);
    expect((await saveFrom('10.0.0.1', feedback())).isSucc).toBe(true);
  });

  it('limits an IP per day across windows', async () => {
    // Windows are aligned to the clock: the run (seven 10-minute windows) starts an hour into the next UTC day, so
    // the day's limit cannot reset within it, whatever the time the suite runs (the clock only moves forward).
    const day = 24 * 60 * 60 * 1000;
    t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / day) * day + 60 * 60 * 1000));
    let ok = 0;
    for (let w = 0; w < 7; w++) {
      for (let i = 0; i < 5; i++) if ((await saveFrom('10.0.0.9', feedback())).isSucc) ok++;
      t.clock.advance(10 * 60 * 1000);
    }
    expect(ok).toBe(30);
  });
});

describe('adapter/Advise/List', () => {
  it('needs a session (511)', async () => {
    const r = await t.call(AdviseList, {});
    expect(r).toMatchObject({ isSucc: false, statusCode: 511, httpStatus: 511 });
  });

  it('refuses users who are not TMC staff, in their language', async () => {
    const cn = await t.call(AdviseList, {}, { session: employee });
    expect(cn).toMatchObject({ isSucc: false, statusCode: 400, message: '您没有执行此操作的权限' });
    const en = await t.call(AdviseList, {}, { session: outsider, lang: 'en' });
    expect(en).toMatchObject({ isSucc: false, message: 'You are not allowed to do this' });
  });

  it("shows staff every company's feedback, newest first, with filters and paging", async () => {
    const complaint = await save(
      feedback({ AdviseType: AdviseType.Complaint, ContactPhone: '13912345678', Content: '投诉：退票太慢' }),
      outsider,
    );
    t.clock.advance(1000);
    const help = await save(feedback({ AdviseType: AdviseType.BookingHelp, Content: 'need help booking' }), employee);

    const all = await t.call<TAdviseListResult>(
      AdviseList,
      { PageNo: 1, PageSize: 9999999999 },
      { session: service, lang: 'en' },
    );
    expect(all.isSucc, all.message).toBe(true);
    const r = all.result!;
    expect(r.PageSize).toBe(ADVISE_PAGE_SIZE_MAX);
    expect(r.RecordCount).toBe(r.Entities.length);
    expect(r.Entities[0]!.AdviseID).toBe(help);
    expect(r.Entities[0]).toMatchObject({
      CompanyID: DEMO.CompanyID,
      CompanyName: 'Demo Tech Co., Ltd.',
      AdviseStatus: AdviseStatus.Pending,
    });
    expect(r.Entities.map((e) => e.CompanyID)).toEqual(expect.arrayContaining([OTHER.CompanyID, DEMO.CompanyID, '']));
    expect(r.Entities[0]!.CreateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const byType = await t.call<TAdviseListResult>(
      AdviseList,
      { AdviseType: AdviseType.Complaint },
      { session: supervisor },
    );
    expect(byType.result!.Entities.map((e) => e.AdviseID)).toEqual([complaint]);
    expect(byType.result!.Entities[0]!.CompanyName).toBe(OTHER.CompanyName);

    const byPhone = await t.call<TAdviseListResult>(AdviseList, { ContactPhone: '1234' }, { session: service });
    expect(byPhone.result!.Entities.map((e) => e.AdviseID)).toEqual([complaint]);

    const byId = await t.call<TAdviseListResult>(AdviseList, { AdviseID: help }, { session: service });
    expect(byId.result!).toMatchObject({ RecordCount: 1, Entities: [{ AdviseID: help }] });

    const byWords = await t.call<TAdviseListResult>(AdviseList, { KeyWords: '100%' }, { session: service });
    expect(byWords.result!.RecordCount).toBe(0);

    const page2 = await t.call<TAdviseListResult>(AdviseList, { PageNo: 2, PageSize: 1 }, { session: service });
    expect(page2.result!).toMatchObject({ RecordCount: r.RecordCount, PageNo: 2, PageSize: 1 });
    expect(page2.result!.Entities.map((e) => e.AdviseID)).toEqual([r.Entities[1]!.AdviseID]);
  });

  it('refuses bad filters with 400 in both languages', async () => {
    const cn = await t.call(AdviseList, { AdviseType: 1 }, { session: service });
    expect(cn).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(cn.message).toContain('请选择反馈类型');
    const en = await t.call(AdviseList, { AdviseStatus: 1 }, { session: service, lang: 'en' });
    expect(en.message).toContain('The feedback status is not valid');
    const badDate = await t.call(AdviseList, { CreateTime: '2026-13-01 00:00:00' }, { session: service, lang: 'en' });
    expect(badDate).toMatchObject({ isSucc: false, statusCode: 400 });
    const badPage = await t.call(AdviseList, { PageNo: 0 }, { session: service });
    expect(badPage).toMatchObject({ isSucc: false, statusCode: 400 });
  });

  it('refuses a list call without X-Requested-With', async () => {
    const r = await t.call(AdviseList, {}, { session: service, noCsrfHeader: true });
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
  });
});

describe('adapter/Advise/Details', () => {
  it('shows a feedback to staff and to its sender only', async () => {
    const id = await save(feedback({ Content: '只给本人看' }), employee);
    const q = { query: { AdviseID: id } };
    const mine = await t.call<TAdvise>(AdviseDetails, undefined, { ...q, session: employee });
    expect(mine.result).toMatchObject({ AdviseID: id, Content: '只给本人看', UserID: 'U-EMPLOYEE' });
    const staff = await t.call<TAdvise>(AdviseDetails, undefined, { ...q, session: service });
    expect(staff.result).toMatchObject({ AdviseID: id });

    for (const other of [outsider, colleague]) {
      const r = await t.call(AdviseDetails, undefined, { ...q, session: other, lang: 'en' });
      expect(r).toMatchObject({ isSucc: false, statusCode: 400, message: 'This feedback does not exist' });
    }
    expect((await t.call(AdviseDetails, undefined, q)).statusCode).toBe(511);
  });

  it('answers an unknown or malformed id with 400 in both languages', async () => {
    const none = await t.call(AdviseDetails, undefined, { query: { AdviseID: '999999999' }, session: service });
    expect(none).toMatchObject({ isSucc: false, statusCode: 400, message: '该反馈不存在' });
    const bad = await t.call(AdviseDetails, undefined, { query: { AdviseID: 'abc' }, session: service, lang: 'en' });
    expect(bad).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(bad.message).toContain('The feedback number is not valid');
    const huge = await t.call(AdviseDetails, undefined, {
      query: { AdviseID: '999999999999999999' },
      session: service,
    });
    expect(huge).toMatchObject({ isSucc: false, statusCode: 400 });
  });
});

describe('adapter/Advise/Reply', () => {
  it('lets staff answer once; the sender sees the reply', async () => {
    const id = await save(feedback(), employee);
    const r = await t.call<TAdvise>(
      AdviseReply,
      { AdviseID: id, ReplyContent: '已转产品团队' },
      { session: service, lang: 'en' },
    );
    expect(r).toMatchObject({ isSucc: true, message: 'Reply sent' });
    expect(r.result).toMatchObject({
      AdviseStatus: AdviseStatus.Handled,
      ReplyContent: '已转产品团队',
      ReplyUserName: 'name-U-SERVICE',
    });
    expect(r.result!.ReplyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const seen = await t.call<TAdvise>(AdviseDetails, undefined, { query: { AdviseID: id }, session: employee });
    expect(seen.result).toMatchObject({ AdviseStatus: AdviseStatus.Handled, ReplyContent: '已转产品团队' });

    const again = await t.call(AdviseReply, { AdviseID: id, ReplyContent: 'second' }, { session: supervisor });
    expect(again).toMatchObject({ isSucc: false, statusCode: 400, message: '该反馈已被处理，请刷新后查看' });
    const row = await rowOf(id);
    expect(row!.reply_content).toBe('已转产品团队');
  });

  it('applies exactly one of two simultaneous replies', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await save(feedback({ Content: `race ${round}` }));
      const replies = await Promise.all(
        [service, supervisor, service, supervisor].map((s, i) =>
          t.call<TAdvise>(AdviseReply, { AdviseID: id, ReplyContent: `reply ${i}` }, { session: s, lang: 'en' }),
        ),
      );
      const won = replies.filter((r) => r.isSucc);
      expect(won).toHaveLength(1);
      for (const lost of replies.filter((r) => !r.isSucc)) {
        expect(lost).toMatchObject({
          statusCode: 400,
          message: 'This feedback has already been handled; please refresh',
        });
      }
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: AdviseStatus.Handled, reply_content: won[0]!.result!.ReplyContent });
    }
  });

  it('refuses non-staff, anonymous callers, CSRF attempts and bad input, changing nothing', async () => {
    const id = await save(feedback(), employee);
    const mine = await t.call(AdviseReply, { AdviseID: id, ReplyContent: 'self-reply' }, { session: employee });
    expect(mine).toMatchObject({ isSucc: false, statusCode: 400, message: '您没有执行此操作的权限' });
    expect((await t.call(AdviseReply, { AdviseID: id, ReplyContent: 'x' })).statusCode).toBe(511);
    const csrf = await t.call(
      AdviseReply,
      { AdviseID: id, ReplyContent: 'x' },
      { session: service, noCsrfHeader: true },
    );
    expect(csrf).toMatchObject({ isSucc: false, statusCode: 400 });
    const empty = await t.call(AdviseReply, { AdviseID: id, ReplyContent: ' ' }, { session: service });
    expect(empty.message).toContain('请输入回复内容');
    const emptyEn = await t.call(AdviseReply, { AdviseID: id, ReplyContent: '' }, { session: service, lang: 'en' });
    expect(emptyEn.message).toContain('Please enter the reply');
    const long = await t.call(
      AdviseReply,
      { AdviseID: id, ReplyContent: 'x'.repeat(1001) },
      { session: service, lang: 'en' },
    );
    expect(long.message).toContain('The text cannot be longer than 1000 characters');
    const unknown = await t.call(
      AdviseReply,
      { AdviseID: '987654321', ReplyContent: 'x' },
      { session: service, lang: 'en' },
    );
    expect(unknown).toMatchObject({ isSucc: false, message: 'This feedback does not exist' });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: AdviseStatus.Pending, reply_content: null });
  });
});

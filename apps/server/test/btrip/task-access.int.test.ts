import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BtripTaskAttachment,
  BtripTaskCheck,
  BtripTaskColleagues,
  BtripTaskCompanyList,
  BtripTaskCorrect,
  BtripTaskDetails,
  BtripTaskList,
  BtripTaskOptions,
  BtripTaskSave,
  BtripTaskSubmit,
  BtripTaskUpload,
  BtripTaskWithdraw,
  type TBtripAttachment,
  type TBtripOptions,
  type TBtripPerson,
  type TBtripTask,
  type TBtripTaskListResult,
  type TCallContract,
} from '@opentmc/contracts';
import { purgeUnlinkedAttachments } from '../../src/modules/btrip/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { application, dayIn, details, taskCount, userIdOf } from './helpers.ts';

// Who may do what with pre-trip applications, and what bad input gets: 400 in the caller's language with nothing
// written, another company's people refused, anonymous callers 511, attachments kept safe.

let t: TTestApp;
const sid: Record<string, string> = {};
const id: Record<string, string> = {};
let other: Awaited<ReturnType<typeof createOtherCompany>>;
let company = '';
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['employee', 'approver', 'finance', 'admin', 'service', 'supervisor', 'operator', 'traveler']) {
    sid[a] = await t.login(a);
    id[a] = await userIdOf(t, a);
  }
  other = await createOtherCompany(t, '别家公司', '13900008888');
  company = (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'admin') }))!.companyId;
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const save = (p: object = {}, who = 'employee', lang: 'cn' | 'en' = 'en') =>
  t.call<TBtripTask>(BtripTaskSave, { ...application(t, [id.employee!]), ...p }, { session: sid[who], lang });

describe('bad input', () => {
  const cases: [string, object, string, string][] = [
    ['no legs', { Legs: [] }, 'Legs: Please enter at least one leg', 'Legs：请至少填写一段行程'],
    ['no travellers', { Travellers: [] }, 'Travellers: Please select the travellers', 'Travellers：请选择出行人'],
    [
      'a budget with three decimals',
      { Services: [{ ServiceType: 1407, Budget: '12.345', Cabin: 3201 }] },
      'Services.0.Budget: Please enter the correct amount',
      'Services.0.Budget：请输入正确的金额',
    ],
    [
      'a flight without a cabin',
      { Services: [{ ServiceType: 1407, Budget: 100 }] },
      'Services.0.Cabin: Please select the cabin',
      'Services.0.Cabin：请选择舱位标准',
    ],
    [
      'a hotel without a nightly rate',
      { Services: [{ ServiceType: 1409, Budget: 100, HotelStar: 4 }] },
      'Services.0.NightlyPrice: Please enter the nightly rate',
      'Services.0.NightlyPrice：请输入每晚房价',
    ],
    [
      'a leg to where it starts',
      { Legs: [{ FromCity: { CityCode: '3101' }, ToCity: { CityCode: '3101' }, DepartDate: '2099-01-01' }] },
      'Legs.0.ToCity: The departure and arrival cities must differ',
      'Legs.0.ToCity：出发城市和到达城市不能相同',
    ],
    [
      'an end before the last leg',
      { EndDate: '2000-01-01' },
      'EndDate: The return date cannot be before the last leg',
      'EndDate：返回日期不能早于最后一段行程',
    ],
    [
      'a date that does not exist',
      { EndDate: '2099-02-30' },
      'EndDate: Dates are yyyy-MM-dd',
      'EndDate：日期格式应为 yyyy-MM-dd',
    ],
  ];
  it.each(cases)('%s: 400 in English and Chinese, nothing written', async (_n, p, en, cn) => {
    const before = await taskCount(t);
    const e = await save(p, 'employee', 'en');
    expect(e).toMatchObject({ isSucc: false, statusCode: 400, message: en });
    const c = await save(p, 'employee', 'cn');
    expect(c).toMatchObject({ isSucc: false, statusCode: 400, message: cn });
    expect(await taskCount(t)).toBe(before);
  });

  it('refuses unknown cities, past dates, outsiders as travellers and unknown cost centres, writing nothing', async () => {
    const before = await taskCount(t);
    const legs = (code: string) => [
      { FromCity: { CityCode: '3101' }, ToCity: { CityCode: code }, DepartDate: dayIn(t, 3) },
    ];
    expect((await save({ Legs: legs('9999'), EndDate: dayIn(t, 4) })).message).toBe('There is no city with code 9999');
    expect((await save({ Legs: legs('1101').map((l) => ({ ...l, DepartDate: dayIn(t, -1) })) })).message).toBe(
      'Travel dates cannot be before today',
    );
    expect((await save({ Travellers: [other.userId] })).message).toBe(
      'Travellers must be active employees of the company',
    );
    expect((await save({ CostCenterID: 'F99999999999' })).message).toBe(
      'The cost centre does not exist or is disabled',
    );
    expect((await save({ Attachments: ['BF9999999999'] })).message).toBe(
      'The attachment does not exist or has expired; please upload it again',
    );
    expect(await taskCount(t)).toBe(before);
  });
});

describe('access', () => {
  it('anonymous callers get 511 on every btrip call', async () => {
    const calls: [TCallContract, object, Record<string, string>?][] = [
      [BtripTaskSave, application(t, ['U1'])],
      [BtripTaskList, {}],
      [BtripTaskCompanyList, {}],
      [BtripTaskDetails, {}, { id: 'B00000000001' }],
      [BtripTaskSubmit, { TaskID: 'B00000000001' }],
      [BtripTaskWithdraw, { TaskID: 'B00000000001' }],
      [BtripTaskCorrect, { ...application(t, ['U1']), TaskID: 'B00000000001' }],
      [BtripTaskCheck, {}],
      [BtripTaskOptions, {}],
      [BtripTaskColleagues, {}],
      [BtripTaskUpload, {}],
      [BtripTaskAttachment, {}, { id: 'BF0000000001' }],
    ];
    for (const [c, p, params] of calls) {
      const r = await t.call(c, p, params ? { params } : {});
      expect(r.statusCode, c.path).toBe(511);
    }
  });

  it("another company's people, an individual and colleagues outside it neither read nor change an application", async () => {
    const task = (await save({ Submit: true })).result!;
    for (const who of [other.sid, sid.traveler!]) {
      const d = await t.call(BtripTaskDetails, {}, { session: who, params: { id: task.TaskID }, lang: 'en' });
      expect(d.isSucc).toBe(false);
      const w = await t.call(BtripTaskWithdraw, { TaskID: task.TaskID }, { session: who });
      expect(w.isSucc).toBe(false);
      const list = await t.call<TBtripTaskListResult>(BtripTaskCompanyList, { CompanyID: company }, { session: who });
      expect(list.isSucc).toBe(false);
    }
    const denied = await t.call(BtripTaskDetails, {}, { session: other.sid, params: { id: task.TaskID }, lang: 'en' });
    expect(denied.message).toBe('This trip application does not exist or you may not see it');
    // A colleague who neither travels, approves nor manages cannot read it.
    expect((await details(t, sid.finance!, task.TaskID)).isSucc).toBe(false);
    // The approver of its step, and the company's administrator, can.
    expect((await details(t, sid.approver!, task.TaskID)).isSucc).toBe(true);
    expect((await details(t, sid.admin!, task.TaskID)).isSucc).toBe(true);
    // Only the creator edits it.
    const edit = await t.call(
      BtripTaskSave,
      { ...application(t, [id.employee!]), TaskID: task.TaskID },
      { session: sid.admin },
    );
    expect(edit.isSucc).toBe(false);
    expect((await details(t, sid.employee!, task.TaskID)).result!.Status).toBe('Pending');
  });

  it("lists a company's applications for its administrator and for TMC staff who serve it; drafts stay private", async () => {
    const draft = (await save()).result!;
    const sent = (await save({ Submit: true })).result!;
    const ids = (r: { result: TBtripTaskListResult | null }) => r.result!.Entities.map((e) => e.TaskID);
    const admin = await t.call<TBtripTaskListResult>(BtripTaskCompanyList, { PageSize: 100 }, { session: sid.admin });
    expect(ids(admin)).toContain(sent.TaskID);
    expect(ids(admin)).not.toContain(draft.TaskID);
    const staff = await t.call<TBtripTaskListResult>(
      BtripTaskCompanyList,
      { CompanyID: company, PageSize: 100, Status: 'Pending' },
      { session: sid.service },
    );
    expect(staff.isSucc, staff.message).toBe(true);
    expect(ids(staff)).toContain(sent.TaskID);
    expect(staff.result!.Entities.every((e) => e.Status === 'Pending')).toBe(true);
    expect((await details(t, sid.service!, sent.TaskID)).isSucc).toBe(true);
    // The operator's own company has none of them.
    const own = await t.call<TBtripTaskListResult>(BtripTaskCompanyList, {}, { session: sid.operator });
    expect(ids(own)).not.toContain(sent.TaskID);
    // Nobody lists them as their own but the creator and travellers.
    const mine = await t.call<TBtripTaskListResult>(BtripTaskList, { PageSize: 100 }, { session: sid.admin });
    expect(ids(mine)).not.toContain(sent.TaskID);
  });

  it('offers colleagues of the own company only, and the form options of the own company', async () => {
    const r = await t.call<TBtripPerson[]>(BtripTaskColleagues, { KeyWords: '吴' }, { session: sid.employee });
    expect(r.result).toEqual([{ UserID: id.approver, Name: '吴刚', DepartmentName: '研发部' }]);
    const none = await t.call<TBtripPerson[]>(BtripTaskColleagues, { KeyWords: '别家' }, { session: sid.employee });
    expect(none.result).toEqual([]);
    const o = await t.call<TBtripOptions>(BtripTaskOptions, {}, { session: sid.employee });
    expect(o.result).toMatchObject({
      Me: { UserID: id.employee, Name: '郑浩', DepartmentName: '研发部' },
      SelfOnly: false,
    });
  });
});

describe('attachments', () => {
  const upload = (FileName: string, bytes: Buffer, who = 'employee') =>
    t.call<TBtripAttachment>(
      BtripTaskUpload,
      { FileName, Content: bytes.toString('base64') },
      { session: sid[who], lang: 'en' },
    );

  it('takes PDF, PNG and JPEG by their content, refuses anything else or anything too large', async () => {
    const pdf = await upload('../../邀请函.pdf', PDF);
    expect(pdf.result).toMatchObject({ FileName: '邀请函.pdf', ContentType: 'application/pdf', Size: PDF.length });
    expect((await upload('a.png', PNG)).result!.ContentType).toBe('image/png');
    expect((await upload('a.pdf', Buffer.from('<script>alert(1)</script>'))).message).toBe(
      'Only PDF, PNG or JPG files can be uploaded',
    );
    expect((await upload('a.html', PDF)).message).toBe('Only PDF, PNG or JPG files can be uploaded');
    expect((await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(600 * 1024)]))).isSucc).toBe(false);
  });

  it('links uploads to the application; its readers download them, nobody else does', async () => {
    const a = (await upload('议程.pdf', PDF)).result!;
    const task = (await save({ Attachments: [a.AttachmentID], Submit: true })).result!;
    expect(task.Attachments).toEqual([a]);
    const get = (who: string) =>
      t.call<{ Content: string; ContentType: string }>(
        BtripTaskAttachment,
        {},
        { session: who, params: { id: a.AttachmentID } },
      );
    const own = await get(sid.employee!);
    expect(Buffer.from(own.result!.Content, 'base64').equals(PDF)).toBe(true);
    expect((await get(sid.approver!)).isSucc).toBe(true);
    expect((await get(other.sid)).isSucc).toBe(false);
    expect((await get(sid.finance!)).isSucc).toBe(false);
    // Someone else's fresh upload cannot be put on one's own application.
    const theirs = (await upload('x.pdf', PDF, 'admin')).result!;
    expect((await save({ Attachments: [theirs.AttachmentID] })).isSucc).toBe(false);
  });

  it('drops files taken off a draft and purges uploads no application took within a day', async () => {
    const a = (await upload('a.pdf', PDF)).result!;
    const b = (await upload('b.pdf', PDF)).result!;
    const task = (await save({ Attachments: [a.AttachmentID, b.AttachmentID] })).result!;
    const kept = await t.call<TBtripTask>(
      BtripTaskSave,
      { ...application(t, [id.employee!]), TaskID: task.TaskID, Attachments: [b.AttachmentID] },
      { session: sid.employee },
    );
    expect(kept.result!.Attachments.map((x) => x.AttachmentID)).toEqual([b.AttachmentID]);
    const count = async (aid: string) =>
      Number(
        (await t.database.executeSql('select count(*)::int n from btrip_attachments where id = $1', [aid])).rows[0]!.n,
      );
    expect(await count(a.AttachmentID)).toBe(0);
    const loose = (await upload('c.pdf', PDF)).result!;
    t.clock.advance(25 * 60 * 60 * 1000);
    await purgeUnlinkedAttachments(t.app.deps);
    expect(await count(loose.AttachmentID)).toBe(0);
    expect(await count(b.AttachmentID)).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssignCustomer,
  AssignableStaff,
  CustomersFree,
  GetTicketInfo,
  SaveCustomer,
  TradeLevelAdd,
  UnassignCustomer,
  contactResource,
  customerLevelResource,
  type TCustomerRow,
  type TStaffRow,
  type TTicketInfo,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { departments, hashPassword, insertUser, users } from '../../src/modules/org/index.ts';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, createTestApp, type TTestApp } from '../harness.ts';
import { accountSms, companyOf, newCustomer, rows, userIdOf } from './helpers.ts';

// Customers of the TMC: creating them (CompanyInfo/SaveCustomer), their reps (Employee/CustomersFree,
// AssignCustomer, UnassignCustomer), what reps and supervisors reach through the tenancy, and their level.

let t: TTestApp;
const sid: Record<string, string> = {};
const uid: Record<string, string> = {};
let client: string;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['operator', 'service', 'sales', 'supervisor', 'admin', 'employee']) {
    sid[a] = await t.login(a);
    uid[a] = await userIdOf(t, a);
  }
  client = await companyOf(t, 'admin');
});
afterAll(async () => t.close());

const forbidden = translate('en', 'messages.forbidden');
type TList = { Entities: TCustomerRow[]; RecordCount: number; CanAssign: boolean; CanCreate: boolean };
const customers = async (session: string, payload: Record<string, unknown> = {}) => {
  const r = await t.call<TList>(CustomersFree, { PageNo: 1, PageSize: 100, ...payload }, { session });
  expect(r.isSucc, r.message).toBe(true);
  return r.result!;
};
const idsOf = (l: TList) => l.Entities.map((e) => e.CompanyID);
/** Whether a caller reaches a company through the tenancy: the contact list of that company (RoleID). */
const reaches = async (session: string, companyId: string) =>
  (await t.call(contactResource.calls.List, { PageNo: 1, PageSize: 10, RoleID: companyId }, { session })).isSucc;

describe('CompanyInfo/SaveCustomer', () => {
  it('creates a client company and its administrator, who gets an initial password by SMS', async () => {
    const levels = await t.call<{ Entities: { LevelID: string; LevelCode: string }[] }>(
      customerLevelResource.calls.List,
      { PageNo: 1, PageSize: 10 },
      { session: sid.operator },
    );
    const vip = levels.result!.Entities.find((l) => l.LevelCode === 'VIP')!.LevelID;
    const r = await t.call<{ CompanyID: string; UserID: string }>(
      SaveCustomer,
      {
        CompanyName: '新客户科技有限公司',
        CompanyNameEn: 'New Customer Tech',
        ShortName: '新客户',
        AdminName: '钱多多',
        AdminMobile: '13900002001',
        AdminEmail: 'qian@newcustomer.example',
        LevelID: vip,
      },
      { session: sid.operator, lang: 'en' },
    );
    expect(r.message).toBe(translate('en', 'messages.added'));
    const { CompanyID, UserID } = r.result!;
    const sms = await accountSms(t, '13900002001');
    expect(sms.content).toContain(sms.password);
    expect(sms.content).toContain('13900002001');
    const adminSid = await t.login('13900002001', sms.password);
    const ticket = await t.call<TTicketInfo>(GetTicketInfo, {}, { session: adminSid });
    expect(ticket.result).toMatchObject({
      CompanyID,
      UserID,
      CompanyName: '新客户科技有限公司',
      FeatureCodes: ['Client'],
    });
    const [u] = await rows<{ roles: string[] }>(t, 'select roles from users where id = $1', [UserID]);
    expect(u?.roles).toEqual(['company_admin']);

    const listed = (await customers(sid.operator!, { CompanyID })).Entities[0]!;
    expect(listed).toMatchObject({
      CompanyName: '新客户科技有限公司',
      CompanyNameEn: 'New Customer Tech',
      AdminName: '钱多多',
      AdminMobile: '13900002001',
      LevelID: vip,
      LevelName: 'VIP 客户',
      ServiceUserID: '',
      SalesUserID: '',
    });
    expect(listed.ServiceIDs).toHaveLength(10);
  });

  it('is for operators only, refuses a taken mobile or name, and writes nothing then', async () => {
    const count = async () => Number((await rows<{ n: number }>(t, 'select count(*)::int n from companies'))[0]?.n);
    const before = await count();
    const payload = { CompanyName: '拒绝测试公司', AdminName: '张三', AdminMobile: '13900002002' };
    for (const who of ['service', 'sales', 'supervisor'] as const) {
      const r = await t.call(SaveCustomer, payload, { session: sid[who], lang: 'en' });
      expect([r.statusCode, r.message]).toEqual([400, forbidden]);
    }
    const byAdmin = await t.call(SaveCustomer, payload, { session: sid.admin, lang: 'en' });
    expect([byAdmin.statusCode, byAdmin.message]).toEqual([400, forbidden]);
    const takenMobile = await t.call(
      SaveCustomer,
      { ...payload, AdminMobile: '13800000001' },
      {
        session: sid.operator,
        lang: 'en',
      },
    );
    expect(takenMobile.message).toBe(translate('en', 'system.errors.mobileRegistered'));
    const takenName = await t.call(
      SaveCustomer,
      { ...payload, CompanyName: '示例科技有限公司' },
      {
        session: sid.operator,
        lang: 'en',
      },
    );
    expect(takenName.message).toBe(translate('en', 'system.errors.companyNameTaken'));
    const badLevel = await t.call(
      SaveCustomer,
      { ...payload, LevelID: 'L99999999999' },
      {
        session: sid.operator,
        lang: 'en',
      },
    );
    expect(badLevel.message).toBe(translate('en', 'customer.errors.levelNotFound'));
    const badMobile = await t.call(SaveCustomer, { ...payload, AdminMobile: '123' }, { session: sid.operator });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.message).toContain('AdminMobile');
    expect(await count()).toBe(before);
    expect(await rows(t, 'select 1 from notification_outbox where recipient = $1', ['13900002002'])).toEqual([]);
  });
});

describe('Employee/CustomersFree and assignment', () => {
  it('shows operators every customer, reps exactly theirs', async () => {
    const { companyId } = await newCustomer(t, sid.operator!, '列表测试公司', '13900002003');
    const all = await customers(sid.operator!);
    expect(idsOf(all)).toEqual(expect.arrayContaining([client, companyId]));
    expect(all).toMatchObject({ CanAssign: true, CanCreate: true });
    // Only client companies: no TMC, supplier or personal space.
    const [{ n }] = (await rows<{ n: number }>(t, "select count(*)::int n from companies where type = 'Client'")) as [
      { n: number },
    ];
    expect(all.RecordCount).toBe(n);

    const demo = all.Entities.find((e) => e.CompanyID === client)!;
    expect([demo.ServiceUserID, demo.SalesUserID]).toEqual([uid.service, uid.sales]);
    for (const who of ['service', 'sales'] as const) {
      const mine = await customers(sid[who]!);
      expect(idsOf(mine)).toEqual([client]);
      expect(mine).toMatchObject({ CanAssign: false, CanCreate: false });
    }
    const free = await customers(sid.operator!, { Unassigned: 'any' });
    expect(idsOf(free)).toContain(companyId);
    expect(idsOf(free)).not.toContain(client);
    expect(idsOf(await customers(sid.operator!, { KeyWords: '列表测试' }))).toEqual([companyId]);
  });

  it('gives a rep exactly their assigned customers through the tenancy', async () => {
    const { companyId } = await newCustomer(t, sid.operator!, '分配测试公司', '13900002004');
    expect(await reaches(sid.service!, companyId)).toBe(false);
    expect(await reaches(sid.service!, client)).toBe(true);

    const assigned = await t.call(
      AssignCustomer,
      { CompanyID: companyId, Duty: 'service', StaffUserID: uid.service },
      { session: sid.operator, lang: 'en' },
    );
    expect(assigned.message).toBe(translate('en', 'customer.messages.assigned'));
    expect(assigned.result).toEqual({
      CompanyID: companyId,
      Duty: 'service',
      StaffUserID: uid.service,
      StaffUserName: '李娜',
    });
    expect(await reaches(sid.service!, companyId)).toBe(true);
    expect(await reaches(sid.sales!, companyId)).toBe(false);
    expect(idsOf(await customers(sid.service!)).sort()).toEqual([client, companyId].sort());

    const unassigned = await t.call(
      UnassignCustomer,
      { CompanyID: companyId, Duty: 'service' },
      {
        session: sid.operator,
        lang: 'en',
      },
    );
    expect([unassigned.result, unassigned.message]).toEqual([true, translate('en', 'customer.messages.unassigned')]);
    expect(await reaches(sid.service!, companyId)).toBe(false);
    const again = await t.call(
      UnassignCustomer,
      { CompanyID: companyId, Duty: 'service' },
      {
        session: sid.operator,
        lang: 'en',
      },
    );
    expect(again.message).toBe(translate('en', 'customer.errors.notAssigned'));
  });

  it('lets only operators and supervisors assign, to staff of the duty', async () => {
    const { companyId } = await newCustomer(t, sid.operator!, '权限测试公司', '13900002005');
    for (const who of ['service', 'sales'] as const) {
      const r = await t.call(
        AssignCustomer,
        { CompanyID: companyId, Duty: 'service', StaffUserID: uid.service },
        {
          session: sid[who],
          lang: 'en',
        },
      );
      expect([r.statusCode, r.message]).toEqual([400, forbidden]);
      const u = await t.call(
        UnassignCustomer,
        { CompanyID: client, Duty: 'service' },
        { session: sid[who], lang: 'en' },
      );
      expect([u.statusCode, u.message]).toEqual([400, forbidden]);
      expect((await t.call<TStaffRow[]>(AssignableStaff, {}, { session: sid[who] })).result).toEqual([]);
    }
    const admin = await t.call(
      AssignCustomer,
      { CompanyID: client, Duty: 'service', StaffUserID: uid.service },
      {
        session: sid.admin,
        lang: 'en',
      },
    );
    expect([admin.statusCode, admin.message]).toEqual([400, forbidden]);
    // A sales rep cannot be the service rep; a client company's employee cannot be a rep at all.
    for (const StaffUserID of [uid.sales, uid.employee]) {
      const r = await t.call(
        AssignCustomer,
        { CompanyID: companyId, Duty: 'service', StaffUserID },
        {
          session: sid.operator,
          lang: 'en',
        },
      );
      expect(r.message).toBe(translate('en', 'customer.errors.staffNotAssignable'));
    }
    // Only client companies have reps.
    const tmc = await companyOf(t, 'operator');
    const r = await t.call(
      AssignCustomer,
      { CompanyID: tmc, Duty: 'sales', StaffUserID: uid.sales },
      {
        session: sid.operator,
        lang: 'en',
      },
    );
    expect(r.message).toBe(translate('en', 'customer.errors.notCustomer'));
    const staff = await t.call<TStaffRow[]>(AssignableStaff, { Duty: 'sales' }, { session: sid.operator });
    expect(staff.result?.map((s) => s.UserID)).toEqual([uid.sales]);
    const bad = await t.call(
      AssignCustomer,
      { CompanyID: companyId, Duty: 'boss', StaffUserID: uid.sales },
      {
        session: sid.operator,
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toContain('Duty');
  });

  it('keeps a supervisor to their team: the staff of their department and below', async () => {
    const db = t.app.deps.db;
    const tmc = await companyOf(t, 'operator');
    const now = t.clock.now();
    // The TMC gets two teams: 华东 (with a sub-team) led by the supervisor, and 华南.
    const dept = async (name: string, parent: { id: string; path: string } | null) => {
      const [d] = await db
        .insert(departments)
        .values({ companyId: tmc, parentId: parent?.id ?? null, name, createdAt: now })
        .returning({ id: departments.id });
      const path = `${parent?.path ?? '/'}${d!.id}/`;
      await db.update(departments).set({ path }).where(eq(departments.id, d!.id));
      return { id: d!.id, path };
    };
    const east = await dept('华东服务部', null);
    const eastSub = await dept('上海组', east);
    const south = await dept('华南服务部', null);
    await db.update(users).set({ departmentId: east.id }).where(eq(users.id, uid.supervisor!));
    await db.update(users).set({ departmentId: south.id }).where(eq(users.id, uid.service!));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const teamRep = await db.transaction((tx) =>
      insertUser(tx, t.clock, tmc, {
        name: '上海客服',
        mobile: '13900002090',
        passwordHash,
        roles: ['service'],
        departmentId: eastSub.id,
      }),
    );
    const supervisor = await t.login('supervisor'); // the ticket carries the new department
    const teamRepSid = await t.login('13900002090');

    const free = await newCustomer(t, sid.operator!, '主管可领取公司', '13900002006');
    const southOnly = await newCustomer(t, sid.operator!, '华南客户公司', '13900002007');
    for (const duty of ['service', 'sales'] as const) {
      await t.call(
        AssignCustomer,
        {
          CompanyID: southOnly.companyId,
          Duty: duty,
          StaffUserID: duty === 'service' ? uid.service : uid.sales,
        },
        { session: sid.operator },
      );
    }

    const staff = await t.call<TStaffRow[]>(AssignableStaff, { Duty: 'service' }, { session: supervisor });
    expect(staff.result?.map((s) => s.UserID)).toEqual([teamRep]);
    // Outside the team: refused; inside: assigned.
    const outside = await t.call(
      AssignCustomer,
      { CompanyID: free.companyId, Duty: 'service', StaffUserID: uid.service },
      {
        session: supervisor,
        lang: 'en',
      },
    );
    expect(outside.message).toBe(translate('en', 'customer.errors.staffNotAssignable'));
    const inside = await t.call(
      AssignCustomer,
      { CompanyID: free.companyId, Duty: 'service', StaffUserID: teamRep },
      {
        session: supervisor,
      },
    );
    expect(inside.isSucc, inside.message).toBe(true);
    // Another team's customer cannot be taken over.
    const takeover = await t.call(
      AssignCustomer,
      { CompanyID: southOnly.companyId, Duty: 'service', StaffUserID: teamRep },
      { session: supervisor, lang: 'en' },
    );
    expect(takeover.message).toBe(translate('en', 'customer.errors.otherTeam'));
    const drop = await t.call(
      UnassignCustomer,
      { CompanyID: southOnly.companyId, Duty: 'service' },
      {
        session: supervisor,
        lang: 'en',
      },
    );
    expect(drop.message).toBe(translate('en', 'customer.errors.otherTeam'));

    // The supervisor reaches the team's customers, not the other team's.
    expect(await reaches(supervisor, free.companyId)).toBe(true);
    expect(await reaches(supervisor, southOnly.companyId)).toBe(false);
    expect(await reaches(teamRepSid, free.companyId)).toBe(true);
    const seen = idsOf(await customers(supervisor));
    expect(seen).toContain(free.companyId);
    expect(seen).not.toContain(southOnly.companyId);
    expect(idsOf(await customers(teamRepSid))).toEqual([free.companyId]);
    const l = await customers(supervisor);
    expect(l).toMatchObject({ CanAssign: true, CanCreate: false });
  });
});

describe('CompanyInfo/TradeLevelAdd and /CustomerLevel', () => {
  it("sets, changes and clears a customer's level; a level in use cannot be deleted", async () => {
    const { companyId } = await newCustomer(t, sid.operator!, '等级测试公司', '13900002008');
    const made = await t.call<{ LevelID: string }>(
      customerLevelResource.calls.Update,
      { LevelCode: 'DIAMOND', LevelName: '钻石客户', Discount: 90, OrderBy: 9 },
      { session: sid.operator },
    );
    const LevelID = made.result!.LevelID;
    const dup = await t.call(
      customerLevelResource.calls.Update,
      { LevelCode: 'diamond', LevelName: '重复', Discount: 90 },
      { session: sid.operator, lang: 'en' },
    );
    expect(dup.message).toBe(translate('en', 'customer.errors.levelCodeTaken'));

    const set = await t.call(TradeLevelAdd, { CompanyID: companyId, LevelID }, { session: sid.operator });
    expect(set.result).toEqual({ CompanyID: companyId, LevelID, LevelName: '钻石客户' });
    expect((await customers(sid.operator!, { CompanyID: companyId })).Entities[0]?.LevelName).toBe('钻石客户');

    const del = await t.call(
      customerLevelResource.calls.Delete,
      {},
      { session: sid.operator, params: { id: LevelID }, lang: 'en' },
    );
    expect(del.message).toBe(translate('en', 'customer.errors.levelInUse'));

    const cleared = await t.call(TradeLevelAdd, { CompanyID: companyId, LevelID: '' }, { session: sid.operator });
    expect(cleared.result).toEqual({ CompanyID: companyId, LevelID: '', LevelName: '' });
    const del2 = await t.call(
      customerLevelResource.calls.Delete,
      {},
      { session: sid.operator, params: { id: LevelID } },
    );
    expect(del2.result).toBe(true);

    const unknown = await t.call(
      TradeLevelAdd,
      { CompanyID: companyId, LevelID },
      { session: sid.operator, lang: 'en' },
    );
    expect(unknown.message).toBe(translate('en', 'customer.errors.levelNotFound'));
    const notClient = await t.call(
      TradeLevelAdd,
      { CompanyID: await companyOf(t, 'supplier'), LevelID: '' },
      {
        session: sid.operator,
        lang: 'en',
      },
    );
    expect(notClient.message).toBe(translate('en', 'customer.errors.notCustomer'));
  });

  it('keeps levels to the TMC: client companies and reps neither read nor write them', async () => {
    for (const who of ['service', 'sales', 'supervisor', 'admin'] as const) {
      const r = await t.call(
        customerLevelResource.calls.List,
        { PageNo: 1, PageSize: 10 },
        { session: sid[who], lang: 'en' },
      );
      expect([r.statusCode, r.message]).toEqual([400, forbidden]);
      const s = await t.call(TradeLevelAdd, { CompanyID: client, LevelID: '' }, { session: sid[who], lang: 'en' });
      expect([s.statusCode, s.message]).toEqual([400, forbidden]);
    }
    // An operator naming a customer's CompanyID does not grow levels inside it.
    const r = await t.call(
      customerLevelResource.calls.Update,
      { CompanyID: client, LevelCode: 'X1', LevelName: '客户内等级', Discount: 100 },
      { session: sid.operator, lang: 'en' },
    );
    expect([r.statusCode, r.message]).toEqual([400, forbidden]);
  });
});

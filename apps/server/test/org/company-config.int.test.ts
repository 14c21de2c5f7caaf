import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfigInfoCompanies,
  ConfigInfoDetails,
  ConfigInfoSave,
  GetTicketInfo,
  TripApprovalRule,
  UserInfoDetails,
  UserInfoSave,
  type TCompanyConfigInfo,
  type TUserInfo,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { companyConfig, users } from '../../src/modules/org/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { rows } from '../system/helpers.ts';

// ConfigInfo/Details and Save (the company's booking and approval switches, read by later modules through
// companyConfig), who may read and change them, and userinfo details and save (the user's own profile).

let t: TTestApp;
let companyId: string;
const sid: Record<string, string> = {};
let other: { companyId: string; userId: string; sid: string };

const forbidden = translate('en', 'messages.forbidden');
const R = TripApprovalRule;

const configRows = () => rows(t, 'select * from company_configs order by company_id');

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'operator', 'service', 'traveler']) sid[a] = await t.login(a);
  const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq: is }) => is(x.loginName, 'admin') });
  companyId = u!.companyId;
  other = await createOtherCompany(t, '配置测试别家公司', '13900002222');
});
afterAll(async () => t.close());

describe('ConfigInfo', () => {
  it('starts with the demo switches: a booking out of policy needs approval (issue 14 item 15)', async () => {
    const r = await t.call<TCompanyConfigInfo>(ConfigInfoDetails, {}, { session: sid.admin });
    expect(r.result).toMatchObject({
      CompanyID: companyId,
      CompanyName: '示例科技有限公司',
      ApprovalRules: [R.ViolationNeedsApproval],
    });
    const cfg = await companyConfig(t.app.deps.db, companyId);
    expect([cfg.approvalRequired, cfg.flightBookingDisabled, cfg.approvalRules]).toEqual([
      false,
      false,
      [R.ViolationNeedsApproval],
    ]);
  });

  it('saves the switches, reads them back and hands them to other modules', async () => {
    const rules = [R.TrainBookingDisabled, R.OnlineBookingApproval, R.CostCenterRequired, R.OnlineBookingApproval];
    const r = await t.call<TCompanyConfigInfo>(
      ConfigInfoSave,
      { ApprovalRules: rules },
      { session: sid.admin, lang: 'en' },
    );
    expect([r.isSucc, r.message]).toEqual([true, translate('en', 'messages.saved')]);
    const sorted = [R.OnlineBookingApproval, R.CostCenterRequired, R.TrainBookingDisabled];
    expect(r.result).toMatchObject({ ApprovalRules: sorted, UpdateTime: expect.stringMatching(/^\d{4}-/) });
    expect((await t.call(ConfigInfoDetails, {}, { session: sid.admin })).result).toEqual(r.result);
    const cfg = await companyConfig(t.app.deps.db, companyId);
    expect(cfg).toMatchObject({
      approvalRules: sorted,
      approvalRequired: true,
      costCenterRequired: true,
      trainBookingDisabled: true,
      flightBookingDisabled: false,
      projectRequired: false,
    });
    expect(cfg.has(R.CostCenterRequired)).toBe(true);
    // Another company's configuration is untouched.
    expect((await companyConfig(t.app.deps.db, other.companyId)).approvalRules).toEqual([]);
    // Saving again replaces the set.
    const again = await t.call<TCompanyConfigInfo>(
      ConfigInfoSave,
      { ApprovalRules: [R.ProjectCodeRequired] },
      { session: sid.admin },
    );
    expect(again.result?.ApprovalRules).toEqual([R.ProjectCodeRequired]);
  });

  it('refuses unknown codes and contradicting rules, in the caller language, writing nothing', async () => {
    const before = await configRows();
    for (const lang of ['cn', 'en'] as const) {
      const unknown = await t.call(ConfigInfoSave, { ApprovalRules: [3452] }, { session: sid.admin, lang });
      expect([unknown.statusCode, unknown.message]).toEqual([400, expect.stringContaining('ApprovalRules')]);
      const conflict = await t.call(
        ConfigInfoSave,
        { ApprovalRules: [R.TravelPurposeRequired, R.TravelPurposeDisabled] },
        { session: sid.admin, lang },
      );
      expect(conflict.message).toContain(translate(lang, 'company.validation.ruleConflict'));
    }
    const notArray = await t.call(ConfigInfoSave, { ApprovalRules: 'all' }, { session: sid.admin });
    expect(notArray.statusCode).toBe(400);
    expect(await configRows()).toEqual(before);
  });

  it("refuses employees, other companies' administrators and individuals", async () => {
    const before = await configRows();
    for (const [who, payload] of [
      ['employee', {}],
      ['traveler', {}],
      ['service', { CompanyID: companyId }],
    ] as const) {
      expect((await t.call(ConfigInfoDetails, payload, { session: sid[who], lang: 'en' })).message, who).toBe(
        forbidden,
      );
      const save = await t.call(ConfigInfoSave, { ...payload, ApprovalRules: [] }, { session: sid[who], lang: 'en' });
      expect(save.message, who).toBe(forbidden);
    }
    const theirs = await t.call(
      ConfigInfoSave,
      { CompanyID: companyId, ApprovalRules: [] },
      { session: other.sid, lang: 'en' },
    );
    expect(theirs.message).toBe(forbidden);
    expect(await configRows()).toEqual(before);
    expect((await t.call(ConfigInfoDetails, {}, {})).statusCode).toBe(511);
  });

  it('lets the operator pick a client company and edit its configuration', async () => {
    const list = await t.call<{ Entities: { CompanyID: string; CompanyName: string }[] }>(
      ConfigInfoCompanies,
      { KeyWords: '示例' },
      { session: sid.operator },
    );
    expect(list.result!.Entities).toEqual([{ CompanyID: companyId, CompanyName: '示例科技有限公司' }]);
    const all = await t.call<{ Entities: { CompanyID: string }[] }>(ConfigInfoCompanies, {}, { session: sid.operator });
    expect(all.result!.Entities.map((e) => e.CompanyID)).toEqual(expect.arrayContaining([companyId, other.companyId]));
    expect((await t.call(ConfigInfoCompanies, {}, { session: sid.admin, lang: 'en' })).message).toBe(forbidden);

    const r = await t.call<TCompanyConfigInfo>(
      ConfigInfoSave,
      { CompanyID: other.companyId, ApprovalRules: [R.HotelBookingDisabled] },
      { session: sid.operator },
    );
    expect(r.result).toMatchObject({ CompanyID: other.companyId, ApprovalRules: [R.HotelBookingDisabled] });
    expect((await companyConfig(t.app.deps.db, other.companyId)).hotelBookingDisabled).toBe(true);
    // The operator's own company (the TMC) has no travel configuration.
    const own = await t.call(ConfigInfoDetails, {}, { session: sid.operator, lang: 'en' });
    expect(own.message).toBe(forbidden);
    const tmc = await t.call(
      ConfigInfoDetails,
      {
        CompanyID: (await t.app.deps.db.query.users.findFirst({
          where: (u, { eq: is }) => is(u.loginName, 'operator'),
        }))!.companyId,
      },
      { session: sid.operator, lang: 'en' },
    );
    expect(tmc.message).toBe(forbidden);
  });
});

describe('userinfo', () => {
  it("shows the caller's own profile with a masked mobile", async () => {
    const r = await t.call<TUserInfo>(UserInfoDetails, {}, { session: sid.employee });
    expect(r.result).toMatchObject({
      UserName: '郑浩',
      LoginName: 'employee',
      Email: 'employee@opentmc.local',
      Lang: 'cn',
      CompanyName: '示例科技有限公司',
      DepartmentName: '研发部',
      Mobile: expect.stringMatching(/^138\*{4}\d{4}$/),
    });
  });

  it('saves name, email and language; the new name reaches the open session', async () => {
    const r = await t.call<TUserInfo>(
      UserInfoSave,
      { UserName: '郑浩然', Email: 'Zheng@Example.com', Lang: 'en' },
      { session: sid.employee, lang: 'en' },
    );
    expect([r.isSucc, r.message]).toEqual([true, translate('en', 'messages.saved')]);
    expect(r.result).toMatchObject({ UserName: '郑浩然', Email: 'zheng@example.com', Lang: 'en' });
    expect((await t.call<{ UserName: string }>(GetTicketInfo, {}, { session: sid.employee })).result?.UserName).toBe(
      '郑浩然',
    );
    // An individual's personal space follows its owner's name.
    const traveler = await t.call<TUserInfo>(
      UserInfoSave,
      { UserName: '林晓晓', Lang: 'cn' },
      { session: sid.traveler },
    );
    expect(traveler.result).toMatchObject({ UserName: '林晓晓', CompanyName: '林晓晓', Email: '' });
  });

  it("refuses someone else's email, a bad one and an empty name, writing nothing", async () => {
    const before = (await t.app.deps.db.select().from(users).where(eq(users.loginName, 'employee')))[0];
    const taken = await t.call(
      UserInfoSave,
      { UserName: '郑浩然', Email: 'admin@opentmc.local', Lang: 'cn' },
      { session: sid.employee, lang: 'en' },
    );
    expect(taken.message).toBe(translate('en', 'system.errors.emailRegistered'));
    for (const [field, payload] of [
      ['Email', { UserName: '郑浩然', Email: 'nope', Lang: 'cn' }],
      ['UserName', { UserName: ' ', Lang: 'cn' }],
      ['Lang', { UserName: '郑浩然', Lang: 'fr' }],
    ] as const) {
      const r = await t.call(UserInfoSave, payload, { session: sid.employee, lang: 'en' });
      expect([r.statusCode, r.message]).toEqual([400, expect.stringContaining(field)]);
    }
    expect((await t.app.deps.db.select().from(users).where(eq(users.loginName, 'employee')))[0]).toEqual(before);
    expect((await t.call(UserInfoDetails, {}, {})).statusCode).toBe(511);
  });
});

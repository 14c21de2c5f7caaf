import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CapitalType,
  CompanyInfoDetails,
  CompanyInfoSave,
  CompanySize,
  CompanyType,
  GetTicketInfo,
  type TCompanyProfile,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { companies } from '../../src/modules/org/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// CompanyInfo/Details and Save: who may read and write a company's profile, the credit code and the other
// checks, and a new name reaching every open session of the company at once.

let t: TTestApp;
const sid: Record<string, string> = {};
let companyId: string;
let other: { companyId: string; userId: string; sid: string };

const forbidden = translate('en', 'messages.forbidden');

const profile = (over: Record<string, unknown> = {}) => ({
  CompanyName: '示例科技有限公司',
  ShortName: '示例科技',
  EnglishName: 'Demo Tech Co., Ltd.',
  Email: 'Office@Demo-Tech.cn',
  Address: '杭州市西湖区文三路 100 号',
  CompanyType: CompanyType.Private,
  CapitalType: CapitalType.Domestic,
  CompanySize: CompanySize.Medium,
  Industry: '软件和信息技术服务业',
  Remark: '差旅统一由行政部预订',
  ContactName: '周婷',
  ContactPhone: '0571-88886666',
  CardNo: '91350100m000100y43',
  ...over,
});

const readCompany = async () =>
  (await t.app.deps.db.select().from(companies).where(eq(companies.id, companyId)).limit(1))[0]!;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'operator', 'service', 'sales']) sid[a] = await t.login(a);
  const admin = await t.app.deps.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.loginName, 'admin') });
  companyId = admin!.companyId;
  other = await createOtherCompany(t, '另一家科技公司', '13900006666');
  // Start with nobody assigned, whatever the demo data assigns.
  await t.database.executeSql('delete from staff_assignments where company_id = $1', [companyId]);
});
afterAll(async () => t.close());

describe('CompanyInfo/Details', () => {
  it("gives the administrator their company's profile with its administrators", async () => {
    const r = await t.call<TCompanyProfile>(CompanyInfoDetails, {}, { session: sid.admin });
    expect(r.isSucc).toBe(true);
    expect(r.result).toMatchObject({
      CompanyID: companyId,
      CompanyName: '示例科技有限公司',
      EnglishName: 'Demo Tech Co., Ltd.',
      Kind: 'Client',
      CompanyType: 0,
      CardNo: '',
      Admins: [{ UserName: '周婷' }],
    });
  });

  it('refuses an employee, and another company reading this one', async () => {
    const mine = await t.call(CompanyInfoDetails, {}, { session: sid.employee, lang: 'en' });
    expect([mine.statusCode, mine.message]).toEqual([400, forbidden]);
    const theirs = await t.call(CompanyInfoDetails, { CompanyID: companyId }, { session: other.sid, lang: 'en' });
    expect([theirs.statusCode, theirs.message]).toEqual([400, forbidden]);
    expect((await t.call(CompanyInfoDetails, {}, {})).statusCode).toBe(511);
  });

  it('lets the operator and the assigned service rep read a client company, not an unassigned one', async () => {
    const op = await t.call<TCompanyProfile>(CompanyInfoDetails, { CompanyID: companyId }, { session: sid.operator });
    expect(op.result?.CompanyID).toBe(companyId);
    const before = await t.call(CompanyInfoDetails, { CompanyID: companyId }, { session: sid.service, lang: 'en' });
    expect([before.statusCode, before.message]).toEqual([400, forbidden]);
    const service = await t.app.deps.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.loginName, 'service') });
    await t.database.executeSql(
      `insert into staff_assignments (company_id, staff_user_id, duty, created_at) values ($1, $2, 'service', now())
       on conflict do nothing`,
      [companyId, service!.id],
    );
    const after = await t.call<TCompanyProfile>(CompanyInfoDetails, { CompanyID: companyId }, { session: sid.service });
    expect(after.result?.CompanyName).toBe('示例科技有限公司');
    // The sales rep is still not assigned.
    const sales = await t.call(CompanyInfoDetails, { CompanyID: companyId }, { session: sid.sales, lang: 'en' });
    expect(sales.message).toBe(forbidden);
  });
});

describe('CompanyInfo/Save', () => {
  it('saves every field, upper-cases the credit code and keeps the profile round trip', async () => {
    const r = await t.call<TCompanyProfile>(CompanyInfoSave, profile(), { session: sid.admin, lang: 'en' });
    expect([r.isSucc, r.message]).toEqual([true, translate('en', 'messages.saved')]);
    const expected = { ...profile(), Email: 'office@demo-tech.cn', CardNo: '91350100M000100Y43' };
    expect(r.result).toMatchObject(expected);
    const read = await t.call<TCompanyProfile>(CompanyInfoDetails, {}, { session: sid.admin });
    expect(read.result).toEqual(r.result);
    expect(await readCompany()).toMatchObject({ contactPhone: '0571-88886666', companySize: CompanySize.Medium });
  });

  it('a new name reaches the already-open sessions of everyone in the company', async () => {
    const r = await t.call(
      CompanyInfoSave,
      profile({ CompanyName: '示例云科技有限公司', EnglishName: 'Demo Cloud Tech' }),
      { session: sid.admin },
    );
    expect(r.isSucc).toBe(true);
    const cn = await t.call<{ CompanyName: string }>(GetTicketInfo, {}, { session: sid.employee, lang: 'cn' });
    expect(cn.result?.CompanyName).toBe('示例云科技有限公司');
    const en = await t.call<{ CompanyName: string }>(GetTicketInfo, {}, { session: sid.employee, lang: 'en' });
    expect(en.result?.CompanyName).toBe('Demo Cloud Tech');
  });

  it('keeps the fields a save leaves out', async () => {
    const r = await t.call<TCompanyProfile>(
      CompanyInfoSave,
      { CompanyName: '示例云科技有限公司', Remark: '只改备注' },
      { session: sid.admin },
    );
    expect(r.result).toMatchObject({ Remark: '只改备注', CardNo: '91350100M000100Y43', ContactName: '周婷' });
  });

  it.each([
    ['CardNo', '91350100M000100Y44'],
    ['CardNo', '1234'],
    ['CompanyType', 9999],
    ['CapitalType', CompanyType.Private],
    ['Email', 'not-an-email'],
    ['ContactPhone', '12345'],
    ['CompanyName', '  '],
    ['Remark', 'x'.repeat(501)],
  ])('refuses a bad %s (%s) in the caller language and writes nothing', async (field, value) => {
    const before = await readCompany();
    for (const lang of ['cn', 'en'] as const) {
      const r = await t.call(CompanyInfoSave, profile({ [field]: value }), { session: sid.admin, lang });
      expect(r.statusCode).toBe(400);
      expect(r.message).toContain(field);
    }
    expect(await readCompany()).toEqual(before);
  });

  it('says which rule a bad credit code breaks, in both languages', async () => {
    for (const lang of ['cn', 'en'] as const) {
      const r = await t.call(CompanyInfoSave, profile({ CardNo: '91350100M000100Y44' }), { session: sid.admin, lang });
      expect(r.message).toContain(translate(lang, 'company.validation.cardNo'));
    }
  });

  it("refuses another company's name", async () => {
    const r = await t.call(CompanyInfoSave, profile({ CompanyName: '另一家科技公司' }), {
      session: sid.admin,
      lang: 'en',
    });
    expect([r.isSucc, r.message]).toEqual([false, translate('en', 'system.errors.companyNameTaken')]);
  });

  it('refuses people without the company main action', async () => {
    for (const a of ['employee', 'operator']) {
      const r = await t.call(CompanyInfoSave, profile({ Remark: 'hacked' }), { session: sid[a], lang: 'en' });
      expect([r.statusCode, r.message]).toEqual([400, forbidden]);
    }
    expect((await readCompany()).remark).not.toBe('hacked');
    // Another company's administrator saves their own company, never this one.
    const theirs = await t.call<TCompanyProfile>(
      CompanyInfoSave,
      profile({ CompanyName: '另一家科技公司', CardNo: '' }),
      { session: other.sid },
    );
    expect(theirs.result?.CompanyID).toBe(other.companyId);
    expect((await readCompany()).name).toBe('示例云科技有限公司');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetTicketInfo } from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { rows } from './helpers.ts';

// The ticket info of every demo account (issue 2 section 2), and the demo data behind it.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
});
afterAll(async () => t.close());

const TMC = { cn: 'OpenTMC 商旅服务', en: 'OpenTMC Travel Services', codes: ['Platform', 'Tmc'] };
const SUPPLY = { cn: '示例供应商有限公司', en: 'Demo Supplier Co., Ltd.', codes: ['BusinessSupply'] };
const CLIENT = { cn: '示例科技有限公司', en: 'Demo Tech Co., Ltd.', codes: ['Client'] };
const PERSONAL = { cn: '林晓', en: '林晓', codes: ['Personal'] };

const demo = [
  { login: 'operator', mobile: '13800000001', company: TMC, roles: ['platform_admin'] },
  { login: 'service', mobile: '13800000002', company: TMC, roles: ['service'] },
  { login: 'sales', mobile: '13800000003', company: TMC, roles: ['sales'] },
  { login: 'supervisor', mobile: '13800000004', company: TMC, roles: ['supervisor'] },
  { login: 'supplier', mobile: '13800000005', company: SUPPLY, roles: ['supplier'] },
  { login: 'admin', mobile: '13800000006', company: CLIENT, roles: ['company_admin'] },
  { login: 'approver', mobile: '13800000007', company: CLIENT, roles: ['approver'] },
  { login: 'employee', mobile: '13800000008', company: CLIENT, roles: ['employee'] },
  { login: 'finance', mobile: '13800000009', company: CLIENT, roles: ['finance'] },
  { login: 'traveler', mobile: '13800000010', company: PERSONAL, roles: ['individual'] },
];

describe('ticket info of the demo accounts', () => {
  for (const d of demo) {
    it(`${d.login}: company, feature codes and roles, in cn and en`, async () => {
      const sid = await t.login(d.login);
      const cn = await t.call(GetTicketInfo, {}, { session: sid, lang: 'cn' });
      const en = await t.call(GetTicketInfo, {}, { session: sid, lang: 'en' });
      expect(cn).toMatchObject({ isSucc: true, statusCode: 200 });
      expect(cn.result).toMatchObject({ CompanyName: d.company.cn, FeatureCodes: d.company.codes });
      expect(en.result).toMatchObject({ CompanyName: d.company.en, FeatureCodes: d.company.codes });
      expect(Object.keys(cn.result as object).sort()).toEqual(
        ['CompanyID', 'CompanyName', 'FeatureCodes', 'UserID', 'UserName'].sort(),
      );
      const [u] = await rows<{ id: string; company_id: string; mobile: string; email: string; roles: string[] }>(
        t,
        'select id, company_id, mobile, email, roles from users where login_name = $1',
        [d.login],
      );
      expect(u).toMatchObject({ mobile: d.mobile, email: `${d.login}@opentmc.local`, roles: d.roles });
      expect(cn.result).toMatchObject({ UserID: u!.id, CompanyID: u!.company_id });
    });
  }

  it('only the supplier company has the business supply feature', async () => {
    const companies = await rows<{ name: string; feature_codes: string[] }>(
      t,
      `select name, feature_codes from companies where 'BusinessSupply' = any(feature_codes)`,
    );
    expect(companies.map((c) => c.name)).toEqual(['示例供应商有限公司']);
  });

  it('the client company has its four departments, the approver heads 研发部 and the employee works there', async () => {
    const depts = await rows<{ name: string; manager: string | null }>(
      t,
      `select d.name, u.login_name as manager from departments d
         join companies c on c.id = d.company_id left join users u on u.id = d.manager_user_id
        where c.name = '示例科技有限公司' order by d.order_by`,
    );
    expect(depts).toEqual([
      { name: '总经办', manager: null },
      { name: '研发部', manager: 'approver' },
      { name: '销售部', manager: null },
      { name: '财务部', manager: null },
    ]);
    const staff = await rows<{ login_name: string; dept: string; job_title: string }>(
      t,
      `select u.login_name, d.name as dept, u.job_title from users u join departments d on d.id = u.department_id order by u.id`,
    );
    expect(staff).toEqual([
      { login_name: 'admin', dept: '总经办', job_title: '行政主管' },
      { login_name: 'approver', dept: '研发部', job_title: '研发部负责人' },
      { login_name: 'employee', dept: '研发部', job_title: '软件工程师' },
      { login_name: 'finance', dept: '财务部', job_title: '财务专员' },
    ]);
  });

  it('ids are a letter and 11 digits', async () => {
    const ids = await rows<{ id: string }>(t, 'select id from companies union all select id from users');
    for (const { id } of ids) expect(id).toMatch(/^[CU]\d{11}$/);
  });
});

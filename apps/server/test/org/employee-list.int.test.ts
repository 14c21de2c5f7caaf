import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DepartmentTree,
  EmployeeDetails,
  EmployeeList,
  EmployeeUpdate,
  UserStatus,
  departmentResource,
  type TDepartmentNode,
  type TEmployee,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// system/UserAccount/List and Details: tenancy (own company; a customer only for assigned TMC staff) and the
// data range (administrator: everyone; approver: own department and below; employee: only themselves).

let t: TTestApp;
let admin: string;
const dept: Record<string, string> = {};
const people: Record<string, string> = {};

type TPage = { Entities: TEmployee[]; RecordCount: number; PageNo: number; PageSize: number };
const list = async (session: string, payload: Record<string, unknown> = {}) => {
  const r = await t.call<TPage>(EmployeeList, { PageSize: 100, ...payload }, { session, lang: 'en' });
  expect(r.isSucc, r.message).toBe(true);
  return r.result!;
};
const names = async (session: string, payload: Record<string, unknown> = {}) =>
  (await list(session, payload)).Entities.map((e) => e.Name).sort();
const forbidden = translate('en', 'messages.forbidden');
const notExists = translate('en', 'messages.notExists');

const addEmployee = async (p: Record<string, unknown>) => {
  const r = await t.call<TEmployee>(EmployeeUpdate, p, { session: admin, lang: 'en' });
  expect(r.isSucc, r.message).toBe(true);
  return r.result!.UserID;
};

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  admin = await t.login('admin');
  const tree = await t.call<{ Entities: TDepartmentNode[] }>(DepartmentTree, {}, { session: admin });
  for (const d of tree.result!.Entities) dept[d.DepartmentName] = d.DepartmentID;
  // 研发部 › 前端组 with one person, and one person in 销售部.
  const sub = await t.call<{ DepartmentID: string }>(
    departmentResource.calls.Update,
    { DepartmentName: '前端组', ParentID: dept['研发部'], OrderBy: 1 },
    { session: admin },
  );
  expect(sub.isSucc, sub.message).toBe(true);
  dept['前端组'] = sub.result!.DepartmentID;
  people.frontend = await addEmployee({
    Name: '钱前端',
    Mobile: '13700000101',
    Email: 'qian@example.com',
    EmployeeNo: 'E101',
    DepartmentID: dept['前端组'],
  });
  people.sales = await addEmployee({ Name: '孙销售', Mobile: '13700000102', DepartmentID: dept['销售部'] });
});
afterAll(async () => t.close());

describe('UserAccount/List data ranges', () => {
  it('the company administrator sees the whole company, and nobody else', async () => {
    expect(await names(admin)).toEqual(['冯丽', '吴刚', '周婷', '孙销售', '郑浩', '钱前端']);
  });

  it('an approver sees their department and the departments below it, not 销售部', async () => {
    const approver = await t.login('approver');
    expect(await names(approver)).toEqual(['吴刚', '郑浩', '钱前端']);
    // Naming a department outside the range finds nobody rather than widening it.
    expect(await names(approver, { DepartmentID: dept['销售部'] })).toEqual([]);
    expect(await names(approver, { DepartmentID: dept['前端组'] })).toEqual(['钱前端']);
  });

  it('an employee sees only themselves', async () => {
    expect(await names(await t.login('employee'))).toEqual(['郑浩']);
  });

  it('rows carry the department path, job, kinds and status, never a password', async () => {
    const [row] = (await list(admin, { KeyWords: 'qian@' })).Entities;
    expect(row).toMatchObject({
      Name: '钱前端',
      Mobile: '13700000101',
      EmployeeNo: 'E101',
      DepartmentName: '前端组',
      DepartmentPath: '研发部/前端组',
      Roles: ['employee'],
      Status: UserStatus.Active,
      HasPassword: false,
    });
    expect(JSON.stringify(row)).not.toMatch(/scrypt|password_hash|passwordHash/);
  });
});

describe('UserAccount/List filters and paging', () => {
  it('filters by department with or without the departments below', async () => {
    expect(await names(admin, { DepartmentID: dept['研发部'] })).toEqual(['吴刚', '郑浩', '钱前端']);
    expect(await names(admin, { DepartmentID: dept['研发部'], IncludeSubDepartments: false })).toEqual([
      '吴刚',
      '郑浩',
    ]);
  });

  it('filters by key words (name, mobile, email, employee no.), kind and status', async () => {
    expect(await names(admin, { KeyWords: '前端' })).toEqual(['钱前端']);
    expect(await names(admin, { KeyWords: '13700000102' })).toEqual(['孙销售']);
    expect(await names(admin, { KeyWords: 'e101' })).toEqual(['钱前端']);
    // LIKE wildcards in key words are plain characters.
    expect(await names(admin, { KeyWords: '%' })).toEqual([]);
    expect(await names(admin, { Role: 'approver' })).toEqual(['吴刚']);
    expect(await names(admin, { Status: UserStatus.Disabled })).toEqual([]);
  });

  it('pages with the kit shape: Entities, RecordCount, PageNo, PageSize', async () => {
    const p2 = await list(admin, { PageNo: 2, PageSize: 4, SortField: 'Name', SortOrder: 'asc' });
    expect(p2.RecordCount).toBe(6);
    expect([p2.PageNo, p2.PageSize, p2.Entities.length]).toEqual([2, 4, 2]);
  });

  it('refuses a bad filter with a message in the caller language', async () => {
    const r = await t.call(EmployeeList, { Status: 42 }, { session: admin, lang: 'cn' });
    expect([r.isSucc, r.statusCode]).toEqual([false, 400]);
    expect(r.message).toContain(translate('cn', 'messages.validation.invalidOption'));
  });
});

describe('UserAccount/Details?UserAct', () => {
  const details = (session: string, UserAct: string, extra: Record<string, string> = {}) =>
    t.call<TEmployee>(EmployeeDetails, undefined, { session, lang: 'en', query: { UserAct, ...extra } });

  it('finds an employee by user id, mobile, email or login name', async () => {
    for (const act of [people.frontend!, '13700000101', 'QIAN@example.com']) {
      const r = await details(admin, act);
      expect([r.isSucc, r.result?.Name], act).toEqual([true, '钱前端']);
    }
    expect((await details(admin, 'approver')).result?.Name).toBe('吴刚');
  });

  it('follows the data range: out of range reads like missing', async () => {
    const approver = await t.login('approver');
    expect((await details(approver, people.frontend!)).result?.Name).toBe('钱前端');
    const sales = await details(approver, people.sales!);
    expect([sales.isSucc, sales.message]).toEqual([false, notExists]);
    const employee = await t.login('employee');
    expect((await details(employee, 'employee')).result?.Name).toBe('郑浩');
    expect((await details(employee, 'approver')).message).toBe(notExists);
  });
});

describe('tenancy', () => {
  it('another company sees only its own people and cannot name ours', async () => {
    const other = await createOtherCompany(t, '别家公司', '13900008888');
    expect(await names(other.sid)).toEqual(['别家公司管理员']);
    const ours = await t.call(
      EmployeeList,
      { CompanyID: (await list(admin)).Entities[0]!.CompanyID },
      {
        session: other.sid,
        lang: 'en',
      },
    );
    expect([ours.isSucc, ours.message]).toEqual([false, forbidden]);
    const one = await t.call(EmployeeDetails, undefined, {
      session: other.sid,
      lang: 'en',
      query: { UserAct: people.frontend! },
    });
    expect([one.isSucc, one.message]).toEqual([false, notExists]);
    // And our administrator cannot list theirs.
    const theirs = await t.call(EmployeeList, { CompanyID: other.companyId }, { session: admin, lang: 'en' });
    expect([theirs.isSucc, theirs.message]).toEqual([false, forbidden]);
  });

  it('TMC staff list a customer only when assigned to it, and see its people whole', async () => {
    const companyId = (await list(admin)).Entities[0]!.CompanyID;
    const other = await createOtherCompany(t, '未分配公司', '13900008889');
    const operator = await t.login('operator');
    expect((await names(operator, { CompanyID: companyId })).length).toBe(6);
    expect(await names(operator, { CompanyID: other.companyId })).toEqual(['未分配公司管理员']);
    const service = await t.login('service');
    const serviceUser = await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'service') });
    await t.database.executeSql(
      `insert into staff_assignments (company_id, staff_user_id, duty, created_at) values ($1, $2, 'service', now())
       on conflict do nothing`,
      [companyId, serviceUser!.id],
    );
    expect((await names(service, { CompanyID: companyId })).length).toBe(6);
    const r = await t.call(EmployeeList, { CompanyID: other.companyId }, { session: service, lang: 'en' });
    expect([r.isSucc, r.message]).toEqual([false, forbidden]);
  });
});

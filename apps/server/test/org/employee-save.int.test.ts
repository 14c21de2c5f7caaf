import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataRange,
  DepartmentTree,
  EmployeeInitializePassword,
  EmployeeList,
  EmployeeUpdate,
  GetTicketInfo,
  Login,
  OrgAction,
  RoleCategory,
  RoleType,
  UserStatus,
  type TDepartmentNode,
  type TEmployee,
  type TSessionTicket,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { rows } from '../system/helpers.ts';

// system/UserAccount/Update and InitializePassword: who may change whom, what a change does to the person's
// open sessions, and that an initial password reaches the person (and only them).

let t: TTestApp;
let admin: string;
let companyId: string;
const dept: Record<string, string> = {};
const ids: Record<string, string> = {};

const en = (key: string, params?: Record<string, unknown>) => translate('en', key, params);
const save = (p: Record<string, unknown>, session = admin, lang: 'cn' | 'en' = 'en') =>
  t.call<TEmployee>(EmployeeUpdate, p, { session, lang });
const userId = async (login: string) =>
  (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, login) }))!.id;
const ticketsOf = async (id: string) =>
  (await rows<{ ticket: TSessionTicket }>(t, 'select ticket from sessions where user_id = $1', [id])).map(
    (r) => r.ticket,
  );
const count = async (sql: string, values: unknown[] = []) =>
  Number((await rows<{ n: number }>(t, `select count(*)::int as n from ${sql}`, values))[0]!.n);

/** Gives a demo account a role with the employees action and a data range (as an administrator would). */
const grantEmployees = async (login: string, range: number) => {
  const [role] = await rows<{ id: string }>(
    t,
    `insert into roles (company_id, code, name, category, data_range, action_codes, created_at, updated_at)
     values ($1, $2, $2, $3, $4, $5, now(), now()) returning id`,
    [companyId, `hr-${login}-${range}`, RoleCategory.User, range, [OrgAction.employees]],
  );
  await rows(
    t,
    `insert into role_owners (role_id, company_id, owner_type, owner_id, created_at) values ($1, $2, $3, $4, now())`,
    [role!.id, companyId, RoleType.User, await userId(login)],
  );
  return role!.id;
};

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  admin = await t.login('admin');
  companyId = (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'admin') }))!
    .companyId;
  const tree = await t.call<{ Entities: TDepartmentNode[] }>(DepartmentTree, {}, { session: admin });
  for (const d of tree.result!.Entities) dept[d.DepartmentName] = d.DepartmentID;
  for (const login of ['admin', 'approver', 'employee', 'finance']) ids[login] = await userId(login);
});
afterAll(async () => t.close());

describe('creating an employee', () => {
  it('creates an active employee with the given department, kinds and contact details', async () => {
    const r = await save({
      Name: '新员工',
      Mobile: '13700000201',
      Email: 'New.Hire@Example.com',
      EmployeeNo: 'N201',
      DepartmentID: dept['销售部'],
      JobTitle: '销售代表',
      Roles: ['employee', 'finance'],
    });
    expect([r.isSucc, r.message]).toEqual([true, en('messages.added')]);
    expect(r.result).toMatchObject({
      Name: '新员工',
      Email: 'new.hire@example.com',
      DepartmentPath: '销售部',
      Roles: ['employee', 'finance'],
      Status: UserStatus.Active,
      HasPassword: false,
    });
    ids.newHire = r.result!.UserID;
  });

  it('refuses bad input in the caller language and writes nothing', async () => {
    const before = await count('users');
    const cases: [Record<string, unknown>, string][] = [
      [{ Name: '甲', Mobile: '12345' }, 'messages.validation.mobile'],
      [{ Name: '', Mobile: '13700000202' }, 'messages.validation.required'],
      [{ Name: '甲', Mobile: '13700000202', Email: 'not-an-email' }, 'messages.validation.email'],
      // company_admin moves only by authority handover.
      [{ Name: '甲', Mobile: '13700000202', Roles: ['company_admin'] }, 'employee.validation.kind'],
      [{ Name: '甲', Mobile: '13700000202', Roles: [] }, 'employee.validation.kindRequired'],
    ];
    for (const [payload, key] of cases) {
      const r = await save(payload, admin, 'cn');
      expect([r.isSucc, r.statusCode], key).toEqual([false, 400]);
      expect(r.message, key).toContain(translate('cn', key));
    }
    expect(await count('users')).toBe(before);
  });

  it('refuses a taken mobile, email or employee number, and another company’s department', async () => {
    const base = { Name: '甲', Mobile: '13700000203' };
    expect((await save({ ...base, Mobile: '13800000008' })).message).toBe(en('employee.errors.mobileTaken'));
    expect((await save({ ...base, Email: 'NEW.HIRE@example.com' })).message).toBe(en('employee.errors.emailTaken'));
    expect((await save({ ...base, EmployeeNo: 'N201' })).message).toBe(en('employee.errors.employeeNoTaken'));
    const other = await createOtherCompany(t, '别家公司', '13900008888');
    const [theirDept] = await rows<{ id: string }>(
      t,
      `insert into departments (company_id, name, path, created_at) values ($1, '别家部门', '', now()) returning id`,
      [other.companyId],
    );
    expect((await save({ ...base, DepartmentID: theirDept!.id })).message).toBe(en('employee.errors.department'));
    expect((await save({ ...base, JobID: 'J99999999999' })).message).toBe(en('employee.errors.job'));
    // And another company's administrator cannot edit ours.
    const theirs = await save({ UserID: ids.newHire, Name: '改名', Mobile: '13700000201' }, other.sid);
    expect(theirs.message).toBe(en('messages.notExists'));
  });

  it('needs the employees action', async () => {
    const r = await save({ Name: '甲', Mobile: '13700000204' }, await t.login('employee'));
    expect([r.isSucc, r.message]).toEqual([false, en('messages.forbidden')]);
  });
});

describe('editing an employee', () => {
  it('a new department or kinds reach the person’s open sessions at once', async () => {
    const sid = await t.login('employee');
    const r = await save({
      UserID: ids.employee,
      Name: '郑浩',
      Mobile: '13800000008',
      DepartmentID: dept['销售部'],
      Roles: ['approver'],
    });
    expect([r.isSucc, r.message]).toEqual([true, en('messages.updated')]);
    const [ticket] = await ticketsOf(ids.employee!);
    expect(ticket).toMatchObject({
      DepartmentID: dept['销售部'],
      Roles: ['approver'],
      DataRange: DataRange.OwnDepartmentAndBelow,
    });
    // The same session now lists its new department (销售部 holds the new hire).
    const seen = await t.call<{ Entities: TEmployee[] }>(EmployeeList, {}, { session: sid });
    expect(seen.result!.Entities.map((e) => e.Name).sort()).toEqual(['新员工', '郑浩']);
    // Back as it was, for the tests below.
    await save({
      UserID: ids.employee,
      Name: '郑浩',
      Mobile: '13800000008',
      DepartmentID: dept['研发部'],
      Roles: ['employee'],
    });
  });

  it('an edit keeps what it does not send and clears what it sends empty', async () => {
    const kept = await save({ UserID: ids.newHire, Name: '新员工', Mobile: '13700000201' });
    expect(kept.result).toMatchObject({
      DepartmentPath: '销售部',
      Email: 'new.hire@example.com',
      EmployeeNo: 'N201',
      JobTitle: '销售代表',
      Roles: ['employee', 'finance'],
    });
    const cleared = await save({ UserID: ids.newHire, Name: '新员工', Mobile: '13700000201', Email: '', JobTitle: '' });
    expect(cleared.result).toMatchObject({ Email: '', JobTitle: '', DepartmentPath: '销售部' });
  });

  it('disabling ends the person’s sessions and refuses their login; enabling lets them in again', async () => {
    const sid = await t.login('finance');
    expect((await t.call(GetTicketInfo, {}, { session: sid })).isSucc).toBe(true);
    const r = await save({
      UserID: ids.finance,
      Name: '冯丽',
      Mobile: '13800000009',
      Status: UserStatus.Disabled,
      DepartmentID: dept['财务部'],
    });
    expect(r.result?.Status).toBe(UserStatus.Disabled);
    expect((await t.call(GetTicketInfo, {}, { session: sid })).statusCode).toBe(511);
    expect(await ticketsOf(ids.finance!)).toEqual([]);
    const login = await t.call(Login, { Account: 'finance', Password: 'Trip@2026' }, { lang: 'en' });
    expect(login.isSucc).toBe(false);
    await save({
      UserID: ids.finance,
      Name: '冯丽',
      Mobile: '13800000009',
      Status: UserStatus.Active,
      DepartmentID: dept['财务部'],
    });
    expect((await t.call(Login, { Account: 'finance', Password: 'Trip@2026' })).isSucc).toBe(true);
  });

  it('nobody disables or demotes themselves', async () => {
    const me = { UserID: ids.admin, Name: '周婷', Mobile: '13800000006', DepartmentID: dept['总经办'] };
    expect((await save({ ...me, Status: UserStatus.Disabled })).message).toBe(en('employee.errors.selfDisable'));
    expect((await save({ ...me, Roles: ['employee'] })).message).toBe(en('employee.errors.selfKinds'));
    // Other details of oneself can change, and the company_admin kind stays.
    const ok = await save({ ...me, JobTitle: '行政总监' });
    expect(ok.result).toMatchObject({ JobTitle: '行政总监', Roles: ['company_admin'], Status: UserStatus.Active });
  });

  it('a manager with no data limit still cannot disable or demote the company administrator', async () => {
    const role = await grantEmployees('approver', DataRange.NoLimit);
    const manager = await t.login('approver');
    const target = { UserID: ids.admin, Name: '周婷', Mobile: '13800000006', DepartmentID: dept['总经办'] };
    expect((await save({ ...target, Status: UserStatus.Disabled }, manager)).message).toBe(
      en('employee.errors.adminDisable'),
    );
    expect((await save({ ...target, Roles: ['employee'] }, manager)).message).toBe(en('employee.errors.adminKinds'));
    expect(
      (await t.call(EmployeeInitializePassword, { UserID: ids.admin }, { session: manager, lang: 'en' })).message,
    ).toBe(en('employee.errors.adminPassword'));
    await rows(t, 'delete from roles where id = $1', [role]);
  });

  it('a manager whose range is their department and below manages only inside it', async () => {
    const role = await grantEmployees('approver', DataRange.OwnDepartmentAndBelow);
    const manager = await t.login('approver');
    const inside = await save({ Name: '研发新人', Mobile: '13700000205', DepartmentID: dept['研发部'] }, manager);
    expect(inside.isSucc, inside.message).toBe(true);
    expect((await save({ Name: '乙', Mobile: '13700000206', DepartmentID: dept['销售部'] }, manager)).message).toBe(
      en('employee.errors.department'),
    );
    expect((await save({ Name: '乙', Mobile: '13700000206' }, manager)).message).toBe(
      en('employee.errors.departmentRequired'),
    );
    // Someone in 销售部 is out of reach: reads as missing.
    const out = await save(
      { UserID: ids.newHire, Name: '新员工', Mobile: '13700000201', DepartmentID: dept['研发部'] },
      manager,
    );
    expect(out.message).toBe(en('messages.notExists'));
    await rows(t, 'delete from roles where id = $1', [role]);
  });
});

describe('UserAccount/InitializePassword', () => {
  it('sets a random password, sends it by SMS in the person’s language, ends their sessions, returns nothing secret', async () => {
    const sid = await t.login('employee');
    const r = await t.call<{ SentTo: string }>(
      EmployeeInitializePassword,
      { UserID: ids.employee },
      { session: admin, lang: 'en' },
    );
    expect([r.isSucc, r.message, r.result]).toEqual([
      true,
      en('employee.messages.passwordSent'),
      { SentTo: '138****0008' },
    ]);
    expect((await t.call(GetTicketInfo, {}, { session: sid })).statusCode).toBe(511);
    const [msg] = await rows<{ channel: string; content: string; lang: string }>(
      t,
      `select channel, content, lang from notification_outbox where recipient = '13800000008' and template_key = 'employee.templates.initialPassword'`,
    );
    expect(msg).toMatchObject({ channel: 'sms', lang: 'cn' });
    const password = /初始密码 ([A-Za-z0-9]{10})/.exec(msg!.content)?.[1];
    expect(password).toBeDefined();
    expect(JSON.stringify(r)).not.toContain(password);
    // The new password works; the demo one no longer does.
    expect((await t.call(Login, { Account: 'employee', Password: password })).isSucc).toBe(true);
    expect((await t.call(Login, { Account: 'employee', Password: 'Trip@2026' })).isSucc).toBe(false);
  });

  it('refuses one’s own password, people out of reach, and callers without the action', async () => {
    const own = await t.call(EmployeeInitializePassword, { UserID: ids.admin }, { session: admin, lang: 'en' });
    expect(own.message).toBe(en('employee.errors.selfPassword'));
    const other = await createOtherCompany(t, '另一家公司', '13900008899');
    const far = await t.call(EmployeeInitializePassword, { UserID: ids.employee }, { session: other.sid, lang: 'en' });
    expect(far.message).toBe(en('messages.notExists'));
    const approver = await t.login('approver');
    const denied = await t.call(
      EmployeeInitializePassword,
      { UserID: ids.employee },
      { session: approver, lang: 'en' },
    );
    expect(denied.message).toBe(en('messages.forbidden'));
  });
});

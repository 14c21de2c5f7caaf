import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataRange,
  DepartmentMove,
  DepartmentPeople,
  DepartmentTree,
  OrgAction,
  RoleType,
  departmentResource,
  jobResource,
  type TDepartmentNode,
  type TPerson,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { buildSessionTicket, departments, insertUser, orgTenancy, users } from '../../src/modules/org/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { grantRole } from './structure-helpers.ts';

// Departments as a tree: creating computes the path, moving rewrites the subtree (never into itself),
// deleting needs an empty department, and "own department and below" follows a moved department at once.

let t: TTestApp;
let admin: string;
let companyId: string;
let other: { companyId: string; userId: string; sid: string };
const ids: Record<string, string> = {};

const tree = async (session = admin) =>
  (await t.call<{ Entities: TDepartmentNode[] }>(DepartmentTree, {}, { session })).result!.Entities;
const pathOf = async (id: string | undefined) =>
  (
    await t.app.deps.db
      .select({ path: departments.path })
      .from(departments)
      .where(eq(departments.id, id ?? ''))
  )[0]?.path;
const save = (payload: Record<string, unknown>, lang: 'cn' | 'en' = 'en') =>
  t.call<Record<string, string>>(departmentResource.calls.Update, payload, { session: admin, lang });
const move = (payload: Record<string, unknown>, lang: 'cn' | 'en' = 'en') =>
  t.call(DepartmentMove, payload, { session: admin, lang });

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  admin = await t.login('admin');
  const a = await t.app.deps.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.loginName, 'admin') });
  companyId = a!.companyId;
  for (const d of await tree()) ids[d.DepartmentName] = d.DepartmentID;
  other = await createOtherCompany(t, '别家公司', '13900008888');
});
afterAll(async () => t.close());

describe('department tree', () => {
  it('lists the company tree in order, with heads and head counts, to any member of the company', async () => {
    const nodes = await tree();
    expect(nodes.map((n) => n.DepartmentName)).toEqual(['总经办', '研发部', '销售部', '财务部']);
    const rd = nodes.find((n) => n.DepartmentName === '研发部')!;
    expect(rd).toMatchObject({ ParentID: '', ManagerName: '吴刚', PeopleCount: 2 });
    // An employee reads it too (pickers); another company sees only its own, and cannot name ours.
    expect((await tree(await t.login('employee'))).length).toBe(4);
    expect(await tree(other.sid)).toEqual([]);
    const named = await t.call(DepartmentTree, { CompanyID: companyId }, { session: other.sid, lang: 'en' });
    expect([named.isSucc, named.message]).toEqual([false, translate('en', 'messages.forbidden')]);
  });

  it('creates sub-departments with their paths and keeps sibling names apart', async () => {
    const team = await save({ DepartmentName: '平台组', ParentID: ids['研发部'], OrderBy: 1 });
    expect(team.isSucc).toBe(true);
    ids['平台组'] = team.result!.DepartmentID!;
    expect(await pathOf(ids['平台组'])).toBe(`/${ids['研发部']}/${ids['平台组']}/`);
    const sub = await save({ DepartmentName: '基础架构', ParentID: ids['平台组'] });
    ids['基础架构'] = sub.result!.DepartmentID!;
    expect(await pathOf(ids['基础架构'])).toBe(`/${ids['研发部']}/${ids['平台组']}/${ids['基础架构']}/`);

    const twin = await save({ DepartmentName: '平台组', ParentID: ids['研发部'] });
    expect([twin.isSucc, twin.message]).toEqual([false, translate('en', 'structure.errors.departmentNameTaken')]);
    // The same name under another parent is fine.
    const elsewhere = await save({ DepartmentName: '平台组', ParentID: ids['销售部'] });
    expect(elsewhere.isSucc).toBe(true);
    await t.call(
      departmentResource.calls.Delete,
      {},
      { session: admin, params: { id: elsewhere.result!.DepartmentID! } },
    );

    const nodes = await tree();
    const names = nodes.map((n) => n.DepartmentName);
    // Parents come before their children.
    expect(names.indexOf('研发部')).toBeLessThan(names.indexOf('平台组'));
    expect(names.indexOf('平台组')).toBeLessThan(names.indexOf('基础架构'));
    expect(nodes.find((n) => n.DepartmentName === '基础架构')!.ParentID).toBe(ids['平台组']);
  });

  it('refuses a parent or a head from another company', async () => {
    const foreign = await t.app.deps.db.transaction((tx) =>
      insertUser(tx, t.clock, other.companyId, {
        name: '外人',
        mobile: null,
        passwordHash: null,
        roles: ['employee'],
        departmentId: null,
      }),
    );
    const badHead = await save({ DepartmentName: '测试部', ManagerID: foreign }, 'cn');
    expect([badHead.isSucc, badHead.message]).toEqual([false, translate('cn', 'structure.errors.managerNotInCompany')]);
    const otherDept = await t.call<Record<string, string>>(
      departmentResource.calls.Update,
      { DepartmentName: '别家部门' },
      { session: other.sid },
    );
    const badParent = await save({ DepartmentName: '测试部', ParentID: otherDept.result!.DepartmentID });
    expect([badParent.isSucc, badParent.message]).toEqual([false, translate('en', 'org.errors.parentDepartment')]);
    expect((await tree()).map((n) => n.DepartmentName)).not.toContain('测试部');
    // Nor can the other company move or delete ours.
    const theirMove = await t.call(
      DepartmentMove,
      { DepartmentID: ids['平台组'], ParentID: '' },
      { session: other.sid },
    );
    expect(theirMove.isSucc).toBe(false);
    expect(await pathOf(ids['平台组'])).toBe(`/${ids['研发部']}/${ids['平台组']}/`);
  });

  it('refuses to move a department under itself or below it, by Move and by Update', async () => {
    const msg = translate('en', 'org.errors.moveIntoItself');
    for (const parent of [ids['研发部'], ids['平台组'], ids['基础架构']]) {
      const r = await move({ DepartmentID: ids['研发部'], ParentID: parent });
      expect([r.statusCode, r.message], parent).toEqual([400, msg]);
    }
    const byUpdate = await save({ DepartmentID: ids['研发部'], DepartmentName: '研发部', ParentID: ids['基础架构'] });
    expect([byUpdate.isSucc, byUpdate.message]).toEqual([false, msg]);
    expect(await pathOf(ids['研发部'])).toBe(`/${ids['研发部']}/`);
    expect(await pathOf(ids['基础架构'])).toBe(`/${ids['研发部']}/${ids['平台组']}/${ids['基础架构']}/`);
  });

  it('moves a subtree with its paths, and places it among its new siblings', async () => {
    // 平台组 (with 基础架构 below it) goes to the top, first of all.
    const r = await move({ DepartmentID: ids['平台组'], ParentID: '', OrderBy: 0 });
    expect(r.isSucc).toBe(true);
    expect(await pathOf(ids['平台组'])).toBe(`/${ids['平台组']}/`);
    expect(await pathOf(ids['基础架构'])).toBe(`/${ids['平台组']}/${ids['基础架构']}/`);
    const tops = (await tree()).filter((n) => n.ParentID === '');
    expect(tops.map((n) => [n.DepartmentName, n.OrderBy])).toEqual([
      ['平台组', 1],
      ['总经办', 2],
      ['研发部', 3],
      ['销售部', 4],
      ['财务部', 5],
    ]);
    // Third among the top departments.
    await move({ DepartmentID: ids['平台组'], ParentID: '', OrderBy: 2 });
    expect((await tree()).filter((n) => n.ParentID === '').map((n) => n.DepartmentName)).toEqual([
      '总经办',
      '研发部',
      '平台组',
      '销售部',
      '财务部',
    ]);
    // Back under 研发部 by an edit of its parent.
    const back = await save({ DepartmentID: ids['平台组'], DepartmentName: '平台组', ParentID: ids['研发部'] });
    expect(back.isSucc).toBe(true);
    expect(await pathOf(ids['基础架构'])).toBe(`/${ids['研发部']}/${ids['平台组']}/${ids['基础架构']}/`);
    const unknown = await move({ DepartmentID: 'D99999999999', ParentID: '' });
    expect([unknown.isSucc, unknown.message]).toEqual([false, translate('en', 'messages.notExists')]);
    const bad = await move({ DepartmentID: ids['平台组'], OrderBy: -1 });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to delete a department that has sub-departments or people', async () => {
    const msg = translate('cn', 'structure.errors.departmentNotEmpty');
    expect(msg).toBe('请先移走下级部门和员工');
    const del = (id: string) =>
      t.call(departmentResource.calls.Delete, {}, { session: admin, params: { id }, lang: 'cn' });
    // 平台组 has a sub-department; 财务部 has a person.
    for (const id of [ids['平台组']!, ids['财务部']!]) {
      const r = await del(id);
      expect([r.isSucc, r.message]).toEqual([false, msg]);
    }
    expect((await tree()).length).toBe(6);
    expect((await del(ids['基础架构']!)).isSucc).toBe(true);
    expect((await del(ids['平台组']!)).isSucc).toBe(true);
    expect((await tree()).length).toBe(4);
  });

  it('lists the people of a department for choosing its head', async () => {
    const r = await t.call<{ Entities: TPerson[] }>(
      DepartmentPeople,
      { DepartmentID: ids['研发部'] },
      { session: admin },
    );
    expect(r.result!.Entities.map((p) => p.UserName).sort()).toEqual(['吴刚', '郑浩'].sort());
    const byName = await t.call<{ Entities: TPerson[] }>(DepartmentPeople, { Key: '周' }, { session: admin });
    expect(byName.result!.Entities.map((p) => p.UserName)).toEqual(['周婷']);
    expect((await t.call(DepartmentPeople, {}, { session: await t.login('employee'), lang: 'en' })).message).toBe(
      translate('en', 'messages.forbidden'),
    );
  });
});

describe('data range and roles follow a moved department', () => {
  it('"own department and below" of the head of 研发部 gains a department moved under it', async () => {
    const approver = (await t.app.deps.db.query.users.findFirst({
      where: (u, { eq: is }) => is(u.loginName, 'approver'),
    }))!;
    const ticket = (await buildSessionTicket(t.app.deps.db, approver.id))!;
    expect(ticket.DataRange).toBe(DataRange.OwnDepartmentAndBelow);
    const session = { idHash: 'test', userId: approver.id, companyId, ticket };

    const lab = (await save({ DepartmentName: '实验室' })).result!.DepartmentID!;
    const tester = await t.app.deps.db.transaction((tx) =>
      insertUser(tx, t.clock, companyId, {
        name: '测试员',
        mobile: null,
        passwordHash: null,
        roles: ['employee'],
        departmentId: lab,
      }),
    );
    const visible = async () => {
      const range = await orgTenancy.rangeFilter(t.app.deps.db, session, {
        user: users.id,
        department: users.departmentId,
      });
      const rows = await t.app.deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), range));
      return rows.map((r) => r.id);
    };
    expect(await visible()).not.toContain(tester);
    expect(await visible()).toContain(approver.id);

    expect((await move({ DepartmentID: lab, ParentID: ids['研发部'] })).isSucc).toBe(true);
    expect(await visible()).toContain(tester);

    expect((await move({ DepartmentID: lab, ParentID: ids['销售部'] })).isSucc).toBe(true);
    expect(await visible()).not.toContain(tester);
    const below = await t.app.deps.db
      .select({ id: departments.id })
      .from(departments)
      .where(like(departments.path, `/${ids['销售部']}/%`));
    expect(below.map((d) => d.id)).toContain(lab);
  });

  it('a role given to a department reaches the people of a department moved below it, at once', async () => {
    const employee = await t.login('employee');
    const jobs = () => t.call(jobResource.calls.List, {}, { session: employee, lang: 'en' });
    expect((await jobs()).message).toBe(translate('en', 'messages.forbidden'));
    await grantRole(t, companyId, 'jobs-keepers', OrgAction.jobs, RoleType.Department, ids['总经办']!);
    // 研发部 (the employee's) goes under 总经办: the open session gets the role without logging in again.
    expect((await move({ DepartmentID: ids['研发部'], ParentID: ids['总经办'] })).isSucc).toBe(true);
    expect((await jobs()).isSucc).toBe(true);
    expect((await move({ DepartmentID: ids['研发部'], ParentID: '' })).isSucc).toBe(true);
    expect((await jobs()).message).toBe(translate('en', 'messages.forbidden'));
  });
});

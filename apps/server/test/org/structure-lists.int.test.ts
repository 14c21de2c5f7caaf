import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupMembers,
  GroupPeople,
  GroupSetMembers,
  OrgAction,
  RoleType,
  costCenterResource,
  groupResource,
  jobResource,
  projectResource,
  type TPerson,
  type TResource,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { groupMembers, users } from '../../src/modules/org/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { grantRole, roleOwnersOf } from './structure-helpers.ts';

// Jobs, groups, cost centres and projects: names and codes unique per company, project dates in order,
// group members only from the group's own company, and a group's roles following its members at once.

let t: TTestApp;
let admin: string;
let companyId: string;
let other: { companyId: string; userId: string; sid: string };
const userIds: Record<string, string> = {};

type TRow = Record<string, unknown>;
const save = (r: TResource, payload: TRow, session = admin) =>
  t.call<TRow>(r.calls.Update, payload, { session, lang: 'en' });

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  admin = await t.login('admin');
  for (const login of ['admin', 'approver', 'employee', 'finance']) {
    const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq: is }) => is(x.loginName, login) });
    userIds[login] = u!.id;
    companyId = u!.companyId;
  }
  other = await createOtherCompany(t, '别家公司', '13900007777');
});
afterAll(async () => t.close());

describe('jobs', () => {
  it('keeps job names unique in a company, and keeps a job that people hold', async () => {
    const first = await save(jobResource, { JobName: '架构师', JobLevel: 5 });
    expect(first.isSucc).toBe(true);
    const twin = await save(jobResource, { JobName: '架构师', JobLevel: 6 });
    expect([twin.isSucc, twin.message]).toEqual([false, translate('en', 'structure.errors.jobNameTaken')]);
    expect((await save(jobResource, { JobName: '架构师' }, other.sid)).isSucc).toBe(true);

    const jobId = String(first.result!.JobID);
    await t.app.deps.db.update(users).set({ jobId }).where(eq(users.id, userIds.employee!));
    const del = await t.call(jobResource.calls.Delete, {}, { session: admin, params: { id: jobId }, lang: 'en' });
    expect([del.isSucc, del.message]).toEqual([false, translate('en', 'structure.errors.jobInUse')]);
    await t.app.deps.db.update(users).set({ jobId: null }).where(eq(users.id, userIds.employee!));
    expect((await t.call(jobResource.calls.Delete, {}, { session: admin, params: { id: jobId } })).isSucc).toBe(true);
  });
});

describe('cost centres and projects', () => {
  it('keeps cost centre codes unique in a company (another company may use the same code)', async () => {
    const cc = { CostCenterCode: 'RD-100', CostCenterName: '研发中心', Enabled: true };
    expect((await save(costCenterResource, cc)).isSucc).toBe(true);
    const twin = await save(costCenterResource, { ...cc, CostCenterName: '另一个' });
    expect([twin.isSucc, twin.message]).toEqual([false, translate('en', 'structure.errors.costCenterCodeTaken')]);
    expect((await save(costCenterResource, cc, other.sid)).isSucc).toBe(true);
    const list = await t.call<{ Entities: TRow[] }>(
      costCenterResource.calls.List,
      { CostCenterCode: 'RD', Enabled: true },
      { session: admin },
    );
    expect(list.result!.Entities.map((r) => r.CostCenterName)).toEqual(['研发中心']);
    const bad = await save(costCenterResource, { ...cc, CostCenterCode: 'RD 100' });
    expect(bad.statusCode).toBe(400);
    expect(bad.message).toContain(translate('en', 'structure.validation.code'));
  });

  it('keeps project codes unique and the end date not before the start', async () => {
    const p = { ProjectCode: 'P-1', ProjectName: '新办公室', StartDate: '2026-03-01', EndDate: '2026-03-01' };
    const created = await save(projectResource, p);
    expect(created.isSucc).toBe(true);
    const twin = await save(projectResource, { ...p, ProjectName: '另一个' });
    expect([twin.isSucc, twin.message]).toEqual([false, translate('en', 'structure.errors.projectCodeTaken')]);
    const backwards = await save(projectResource, { ...p, ProjectCode: 'P-2', EndDate: '2026-02-28' });
    expect([backwards.isSucc, backwards.message]).toEqual([false, translate('en', 'structure.errors.projectDates')]);
    // An edit of only the end date is checked against the stored start.
    const id = String(created.result!.ProjectID);
    const edit = await save(projectResource, {
      ProjectID: id,
      ProjectCode: 'P-1',
      ProjectName: '新办公室',
      EndDate: '2025-12-31',
    });
    expect(edit.message).toBe(translate('en', 'structure.errors.projectDates'));
    const open = await save(projectResource, {
      ProjectID: id,
      ProjectCode: 'P-1',
      ProjectName: '新办公室',
      EndDate: '',
    });
    expect(open.result).toMatchObject({ StartDate: '2026-03-01', EndDate: '' });
  });
});

describe('groups', () => {
  let groupId: string;
  const members = async (session = admin) =>
    (await t.call<{ Entities: TPerson[] }>(GroupMembers, { GroupID: groupId }, { session })).result?.Entities.map(
      (p) => p.UserName,
    );

  it('sets and lists members, and counts them in the list', async () => {
    const g = await save(groupResource, { GroupName: '常旅客' });
    groupId = String(g.result!.GroupID);
    const set = await t.call<{ Entities: TPerson[] }>(
      GroupSetMembers,
      { GroupID: groupId, UserIDs: [userIds.approver, userIds.finance, userIds.approver] },
      { session: admin },
    );
    expect(set.isSucc).toBe(true);
    expect(set.result!.Entities.map((p) => p.UserName).sort()).toEqual(['冯丽', '吴刚'].sort());
    expect(set.result!.Entities.find((p) => p.UserName === '吴刚')).toMatchObject({ DepartmentName: '研发部' });
    expect((await members())?.sort()).toEqual(['冯丽', '吴刚'].sort());
    const list = await t.call<{ Entities: TRow[] }>(groupResource.calls.List, {}, { session: admin });
    expect(list.result!.Entities.find((r) => r.GroupID === groupId)).toMatchObject({ MemberCount: 2 });
    const people = await t.call<{ Entities: TPerson[] }>(GroupPeople, {}, { session: admin });
    expect(people.result!.Entities.map((p) => p.UserID)).toEqual(expect.arrayContaining(Object.values(userIds)));
    expect(people.result!.Entities.map((p) => p.UserID)).not.toContain(other.userId);
  });

  it('refuses members from another company and changes nothing', async () => {
    const r = await t.call(
      GroupSetMembers,
      { GroupID: groupId, UserIDs: [userIds.employee, other.userId] },
      { session: admin, lang: 'cn' },
    );
    expect([r.isSucc, r.message]).toEqual([false, translate('cn', 'structure.errors.memberNotInCompany')]);
    const unknown = await t.call(GroupSetMembers, { GroupID: groupId, UserIDs: ['U99999999999'] }, { session: admin });
    expect(unknown.isSucc).toBe(false);
    expect((await members())?.sort()).toEqual(['冯丽', '吴刚'].sort());
    // The other company can neither read nor change our group, even with its own people.
    expect((await t.call(GroupMembers, { GroupID: groupId }, { session: other.sid })).isSucc).toBe(false);
    const theirs = await t.call(GroupSetMembers, { GroupID: groupId, UserIDs: [other.userId] }, { session: other.sid });
    expect(theirs.isSucc).toBe(false);
    const naming = await t.call(
      GroupSetMembers,
      { GroupID: groupId, UserIDs: [], CompanyID: companyId },
      { session: other.sid, lang: 'en' },
    );
    expect(naming.message).toBe(translate('en', 'messages.forbidden'));
    expect((await members())?.length).toBe(2);
    const bad = await t.call(GroupSetMembers, { GroupID: groupId, UserIDs: 'U1' }, { session: admin });
    expect(bad.statusCode).toBe(400);
  });

  it("gives and takes a group's roles with its membership, in open sessions at once", async () => {
    const employee = await t.login('employee');
    const projects = () => t.call(projectResource.calls.List, {}, { session: employee, lang: 'en' });
    const forbidden = translate('en', 'messages.forbidden');
    expect((await projects()).message).toBe(forbidden);
    await grantRole(t, companyId, 'project-keepers', OrgAction.projects, RoleType.Group, groupId);

    const withEmployee = [userIds.approver!, userIds.finance!, userIds.employee!];
    expect(
      (await t.call(GroupSetMembers, { GroupID: groupId, UserIDs: withEmployee }, { session: admin })).isSucc,
    ).toBe(true);
    expect((await projects()).isSucc).toBe(true);
    const without = [userIds.approver!, userIds.finance!];
    await t.call(GroupSetMembers, { GroupID: groupId, UserIDs: without }, { session: admin });
    expect((await projects()).message).toBe(forbidden);

    // Deleting the group takes the role from its members, and its grants go with it.
    await t.call(GroupSetMembers, { GroupID: groupId, UserIDs: withEmployee }, { session: admin });
    expect((await projects()).isSucc).toBe(true);
    expect((await t.call(groupResource.calls.Delete, {}, { session: admin, params: { id: groupId } })).isSucc).toBe(
      true,
    );
    expect((await projects()).message).toBe(forbidden);
    expect(await t.app.deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId))).toEqual([]);
    expect(await roleOwnersOf(t, groupId)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ContactInfoUpdateForTest,
  DataRange,
  FEEDBACK_READ_ACTION,
  GetUserActions,
  OrgAction,
  RoleClear,
  RoleDelete,
  RoleDetails,
  RoleGetConsumers,
  RoleGetRoleOwners,
  RoleList,
  RoleNameList,
  RoleOwners,
  RoleSubscribe,
  RoleType,
  RoleUpdate,
  type TRole,
  type TRoleOwner,
  type TSessionTicket,
  type TUserAction,
} from './role-contracts.ts';
import { translate } from '../../src/platform/i18n.ts';
import { sessions } from '../../src/platform/tables.ts';
import { departments, users } from '../../src/modules/org/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

let t: TTestApp;
const sid: Record<string, string> = {};
const ids: Record<string, string> = {};
let other: { companyId: string; userId: string; sid: string };
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'approver', 'finance', 'operator']) {
    sid[a] = await t.login(a);
    const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq: e }) => e(x.loginName, a) });
    ids[a] = u!.id;
    ids.company = ids.company ?? u!.companyId;
  }
  ids.company = (await t.app.deps.db.query.users.findFirst({
    where: (x, { eq: e }) => e(x.loginName, 'admin'),
  }))!.companyId;
  other = await createOtherCompany(t, '别家公司', '13900008888');
});
afterAll(async () => t.close());

const menuUrls = async (session: string) => {
  const r = await t.call<{ UserActions: TUserAction[] }>(GetUserActions, undefined, { session });
  return r.result!.UserActions.flatMap((g) => g.children.map((c) => c.ActionURL));
};
const ticketOf = async (userId: string) => {
  const [row] = await t.app.deps.db.select().from(sessions).where(eq(sessions.userId, userId)).limit(1);
  return row!.ticket as TSessionTicket;
};
const createRole = async (code: string, actionCodes: string[], dataRange: number = DataRange.SelfOnly) => {
  const r = await t.call<TRole>(
    RoleUpdate,
    { RoleCode: code, RoleName: `角色${code}`, DataRange: dataRange, ActionCodes: actionCodes },
    { session: sid.admin, lang: 'en' },
  );
  expect(r.isSucc, r.message).toBe(true);
  return r.result!;
};

describe('RoleInfo', () => {
  it('a role given to an employee changes their menu and rights at once, in the open session', async () => {
    expect(await menuUrls(sid.employee!)).not.toContain('/System/Company/:CompanyID/ContactInfo');
    const refusedBefore = await t.call(
      ContactInfoUpdateForTest,
      { RoleID: ids.company, ContactName: '前台', ContactPhone: '13900000011' },
      { session: sid.employee, lang: 'en' },
    );
    expect(refusedBefore.message).toBe(translate('en', 'messages.forbidden'));

    const role = await createRole('contacts', [OrgAction.companyContacts], DataRange.OwnDepartmentAndBelow);
    const given = await t.call<TRoleOwner[]>(
      RoleSubscribe,
      { RoleID: role.RoleID, OwnerType: RoleType.User, OwnerIDs: [ids.employee] },
      { session: sid.admin, lang: 'en' },
    );
    expect(given.message).toBe(translate('en', 'role.messages.granted'));
    expect(given.result!.map((o) => o.OwnerID)).toEqual([ids.employee]);

    expect(await menuUrls(sid.employee!)).toContain('/System/Company/:CompanyID/ContactInfo');
    const allowed = await t.call(
      ContactInfoUpdateForTest,
      { RoleID: ids.company, ContactName: '前台', ContactPhone: '13900000011' },
      { session: sid.employee },
    );
    expect(allowed.isSucc, allowed.message).toBe(true);
    expect((await ticketOf(ids.employee!)).DataRange).toBe(DataRange.OwnDepartmentAndBelow);

    // Taken away from that one owner: the rights go as quickly as they came.
    const revoked = await t.call(
      RoleDelete,
      {},
      {
        session: sid.admin,
        params: { id: role.RoleID },
        query: { spaceID: ids.employee!, ownerType: String(RoleType.User) },
      },
    );
    expect(revoked.result).toBe(true);
    expect(await menuUrls(sid.employee!)).not.toContain('/System/Company/:CompanyID/ContactInfo');
    expect((await ticketOf(ids.employee!)).DataRange).toBe(DataRange.SelfOnly);
  });

  it('a role given to a department reaches its people and the departments below it, and nobody else', async () => {
    const rd = (await t.app.deps.db.query.departments.findFirst({ where: (d, { eq: e }) => e(d.name, '研发部') }))!;
    const [sub] = await t.app.deps.db
      .insert(departments)
      .values({ companyId: ids.company!, parentId: rd.id, name: '前端组', createdAt: new Date() })
      .returning();
    await t.app.deps.db
      .update(departments)
      .set({ path: `${rd.path}${sub!.id}/` })
      .where(eq(departments.id, sub!.id));
    await t.app.deps.db.update(users).set({ departmentId: sub!.id }).where(eq(users.id, ids.employee!));

    const role = await createRole('projects', [OrgAction.projects]);
    await t.call(
      RoleSubscribe,
      { RoleID: role.RoleID, OwnerType: RoleType.Department, OwnerIDs: [rd.id] },
      { session: sid.admin },
    );
    expect(await menuUrls(sid.approver!)).toContain('/System/Company/:CompanyID/Project');
    expect(await menuUrls(sid.employee!)).toContain('/System/Company/:CompanyID/Project');
    const financeMenu = await menuUrls(sid.finance!);
    // Finance has projects through its account kind; a role never takes rights away.
    expect(financeMenu).toContain('/System/Company/:CompanyID/Project');

    const owners = await t.call<TRoleOwner[]>(RoleGetRoleOwners, { RoleID: role.RoleID }, { session: sid.admin });
    expect(owners.result).toEqual([
      { OwnerType: RoleType.Department, OwnerID: rd.id, OwnerName: '研发部', Superior: '' },
    ]);

    const cleared = await t.call(RoleClear, { RoleID: role.RoleID }, { session: sid.admin });
    expect(cleared.result).toBe(true);
    expect(await menuUrls(sid.employee!)).not.toContain('/System/Company/:CompanyID/Project');
    await t.app.deps.db.update(users).set({ departmentId: rd.id }).where(eq(users.id, ids.employee!));
  });

  it('refuses actions a client company may not grant, duplicate codes and bad input, writing nothing', async () => {
    const before = (await t.call<{ RecordCount: number }>(RoleList, { PageNo: 1 }, { session: sid.admin })).result!
      .RecordCount;
    const tmcOnly = await t.call(
      RoleUpdate,
      { RoleCode: 'staff', RoleName: '冒充客服', DataRange: DataRange.NoLimit, ActionCodes: [FEEDBACK_READ_ACTION] },
      { session: sid.admin, lang: 'en' },
    );
    expect(tmcOnly.statusCode).toBe(400);
    expect(tmcOnly.message).toContain(FEEDBACK_READ_ACTION);
    await createRole('dup', []);
    const dup = await t.call(
      RoleUpdate,
      { RoleCode: 'dup', RoleName: '重复', DataRange: DataRange.SelfOnly, ActionCodes: [] },
      { session: sid.admin, lang: 'cn' },
    );
    expect(dup.message).toBe(translate('cn', 'role.errors.codeTaken'));
    for (const bad of [
      { RoleCode: '1x', RoleName: 'x', DataRange: DataRange.SelfOnly, ActionCodes: [] },
      { RoleCode: 'okcode', RoleName: '', DataRange: DataRange.SelfOnly, ActionCodes: [] },
      { RoleCode: 'okcode', RoleName: 'x', DataRange: 12345, ActionCodes: [] },
    ]) {
      const r = await t.call(RoleUpdate, bad, { session: sid.admin });
      expect(r.statusCode).toBe(400);
    }
    const after = (await t.call<{ RecordCount: number }>(RoleList, { PageNo: 1 }, { session: sid.admin })).result!
      .RecordCount;
    expect(after).toBe(before + 1);
  });

  it('keeps roles inside their company', async () => {
    const role = await createRole('private', [OrgAction.jobs]);
    const read = await t.call(RoleDetails, { RoleID: role.RoleID }, { session: other.sid, lang: 'en' });
    expect([read.statusCode, read.message]).toEqual([400, translate('en', 'messages.notExists')]);
    const list = await t.call<{ Entities: TRole[] }>(RoleList, { PageNo: 1, PageSize: 100 }, { session: other.sid });
    expect(list.result!.Entities.map((r) => r.RoleID)).not.toContain(role.RoleID);
    // Giving our role to another company's person is refused, and so is giving their role to ours.
    const foreign = await t.call(
      RoleSubscribe,
      { RoleID: role.RoleID, OwnerType: RoleType.User, OwnerIDs: [other.userId] },
      { session: sid.admin, lang: 'en' },
    );
    expect(foreign.message).toBe(translate('en', 'role.errors.ownerNotFound'));
    const theirs = await t.call(
      RoleSubscribe,
      { RoleID: role.RoleID, OwnerType: RoleType.User, OwnerIDs: [ids.employee] },
      { session: other.sid, lang: 'en' },
    );
    expect(theirs.isSucc).toBe(false);
    const del = await t.call(RoleDelete, {}, { session: other.sid, params: { id: role.RoleID } });
    expect(del.isSucc).toBe(false);
    expect((await t.call(RoleDetails, { RoleID: role.RoleID }, { session: sid.admin })).isSucc).toBe(true);
    // Employees cannot manage roles at all.
    const byEmployee = await t.call(RoleList, { PageNo: 1 }, { session: sid.employee, lang: 'en' });
    expect(byEmployee.message).toBe(translate('en', 'messages.forbidden'));
  });

  it('lets a holder read the roles they hold, by id or code, and nothing else', async () => {
    const held = await createRole('held', [OrgAction.groups]);
    const notHeld = await createRole('notheld', [OrgAction.jobs]);
    await t.call(
      RoleSubscribe,
      { RoleID: held.RoleID, OwnerType: RoleType.Company, OwnerIDs: [ids.company] },
      { session: sid.admin },
    );
    const names = await t.call<{ RoleCode: string }[]>(RoleNameList, {}, { session: sid.employee });
    expect(names.isSucc, names.message).toBe(true);
    expect(names.result!.map((r) => r.RoleCode)).toEqual(['held']);
    const byCode = await t.call<TRole>(RoleDetails, { RoleCode: 'held' }, { session: sid.employee });
    expect(byCode.result!.RoleID).toBe(held.RoleID);
    const hidden = await t.call(RoleDetails, { RoleID: notHeld.RoleID }, { session: sid.employee });
    expect(hidden.isSucc).toBe(false);
    await t.call(RoleDelete, {}, { session: sid.admin, params: { id: held.RoleID } });
    expect((await t.call<unknown[]>(RoleNameList, {}, { session: sid.employee })).result).toEqual([]);
  });

  it('lists candidates by type and under a department, marking the ones that hold the role', async () => {
    const role = await createRole('owners', [OrgAction.jobs]);
    const rd = (await t.app.deps.db.query.departments.findFirst({ where: (d, { eq: e }) => e(d.name, '研发部') }))!;
    await t.call(
      RoleSubscribe,
      { RoleID: role.RoleID, OwnerType: RoleType.User, OwnerIDs: [ids.approver] },
      { session: sid.admin },
    );
    const r = await t.call<(TRoleOwner & { Owned: boolean })[]>(
      RoleOwners,
      {
        PageSize: 50,
        RoleType: RoleType.User,
        RoleID: role.RoleID,
        Superior: { RoleType: RoleType.Department, RootID: rd.id },
      },
      { session: sid.admin },
    );
    const byId = new Map(r.result!.map((o) => [o.OwnerID, o]));
    expect(byId.get(ids.approver!)?.Owned).toBe(true);
    expect(byId.get(ids.employee!)?.Owned).toBe(false);
    expect(byId.has(ids.finance!)).toBe(false);
    const depts = await t.call<TRoleOwner[]>(
      RoleGetConsumers,
      { RoleType: RoleType.Department },
      { session: sid.admin },
    );
    expect(depts.result!.map((d) => d.OwnerName)).toEqual(
      expect.arrayContaining(['总经办', '研发部', '销售部', '财务部']),
    );
  });
});

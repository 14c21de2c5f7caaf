import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DataRange,
  OrgAction,
  RoleCategory,
  RoleDetails,
  RoleList,
  RoleSubscribe,
  RoleType,
  RoleUpdate,
  type TRole,
} from './role-contracts.ts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// RoleInfo/List from the kit's role resource: the same payload, rows and refusals as the hand-written list it replaced.

let t: TTestApp;
let admin = '';
let employeeId = '';
let other: { companyId: string; userId: string; sid: string };
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  admin = await t.login('admin');
  await t.login('employee');
  employeeId = (await t.app.deps.db.query.users.findFirst({ where: (x, { eq }) => eq(x.loginName, 'employee') }))!.id;
  other = await createOtherCompany(t, '别家公司', '13900007777');
});
afterAll(async () => t.close());

type TPage = { Entities: TRole[]; RecordCount: number; PageNo: number; PageSize: number };
const list = async (payload: Record<string, unknown>, session = admin) => {
  const r = await t.call<TPage>(RoleList, payload, { session });
  expect(r.isSucc, r.message).toBe(true);
  return r.result!;
};

describe('RoleInfo/List (the role resource)', () => {
  it('lists the company roles by code with their owner counts, as RoleDetails shows each', async () => {
    const made: TRole[] = [];
    for (const code of ['kitlistB', 'kitlistA', 'kitlistC']) {
      const r = await t.call<TRole>(
        RoleUpdate,
        { RoleCode: code, RoleName: `名单${code}`, DataRange: DataRange.SelfOnly, ActionCodes: [OrgAction.jobs] },
        { session: admin },
      );
      made.push(r.result!);
    }
    const given = await t.call(
      RoleSubscribe,
      { RoleID: made[0]!.RoleID, OwnerType: RoleType.User, OwnerIDs: [employeeId] },
      { session: admin },
    );
    expect(given.isSucc, given.message).toBe(true);

    const page = await list({ PageNo: 1, PageSize: 10, KeyWords: 'KITLIST' });
    expect(page.Entities.map((r) => r.RoleCode)).toEqual(['kitlistA', 'kitlistB', 'kitlistC']);
    expect([page.RecordCount, page.PageNo, page.PageSize]).toEqual([3, 1, 10]);
    for (const row of page.Entities) {
      const details = await t.call<TRole>(RoleDetails, { RoleID: row.RoleID }, { session: admin });
      expect(row).toEqual(details.result);
    }
    expect(page.Entities.map((r) => r.OwnerCount)).toEqual([0, 1, 0]);
    // The name matches too; SortOrder turns the code order round; paging counts the whole match.
    expect((await list({ KeyWords: '名单kitlistC' })).Entities.map((r) => r.RoleCode)).toEqual(['kitlistC']);
    const desc = await list({ PageNo: 1, PageSize: 2, KeyWords: 'kitlist', SortOrder: 'desc' });
    expect([desc.Entities.map((r) => r.RoleCode), desc.RecordCount]).toEqual([['kitlistC', 'kitlistB'], 3]);
  });

  it('filters by category and keeps to the caller company, whatever CompanyID says', async () => {
    const user = await list({ PageNo: 1, PageSize: 100, RoleCategory: RoleCategory.User });
    const system = await list({ PageNo: 1, PageSize: 100, RoleCategory: RoleCategory.System });
    const all = await list({ PageNo: 1, PageSize: 100 });
    expect(user.Entities.every((r) => r.RoleCategory === RoleCategory.User)).toBe(true);
    expect(system.Entities.every((r) => r.RoleCategory === RoleCategory.System)).toBe(true);
    expect(user.RecordCount + system.RecordCount).toBe(all.RecordCount);
    expect(user.Entities.map((r) => r.RoleCode)).toContain('kitlistA');
    const named = await list({ PageNo: 1, PageSize: 100, CompanyID: other.companyId });
    expect(named.Entities.map((r) => r.RoleID)).toEqual(all.Entities.map((r) => r.RoleID));
    const theirs = await list({ PageNo: 1, PageSize: 100, KeyWords: 'kitlist' }, other.sid);
    expect(theirs.RecordCount).toBe(0);
  });

  it('refuses a bad category or a long keyword with 400 in the caller language', async () => {
    for (const lang of ['cn', 'en'] as const) {
      const bad = await t.call(RoleList, { RoleCategory: 1 }, { session: admin, lang });
      expect(bad.statusCode).toBe(400);
      expect(bad.message).toContain(translate(lang, 'messages.validation.invalidOption'));
      const long = await t.call(RoleList, { KeyWords: 'x'.repeat(51) }, { session: admin, lang });
      expect(long.statusCode).toBe(400);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BTRIP_PROJECT_PAGE_SIZE_MAX,
  BtripProjectList,
  BtripTaskOptions,
  projectResource,
  type TBtripProjectListResult,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// btrip/Project/List: the enabled projects of the caller's own client company, for anyone in it, by code, with a
// filter on code or name and real paging capped at 500 a page. The application form's options no longer carry
// projects: the picker searches this list.

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'finance', 'operator', 'service', 'supplier', 'traveler'])
    sid[a] = await t.login(a);
  other = await createOtherCompany(t, '别家项目公司', '13900006661');
});
afterAll(async () => t.close());

const list = (p: Record<string, unknown>, who = 'employee') =>
  t.call<TBtripProjectListResult>(BtripProjectList, p, { session: sid[who] ?? who, lang: 'en' });
const codes = (r: { result: TBtripProjectListResult | null }) => r.result!.Entities.map((e) => e.Code);

const addProject = async (session: string, code: string, name: string, enabled = true) => {
  const r = await t.call(
    projectResource.calls.Update,
    { ProjectCode: code, ProjectName: name, Enabled: enabled },
    { session },
  );
  expect(r.isSucc, r.message).toBe(true);
};

describe('btrip Project/List', () => {
  it("lists the own company's enabled projects by code to any of its people", async () => {
    await addProject(sid.admin!, 'PJ-0000-OFF', '已停用项目', false);
    for (const who of ['employee', 'admin', 'finance']) {
      const r = await list({ PageNo: 1, PageSize: 20 }, who);
      expect(r.isSucc, r.message).toBe(true);
      expect(r.result).toEqual({
        Entities: [
          { ProjectID: expect.stringMatching(/^P/), Code: 'PJ-2026-001', Name: '华东客户拓展' },
          { ProjectID: expect.stringMatching(/^P/), Code: 'PJ-2026-002', Name: '新版本发布会' },
        ],
        RecordCount: 2,
        PageNo: 1,
        PageSize: 20,
      });
    }
  });

  it('filters by part of the code or the name, literally', async () => {
    expect(codes(await list({ KeyWords: '发布' }))).toEqual(['PJ-2026-002']);
    expect(codes(await list({ KeyWords: '2026-001' }))).toEqual(['PJ-2026-001']);
    expect(codes(await list({ KeyWords: 'pj-2026' }))).toEqual(['PJ-2026-001', 'PJ-2026-002']);
    // % and _ are not wildcards.
    expect(codes(await list({ KeyWords: '%' }))).toEqual([]);
    expect(codes(await list({ KeyWords: '停用' }))).toEqual([]);
  });

  it('pages for real and caps a page at 500 rows', async () => {
    const one = await list({ PageNo: 2, PageSize: 1 });
    expect(one.result).toMatchObject({ RecordCount: 2, PageNo: 2, PageSize: 1 });
    expect(codes(one)).toEqual(['PJ-2026-002']);
    expect(codes(await list({ PageNo: 3, PageSize: 1 }))).toEqual([]);
    // Another company with more projects than a page holds.
    const rows = Array.from({ length: 502 }, (_, i) => `('PJ-${String(i).padStart(4, '0')}', 'Bulk ${i}')`);
    await t.database.executeSql(
      `insert into projects (company_id, code, name, created_at, updated_at)
       select $1, v.code, v.name, now(), now() from (values ${rows.join(',')}) as v(code, name)`,
      [other.companyId],
    );
    const big = await list({ PageNo: 1, PageSize: 999999999 }, other.sid);
    expect(big.result).toMatchObject({ RecordCount: 502, PageSize: BTRIP_PROJECT_PAGE_SIZE_MAX });
    expect(big.result!.Entities).toHaveLength(500);
    const last = await list({ PageNo: 2, PageSize: 999999999 }, other.sid);
    expect(codes(last)).toEqual(['PJ-0500', 'PJ-0501']);
  });

  it("never shows another company's projects", async () => {
    const mine = await list({ PageSize: 1000, KeyWords: 'Bulk' });
    expect(mine.result!.RecordCount).toBe(0);
    const theirs = await list({ PageSize: 10, KeyWords: '华东' }, other.sid);
    expect(theirs.result!.RecordCount).toBe(0);
  });

  it('refuses people who are not of a client company, and bad input with a message', async () => {
    for (const who of ['operator', 'service', 'supplier', 'traveler']) {
      const r = await list({}, who);
      expect(r, who).toMatchObject({
        isSucc: false,
        statusCode: 400,
        message: translate('en', 'btrip.errors.notClient'),
      });
    }
    expect(await t.call(BtripProjectList, {}, {})).toMatchObject({ isSucc: false, statusCode: 511 });
    const long = await list({ KeyWords: 'x'.repeat(51) });
    expect(long).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(long.message).toContain(translate('en', 'messages.validation.tooLong'));
    const page = await list({ PageNo: 0 });
    expect(page).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(page.message).toContain('PageNo');
  });

  it('the application form options leave projects to this list', async () => {
    const o = await t.call<Record<string, unknown>>(BtripTaskOptions, {}, { session: sid.employee });
    expect(o.isSucc).toBe(true);
    expect(o.result).not.toHaveProperty('Projects');
    expect(o.result).toHaveProperty('CostCenters');
  });
});

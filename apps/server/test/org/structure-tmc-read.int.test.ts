import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costCenterResource, projectResource, type TResource } from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// The desk's "order data" dialog picks a client company's cost centre or project: TMC staff who reach the company
// (assigned customer service, their supervisor) list its cost centres and projects read only, naming it in the
// payload; TMC staff not assigned to it, another company's people and the TMC's own company are refused, and the
// staff still write nothing.

let t: TTestApp;
let admin: string;
let demoCompany: string;
let other: { companyId: string; userId: string; sid: string };
const forbidden = translate('en', 'messages.forbidden');

type TRow = Record<string, unknown>;
const list = (r: TResource, session: string, payload: TRow = {}) =>
  t.call<{ Entities: TRow[]; RecordCount: number }>(
    r.calls.List,
    { PageNo: 1, PageSize: 100, ...payload },
    { session, lang: 'en' },
  );
const codesOf = (r: { result: { Entities: TRow[] } | null }, key: string) =>
  (r.result?.Entities ?? []).map((x) => x[key]);

const ROWS = [
  {
    resource: costCenterResource,
    code: 'CostCenterCode',
    row: { CostCenterCode: 'TMC-R1', CostCenterName: '差旅中心' },
  },
  { resource: projectResource, code: 'ProjectCode', row: { ProjectCode: 'TMC-P1', ProjectName: '客户项目' } },
] as const;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  admin = await t.login('admin');
  const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq: is }) => is(x.loginName, 'admin') });
  demoCompany = u!.companyId;
  for (const { resource, row } of ROWS) {
    const saved = await t.call(resource.calls.Update, { ...row, Enabled: true }, { session: admin, lang: 'en' });
    expect(saved.isSucc, saved.message).toBe(true);
  }
  other = await createOtherCompany(t, '别家客户', '13900006661');
  // The other company has rows of the same codes: they never show in the demo company's list.
  for (const { resource, row } of ROWS)
    expect((await t.call(resource.calls.Update, { ...row, Enabled: true }, { session: other.sid })).isSucc).toBe(true);
});
afterAll(async () => t.close());

describe.each(ROWS.map((r) => [r.resource.key, r] as const))('TMC staff read a client list: %s', (_k, r) => {
  it('assigned customer service and a supervisor list the client company’s rows, and only that company’s', async () => {
    for (const account of ['service', 'supervisor']) {
      const sid = await t.login(account);
      const reply = await list(r.resource, sid, { CompanyID: demoCompany });
      expect(reply.isSucc, `${account}: ${reply.message}`).toBe(true);
      expect(codesOf(reply, r.code)).toContain(r.row[r.code as keyof typeof r.row]);
      expect(reply.result!.RecordCount).toBe((await list(r.resource, admin)).result!.RecordCount);
    }
  });

  it('refuses TMC staff the company when not assigned to it, their own company, and writing', async () => {
    const service = await t.login('service');
    const serviceUser = await t.app.deps.db.query.users.findFirst({
      where: (u, { eq: is }) => is(u.loginName, 'service'),
    });
    // The other company is no customer of theirs.
    const theirs = await list(r.resource, service, { CompanyID: other.companyId });
    expect([theirs.isSucc, theirs.message]).toEqual([false, forbidden]);
    // Without a company (their own, the TMC) they hold no action.
    const own = await list(r.resource, service);
    expect([own.isSucc, own.message]).toEqual([false, forbidden]);
    const ownNamed = await list(r.resource, service, { CompanyID: serviceUser!.companyId });
    expect([ownNamed.isSucc, ownNamed.message]).toEqual([false, forbidden]);
    // Read only.
    const write = await t.call(
      r.resource.calls.Update,
      { ...r.row, Enabled: true, CompanyID: demoCompany },
      { session: service, lang: 'en' },
    );
    expect([write.isSucc, write.message]).toEqual([false, forbidden]);

    // Once the assignment goes, so does the list.
    await t.database.executeSql('delete from staff_assignments where staff_user_id = $1', [serviceUser!.id]);
    try {
      const gone = await list(r.resource, service, { CompanyID: demoCompany });
      expect([gone.isSucc, gone.message]).toEqual([false, forbidden]);
    } finally {
      await t.database.executeSql(
        `insert into staff_assignments (company_id, staff_user_id, duty, created_at) values ($1, $2, 'service', now())
       on conflict do nothing`,
        [demoCompany, serviceUser!.id],
      );
    }
  });

  it('refuses a client user of another company, and a client employee without the action', async () => {
    const theirs = await list(r.resource, other.sid, { CompanyID: demoCompany });
    expect([theirs.isSucc, theirs.message]).toEqual([false, forbidden]);
    expect(codesOf(await list(r.resource, other.sid), r.code)).toEqual([r.row[r.code as keyof typeof r.row]]);
    const employee = await t.login('employee');
    const own = await list(r.resource, employee, { CompanyID: demoCompany });
    expect([own.isSucc, own.message]).toEqual([false, forbidden]);
  });
});

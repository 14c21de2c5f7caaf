import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyInfoSave, UpdateSuperUser } from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { users } from '../../src/modules/org/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// ServiceInfo/UpdateSuperUser: TMC staff who serve a client company set its administrator through the same
// use case as the handover; staff who are not assigned to it, and client people, cannot.

let t: TTestApp;
let companyId: string;
let tmcId: string;
const ids: Record<string, string> = {};
let other: { companyId: string; userId: string; sid: string };

const forbidden = translate('en', 'messages.forbidden');

const adminsOf = async (company: string) =>
  (
    await t.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, company), sql`'company_admin' = any(${users.roles})`))
  ).map((r) => r.id);

const setAdmin = (session: string, CompanyID: string, UserID: string) =>
  t.call(UpdateSuperUser, { CompanyID, UserID }, { session, lang: 'en' });

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const login of ['admin', 'approver', 'employee', 'finance', 'service', 'sales', 'operator']) {
    const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq: is }) => is(x.loginName, login) });
    ids[login] = u!.id;
  }
  companyId = (await t.app.deps.db.query.users.findFirst({ where: (x, { eq: is }) => is(x.id, ids.admin!) }))!
    .companyId;
  tmcId = (await t.app.deps.db.query.users.findFirst({ where: (x, { eq: is }) => is(x.id, ids.operator!) }))!.companyId;
  other = await createOtherCompany(t, '第三家公司', '13900004444');
  // Nobody serves the demo company at first, whatever the demo data assigns.
  await t.database.executeSql('delete from staff_assignments where company_id = $1', [companyId]);
});
afterAll(async () => t.close());

describe('ServiceInfo/UpdateSuperUser', () => {
  it('refuses unassigned staff and people without the customers action, and changes nothing', async () => {
    const service = await t.login('service');
    const r = await setAdmin(service, companyId, ids.approver!);
    expect([r.statusCode, r.message]).toEqual([400, forbidden]);
    for (const login of ['admin', 'employee']) {
      const s = await t.login(login);
      expect((await setAdmin(s, companyId, ids.approver!)).message).toBe(forbidden);
    }
    expect((await setAdmin(other.sid, companyId, other.userId)).message).toBe(forbidden);
    expect(await adminsOf(companyId)).toEqual([ids.admin]);
    // It is a state-changing GET: without the CSRF header it is refused before anything else.
    const noCsrf = await t.call(
      UpdateSuperUser,
      { CompanyID: companyId, UserID: ids.approver },
      { session: service, noCsrfHeader: true, lang: 'en' },
    );
    expect(noCsrf.message).toBe(translate('en', 'messages.csrf'));
  });

  it('lets the assigned service rep set the administrator; the old one loses it in their open session', async () => {
    await t.database.executeSql(
      `insert into staff_assignments (company_id, staff_user_id, duty, created_at) values ($1, $2, 'service', now())
       on conflict do nothing`,
      [companyId, ids.service!],
    );
    const oldAdmin = await t.login('admin');
    const service = await t.login('service');
    const r = await setAdmin(service, companyId, ids.approver!);
    expect(r).toMatchObject({
      isSucc: true,
      message: translate('en', 'company.messages.superUserSet'),
      result: { CompanyID: companyId, UserID: ids.approver, UserName: '吴刚' },
    });
    expect(await adminsOf(companyId)).toEqual([ids.approver]);
    const save = await t.call(CompanyInfoSave, { CompanyName: '示例科技有限公司' }, { session: oldAdmin, lang: 'en' });
    expect(save.message).toBe(forbidden);
    const approver = await t.login('approver');
    expect((await t.call(CompanyInfoSave, { CompanyName: '示例科技有限公司' }, { session: approver })).isSucc).toBe(
      true,
    );

    // The sales rep is not assigned to this company.
    const sales = await t.login('sales');
    expect((await setAdmin(sales, companyId, ids.admin!)).message).toBe(forbidden);
  });

  it('lets the operator set it for any client company, and refuses what is not a client administrator', async () => {
    const operator = await t.login('operator');
    const r = await setAdmin(operator, companyId, ids.admin!);
    expect(r.isSucc).toBe(true);
    expect(await adminsOf(companyId)).toEqual([ids.admin]);
    const cases: [string, string, string][] = [
      [companyId, ids.admin!, 'company.errors.alreadyAdmin'],
      [companyId, other.userId, 'company.errors.receiverInvalid'],
      [tmcId, ids.service!, 'company.errors.notClient'],
    ];
    for (const [company, user, key] of cases) {
      const bad = await setAdmin(operator, company, user);
      expect([bad.statusCode, bad.message]).toEqual([400, translate('en', key)]);
    }
    const missing = await t.call(UpdateSuperUser, { CompanyID: companyId }, { session: operator, lang: 'en' });
    expect([missing.statusCode, missing.message]).toEqual([400, expect.stringContaining('UserID')]);
    expect(await adminsOf(companyId)).toEqual([ids.admin]);
    expect(await adminsOf(other.companyId)).toEqual([other.userId]);
  });
});

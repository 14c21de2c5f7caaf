import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyInfoDetails,
  CompanyInfoHandover,
  CompanyInfoReceivers,
  CompanyInfoSave,
  GetUserActions,
  Login,
  OrgAction,
  type THandoverReceiver,
  type TUserAction,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { users } from '../../src/modules/org/index.ts';
import { DEMO_PASSWORD, createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// CompanyInfo/Handover (spec section 6): the administrator hands company authority to a colleague with
// their password; the old administrator loses the admin calls at once in sessions that are already open,
// and two handovers racing each other never both apply.

let t: TTestApp;
let companyId: string;
const ids: Record<string, string> = {};
let other: { companyId: string; userId: string; sid: string };

const forbidden = translate('en', 'messages.forbidden');

const rolesOf = async (login: string) =>
  (await t.app.deps.db.select({ roles: users.roles }).from(users).where(eq(users.id, ids[login]!)))[0]!.roles;

const adminsNow = async () =>
  (
    await t.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), sql`'company_admin' = any(${users.roles})`))
  ).map((r) => r.id);

const flatCodes = (actions: TUserAction[]): string[] =>
  actions.flatMap((a) => [a.ActionCode, ...flatCodes(a.children)]);

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const login of ['admin', 'approver', 'employee', 'finance']) {
    const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq: is }) => is(x.loginName, login) });
    ids[login] = u!.id;
    companyId = u!.companyId;
  }
  other = await createOtherCompany(t, '别家公司', '13900005555');
});
afterAll(async () => t.close());

describe('CompanyInfo/Handover', () => {
  it('lists the colleagues who can receive it, without the administrator', async () => {
    const admin = await t.login('admin');
    const r = await t.call<{ Entities: THandoverReceiver[] }>(CompanyInfoReceivers, {}, { session: admin });
    const names = r.result!.Entities.map((e) => e.UserName);
    expect(names).toEqual(expect.arrayContaining(['吴刚', '郑浩', '冯丽']));
    expect(names).not.toContain('周婷');
    expect(r.result!.Entities.find((e) => e.UserName === '郑浩')).toMatchObject({
      DepartmentName: '研发部',
      Mobile: expect.stringMatching(/^138\*{4}\d{4}$/),
    });
    const employee = await t.login('employee');
    expect((await t.call(CompanyInfoReceivers, {}, { session: employee, lang: 'en' })).message).toBe(forbidden);
  });

  it('refuses a wrong password, the administrator themself and someone of another company', async () => {
    const admin = await t.login('admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ ReceiverID: ids.employee, Password: 'Wrong#Pass1' }, 'company.errors.badPassword'],
      [{ ReceiverID: ids.admin, Password: DEMO_PASSWORD }, 'company.errors.receiverIsSelf'],
      [{ ReceiverID: other.userId, Password: DEMO_PASSWORD }, 'company.errors.receiverInvalid'],
      [{ ReceiverID: 'U99999999999', Password: DEMO_PASSWORD }, 'company.errors.receiverInvalid'],
    ];
    for (const [payload, key] of cases) {
      const r = await t.call(CompanyInfoHandover, payload, { session: admin, lang: 'en' });
      expect([r.statusCode, r.message]).toEqual([400, translate('en', key)]);
    }
    const bad = await t.call(CompanyInfoHandover, { Password: DEMO_PASSWORD }, { session: admin, lang: 'cn' });
    expect([bad.statusCode, bad.message]).toEqual([400, expect.stringContaining('ReceiverID')]);
    expect(await adminsNow()).toEqual([ids.admin]);
    const employee = await t.login('employee');
    const notAdmin = await t.call(
      CompanyInfoHandover,
      { ReceiverID: ids.approver, Password: DEMO_PASSWORD },
      { session: employee, lang: 'en' },
    );
    expect(notAdmin.message).toBe(forbidden);
  });

  it('moves authority at once: the old admin is refused admin calls in sessions that were already open', async () => {
    // The administrator is logged in twice (say, laptop and phone); the receiver is logged in already.
    const laptop = await t.login('admin');
    const phone = await t.login('admin');
    const receiver = await t.login('employee');
    expect((await t.call(CompanyInfoDetails, {}, { session: phone })).isSucc).toBe(true);
    expect((await t.call(CompanyInfoDetails, {}, { session: receiver, lang: 'en' })).message).toBe(forbidden);

    const r = await t.call(
      CompanyInfoHandover,
      { ReceiverID: ids.employee, Password: DEMO_PASSWORD },
      { session: laptop, lang: 'en' },
    );
    expect(r).toMatchObject({
      isSucc: true,
      message: translate('en', 'company.messages.handedOver'),
      result: { CompanyID: companyId, UserID: ids.employee, UserName: '郑浩' },
    });
    expect(await rolesOf('admin')).toEqual(['employee']);
    expect(await rolesOf('employee')).toEqual(['company_admin']);

    // Without logging in again: the phone session is refused the admin-only calls and its menu has no admin entries.
    for (const session of [phone, laptop]) {
      const save = await t.call(CompanyInfoSave, { CompanyName: '示例科技有限公司' }, { session, lang: 'en' });
      expect([save.statusCode, save.message]).toEqual([400, forbidden]);
      const menu = await t.call<{ UserActions: TUserAction[] }>(GetUserActions, {}, { session });
      expect(flatCodes(menu.result!.UserActions)).not.toContain(OrgAction.companyMain);
    }
    // The receiver's open session has the admin calls now.
    const details = await t.call(CompanyInfoDetails, {}, { session: receiver });
    expect(details.result).toMatchObject({ Admins: [{ UserID: ids.employee, UserName: '郑浩' }] });
    const menu = await t.call<{ UserActions: TUserAction[] }>(GetUserActions, {}, { session: receiver });
    expect(flatCodes(menu.result!.UserActions)).toContain(OrgAction.companyMain);
  });

  it('keeps an approver an approver when they receive authority, and gives it back', async () => {
    const holder = await t.login('employee');
    const r = await t.call(
      CompanyInfoHandover,
      { ReceiverID: ids.approver, Password: DEMO_PASSWORD },
      { session: holder },
    );
    expect(r.isSucc).toBe(true);
    expect(await rolesOf('approver')).toEqual(['approver', 'company_admin']);
    expect(await rolesOf('employee')).toEqual(['employee']);
    const approver = await t.login('approver');
    const back = await t.call(
      CompanyInfoHandover,
      { ReceiverID: ids.admin, Password: DEMO_PASSWORD },
      { session: approver },
    );
    expect(back.isSucc).toBe(true);
    expect(await rolesOf('approver')).toEqual(['approver']);
    expect(await adminsNow()).toEqual([ids.admin]);
  });

  it('of two handovers racing each other, exactly one applies', async () => {
    for (let round = 0; round < 3; round++) {
      const [giver] = await adminsNow();
      const login = Object.entries(ids).find(([, id]) => id === giver)![0];
      const sid = await t.login(login);
      const others = ['admin', 'approver', 'employee', 'finance'].filter((l) => l !== login);
      const receivers = [others[round % others.length]!, others[(round + 1) % others.length]!];
      const replies = await Promise.all(
        receivers.map((r) =>
          t.call(CompanyInfoHandover, { ReceiverID: ids[r], Password: DEMO_PASSWORD }, { session: sid, lang: 'en' }),
        ),
      );
      const won = replies.filter((r) => r.isSucc);
      expect(won).toHaveLength(1);
      const lost = replies.find((r) => !r.isSucc)!;
      // Refused either by the locked compare-and-set or, when it came later, by the renewed ticket.
      expect([translate('en', 'company.errors.notAdmin'), forbidden]).toContain(lost.message);
      const winner = (won[0]!.result as { UserID: string }).UserID;
      expect(await adminsNow()).toEqual([winner]);
      expect(await rolesOf(login)).not.toContain('company_admin');
    }
  });

  it('counts wrong passwords with the login’s (one guard): past 5 it asks for a captcha, never locks', async () => {
    const wrong = { ReceiverID: ids.employee, Password: 'Wrong#Pass1' };
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await t.call(CompanyInfoHandover, wrong, { session: other.sid }));
    expect(replies.map((r) => r.result)).toEqual([
      { NeedCaptcha: false },
      { NeedCaptcha: false },
      { NeedCaptcha: false },
      { NeedCaptcha: false },
      { NeedCaptcha: true },
    ]);
    const asked = await t.call(CompanyInfoHandover, wrong, { session: other.sid, lang: 'en' });
    expect(asked).toMatchObject({
      isSucc: false,
      message: 'Please type the characters shown in the image',
      result: { NeedCaptcha: true },
    });
    const login = await t.call(Login, { Account: '13900005555', Password: DEMO_PASSWORD }, { lang: 'en' });
    expect(login.message).toBe('Please type the characters shown in the image');
  });
});

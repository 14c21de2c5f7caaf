import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetInviteInfo,
  GetTicketInfo,
  InviteInfoJoin,
  InviteInfoMatch,
  InviteInfoNotify,
  InviteInfoSave,
  Register,
  SendValidCode,
  formatDateTime,
  type TInviteView,
  type TTicketInfo,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { companies, createPersonalUser, departments, hashPassword, users } from '../../src/modules/org/index.ts';
import { DEMO_PASSWORD, createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { rows, sendAndReadCode, sessionCookie } from '../system/helpers.ts';

// Invites: the administrator makes a link into a department; a visitor sees the company on the landing page,
// registers (or logs in) and joins from their personal space. Expiry, maximum uses, and the refusal of
// people who already belong to a company.

let t: TTestApp;
let companyId: string;
let admin: string;
const dept: Record<string, string> = {};
let other: { companyId: string; userId: string; sid: string };

type TSaved = { InviteCode: string; InviteUrl: string; ExpireTime: string; DepartmentName: string; MaxUses: number };
const en = (key: string, params: Record<string, string | number> = {}) => translate('en', key, params);

const makeInvite = async (over: Record<string, unknown> = {}, session = admin) =>
  t.call<TSaved>(InviteInfoSave, { DepartmentID: dept['研发部'], ...over }, { session, lang: 'en' });

let personalN = 0;
/** A new individual with a personal space, logged in. */
const newIndividual = async (name: string) => {
  const mobile = `1370000${String(++personalN).padStart(4, '0')}`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = await t.app.deps.db.transaction((tx) => createPersonalUser(tx, t.clock, { name, mobile, passwordHash }));
  return { ...ids, sid: await t.login(mobile) };
};

/** How often an invite has been used. */
const usedCount = async (code: string) =>
  (await rows<{ n: number }>(t, 'select used_count as n from invites where code = $1', [code]))[0]?.n;

const userRow = async (id: string) => (await t.app.deps.db.select().from(users).where(eq(users.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq: is }) => is(x.loginName, 'admin') });
  companyId = u!.companyId;
  for (const d of await t.app.deps.db.select().from(departments).where(eq(departments.companyId, companyId))) {
    dept[d.name] = d.id;
  }
  other = await createOtherCompany(t, '邀请测试别家公司', '13900003333');
});
afterAll(async () => t.close());

describe('InviteInfo/save and the landing page', () => {
  it('makes a link into a department, valid 7 days, which anyone can look up', async () => {
    const r = await makeInvite({ MaxUses: 5 });
    expect([r.isSucc, r.message]).toEqual([true, en('company.messages.inviteCreated')]);
    const code = r.result!.InviteCode;
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(r.result).toMatchObject({
      InviteUrl: `/invite/${code}`,
      DepartmentName: '研发部',
      MaxUses: 5,
      ExpireTime: formatDateTime(new Date(t.clock.now().getTime() + 7 * 86400000)),
    });
    const view = await t.call<TInviteView>(GetInviteInfo, {}, { query: { inviteCode: code } });
    expect(view.result).toEqual({
      InviteCode: code,
      CompanyName: '示例科技有限公司',
      CompanyNameEn: 'Demo Tech Co., Ltd.',
      DepartmentName: '研发部',
      ExpireTime: r.result!.ExpireTime,
      Status: 'Valid',
      Valid: true,
    });
  });

  it('refuses a department of another company, a bad expiry or bad uses', async () => {
    const [theirs] = await t.app.deps.db
      .insert(departments)
      .values({ companyId: other.companyId, name: '别家部门', createdAt: t.clock.now() })
      .returning({ id: departments.id });
    const foreign = await makeInvite({ DepartmentID: theirs!.id });
    expect([foreign.statusCode, foreign.message]).toEqual([400, en('company.validation.departmentRequired')]);
    const past = await makeInvite({ ExpireTime: formatDateTime(new Date(t.clock.now().getTime() - 1000)) });
    expect(past.message).toBe(en('company.validation.expireRange', { days: 90 }));
    const far = await makeInvite({ ExpireTime: formatDateTime(new Date(t.clock.now().getTime() + 91 * 86400000)) });
    expect(far.message).toBe(en('company.validation.expireRange', { days: 90 }));
    const badUses = await makeInvite({ MaxUses: -1 });
    expect([badUses.statusCode, badUses.message]).toEqual([400, expect.stringContaining('MaxUses')]);
    const employee = await t.login('employee');
    expect((await makeInvite({}, employee)).message).toBe(en('messages.forbidden'));
  });

  it('says so when a code is unknown or malformed', async () => {
    const unknown = await t.call(GetInviteInfo, {}, { query: { inviteCode: 'NoSuchInvite123' }, lang: 'en' });
    expect([unknown.statusCode, unknown.message]).toEqual([400, en('company.errors.inviteNotFound')]);
    const bad = await t.call(GetInviteInfo, {}, { query: { inviteCode: 'bad code!' }, lang: 'cn' });
    expect([bad.statusCode, bad.message]).toEqual([400, expect.stringContaining('inviteCode')]);
  });
});

describe('InviteInfo/join', () => {
  it('moves an individual from their personal space into the department as an employee', async () => {
    const code = (await makeInvite()).result!.InviteCode;
    const p = await newIndividual('陆一鸣');
    const match = await t.call<{ JoinState: string; Valid: boolean }>(
      InviteInfoMatch,
      { InviteCode: code },
      { session: p.sid },
    );
    expect(match.result).toMatchObject({ JoinState: 'CanJoin', Valid: true, CompanyName: '示例科技有限公司' });

    const r = await t.call<TTicketInfo>(InviteInfoJoin, { InviteCode: code }, { session: p.sid, lang: 'en' });
    expect([r.isSucc, r.message]).toEqual([true, en('company.messages.joined')]);
    expect(r.result).toEqual({
      CompanyID: companyId,
      UserID: p.userId,
      UserName: '陆一鸣',
      CompanyName: 'Demo Tech Co., Ltd.',
      FeatureCodes: ['Client'],
    });
    // The same session carries the new ticket.
    expect((await t.call(GetTicketInfo, {}, { session: p.sid, lang: 'en' })).result).toEqual(r.result);
    expect(await userRow(p.userId)).toMatchObject({
      companyId,
      departmentId: dept['研发部'],
      roles: ['employee'],
      status: 'active',
    });
    // The personal space stays behind, empty.
    const [space] = await t.app.deps.db.select().from(companies).where(eq(companies.id, p.companyId));
    expect(space?.type).toBe('Personal');
    expect(await t.app.deps.db.select().from(users).where(eq(users.companyId, p.companyId))).toEqual([]);
    expect(await usedCount(code)).toBe(1);
    // A second try: already a member.
    const again = await t.call(InviteInfoJoin, { InviteCode: code }, { session: p.sid, lang: 'en' });
    expect(again.message).toBe(en('company.errors.alreadyMember'));
  });

  it('works for a visitor who registers through Security/Register first', async () => {
    const code = (await makeInvite()).result!.InviteCode;
    const mobile = '13700009001';
    const sms = await sendAndReadCode(t, SendValidCode, { Mobile: mobile }, mobile);
    const reg = await t.call(Register, {
      RegisterType: 'Personal',
      UserName: '宋佳',
      Mobile: mobile,
      Code: sms,
      Password: 'Join#2026ab',
      ConfirmPassword: 'Join#2026ab',
      Agree: true,
    });
    expect(reg.isSucc).toBe(true);
    const sid = sessionCookie(reg)!;
    const r = await t.call<TTicketInfo>(InviteInfoJoin, { InviteCode: code }, { session: sid });
    expect(r.result).toMatchObject({ CompanyID: companyId, UserName: '宋佳', FeatureCodes: ['Client'] });
    // Their password keeps working, now into the company.
    const again = await t.login(mobile, 'Join#2026ab');
    expect((await t.call<TTicketInfo>(GetTicketInfo, {}, { session: again })).result?.CompanyID).toBe(companyId);
  });

  it('refuses people who already belong to a company, with a clear message', async () => {
    const code = (await makeInvite()).result!.InviteCode;
    const employee = await t.login('employee');
    const mine = await t.call(InviteInfoJoin, { InviteCode: code }, { session: employee, lang: 'en' });
    expect(mine.message).toBe(en('company.errors.alreadyMember'));
    const theirs = await t.call(InviteInfoJoin, { InviteCode: code }, { session: other.sid, lang: 'en' });
    expect([theirs.statusCode, theirs.message]).toEqual([
      400,
      en('company.errors.otherCompanyMember', { company: '邀请测试别家公司' }),
    ]);
    const staff = await t.login('service');
    const tmc = await t.call(InviteInfoJoin, { InviteCode: code }, { session: staff, lang: 'cn' });
    expect(tmc.message).toBe(translate('cn', 'company.errors.otherCompanyMember', { company: 'OpenTMC 商旅服务' }));
    const match = await t.call<{ JoinState: string }>(InviteInfoMatch, { InviteCode: code }, { session: other.sid });
    expect(match.result?.JoinState).toBe('OtherCompany');
    expect((await userRow(other.userId)).companyId).toBe(other.companyId);
    expect(await usedCount(code)).toBe(0);
  });

  it('stops at the maximum uses', async () => {
    const code = (await makeInvite({ MaxUses: 1 })).result!.InviteCode;
    const first = await newIndividual('马一');
    const second = await newIndividual('马二');
    expect((await t.call(InviteInfoJoin, { InviteCode: code }, { session: first.sid })).isSucc).toBe(true);
    const r = await t.call(InviteInfoJoin, { InviteCode: code }, { session: second.sid, lang: 'en' });
    expect([r.statusCode, r.message]).toEqual([400, en('company.errors.inviteUsedUp')]);
    expect((await userRow(second.userId)).companyId).toBe(second.companyId);
    const view = await t.call<TInviteView>(GetInviteInfo, {}, { query: { inviteCode: code } });
    expect(view.result).toMatchObject({ Status: 'UsedUp', Valid: false });
  });

  it('lets exactly as many people in as the maximum when they join at once', async () => {
    const code = (await makeInvite({ MaxUses: 2 })).result!.InviteCode;
    const people = await Promise.all(['甲', '乙', '丙', '丁'].map((n) => newIndividual(`并发${n}`)));
    const replies = await Promise.all(
      people.map((p) => t.call(InviteInfoJoin, { InviteCode: code }, { session: p.sid, lang: 'en' })),
    );
    expect(replies.filter((r) => r.isSucc)).toHaveLength(2);
    expect(await usedCount(code)).toBe(2);
  });

  it('refuses an expired invite', async () => {
    const soon = formatDateTime(new Date(t.clock.now().getTime() + 60 * 60 * 1000));
    const code = (await makeInvite({ ExpireTime: soon })).result!.InviteCode;
    const p = await newIndividual('过期');
    t.clock.advance(61 * 60 * 1000);
    const view = await t.call<TInviteView>(GetInviteInfo, {}, { query: { inviteCode: code } });
    expect(view.result).toMatchObject({ Status: 'Expired', Valid: false, ExpireTime: soon });
    const match = await t.call<{ JoinState: string }>(InviteInfoMatch, { InviteCode: code }, { session: p.sid });
    expect(match.result?.JoinState).toBe('Invalid');
    const r = await t.call(InviteInfoJoin, { InviteCode: code }, { session: p.sid, lang: 'en' });
    expect([r.statusCode, r.message]).toEqual([400, en('company.errors.inviteExpired')]);
    expect((await userRow(p.userId)).companyId).toBe(p.companyId);
    const anonymous = await t.call(InviteInfoJoin, { InviteCode: code }, {});
    expect(anonymous.statusCode).toBe(511);
  });
});

describe('InviteInfo/notify', () => {
  it('sends the link by SMS through the outbox', async () => {
    const code = (await makeInvite()).result!.InviteCode;
    const before = await rows<{ n: number }>(t, 'select count(*)::int as n from notification_outbox');
    const r = await t.call<{ Sent: number }>(
      InviteInfoNotify,
      { InviteCode: code, Mobiles: ['13600000001', '13600000002', '13600000001'] },
      { session: admin, lang: 'en', headers: { host: 'travel.example.com' } },
    );
    expect([r.isSucc, r.result]).toEqual([true, { Sent: 2 }]);
    const sent = await rows<{ recipient: string; content: string }>(
      t,
      `select recipient, content from notification_outbox order by created_at desc, id desc limit 2`,
    );
    expect(sent.map((s) => s.recipient).sort()).toEqual(['13600000001', '13600000002']);
    expect(sent[0]!.content).toContain(`http://travel.example.com/invite/${code}`);
    expect(sent[0]!.content).toContain('Demo Tech Co., Ltd.');
    const after = await rows<{ n: number }>(t, 'select count(*)::int as n from notification_outbox');
    expect(after[0]!.n).toBe(before[0]!.n + 2);
  });

  it('refuses bad mobiles, another company and people without the action, sending nothing', async () => {
    const code = (await makeInvite()).result!.InviteCode;
    const count = async () =>
      (await rows<{ n: number }>(t, 'select count(*)::int as n from notification_outbox'))[0]!.n;
    const before = await count();
    const bad = await t.call(InviteInfoNotify, { InviteCode: code, Mobiles: ['12345'] }, { session: admin });
    expect([bad.statusCode, bad.message]).toEqual([400, expect.stringContaining('Mobiles')]);
    const none = await t.call(InviteInfoNotify, { InviteCode: code, Mobiles: [] }, { session: admin, lang: 'en' });
    expect(none.message).toContain(en('company.validation.mobilesRequired'));
    const foreign = await t.call(
      InviteInfoNotify,
      { InviteCode: code, Mobiles: ['13600000003'] },
      { session: other.sid, lang: 'en' },
    );
    expect(foreign.message).toBe(en('messages.forbidden'));
    const employee = await t.login('employee');
    const denied = await t.call(
      InviteInfoNotify,
      { InviteCode: code, Mobiles: ['13600000003'] },
      { session: employee, lang: 'en' },
    );
    expect(denied.message).toBe(en('messages.forbidden'));
    expect(await count()).toBe(before);
  });
});

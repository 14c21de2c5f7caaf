import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApprovalRuleGet,
  ApprovalRuleSave,
  ConfigInfoDetails,
  SERVICE_SCOPED_RULES,
  ServiceType,
  TripApprovalRule as R,
  type TApprovalRuleInfo,
  type TLang,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, DEMO_PASSWORD, type TTestApp } from '../harness.ts';
import { userOf } from './helpers.ts';

// Approval-rule settings (btrip ApprovalRule/Get and Save): the same switches as the company configuration,
// consistent pairs, the services of the scoped rules, and who reads and writes them.

let t: TTestApp;
const sid: Record<string, string> = {};
let demo = '';
let other: { companyId: string; sid: string };
const en = (key: string) => translate('en', key);

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'service']) sid[a] = await t.login(a);
  demo = (await userOf(t, 'admin')).companyId;
  other = await createOtherCompany(t, '别家审批公司', '13900004444');
  const { insertUser, hashPassword } = await import('../../src/modules/org/index.ts');
  await insertUser(t.app.deps.db, t.clock, (await userOf(t, 'operator')).companyId, {
    name: '未分配销售',
    mobile: '13900004445',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    roles: ['sales'],
  });
  sid.unassigned = await t.login('13900004445');
});
afterAll(async () => t.close());

const get = async (session = sid.admin!, payload: Record<string, unknown> = {}) =>
  t.call<TApprovalRuleInfo>(ApprovalRuleGet, payload, { session, lang: 'en' });
const save = (p: Record<string, unknown>, session = sid.admin!, lang: TLang = 'en') =>
  t.call<TApprovalRuleInfo>(ApprovalRuleSave, p, { session, lang });

describe('approval-rule settings', () => {
  it('saves the switches and the services of scoped rules, and the configuration shows the same switches', async () => {
    const first = await get();
    expect(first.isSucc, first.message).toBe(true);
    expect(first.result!.Details.map((d) => d.Code)).toEqual(SERVICE_SCOPED_RULES);
    const saved = await save({
      Rules: [R.TravelPurposeRequired, R.CostCenterRequired, R.OnlineBookingApproval, R.CostCenterRequired],
      Details: [{ Code: R.OnlineBookingApproval, ServiceTypes: [ServiceType.Hotel, ServiceType.Flight] }],
    });
    expect(saved.isSucc, saved.message).toBe(true);
    expect(saved.message).toBe(en('messages.saved'));
    expect(saved.result!.Rules).toEqual([R.OnlineBookingApproval, R.CostCenterRequired, R.TravelPurposeRequired]);
    expect(saved.result!.Details.find((d) => d.Code === R.OnlineBookingApproval)!.ServiceTypes).toEqual([
      ServiceType.Flight,
      ServiceType.Hotel,
    ]);
    expect((await get()).result).toEqual(saved.result);
    const config = await t.call<{ ApprovalRules: number[] }>(ConfigInfoDetails, {}, { session: sid.admin });
    expect(config.result!.ApprovalRules).toEqual(saved.result!.Rules);

    // Saving without Details keeps the services as they are.
    const again = await save({ Rules: [R.OnlineBookingApproval] });
    expect(again.result!.Details.find((d) => d.Code === R.OnlineBookingApproval)!.ServiceTypes).toEqual([
      ServiceType.Flight,
      ServiceType.Hotel,
    ]);
    // An empty list means every service again.
    const all = await save({
      Rules: [R.OnlineBookingApproval],
      Details: [{ Code: R.OnlineBookingApproval, ServiceTypes: [] }],
    });
    expect(all.result!.Details.find((d) => d.Code === R.OnlineBookingApproval)!.ServiceTypes).toEqual([]);
  });

  it('saves racing each other all succeed, and the settings end as one whole save', async () => {
    const a = { Rules: [R.RemarkRequired], Details: [{ Code: R.RemarkRequired, ServiceTypes: [ServiceType.Hotel] }] };
    const b = {
      Rules: [R.BudgetCodeRequired],
      Details: [{ Code: R.RemarkRequired, ServiceTypes: [ServiceType.Train] }],
    };
    const replies = await Promise.all([save(a), save(b), save(a), save(b)]);
    for (const r of replies) expect(r.isSucc, r.message).toBe(true);
    const after = (await get()).result!;
    const remark = after.Details.find((d) => d.Code === R.RemarkRequired)!.ServiceTypes;
    // The switches and the services come from the same save (the configuration row serialises them).
    expect([
      [[R.RemarkRequired], [ServiceType.Hotel]],
      [[R.BudgetCodeRequired], [ServiceType.Train]],
    ]).toContainEqual([after.Rules, remark]);
  });

  it('members of the company read their own settings (the booking screens need them) but do not change them', async () => {
    const r = await get(sid.employee);
    expect(r.isSucc, r.message).toBe(true);
    const w = await save({ Rules: [] }, sid.employee);
    expect([w.statusCode, w.message]).toEqual([400, en('messages.forbidden')]);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    [
      'travel purpose both required and disabled',
      { Rules: [R.TravelPurposeRequired, R.TravelPurposeDisabled] },
      'policy.validation.ruleConflict',
    ],
    [
      'attachments both required and merely allowed',
      { Rules: [R.AttachmentRequired, R.AttachmentAllowed] },
      'policy.validation.ruleConflict',
    ],
    ['a code that is no rule', { Rules: [1234] }, 'messages.validation.invalidOption'],
    [
      'services for a rule that has none',
      { Rules: [], Details: [{ Code: R.FlightBookingDisabled, ServiceTypes: [] }] },
      'policy.validation.noDetails',
    ],
    [
      'a service outside the travel policy',
      { Rules: [], Details: [{ Code: R.CostCenterRequired, ServiceTypes: [ServiceType.Tour] }] },
      'messages.validation.invalidOption',
    ],
    ['rules that are not a list', { Rules: 'all' }, 'messages.validation.invalidOption'],
  ];
  it.each(bad)('refuses %s with 400 in both languages and changes nothing', async (_w, p, key) => {
    const before = (await get()).result;
    for (const lang of ['cn', 'en'] as const) {
      const r = await save(p, sid.admin, lang);
      expect(r.statusCode).toBe(400);
      expect(r.message).toContain(translate(lang, key));
    }
    expect((await get()).result).toEqual(before);
  });

  it('another company neither reads nor writes them; TMC staff only for clients they reach', async () => {
    const before = (await get()).result;
    expect((await get(other.sid, { CompanyID: demo })).message).toBe(en('messages.forbidden'));
    expect((await save({ CompanyID: demo, Rules: [] }, other.sid)).message).toBe(en('messages.forbidden'));
    expect((await save({ CompanyID: demo, Rules: [] }, sid.unassigned)).message).toBe(en('messages.forbidden'));
    expect((await get()).result).toEqual(before);
    const byRep = await save({ CompanyID: demo, Rules: [R.RemarkRequired] }, sid.service);
    expect(byRep.isSucc, byRep.message).toBe(true);
    expect((await get()).result!.Rules).toEqual([R.RemarkRequired]);
    expect((await get(sid.service)).message).toBe(en('policy.errors.notClient'));
    expect((await t.call(ApprovalRuleGet, {})).statusCode).toBe(511);
    expect((await t.call(ApprovalRuleSave, { Rules: [] })).statusCode).toBe(511);
  });
});

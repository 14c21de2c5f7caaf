import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApprovalRuleSave,
  ControlLevel as L,
  ServiceType,
  TripApprovalRule as R,
  type TApprovalReason,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { BizError } from '../../src/platform/errors.ts';
import { enforceBookingRules, type TBookingToEnforce } from '../../src/modules/policy/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { rows, userOf } from './helpers.ts';

// enforceBookingRules on a real database: every approval rule code and every control level, with the company's
// settings saved through ApprovalRule/Save, the reasons and purposes of the demo company, and the refusal
// messages in both languages.

let t: TTestApp;
let admin = '';
let demo = '';
const reason: Record<string, string> = {};
let purpose = '';

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  admin = await t.login('admin');
  demo = (await userOf(t, 'admin')).companyId;
  for (const r of await rows<{ id: string; code: string }>(
    t,
    'select id, code from contrary_reasons where company_id = $1',
    [demo],
  ))
    reason[r.code] = r.id;
  purpose = (
    await rows<{ id: string }>(t, "select id from travel_purposes where company_id = $1 and code = 'P01'", [demo])
  )[0]!.id;
});
afterAll(async () => t.close());

const ctx = () => ({ session: { companyId: demo, ticket: { CompanyID: demo } } }) as never;

type TSetup = { rules: number[]; details?: { Code: number; ServiceTypes: number[] }[] };
const setup = async (s: TSetup) => {
  const r = await t.call(ApprovalRuleSave, { Rules: s.rules, Details: s.details ?? [] }, { session: admin });
  expect(r.isSucc, r.message).toBe(true);
};

/** The refusal's catalogue key, or the result. */
const run = async (b: Partial<TBookingToEnforce>) => {
  try {
    const out = await enforceBookingRules(t.app.deps.db, ctx(), { service: 'flight', policyLevel: 0, ...b });
    return { ok: true as const, ...out };
  } catch (err) {
    if (err instanceof BizError)
      return { ok: false as const, key: err.key, status: err.statusCode, result: err.result };
    throw err;
  }
};

type TCase = {
  name: string;
  rules: number[];
  details?: TSetup['details'];
  booking: () => Partial<TBookingToEnforce>;
  /** The refusal, or the approval reasons when it goes through. */
  expect: { refused: string } | { approval: TApprovalReason[]; outOfPolicy?: boolean };
};

const ok = (approval: TApprovalReason[] = [], outOfPolicy = false) => ({ approval, outOfPolicy });
const no = (code: string) => ({ refused: code });

const levelCases: TCase[] = [
  { name: 'within policy', rules: [], booking: () => ({}), expect: ok() },
  { name: 'level 1 records only', rules: [], booking: () => ({ policyLevel: L.Record }), expect: ok([], true) },
  {
    name: 'level 2 warns, no reason needed',
    rules: [],
    booking: () => ({ policyLevel: L.Warn }),
    expect: ok([], true),
  },
  {
    name: 'level 3 needs a reason',
    rules: [],
    booking: () => ({ policyLevel: L.ReasonRequired }),
    expect: no('violationReasonRequired'),
  },
  {
    name: 'level 3 with a reason for flights',
    rules: [],
    booking: () => ({ policyLevel: L.ReasonRequired, violationReasonId: reason.R01 }),
    expect: ok([], true),
  },
  {
    name: 'level 3 with a hotel-only reason on a flight',
    rules: [],
    booking: () => ({ policyLevel: L.ReasonRequired, violationReasonId: reason.R03 }),
    expect: no('violationReasonInvalid'),
  },
  {
    name: 'level 3 with a reason of no such id',
    rules: [],
    booking: () => ({ policyLevel: L.ReasonRequired, violationReasonId: 'V99999999999' }),
    expect: no('violationReasonInvalid'),
  },
  {
    name: 'level 3 with "other" and no words',
    rules: [],
    booking: () => ({ policyLevel: L.ReasonRequired, violationReasonId: reason.R99, violationReasonText: ' ' }),
    expect: no('violationReasonTextRequired'),
  },
  {
    name: 'level 3 with "other" explained',
    rules: [],
    booking: () => ({
      policyLevel: L.ReasonRequired,
      violationReasonId: reason.R99,
      violationReasonText: '客户临时改期',
    }),
    expect: ok([], true),
  },
  {
    name: 'level 4 forbids',
    rules: [],
    booking: () => ({ policyLevel: L.Forbid, violationReasonId: reason.R01 }),
    expect: no('policyForbidden'),
  },
  {
    name: 'level 5 needs a reason',
    rules: [],
    booking: () => ({ policyLevel: L.Approval }),
    expect: no('violationReasonRequired'),
  },
  {
    name: 'level 5 goes to over-standard approval',
    rules: [],
    booking: () => ({ policyLevel: L.Approval, violationReasonId: reason.R01 }),
    expect: ok(['overStandard'], true),
  },
];

const codeCases: (TCase & { code: number })[] = [
  {
    code: R.OnlineBookingApproval,
    name: 'online booking needs approval',
    rules: [R.OnlineBookingApproval],
    booking: () => ({}),
    expect: ok(['onlineBooking']),
  },
  {
    code: R.OnlineBookingApproval,
    name: 'online booking approval for hotels only leaves trains alone',
    rules: [R.OnlineBookingApproval],
    details: [{ Code: R.OnlineBookingApproval, ServiceTypes: [ServiceType.Hotel] }],
    booking: () => ({ service: 'train' }),
    expect: ok(),
  },
  {
    code: R.CostCenterRequired,
    name: 'cost centre required',
    rules: [R.CostCenterRequired],
    booking: () => ({}),
    expect: no('costCenterRequired'),
  },
  {
    code: R.CostCenterRequired,
    name: 'cost centre given',
    rules: [R.CostCenterRequired],
    booking: () => ({ costCenterId: 'F00000000001' }),
    expect: ok(),
  },
  {
    code: R.ProjectCodeRequired,
    name: 'project required',
    rules: [R.ProjectCodeRequired],
    booking: () => ({}),
    expect: no('projectRequired'),
  },
  {
    code: R.ViolationReasonRequired,
    name: 'a warned violation needs a reason too',
    rules: [R.ViolationReasonRequired],
    booking: () => ({ policyLevel: L.Warn }),
    expect: no('violationReasonRequired'),
  },
  {
    code: R.ViolationReasonRequired,
    name: 'no violation, no reason',
    rules: [R.ViolationReasonRequired],
    booking: () => ({}),
    expect: ok(),
  },
  {
    code: R.ApprovalNoRequired,
    name: 'approval number required',
    rules: [R.ApprovalNoRequired],
    booking: () => ({}),
    expect: no('approvalNoRequired'),
  },
  {
    code: R.ApprovalNoRequired,
    name: 'approval number given',
    rules: [R.ApprovalNoRequired],
    booking: () => ({ approvalNo: 'SQ2026' }),
    expect: ok(),
  },
  {
    code: R.ApprovalNoCheckable,
    name: 'an approval number that does not check out',
    rules: [R.ApprovalNoCheckable],
    booking: () => ({ approvalNo: 'SQ2026', approvalNoValid: false }),
    expect: no('approvalNoInvalid'),
  },
  {
    code: R.ApprovalNoCheckable,
    name: 'an approval number that checks out',
    rules: [R.ApprovalNoCheckable],
    booking: () => ({ approvalNo: 'SQ2026', approvalNoValid: true }),
    expect: ok(),
  },
  {
    code: R.TravelPurposeRequired,
    name: 'travel purpose required',
    rules: [R.TravelPurposeRequired],
    booking: () => ({}),
    expect: no('travelPurposeRequired'),
  },
  {
    code: R.TravelPurposeRequired,
    name: 'a travel purpose of the company',
    rules: [R.TravelPurposeRequired],
    booking: () => ({ travelPurposeId: purpose }),
    expect: ok(),
  },
  {
    code: R.TravelPurposeRequired,
    name: 'a travel purpose of no such id',
    rules: [R.TravelPurposeRequired],
    booking: () => ({ travelPurposeId: 'Q99999999999' }),
    expect: no('travelPurposeInvalid'),
  },
  {
    code: R.TravelPurposeDisabled,
    name: 'travel purpose disabled',
    rules: [R.TravelPurposeDisabled],
    booking: () => ({ travelPurposeId: purpose }),
    expect: no('travelPurposeDisabled'),
  },
  {
    code: R.BudgetCodeRequired,
    name: 'budget code required',
    rules: [R.BudgetCodeRequired],
    booking: () => ({}),
    expect: no('budgetCodeRequired'),
  },
  {
    code: R.AttachmentRequired,
    name: 'attachment required',
    rules: [R.AttachmentRequired],
    booking: () => ({ attachments: 0 }),
    expect: no('attachmentRequired'),
  },
  {
    code: R.AttachmentRequired,
    name: 'attachment given',
    rules: [R.AttachmentRequired],
    booking: () => ({ attachments: 1 }),
    expect: ok(),
  },
  {
    code: R.AttachmentAllowed,
    name: 'attachments not allowed',
    rules: [],
    booking: () => ({ attachments: 1 }),
    expect: no('attachmentNotAllowed'),
  },
  {
    code: R.AttachmentAllowed,
    name: 'attachments allowed',
    rules: [R.AttachmentAllowed],
    booking: () => ({ attachments: 2 }),
    expect: ok(),
  },
  {
    code: R.FlightBookingDisabled,
    name: 'flights disabled',
    rules: [R.FlightBookingDisabled],
    booking: () => ({ service: 'flight' }),
    expect: no('flightBookingDisabled'),
  },
  {
    code: R.FlightBookingDisabled,
    name: 'flights disabled, a change of one still allowed',
    rules: [R.FlightBookingDisabled],
    booking: () => ({ service: 'flight', action: 'change' }),
    expect: ok(),
  },
  {
    code: R.HotelBookingDisabled,
    name: 'hotels disabled',
    rules: [R.HotelBookingDisabled],
    booking: () => ({ service: 'hotel' }),
    expect: no('hotelBookingDisabled'),
  },
  {
    code: R.TrainBookingDisabled,
    name: 'trains disabled',
    rules: [R.TrainBookingDisabled],
    booking: () => ({ service: 'train' }),
    expect: no('trainBookingDisabled'),
  },
  {
    code: R.TrafficBookingDisabled,
    name: 'cars disabled',
    rules: [R.TrafficBookingDisabled],
    booking: () => ({ service: 'car' }),
    expect: no('carBookingDisabled'),
  },
  {
    code: R.TrafficBookingDisabled,
    name: 'cars disabled, flights not',
    rules: [R.TrafficBookingDisabled],
    booking: () => ({ service: 'flight' }),
    expect: ok(),
  },
  {
    code: R.ViolationNeedsApproval,
    name: 'a violation needs approval',
    rules: [R.ViolationNeedsApproval],
    booking: () => ({ policyLevel: L.Warn }),
    expect: ok(['violation'], true),
  },
  {
    code: R.OverseasNeedsApproval,
    name: 'overseas needs approval',
    rules: [R.OverseasNeedsApproval],
    booking: () => ({ international: true }),
    expect: ok(['overseas']),
  },
  {
    code: R.ChangeNeedsApproval,
    name: 'a change needs approval',
    rules: [R.ChangeNeedsApproval],
    booking: () => ({ action: 'change' }),
    expect: ok(['change']),
  },
  {
    code: R.ChangeNeedsApproval,
    name: 'a new booking is no change',
    rules: [R.ChangeNeedsApproval],
    booking: () => ({}),
    expect: ok(),
  },
  {
    code: R.RefundNeedsApproval,
    name: 'a refund needs approval',
    rules: [R.RefundNeedsApproval],
    booking: () => ({ action: 'refund' }),
    expect: ok(['refund']),
  },
  {
    code: R.TripApplyRequired,
    name: 'a pre-trip application required',
    rules: [R.TripApplyRequired],
    booking: () => ({}),
    expect: no('tripApplyRequired'),
  },
  {
    code: R.TripApplyRequired,
    name: 'an application not (yet) approved',
    rules: [R.TripApplyRequired],
    booking: () => ({ approvalNo: 'SQ1', approvalNoValid: false }),
    expect: no('tripApplyRequired'),
  },
  {
    code: R.TripApplyRequired,
    name: 'an approved application',
    rules: [R.TripApplyRequired],
    booking: () => ({ approvalNo: 'SQ1', approvalNoValid: true }),
    expect: ok(),
  },
  {
    code: R.BookForOthersDisabled,
    name: 'booking for others disabled',
    rules: [R.BookForOthersDisabled],
    booking: () => ({ forOthers: true }),
    expect: no('bookForOthersDisabled'),
  },
  {
    code: R.ExternalPassengerDisabled,
    name: 'outside passengers disabled',
    rules: [R.ExternalPassengerDisabled],
    booking: () => ({ externalPassengers: true }),
    expect: no('externalPassengerDisabled'),
  },
  {
    code: R.PersonalPaymentAllowed,
    name: 'personal payment not allowed',
    rules: [],
    booking: () => ({ personalPayment: true }),
    expect: no('personalPaymentNotAllowed'),
  },
  {
    code: R.PersonalPaymentAllowed,
    name: 'personal payment allowed',
    rules: [R.PersonalPaymentAllowed],
    booking: () => ({ personalPayment: true }),
    expect: ok(),
  },
  {
    code: R.RemarkRequired,
    name: 'remark required',
    rules: [R.RemarkRequired],
    booking: () => ({ remark: '' }),
    expect: no('remarkRequired'),
  },
  {
    code: R.ApproverSelectable,
    name: 'approvers may not be chosen',
    rules: [],
    booking: () => ({ approverIds: ['U00000000007'] }),
    expect: no('approverNotSelectable'),
  },
  {
    code: R.ApproverSelectable,
    name: 'approvers may be chosen',
    rules: [R.ApproverSelectable],
    booking: () => ({ approverIds: ['U00000000007'] }),
    expect: ok(),
  },
];

const check = async (c: TCase) => {
  await setup({ rules: c.rules, details: c.details });
  const r = await run(c.booking());
  if ('refused' in c.expect) {
    expect(r).toMatchObject({ ok: false, key: `policy.refusals.${c.expect.refused}`, status: 400 });
    expect((r as { result: { Refusals: string[] } }).result.Refusals).toContain(c.expect.refused);
  } else {
    expect(r, JSON.stringify(r)).toMatchObject({
      ok: true,
      needsApproval: c.expect.approval.length > 0,
      approvalReasons: c.expect.approval,
      outOfPolicy: c.expect.outOfPolicy ?? false,
    });
  }
};

describe('enforceBookingRules', () => {
  it.each(levelCases.map((c) => [c.name, c] as const))('control level: %s', async (_n, c) => check(c));
  it.each(codeCases.map((c) => [c.name, c] as const))('rule: %s', async (_n, c) => check(c));

  it('covers every approval rule code', () => {
    expect([...new Set(codeCases.map((c) => c.code))].sort()).toEqual(Object.values(R).sort());
  });

  it('says "A violation reason is required" in the caller’s language', async () => {
    await setup({ rules: [] });
    const r = await run({ policyLevel: L.ReasonRequired });
    expect(r.ok).toBe(false);
    const key = (r as { key: string }).key;
    expect(translate('en', key)).toBe('A violation reason is required');
    expect(translate('cn', key)).toBe('请选择违规原因');
  });

  it('reports every refusal, the first one as the message', async () => {
    await setup({ rules: [R.CostCenterRequired, R.ProjectCodeRequired, R.HotelBookingDisabled] });
    const r = await run({ service: 'hotel', policyLevel: L.ReasonRequired });
    expect(r).toMatchObject({
      ok: false,
      key: 'policy.refusals.hotelBookingDisabled',
      result: {
        Refusals: ['hotelBookingDisabled', 'violationReasonRequired', 'costCenterRequired', 'projectRequired'],
      },
    });
  });
});

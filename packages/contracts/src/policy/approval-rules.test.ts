import { describe, expect, it } from 'vitest';
import { ServiceType, TripApprovalRule as R } from '../lookups/index.ts';
import {
  ZApprovalRuleSave,
  approvalSettingsOf,
  checkApprovalRules,
  type TApprovalRuleSettings,
  type TBookingFacts,
} from './approval-rules.ts';
import { ControlLevel as L } from './engine.ts';

// The enforcement hook as a table: each approval rule code on and off, each control level, the services of
// scoped rules, bookings versus changes and refunds, and several refusals at once.

const on = (...rules: number[]): TApprovalRuleSettings => ({ rules });
const book = (b: Partial<TBookingFacts> = {}): TBookingFacts => ({ service: 'flight', policyLevel: 0, ...b });
const reason = { id: 'V1' };
const codes = (s: TApprovalRuleSettings, b: TBookingFacts) => checkApprovalRules(s, b).refusals.map((r) => r.code);
const approval = (s: TApprovalRuleSettings, b: TBookingFacts) => checkApprovalRules(s, b).approvalReasons;

describe('checkApprovalRules: control levels', () => {
  it.each([
    [0, undefined, [], false],
    [L.Record, undefined, [], true],
    [L.Warn, undefined, [], true],
    [L.ReasonRequired, undefined, ['violationReasonRequired'], true],
    [L.ReasonRequired, reason, [], true],
    [L.Forbid, reason, ['policyForbidden'], true],
    [L.Forbid, undefined, ['policyForbidden'], true],
    [L.Approval, undefined, ['violationReasonRequired'], true],
    [L.Approval, reason, [], true],
  ] as const)('level %s with reason %j refuses %j', (level, r, refused, outOfPolicy) => {
    const out = checkApprovalRules(on(), book({ policyLevel: level, violationReason: r }));
    expect(out.refusals.map((x) => x.code)).toEqual(refused);
    expect(out.outOfPolicy).toBe(outOfPolicy);
  });

  it('sends level 5 to approval, and the lower levels only when violations need approval', () => {
    expect(approval(on(), book({ policyLevel: L.Approval, violationReason: reason }))).toEqual(['overStandard']);
    expect(approval(on(), book({ policyLevel: L.Warn }))).toEqual([]);
    expect(approval(on(R.ViolationNeedsApproval), book({ policyLevel: L.Record }))).toEqual(['violation']);
    expect(approval(on(R.ViolationNeedsApproval), book())).toEqual([]);
  });

  it('"violation reason required" extends reasons to recorded and warned violations', () => {
    expect(codes(on(R.ViolationReasonRequired), book({ policyLevel: L.Record }))).toEqual(['violationReasonRequired']);
    expect(codes(on(R.ViolationReasonRequired), book({ policyLevel: L.Warn, violationReason: reason }))).toEqual([]);
    expect(codes(on(R.ViolationReasonRequired), book())).toEqual([]);
  });

  it('an "other" reason needs words', () => {
    const other = (text?: string) =>
      book({ policyLevel: L.ReasonRequired, violationReason: { id: 'V9', other: true, text } });
    expect(codes(on(), other())).toEqual(['violationReasonTextRequired']);
    expect(codes(on(), other('  '))).toEqual(['violationReasonTextRequired']);
    expect(codes(on(), other('客户改期'))).toEqual([]);
  });

  it('a refund is not judged by the policy verdict', () => {
    const out = checkApprovalRules(on(), book({ action: 'refund', policyLevel: L.Forbid }));
    expect([out.refusals, out.outOfPolicy]).toEqual([[], false]);
  });
});

describe('checkApprovalRules: required fields', () => {
  it.each([
    [R.CostCenterRequired, 'costCenterRequired', { costCenterId: 'F1' }],
    [R.ProjectCodeRequired, 'projectRequired', { projectId: 'P1' }],
    [R.ApprovalNoRequired, 'approvalNoRequired', { approvalNo: 'SQ1' }],
    [R.TravelPurposeRequired, 'travelPurposeRequired', { travelPurposeId: 'Q1' }],
    [R.BudgetCodeRequired, 'budgetCodeRequired', { budgetCode: 'B-1' }],
    [R.AttachmentRequired, 'attachmentRequired', { attachments: 1 }],
    [R.RemarkRequired, 'remarkRequired', { remark: '出差' }],
    [R.TripApplyRequired, 'tripApplyRequired', { approvalNo: 'SQ1', approvalNoValid: true }],
  ] as const)('rule %s refuses %s until the field is given', (rule, code, given) => {
    expect(codes(on(), book())).toEqual([]);
    expect(codes(on(rule), book())).toEqual([code]);
    expect(codes(on(rule), book({ remark: ' ', ...given }))).toEqual([]);
    // Required fields are for new bookings, not for changes.
    expect(codes(on(rule), book({ action: 'change' }))).toEqual([]);
  });

  it('an approval number must check out where it is checked, and for a pre-trip application', () => {
    expect(codes(on(R.ApprovalNoCheckable), book({ approvalNo: 'SQ1', approvalNoValid: false }))).toEqual([
      'approvalNoInvalid',
    ]);
    expect(codes(on(R.ApprovalNoCheckable), book({ approvalNo: 'SQ1' }))).toEqual([]);
    expect(codes(on(R.ApprovalNoCheckable), book())).toEqual([]);
    expect(codes(on(R.TripApplyRequired), book({ approvalNo: 'SQ1' }))).toEqual(['tripApplyRequired']);
    // The application rule says more than the bare number rule; only one of them is reported.
    expect(codes(on(R.TripApplyRequired, R.ApprovalNoRequired), book())).toEqual(['tripApplyRequired']);
  });

  it('travel purpose disabled refuses one given', () => {
    expect(codes(on(R.TravelPurposeDisabled), book({ travelPurposeId: 'Q1' }))).toEqual(['travelPurposeDisabled']);
    expect(codes(on(R.TravelPurposeDisabled), book())).toEqual([]);
  });

  it('attachments need one of the attachment rules', () => {
    expect(codes(on(), book({ attachments: 1 }))).toEqual(['attachmentNotAllowed']);
    expect(codes(on(R.AttachmentAllowed), book({ attachments: 1 }))).toEqual([]);
    expect(codes(on(R.AttachmentAllowed), book())).toEqual([]);
    expect(codes(on(R.AttachmentRequired), book({ attachments: 3 }))).toEqual([]);
  });
});

describe('checkApprovalRules: limits', () => {
  it.each([
    ['flight', R.FlightBookingDisabled, 'flightBookingDisabled'],
    ['hotel', R.HotelBookingDisabled, 'hotelBookingDisabled'],
    ['train', R.TrainBookingDisabled, 'trainBookingDisabled'],
    ['car', R.TrafficBookingDisabled, 'carBookingDisabled'],
  ] as const)('%s booking can be switched off, other services and changes stay', (service, rule, code) => {
    expect(codes(on(rule), book({ service }))).toEqual([code]);
    expect(codes(on(rule), book({ service, action: 'change' }))).toEqual([]);
    expect(codes(on(rule), book({ service: service === 'flight' ? 'hotel' : 'flight' }))).toEqual([]);
  });

  it.each([
    [R.BookForOthersDisabled, 'bookForOthersDisabled', { forOthers: true }],
    [R.ExternalPassengerDisabled, 'externalPassengerDisabled', { externalPassengers: true }],
  ] as const)('rule %s refuses %s', (rule, code, b) => {
    expect(codes(on(), book(b))).toEqual([]);
    expect(codes(on(rule), book(b))).toEqual([code]);
  });

  it('personal payment and chosen approvers need their permission', () => {
    expect(codes(on(), book({ personalPayment: true }))).toEqual(['personalPaymentNotAllowed']);
    expect(codes(on(R.PersonalPaymentAllowed), book({ personalPayment: true }))).toEqual([]);
    expect(codes(on(), book({ approverIds: ['U1'] }))).toEqual(['approverNotSelectable']);
    expect(codes(on(R.ApproverSelectable), book({ approverIds: ['U1'] }))).toEqual([]);
    expect(codes(on(), book({ approverIds: [] }))).toEqual([]);
  });
});

describe('checkApprovalRules: approval', () => {
  it('needs approval for online bookings, overseas trips, changes and refunds where switched on', () => {
    expect(approval(on(R.OnlineBookingApproval), book())).toEqual(['onlineBooking']);
    expect(approval(on(R.OnlineBookingApproval), book({ action: 'refund' }))).toEqual([]);
    expect(approval(on(R.OverseasNeedsApproval), book({ international: true }))).toEqual(['overseas']);
    expect(approval(on(R.OverseasNeedsApproval), book())).toEqual([]);
    expect(approval(on(R.ChangeNeedsApproval), book({ action: 'change' }))).toEqual(['change']);
    expect(approval(on(R.RefundNeedsApproval), book({ action: 'refund' }))).toEqual(['refund']);
    expect(approval(on(R.RefundNeedsApproval), book())).toEqual([]);
    const all = checkApprovalRules(
      on(R.OnlineBookingApproval, R.OverseasNeedsApproval),
      book({ international: true, policyLevel: L.Approval, violationReason: reason }),
    );
    expect([all.needsApproval, all.approvalReasons]).toEqual([true, ['onlineBooking', 'overStandard', 'overseas']]);
  });

  it('a rule limited to some services applies to those only; no services means all', () => {
    const s: TApprovalRuleSettings = {
      rules: [R.OnlineBookingApproval, R.CostCenterRequired],
      services: { [R.OnlineBookingApproval]: [ServiceType.Hotel], [R.CostCenterRequired]: [] },
    };
    expect(approval(s, book({ service: 'hotel' }))).toEqual(['onlineBooking']);
    expect(approval(s, book({ service: 'train' }))).toEqual([]);
    expect(codes(s, book({ service: 'car' }))).toEqual(['costCenterRequired']);
    // Services of a rule that is off change nothing.
    expect(
      approval({ rules: [], services: { [R.OnlineBookingApproval]: [ServiceType.Hotel] } }, book({ service: 'hotel' })),
    ).toEqual([]);
  });

  it('reads the settings of a Get result', () => {
    const s = approvalSettingsOf({
      Rules: [R.CostCenterRequired],
      Details: [{ Code: R.CostCenterRequired, ServiceTypes: [ServiceType.Train] }],
    });
    expect(codes(s, book({ service: 'train' }))).toEqual(['costCenterRequired']);
    expect(codes(s, book({ service: 'flight' }))).toEqual([]);
  });

  it('names each refusal by its rule and catalogue key, in the order a person fixes them', () => {
    const out = checkApprovalRules(
      on(R.FlightBookingDisabled, R.CostCenterRequired, R.RemarkRequired),
      book({ policyLevel: L.ReasonRequired }),
    );
    expect(out.refusals).toEqual([
      {
        code: 'flightBookingDisabled',
        rule: R.FlightBookingDisabled,
        messageKey: 'policy.refusals.flightBookingDisabled',
      },
      {
        code: 'violationReasonRequired',
        rule: R.ViolationReasonRequired,
        messageKey: 'policy.refusals.violationReasonRequired',
      },
      { code: 'costCenterRequired', rule: R.CostCenterRequired, messageKey: 'policy.refusals.costCenterRequired' },
      { code: 'remarkRequired', rule: R.RemarkRequired, messageKey: 'policy.refusals.remarkRequired' },
    ]);
  });
});

describe('ApprovalRule/Save payload', () => {
  it('orders the rules, drops repeats and refuses contradicting pairs', () => {
    expect(
      ZApprovalRuleSave.parse({ Rules: [R.RemarkRequired, R.CostCenterRequired, R.RemarkRequired] }).Rules,
    ).toEqual([R.CostCenterRequired, R.RemarkRequired]);
    for (const pair of [
      [R.TravelPurposeRequired, R.TravelPurposeDisabled],
      [R.AttachmentRequired, R.AttachmentAllowed],
    ]) {
      const r = ZApprovalRuleSave.safeParse({ Rules: pair });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('policy.validation.ruleConflict');
    }
  });

  it('takes services only for scoped rules, only of the policy services, each rule once', () => {
    const ok = ZApprovalRuleSave.safeParse({
      Rules: [],
      Details: [{ Code: R.CostCenterRequired, ServiceTypes: [ServiceType.Train, ServiceType.Flight] }],
    });
    expect(ok.data?.Details).toEqual([
      { Code: R.CostCenterRequired, ServiceTypes: [ServiceType.Flight, ServiceType.Train] },
    ]);
    expect(
      ZApprovalRuleSave.safeParse({
        Rules: [],
        Details: [{ Code: R.RemarkRequired, ServiceTypes: [ServiceType.Tour] }],
      }).success,
    ).toBe(false);
    expect(
      ZApprovalRuleSave.safeParse({ Rules: [], Details: [{ Code: R.ApproverSelectable, ServiceTypes: [] }] }).success,
    ).toBe(false);
    const twice = { Code: R.RemarkRequired, ServiceTypes: [] };
    expect(ZApprovalRuleSave.safeParse({ Rules: [], Details: [twice, twice] }).success).toBe(false);
  });
});

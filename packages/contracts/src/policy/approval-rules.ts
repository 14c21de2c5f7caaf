import { z } from 'zod';
import { defineCall } from '../call.ts';
import { TripApprovalRule as R, isLookupCode, lookupOf } from '../lookups/index.ts';
import { conflictOf } from '../org/config.ts';
import { PolicyAction } from './actions.ts';
import { ControlLevel, type TControlLevel } from './engine.ts';
import { POLICY_SERVICE_TYPES, SERVICE_TYPE_OF, type TPolicyService } from './reasons.ts';

// The approval-rule settings of a company (/System/approvalSet/{CompanyID}/list and /System/approvalSet/detail,
// btrip ApprovalRule/Get and Save): the TripApprovalRule codes switched on (the same switches as the company
// configuration) and, for the rules that can be limited to some services, which ones. `checkApprovalRules` is
// the pure enforcement hook the booking issues call (through the policy module's enforceBookingRules).

/** The settings screen's groups, in order: what needs approval, what a booking must carry, what is limited. */
export const APPROVAL_RULE_GROUPS = [
  {
    key: 'approval',
    codes: [
      R.OnlineBookingApproval,
      R.ViolationNeedsApproval,
      R.OverseasNeedsApproval,
      R.ChangeNeedsApproval,
      R.RefundNeedsApproval,
      R.TripApplyRequired,
      R.ApproverSelectable,
    ],
  },
  {
    key: 'required',
    codes: [
      R.CostCenterRequired,
      R.ProjectCodeRequired,
      R.ViolationReasonRequired,
      R.ApprovalNoRequired,
      R.ApprovalNoCheckable,
      R.TravelPurposeRequired,
      R.TravelPurposeDisabled,
      R.BudgetCodeRequired,
      R.AttachmentRequired,
      R.AttachmentAllowed,
      R.RemarkRequired,
    ],
  },
  {
    key: 'limits',
    codes: [
      R.FlightBookingDisabled,
      R.HotelBookingDisabled,
      R.TrainBookingDisabled,
      R.TrafficBookingDisabled,
      R.BookForOthersDisabled,
      R.ExternalPassengerDisabled,
      R.PersonalPaymentAllowed,
    ],
  },
] as const;

/** Rules that can apply to some services only (the detail screen); the others apply to every booking. */
export const SERVICE_SCOPED_RULES: readonly number[] = [
  R.OnlineBookingApproval,
  R.CostCenterRequired,
  R.ProjectCodeRequired,
  R.ApprovalNoRequired,
  R.ApprovalNoCheckable,
  R.BudgetCodeRequired,
  R.AttachmentRequired,
  R.ViolationNeedsApproval,
  R.ChangeNeedsApproval,
  R.RefundNeedsApproval,
  R.TripApplyRequired,
  R.RemarkRequired,
];

const ZRuleCode = z.coerce
  .number({ error: 'messages.validation.invalidOption' })
  .refine((v) => isLookupCode(lookupOf('TripApprovalRule'), v), 'messages.validation.invalidOption');

const ZServiceTypes = z
  .array(
    z.coerce
      .number({ error: 'messages.validation.invalidOption' })
      .refine((v) => POLICY_SERVICE_TYPES.includes(v), 'messages.validation.invalidOption'),
    { error: 'messages.validation.invalidOption' },
  )
  .max(10, 'messages.validation.invalidOption')
  .transform((v) => [...new Set(v)].sort((a, b) => a - b));

export const ZApprovalRuleDetail = z.object({
  Code: ZRuleCode.refine((v) => SERVICE_SCOPED_RULES.includes(v), 'policy.validation.noDetails'),
  /** ServiceType codes (flight, hotel, train, traffic); empty: every service. */
  ServiceTypes: ZServiceTypes,
});

const ZTargetCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };

export const ZApprovalRuleSave = z.object({
  ...ZTargetCompany,
  /** The rules switched on; a "required" rule and its "disabled"/"allowed" pair cannot both be on. */
  Rules: z
    .array(ZRuleCode, { error: 'messages.validation.invalidOption' })
    .max(100, 'messages.validation.invalidOption')
    .transform((list) => [...new Set(list)].sort((a, b) => a - b))
    .refine((list) => conflictOf(list) === null, 'policy.validation.ruleConflict'),
  /** Services of the scoped rules; only the codes given change (absent: the details stay as they are). */
  Details: z
    .array(ZApprovalRuleDetail, { error: 'messages.validation.invalidOption' })
    .max(50, 'messages.validation.invalidOption')
    .refine((d) => new Set(d.map((x) => x.Code)).size === d.length, 'messages.validation.invalidOption')
    .optional(),
});
export type TApprovalRuleSave = z.input<typeof ZApprovalRuleSave>;

export const ZApprovalRuleInfo = z.object({
  CompanyID: z.string(),
  CompanyName: z.string(),
  /** TripApprovalRule codes switched on, ascending. */
  Rules: z.array(z.number()),
  /** The services of every service-scoped rule (empty: every service). */
  Details: z.array(z.object({ Code: z.number(), ServiceTypes: z.array(z.number()) })),
});
export type TApprovalRuleInfo = z.output<typeof ZApprovalRuleInfo>;

export const ApprovalRuleGet = defineCall({
  group: 'btrip',
  method: 'GET',
  path: 'ApprovalRule/Get',
  auth: 'session',
  payload: z.object(ZTargetCompany),
  result: ZApprovalRuleInfo,
  summary:
    "A client company's approval-rule settings: its members read their own (booking screens), TMC staff a company they reach",
});

export const ApprovalRuleSave = defineCall({
  group: 'btrip',
  method: 'POST',
  path: 'ApprovalRule/Save',
  auth: 'session',
  permission: PolicyAction.approvalSet,
  payload: ZApprovalRuleSave,
  result: ZApprovalRuleInfo,
  summary: "Saves a client company's approval-rule switches and the services of the scoped rules",
});

// ---------------------------------------------------------------- enforcement

/** The settings as the check reads them. */
export type TApprovalRuleSettings = {
  /** TripApprovalRule codes switched on. */
  rules: readonly number[];
  /** The services of scoped rules; a rule without an entry (or with an empty one) applies to every service. */
  services?: Readonly<Partial<Record<number, readonly number[]>>>;
};

/** The settings of a Get/Save result. */
export const approvalSettingsOf = (info: Pick<TApprovalRuleInfo, 'Rules' | 'Details'>): TApprovalRuleSettings => ({
  rules: info.Rules,
  services: Object.fromEntries(info.Details.map((d) => [d.Code, d.ServiceTypes])),
});

/** What a booking (or a change or refund of one) carries when it arrives. */
export type TBookingFacts = {
  service: TPolicyService;
  /** A new booking (default), a change or a refund of one. */
  action?: 'book' | 'change' | 'refund';
  costCenterId?: string | undefined;
  projectId?: string | undefined;
  /** The strictest control level of the policy verdict (0: within policy). */
  policyLevel: 0 | TControlLevel;
  /** The chosen violation reason; `other` reasons need `text`. */
  violationReason?: { id: string; other?: boolean; text?: string | undefined } | undefined;
  approvalNo?: string | undefined;
  /** Whether the approval number checks out (an approved application of the traveller); undefined: not checked. */
  approvalNoValid?: boolean | undefined;
  travelPurposeId?: string | undefined;
  budgetCode?: string | undefined;
  /** How many files are attached. */
  attachments?: number | undefined;
  /** Booked by someone for another person. */
  forOthers?: boolean | undefined;
  /** Passengers who are not employees of the company. */
  externalPassengers?: boolean | undefined;
  personalPayment?: boolean | undefined;
  remark?: string | undefined;
  international?: boolean | undefined;
  /** Approvers the booker picked. */
  approverIds?: readonly string[] | undefined;
};

/** Why a booking is refused: a stable code, the rule that says so (if a setting) and the catalogue key. */
export type TRuleRefusal = { code: string; rule?: number; messageKey: string };

/** Why a booking goes to approval. */
export const APPROVAL_REASONS = ['onlineBooking', 'violation', 'overStandard', 'overseas', 'change', 'refund'] as const;
export type TApprovalReason = (typeof APPROVAL_REASONS)[number];

export type TRuleCheck = {
  /** Empty when the booking may go on. */
  refusals: TRuleRefusal[];
  needsApproval: boolean;
  approvalReasons: TApprovalReason[];
  /** The booking breaks some rule of the travel policy (any control level). */
  outOfPolicy: boolean;
};

const blank = (s: string | undefined) => !s || s.trim() === '';

/**
 * Checks a booking against a company's approval rules and the policy verdict: the refusals (in the order a
 * person would fix them) and whether the booking needs approval. Field requirements apply to new bookings;
 * the policy verdict to bookings and changes; a refund needs approval only when the company says so.
 *
 * - Control level 4 refuses; levels 3 and 5 need a violation reason (levels 1 and 2 too under "violation
 *   reason required"); an "other" reason needs words. Level 5 always needs approval.
 * - Approval is needed for online bookings, violations, overseas trips, changes and refunds where switched on.
 */
export const checkApprovalRules = (settings: TApprovalRuleSettings, b: TBookingFacts): TRuleCheck => {
  const on = new Set(settings.rules);
  const type = SERVICE_TYPE_OF[b.service];
  const applies = (rule: number) => {
    if (!on.has(rule)) return false;
    const only = settings.services?.[rule];
    return !only || only.length === 0 || only.includes(type);
  };
  const refusals: TRuleRefusal[] = [];
  const refuse = (code: string, rule?: number) =>
    refusals.push({ code, ...(rule ? { rule } : {}), messageKey: `policy.refusals.${code}` });
  const reasons: TApprovalReason[] = [];
  const action = b.action ?? 'book';
  const booking = action === 'book';
  const level = b.policyLevel;

  if (booking) {
    const disabled: Record<TPolicyService, number> = {
      flight: R.FlightBookingDisabled,
      hotel: R.HotelBookingDisabled,
      train: R.TrainBookingDisabled,
      car: R.TrafficBookingDisabled,
    };
    if (on.has(disabled[b.service])) refuse(`${b.service}BookingDisabled`, disabled[b.service]);
    if (b.forOthers && on.has(R.BookForOthersDisabled)) refuse('bookForOthersDisabled', R.BookForOthersDisabled);
    if (b.externalPassengers && on.has(R.ExternalPassengerDisabled))
      refuse('externalPassengerDisabled', R.ExternalPassengerDisabled);
  }

  if (action !== 'refund' && level !== 0) {
    if (level === ControlLevel.Forbid) refuse('policyForbidden');
    const reasonNeeded =
      level === ControlLevel.ReasonRequired ||
      level === ControlLevel.Approval ||
      (on.has(R.ViolationReasonRequired) && (level === ControlLevel.Record || level === ControlLevel.Warn));
    if (reasonNeeded && !b.violationReason) refuse('violationReasonRequired', R.ViolationReasonRequired);
  }
  if (b.violationReason?.other && blank(b.violationReason.text)) refuse('violationReasonTextRequired');

  if (booking) {
    if (applies(R.CostCenterRequired) && blank(b.costCenterId)) refuse('costCenterRequired', R.CostCenterRequired);
    if (applies(R.ProjectCodeRequired) && blank(b.projectId)) refuse('projectRequired', R.ProjectCodeRequired);
    if (applies(R.TripApplyRequired) && (blank(b.approvalNo) || b.approvalNoValid !== true))
      refuse('tripApplyRequired', R.TripApplyRequired);
    else if (applies(R.ApprovalNoRequired) && blank(b.approvalNo)) refuse('approvalNoRequired', R.ApprovalNoRequired);
    if (applies(R.ApprovalNoCheckable) && !blank(b.approvalNo) && b.approvalNoValid === false)
      refuse('approvalNoInvalid', R.ApprovalNoCheckable);
    if (on.has(R.TravelPurposeRequired) && blank(b.travelPurposeId))
      refuse('travelPurposeRequired', R.TravelPurposeRequired);
    if (on.has(R.TravelPurposeDisabled) && !blank(b.travelPurposeId))
      refuse('travelPurposeDisabled', R.TravelPurposeDisabled);
    if (applies(R.BudgetCodeRequired) && blank(b.budgetCode)) refuse('budgetCodeRequired', R.BudgetCodeRequired);
    const files = b.attachments ?? 0;
    if (applies(R.AttachmentRequired) && files === 0) refuse('attachmentRequired', R.AttachmentRequired);
    if (files > 0 && !on.has(R.AttachmentRequired) && !on.has(R.AttachmentAllowed))
      refuse('attachmentNotAllowed', R.AttachmentAllowed);
    if (b.personalPayment && !on.has(R.PersonalPaymentAllowed))
      refuse('personalPaymentNotAllowed', R.PersonalPaymentAllowed);
    if (applies(R.RemarkRequired) && blank(b.remark)) refuse('remarkRequired', R.RemarkRequired);
    if ((b.approverIds?.length ?? 0) > 0 && !on.has(R.ApproverSelectable))
      refuse('approverNotSelectable', R.ApproverSelectable);
  }

  if (booking && applies(R.OnlineBookingApproval)) reasons.push('onlineBooking');
  if (action !== 'refund' && level === ControlLevel.Approval) reasons.push('overStandard');
  if (action !== 'refund' && level !== 0 && level !== ControlLevel.Forbid && applies(R.ViolationNeedsApproval))
    reasons.push('violation');
  if (action !== 'refund' && b.international && on.has(R.OverseasNeedsApproval)) reasons.push('overseas');
  if (action === 'change' && applies(R.ChangeNeedsApproval)) reasons.push('change');
  if (action === 'refund' && applies(R.RefundNeedsApproval)) reasons.push('refund');

  return {
    refusals,
    needsApproval: reasons.length > 0,
    approvalReasons: reasons,
    outOfPolicy: action !== 'refund' && level !== 0,
  };
};

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { TripApprovalRule, isLookupCode, lookupOf } from '../lookups/index.ts';
import { OrgAction } from '../system/actions.ts';

// Company configuration (/System/ConfigInfo/{CompanyID}/detail and /System/ConfigInfo/configManagement):
// the booking and approval switches of a client company, as TripApprovalRule codes (spec section 3, "trip
// approval rules"). Booking, approval and order modules read them through the org module's companyConfig.

/** The switches the configuration screens show first, in this order; the rest of the list follows. */
export const MAIN_CONFIG_RULES = [
  TripApprovalRule.OnlineBookingApproval,
  TripApprovalRule.CostCenterRequired,
  TripApprovalRule.ProjectCodeRequired,
  TripApprovalRule.ViolationReasonRequired,
  TripApprovalRule.TravelPurposeRequired,
  TripApprovalRule.FlightBookingDisabled,
  TripApprovalRule.HotelBookingDisabled,
  TripApprovalRule.TrainBookingDisabled,
] as const;

/** Pairs that cannot both be on. */
export const CONFLICTING_RULES: readonly (readonly [number, number])[] = [
  [TripApprovalRule.TravelPurposeRequired, TripApprovalRule.TravelPurposeDisabled],
  [TripApprovalRule.AttachmentRequired, TripApprovalRule.AttachmentAllowed],
];

/** The first conflicting pair among some rules, or null. */
export const conflictOf = (rules: readonly number[]): readonly [number, number] | null =>
  CONFLICTING_RULES.find(([a, b]) => rules.includes(a) && rules.includes(b)) ?? null;

const ZRuleCode = z.coerce
  .number({ error: 'messages.validation.invalidOption' })
  .refine((v) => isLookupCode(lookupOf('TripApprovalRule'), v), 'messages.validation.invalidOption');

/** The rules switched on: TripApprovalRule codes, each once, no conflicting pair. */
export const ZApprovalRules = z
  .array(ZRuleCode, { error: 'messages.validation.invalidOption' })
  .max(100, 'messages.validation.invalidOption')
  .transform((list) => [...new Set(list)].sort((a, b) => a - b))
  .refine((list) => conflictOf(list) === null, 'company.validation.ruleConflict');

const ZTargetCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };

export const ZCompanyConfigInfo = z.object({
  CompanyID: z.string(),
  CompanyName: z.string(),
  /** TripApprovalRule codes switched on, ascending. */
  ApprovalRules: z.array(z.number()),
  /** '' until the configuration is first saved. */
  UpdateTime: z.string(),
});
export type TCompanyConfigInfo = z.infer<typeof ZCompanyConfigInfo>;

export const ConfigInfoDetails = defineCall({
  group: 'system',
  method: 'GET',
  path: 'ConfigInfo/Details',
  auth: 'session',
  payload: z.object(ZTargetCompany),
  result: ZCompanyConfigInfo,
  summary: `A company's configuration: the caller's own (action ${OrgAction.config}) or a client company the operator reaches (${OrgAction.configManage})`,
});

export const ConfigInfoSave = defineCall({
  group: 'system',
  method: 'POST',
  path: 'ConfigInfo/Save',
  auth: 'session',
  payload: z.object({ ...ZTargetCompany, ApprovalRules: ZApprovalRules }),
  result: ZCompanyConfigInfo,
  summary: `Saves a company's configuration (same permissions as ConfigInfo/Details)`,
});

export const ConfigInfoCompanies = defineCall({
  group: 'system',
  method: 'POST',
  path: 'ConfigInfo/Companies',
  auth: 'session',
  permission: OrgAction.configManage,
  payload: z.object({
    KeyWords: z.string().trim().max(50, 'messages.validation.tooLong').optional(),
  }),
  result: z.object({ Entities: z.array(z.object({ CompanyID: z.string(), CompanyName: z.string() })) }),
  summary: 'Client companies the operator may configure, by name (at most 50)',
});

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { isLookupCode, lookupOf, type TLookup } from '../lookups/index.ts';
import { OrgAction } from '../system/actions.ts';
import { ZCaptchaAnswer } from '../system/captcha.ts';
import { ZEmail, ZMobile } from '../validation.ts';
import { isCreditCode } from './credit-code.ts';

// The company profile (/System/Company/{CompanyID}/Main) and company authority (spec sections 3 and 6):
// system CompanyInfo/Details, Save and Handover, and ServiceInfo/UpdateSuperUser for TMC staff.

const tooLong = 'messages.validation.tooLong';

const text = (max: number) => z.string({ error: 'messages.validation.invalid' }).trim().max(max, tooLong);

/** A lookup code of the profile, or 0 for "not given". */
const ZProfileLookup = (lookup: TLookup) =>
  z.coerce
    .number({ error: 'messages.validation.invalidOption' })
    .refine((v) => v === 0 || isLookupCode(lookup, v), 'messages.validation.invalidOption');

/** A landline such as 0571-88886666 or 010 6666 8888, with an optional extension. */
export const LANDLINE_RE = /^0\d{2,3}[- ]?\d{7,8}(?:-\d{1,6})?$/;

/** A contact phone: a mobile or a landline, or '' for none. */
export const ZContactPhone = z
  .string({ error: 'messages.validation.mobile' })
  .trim()
  .refine((s) => s === '' || ZMobile.safeParse(s).success || LANDLINE_RE.test(s), 'messages.validation.mobile');

/** Card info: the 18-character unified social credit code of the company (upper-cased), or '' for none. */
export const ZCardNo = z
  .string({ error: 'company.validation.cardNo' })
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => s === '' || isCreditCode(s), 'company.validation.cardNo');

/** What a company administrator edits on the profile (spec section 3, "Company"); an absent field keeps its value. */
export const ZCompanyProfileInput = z.object({
  CompanyName: z
    .string({ error: 'company.validation.nameRequired' })
    .trim()
    .min(1, 'company.validation.nameRequired')
    .max(100, tooLong),
  ShortName: text(50).optional(),
  EnglishName: text(200).optional(),
  Email: ZEmail.or(z.literal('')).optional(),
  Address: text(200).optional(),
  CompanyType: ZProfileLookup(lookupOf('CompanyType')).optional(),
  CapitalType: ZProfileLookup(lookupOf('CapitalType')).optional(),
  CompanySize: ZProfileLookup(lookupOf('CompanySize')).optional(),
  Industry: text(50).optional(),
  Remark: text(500).optional(),
  ContactName: text(50).optional(),
  ContactPhone: ZContactPhone.optional(),
  CardNo: ZCardNo.optional(),
});
export type TCompanyProfileInput = z.input<typeof ZCompanyProfileInput>;

/** A user named on the profile (the administrators). */
export const ZCompanyPerson = z.object({ UserID: z.string(), UserName: z.string() });

/** The profile as Details and Save return it. */
export const ZCompanyProfile = z.object({
  CompanyID: z.string(),
  CompanyName: z.string(),
  ShortName: z.string(),
  EnglishName: z.string(),
  Email: z.string(),
  Address: z.string(),
  CompanyType: z.number(),
  CapitalType: z.number(),
  CompanySize: z.number(),
  Industry: z.string(),
  Remark: z.string(),
  ContactName: z.string(),
  ContactPhone: z.string(),
  CardNo: z.string(),
  /** Tmc, Supplier, Client or Personal. */
  Kind: z.enum(['Tmc', 'Supplier', 'Client', 'Personal']),
  FeatureCodes: z.array(z.string()),
  /** Who holds company authority now. */
  Admins: z.array(ZCompanyPerson),
  CreateTime: z.string(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

/** The caller's own company, or (TMC staff) a client company they reach. */
const ZTargetCompany = z.object({ CompanyID: z.string().trim().max(40).optional().or(z.literal('')) });

export const CompanyInfoDetails = defineCall({
  group: 'system',
  method: 'GET',
  path: 'CompanyInfo/Details',
  auth: 'session',
  payload: ZTargetCompany,
  result: ZCompanyProfile,
  summary:
    "A company's profile: the caller's own (needs the company main action) or a company the TMC staff member reaches",
});

export const CompanyInfoSave = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CompanyInfo/Save',
  auth: 'session',
  permission: OrgAction.companyMain,
  payload: ZCompanyProfileInput,
  result: ZCompanyProfile,
  summary: "Saves the caller's company profile (name, English name, contacts, card info = credit code, ...)",
});

/** A colleague who can receive company authority. */
export const ZHandoverReceiver = z.object({
  UserID: z.string(),
  UserName: z.string(),
  DepartmentName: z.string(),
  JobTitle: z.string(),
  /** Masked, to tell namesakes apart. */
  Mobile: z.string(),
});
export type THandoverReceiver = z.infer<typeof ZHandoverReceiver>;

export const CompanyInfoReceivers = defineCall({
  group: 'system',
  method: 'GET',
  path: 'CompanyInfo/Receivers',
  auth: 'session',
  permission: OrgAction.companyMain,
  payload: z.object({ KeyWords: text(50).optional() }),
  result: z.object({ Entities: z.array(ZHandoverReceiver) }),
  summary: 'Active colleagues of the caller who can receive company authority (at most 200, by name)',
});

const ZUserId = z
  .string({ error: 'company.validation.receiverRequired' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'company.validation.receiverRequired');

/** Company authority handover (spec section 6), confirmed with the administrator's own password. */
export const ZHandoverRequest = z.object({
  ReceiverID: ZUserId,
  Password: z
    .string({ error: 'messages.validation.passwordRequired' })
    .min(1, 'messages.validation.passwordRequired')
    .max(64, 'company.errors.badPassword'),
  /** When the last refusal asked for a captcha. */
  ...ZCaptchaAnswer.shape,
});
export type THandoverRequest = z.input<typeof ZHandoverRequest>;

/** The new holder of company authority. */
export const ZSuperUserResult = z.object({ CompanyID: z.string(), UserID: z.string(), UserName: z.string() });

export const CompanyInfoHandover = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CompanyInfo/Handover',
  auth: 'session',
  permission: OrgAction.companyMain,
  payload: ZHandoverRequest,
  result: ZSuperUserResult,
  summary:
    'Hands company authority to a colleague: the receiver becomes administrator and the caller an employee, at once in every open session',
});

export const UpdateSuperUser = defineCall({
  group: 'system',
  method: 'GET',
  path: 'ServiceInfo/UpdateSuperUser',
  auth: 'session',
  permission: OrgAction.customers,
  stateChanging: true,
  payload: z.object({
    CompanyID: z
      .string({ error: 'company.validation.companyRequired' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'company.validation.companyRequired'),
    UserID: ZUserId,
  }),
  result: ZSuperUserResult,
  summary: 'TMC staff who serve a client company set its administrator (the previous one becomes an employee)',
});

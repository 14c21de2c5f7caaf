import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZListPaging, listResult } from '../resource/define.ts';
import { OrgAction } from '../system/actions.ts';
import { ZEmail, ZMobile } from '../validation.ts';
import { ZCompanyID, ZServiceID } from './services.ts';

// Client companies as the TMC manages them (spec sections 2 and 6): operators create them, supervisors and
// operators assign their service and sales representatives (/System/Employee/CustomersFree), and
// operators set their customer level (/System/Company/TradeLevelAdd).

/** The two duties TMC staff have towards a customer: customer-service rep and sales rep. */
export const DUTIES = ['service', 'sales'] as const;
export const ZDuty = z.enum(DUTIES, { error: 'customer.validation.duty' });
export type TDuty = z.infer<typeof ZDuty>;

export const ZCompanyName = z
  .string({ error: 'customer.validation.companyName' })
  .trim()
  .min(1, 'customer.validation.companyName')
  .max(100, 'messages.validation.tooLong');

const ZOptionalText = (max: number) =>
  z.string({ error: 'messages.validation.invalid' }).trim().max(max, 'messages.validation.tooLong').optional();

export const ZPersonName = z
  .string({ error: 'customer.validation.personName' })
  .trim()
  .min(1, 'customer.validation.personName')
  .max(50, 'messages.validation.tooLong');

const ZUserID = z
  .string({ error: 'customer.validation.staff' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'customer.validation.staff');

const ZLevelID = z
  .string({ error: 'customer.validation.level' })
  .trim()
  .regex(/^([A-Za-z0-9_-]{1,40})?$/, 'customer.validation.level');

export const ZSaveCustomerRequest = z.object({
  CompanyName: ZCompanyName,
  CompanyNameEn: ZOptionalText(200),
  ShortName: ZOptionalText(50),
  /** The company administrator's account: name, mobile (the login) and optional email. */
  AdminName: ZPersonName,
  AdminMobile: ZMobile,
  AdminEmail: ZEmail.optional().or(z.literal('')),
  /** The services it starts with; every service when absent. */
  ServiceIDs: z.array(ZServiceID, { error: 'customer.validation.serviceIds' }).max(40).optional(),
  /** Its customer level ('' or absent: none). */
  LevelID: ZLevelID.optional(),
});
export type TSaveCustomerRequest = z.input<typeof ZSaveCustomerRequest>;

export const ZCreatedAccount = z.object({ CompanyID: z.string(), UserID: z.string() });
export type TCreatedAccount = z.infer<typeof ZCreatedAccount>;

export const SaveCustomer = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CompanyInfo/SaveCustomer',
  auth: 'session',
  permission: OrgAction.customers,
  payload: ZSaveCustomerRequest,
  result: ZCreatedAccount,
  summary:
    'Operators create a client company and its administrator account; the initial password goes to the administrator by SMS',
});

/** Which customers a list shows by their reps: with no rep for a duty (or for either, `any`). */
export const UNASSIGNED_FILTERS = ['any', 'service', 'sales'] as const;

export const ZCustomersFreeRequest = z.object({
  ...ZListPaging,
  /** Part of the name, English name or short name. */
  KeyWords: z.string().trim().max(100, 'messages.validation.tooLong').optional(),
  CompanyID: ZCompanyID.optional().or(z.literal('')),
  Unassigned: z.enum(UNASSIGNED_FILTERS, { error: 'messages.validation.invalidOption' }).optional().or(z.literal('')),
});
export type TCustomersFreeRequest = z.input<typeof ZCustomersFreeRequest>;

export const ZCustomerRow = z.object({
  CompanyID: z.string(),
  CompanyName: z.string(),
  CompanyNameEn: z.string(),
  ShortName: z.string(),
  /** active or disabled. */
  Status: z.string(),
  /** The first administrator ('' when it has none). */
  AdminName: z.string(),
  AdminMobile: z.string(),
  ServiceUserID: z.string(),
  ServiceUserName: z.string(),
  SalesUserID: z.string(),
  SalesUserName: z.string(),
  LevelID: z.string(),
  LevelName: z.string(),
  /** The services the company has. */
  ServiceIDs: z.array(z.string()),
  CreateTime: z.string(),
});
export type TCustomerRow = z.infer<typeof ZCustomerRow>;

export const ZCustomersFreeResult = listResult(ZCustomerRow).extend({
  /** Whether the caller may assign and unassign reps (operators, and supervisors for their team). */
  CanAssign: z.boolean(),
  /** Whether the caller may create customers (operators). */
  CanCreate: z.boolean(),
  /** Whether the caller may set customer levels (holders of the customer-level action). */
  CanSetLevel: z.boolean(),
});

export const CustomersFree = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Employee/CustomersFree',
  auth: 'session',
  permission: OrgAction.customers,
  payload: ZCustomersFreeRequest,
  result: ZCustomersFreeResult,
  summary:
    "Client companies with their service and sales reps: all for operators, the team's and the unassigned for supervisors, their own for reps",
});

export const ZAssignCustomerRequest = z.object({ CompanyID: ZCompanyID, Duty: ZDuty, StaffUserID: ZUserID });
export type TAssignCustomerRequest = z.input<typeof ZAssignCustomerRequest>;

export const ZAssignment = z.object({
  CompanyID: z.string(),
  Duty: ZDuty,
  StaffUserID: z.string(),
  StaffUserName: z.string(),
});

export const AssignCustomer = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Employee/AssignCustomer',
  auth: 'session',
  permission: OrgAction.customers,
  payload: ZAssignCustomerRequest,
  result: ZAssignment,
  summary:
    "Makes a TMC staff member a client company's service or sales rep (operators; supervisors within their team)",
});

export const ZUnassignCustomerRequest = z.object({ CompanyID: ZCompanyID, Duty: ZDuty });

export const UnassignCustomer = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Employee/UnassignCustomer',
  auth: 'session',
  permission: OrgAction.customers,
  payload: ZUnassignCustomerRequest,
  result: z.boolean(),
  summary: "Removes a client company's service or sales rep (operators; supervisors within their team)",
});

export const ZStaffRow = z.object({ UserID: z.string(), UserName: z.string(), Roles: z.array(z.string()) });
export type TStaffRow = z.infer<typeof ZStaffRow>;

export const AssignableStaff = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Employee/AssignableStaff',
  auth: 'session',
  permission: OrgAction.customers,
  payload: z.object({ Duty: ZDuty.optional() }),
  result: z.array(ZStaffRow),
  summary: 'The TMC staff the caller may make reps (of one duty): all for operators, their team for supervisors',
});

export const ZTradeLevelRequest = z.object({
  CompanyID: ZCompanyID,
  /** The customer level; '' clears it. */
  LevelID: ZLevelID,
});
export type TTradeLevelRequest = z.input<typeof ZTradeLevelRequest>;

export const TradeLevelAdd = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CompanyInfo/TradeLevelAdd',
  auth: 'session',
  permission: OrgAction.customerLevels,
  payload: ZTradeLevelRequest,
  result: z.object({ CompanyID: z.string(), LevelID: z.string(), LevelName: z.string() }),
  summary: "Sets a client company's customer level (/System/Company/TradeLevelAdd)",
});

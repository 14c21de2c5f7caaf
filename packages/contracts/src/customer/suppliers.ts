import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZListPaging, listResult } from '../resource/define.ts';
import { OrgAction } from '../system/actions.ts';
import { ZEmail, ZMobile } from '../validation.ts';
import { ZCompanyName, ZCreatedAccount, ZPersonName } from './customers.ts';
import { SERVICE_CATALOGUE, ZCompanyID } from './services.ts';

// Supplier companies (spec sections 6 and 7): operators create them with Security/saveSupplier and list
// them on /system/supply/list. Their users are suppliers: the ticket's FeatureCodes hold the supply feature.

export const ZSaveSupplierRequest = z.object({
  CompanyName: ZCompanyName,
  CompanyNameEn: z.string().trim().max(200, 'messages.validation.tooLong').optional(),
  ShortName: z.string().trim().max(50, 'messages.validation.tooLong').optional(),
  /** The supplier's account: the contact person, their mobile (the login) and optional email. */
  ContactName: ZPersonName,
  Mobile: ZMobile,
  Email: ZEmail.optional().or(z.literal('')),
});
export type TSaveSupplierRequest = z.input<typeof ZSaveSupplierRequest>;

export const SaveSupplier = defineCall({
  group: 'system',
  method: 'POST',
  path: 'Security/saveSupplier',
  auth: 'session',
  permission: OrgAction.suppliers,
  payload: ZSaveSupplierRequest,
  result: ZCreatedAccount,
  summary: 'Operators create a supplier company and its account; the initial password goes out by SMS',
});

export const ZSupplierRow = z.object({
  CompanyID: z.string(),
  CompanyName: z.string(),
  CompanyNameEn: z.string(),
  ShortName: z.string(),
  Status: z.string(),
  FeatureCodes: z.array(z.string()),
  /** The first account of the supplier ('' when it has none). */
  ContactName: z.string(),
  Mobile: z.string(),
  Email: z.string(),
  CreateTime: z.string(),
});
export type TSupplierRow = z.infer<typeof ZSupplierRow>;

export const ZSupplierListRequest = z.object({
  ...ZListPaging,
  KeyWords: z.string().trim().max(100, 'messages.validation.tooLong').optional(),
});

export const SupplierList = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CompanyInfo/SupplierList',
  auth: 'session',
  permission: OrgAction.suppliers,
  payload: ZSupplierListRequest,
  result: listResult(ZSupplierRow),
  summary: 'Supplier companies with their account (/system/supply/list)',
});

// Which supplier fulfils each service (issue 16 section 1, on /system/supply/list): the TMC's default for a service,
// and optionally a client company's own choice, which wins over the default for that client's orders.

/** The ServiceType codes of the catalogue's services (spec section 9): the services a supplier can be chosen for. */
export const SUPPLIED_SERVICE_TYPES: readonly number[] = [...new Set(SERVICE_CATALOGUE.map((s) => s.ServiceType))];

/** A ServiceType code of the catalogue. */
export const ZSuppliedService = z.coerce
  .number({ error: 'customer.validation.service' })
  .int('customer.validation.service')
  .refine((v) => SUPPLIED_SERVICE_TYPES.includes(v), 'customer.validation.service');

/** The client company a choice is for; empty or absent: the service's default. */
const ZChoiceCompany = ZCompanyID.optional()
  .or(z.literal(''))
  .transform((v) => v || '');

export const ZServiceSupplierKey = z.object({ Service: ZSuppliedService, CompanyID: ZChoiceCompany });
export type TServiceSupplierKey = z.input<typeof ZServiceSupplierKey>;

export const ZServiceSupplierSaveRequest = ZServiceSupplierKey.extend({
  SupplierID: z
    .string({ error: 'customer.validation.supplier' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'customer.validation.supplier'),
});
export type TServiceSupplierSaveRequest = z.input<typeof ZServiceSupplierSaveRequest>;

export const ZServiceSupplierRow = z.object({
  /** A ServiceType code. */
  Service: z.number(),
  /** The client company ('' for the service's default) and its name in the caller's language. */
  CompanyID: z.string(),
  CompanyName: z.string(),
  SupplierID: z.string(),
  SupplierName: z.string(),
  /** The supplier company's status: only an active one gets orders. */
  SupplierStatus: z.string(),
  /** Who set it ('' for the demo's seeded default) and when. */
  UpdatedBy: z.string(),
  UpdateTime: z.string(),
});
export type TServiceSupplierRow = z.infer<typeof ZServiceSupplierRow>;

export const ZServiceSupplierListRequest = z.object({
  Service: ZSuppliedService.optional(),
  /** Only this client's own choices (and the defaults, which apply to it too). */
  CompanyID: ZCompanyID.optional().or(z.literal('')),
});

export const ServiceSupplierList = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CompanyInfo/ServiceSupplierList',
  auth: 'session',
  permission: OrgAction.suppliers,
  payload: ZServiceSupplierListRequest,
  result: z.object({ Entities: z.array(ZServiceSupplierRow) }),
  summary: "Which supplier fulfils each service: the defaults first, then the clients' own choices",
});

export const ServiceSupplierSave = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CompanyInfo/ServiceSupplierSave',
  auth: 'session',
  permission: OrgAction.suppliers,
  payload: ZServiceSupplierSaveRequest,
  result: ZServiceSupplierRow,
  summary: 'Operators choose the active supplier company that fulfils a service, by default or for one client',
});

export const ServiceSupplierRemove = defineCall({
  group: 'system',
  method: 'POST',
  path: 'CompanyInfo/ServiceSupplierRemove',
  auth: 'session',
  permission: OrgAction.suppliers,
  payload: ZServiceSupplierKey,
  result: z.object({ Service: z.number(), CompanyID: z.string() }),
  summary: "Operators remove a service's default supplier or a client's own choice",
});

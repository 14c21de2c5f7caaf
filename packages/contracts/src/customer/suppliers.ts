import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZListPaging, listResult } from '../resource/define.ts';
import { OrgAction } from '../system/actions.ts';
import { ZEmail, ZMobile } from '../validation.ts';
import { ZCompanyName, ZCreatedAccount, ZPersonName } from './customers.ts';

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

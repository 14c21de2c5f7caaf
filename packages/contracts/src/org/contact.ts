import { z } from 'zod';
import { InvoiceRole, InvoiceType, lookupOf } from '../lookups/index.ts';
import { OrgAction } from '../system/actions.ts';
import { ZEmail, ZMobile } from '../validation.ts';
import { defineResource, field } from '../resource/define.ts';
import { isCreditCode } from './credit-code.ts';

// ContactInfo and InvoiceInfo of the system group (spec sections 2, 3 and 7): one controller each for a
// company's and a user's own (the party is RoleID: a company id, or the caller).

const ZOptionalEmail = ZEmail.or(z.literal(''));

/** Contacts: ContactName, ContactPhone, ContactEmail, IsDefault (1150 = the default; only one per owner). */
export const contactResource = defineResource({
  key: 'contact',
  group: 'system',
  controller: 'ContactInfo',
  id: 'ContactID',
  owner: 'party',
  i18n: 'org.contact',
  permission: { companyWrite: OrgAction.companyContacts },
  fields: {
    ContactName: field.text({ required: true, max: 50, search: 'like', sortable: true }),
    ContactPhone: field.text({ required: true, schema: ZMobile, search: 'like' }),
    ContactEmail: field.text({ schema: ZOptionalEmail }),
    IsDefault: field.yesNo({ search: 'eq' }),
    Remark: field.textarea({ max: 200 }),
  },
  sort: { field: 'ContactName', order: 'asc' },
  example: { ContactName: '张敏', ContactPhone: '13900000001', ContactEmail: 'zhang@example.com', IsDefault: 1150 },
  invalidExample: { field: 'ContactPhone', value: '12345' },
});

/** A taxpayer number: the 18-character unified social credit code. */
export const ZTaxpayerNo = z
  .string({ error: 'org.validation.taxpayerNo' })
  .trim()
  .transform((s) => s.toUpperCase())
  .refine(isCreditCode, 'org.validation.taxpayerNo');

/**
 * Invoice titles: role (company or person), type (special or general VAT), title, taxpayer number, bank and
 * account, registered address and phone. A company title needs a taxpayer number; a special invoice also
 * needs the bank, account, address and phone (checked on the server by the module's hook).
 */
export const invoiceResource = defineResource({
  key: 'invoice',
  group: 'system',
  controller: 'InvoiceInfo',
  id: 'InvoiceID',
  owner: 'party',
  i18n: 'org.invoice',
  permission: { companyWrite: OrgAction.companyInvoices },
  fields: {
    InvoiceRole: field.lookup(lookupOf('InvoiceRole'), { required: true, search: 'eq' }),
    InvoiceType: field.lookup(lookupOf('InvoiceType'), { required: true, search: 'eq' }),
    Title: field.text({ required: true, max: 100, search: 'like', sortable: true }),
    TaxpayerNo: field.text({ schema: ZTaxpayerNo.or(z.literal('')), search: 'like' }),
    BankName: field.text({ max: 100, column: false }),
    BankAccount: field.text({ max: 40, column: false }),
    RegisteredAddress: field.text({ max: 200, column: false }),
    RegisteredPhone: field.text({ max: 30, column: false }),
    IsDefault: field.yesNo(),
  },
  sort: { field: 'Title', order: 'asc' },
  example: {
    InvoiceRole: InvoiceRole.Company,
    InvoiceType: InvoiceType.General,
    Title: '示例科技有限公司',
    TaxpayerNo: '91350100M000100Y43',
    IsDefault: 1150,
  },
  invalidExample: { field: 'TaxpayerNo', value: '91350100M000100Y44' },
});

import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { InvoiceRole, InvoiceType, YesNo, contactResource, invoiceResource } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import type { TResourceHooks } from '../../platform/resource/crud.ts';
import { contacts, invoiceTitles } from './tables.ts';

// Only one default per owner (a unique partial index holds it): saving a default first clears the owner's
// current one, in the same transaction.
const clearDefaultFirst = (table: PgTable, cols: { owner: PgColumn; isDefault: PgColumn }) =>
  (async (s, values) => {
    if (values.isDefault !== YesNo.Yes) return;
    await s.tx
      .update(table)
      .set({ isDefault: YesNo.No })
      .where(and(eq(cols.owner, s.ownerId), eq(cols.isDefault, YesNo.Yes)));
  }) satisfies TResourceHooks['beforeSave'];

export const contactBinding: TResourceBinding = {
  resource: contactResource,
  store: {
    table: contacts,
    id: contacts.id,
    owner: contacts.ownerId,
    company: contacts.companyId,
    columns: {
      ContactName: contacts.name,
      ContactPhone: contacts.phone,
      ContactEmail: contacts.email,
      IsDefault: contacts.isDefault,
      Remark: contacts.remark,
    },
    createdAt: contacts.createdAt,
    updatedAt: contacts.updatedAt,
    hooks: {
      beforeSave: clearDefaultFirst(contacts, { owner: contacts.ownerId, isDefault: contacts.isDefault }),
    },
  },
};

export const invoiceBinding: TResourceBinding = {
  resource: invoiceResource,
  store: {
    table: invoiceTitles,
    id: invoiceTitles.id,
    owner: invoiceTitles.ownerId,
    company: invoiceTitles.companyId,
    columns: {
      InvoiceRole: invoiceTitles.invoiceRole,
      InvoiceType: invoiceTitles.invoiceType,
      Title: invoiceTitles.title,
      TaxpayerNo: invoiceTitles.taxpayerNo,
      BankName: invoiceTitles.bankName,
      BankAccount: invoiceTitles.bankAccount,
      RegisteredAddress: invoiceTitles.registeredAddress,
      RegisteredPhone: invoiceTitles.registeredPhone,
      IsDefault: invoiceTitles.isDefault,
    },
    createdAt: invoiceTitles.createdAt,
    updatedAt: invoiceTitles.updatedAt,
    hooks: {
      beforeSave: async (s, values, existing) => {
        const v = { ...existing, ...values };
        // A company title is issued against its taxpayer number; a special VAT invoice also needs the
        // bank, account, registered address and phone printed on it.
        if (v.invoiceRole === InvoiceRole.Company && !v.taxpayerNo) throw new BizError('org.errors.taxpayerNoRequired');
        if (
          v.invoiceType === InvoiceType.Special &&
          (!v.bankName || !v.bankAccount || !v.registeredAddress || !v.registeredPhone)
        )
          throw new BizError('org.errors.specialInvoiceDetails');
        await clearDefaultFirst(invoiceTitles, { owner: invoiceTitles.ownerId, isDefault: invoiceTitles.isDefault })(
          s,
          values,
        );
      },
    },
  },
};

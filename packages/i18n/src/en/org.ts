import type { TCatalog } from '../types.ts';
import type { org as zh } from '../zh-CN/org.ts';

export const org = {
  org: {
    contact: {
      title: 'Contacts',
      fields: {
        ContactName: 'Name',
        ContactPhone: 'Mobile',
        ContactEmail: 'Email',
        IsDefault: 'Default contact',
        Remark: 'Remark',
      },
    },
    invoice: {
      title: 'Invoice titles',
      fields: {
        InvoiceRole: 'Title type',
        InvoiceType: 'Invoice type',
        Title: 'Invoice title',
        TaxpayerNo: 'Taxpayer number',
        BankName: 'Bank',
        BankAccount: 'Bank account',
        RegisteredAddress: 'Registered address',
        RegisteredPhone: 'Registered phone',
        IsDefault: 'Default title',
      },
    },
    validation: {
      taxpayerNo: 'The taxpayer number is the 18-character unified social credit code',
    },
    errors: {
      parentDepartment: 'The parent department does not exist',
      moveIntoItself: 'A department cannot move under itself or one of its sub-departments',
      taxpayerNoRequired: 'A company title needs its taxpayer number',
      specialInvoiceDetails: 'A special VAT invoice needs the bank, account, registered address and phone',
    },
  },
} as const satisfies TCatalog<typeof zh>;

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { defineResource, field } from '../resource/define.ts';
import { resourcePages } from '../resource/pages.ts';
import { TradeAction } from './actions.ts';

// Bank accounts of both sides of a transfer (issue 5 sections 1 and 3).
// - The TMC's receiving accounts (/bill/BankAccount/{CompanyID}/list): a recharge by transfer names the one it was
//   sent to, and TMC finance confirms the money against it.
// - A client company's own cards (/bill/bankcard/list): the payer a recharge came from.

/** A bank account number: 8 to 30 digits, spaces allowed for reading. */
export const ZBankAccountNo = z
  .string({ error: 'trade.validation.accountNo' })
  .trim()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{8,30}$/, 'trade.validation.accountNo'));

export const bankAccountResource = defineResource({
  key: 'bankAccount',
  group: 'bill',
  controller: 'BankAccount',
  id: 'BankAccountID',
  owner: 'company',
  i18n: 'trade.bankAccount',
  permission: { read: TradeAction.bankAccounts, write: TradeAction.bankAccounts },
  fields: {
    AccountName: field.text({ required: true, max: 100, search: 'like', sortable: true, width: 220 }),
    BankName: field.text({ required: true, max: 100, search: 'like', sortable: true, width: 180 }),
    BranchName: field.text({ max: 100, width: 180 }),
    AccountNo: field.text({ required: true, schema: ZBankAccountNo, search: 'like', width: 220 }),
    Enabled: field.switch({ search: 'eq', width: 100 }),
    Remark: field.textarea({ max: 200 }),
  },
  sort: { field: 'AccountName', order: 'asc' },
  page: resourcePages.bankAccount,
  example: {
    AccountName: 'OpenTMC 商旅服务有限公司',
    BankName: '招商银行',
    BranchName: '北京分行营业部',
    AccountNo: '110902345610801',
    Enabled: true,
  },
  invalidExample: { field: 'AccountNo', value: '12-34' },
});

export const bankCardResource = defineResource({
  key: 'bankCard',
  group: 'bill',
  controller: 'BankCard',
  id: 'BankCardID',
  owner: 'company',
  i18n: 'trade.bankCard',
  permission: { read: TradeAction.bankCards, write: TradeAction.bankCards },
  fields: {
    AccountName: field.text({ required: true, max: 100, search: 'like', sortable: true, width: 220 }),
    BankName: field.text({ required: true, max: 100, search: 'like', sortable: true, width: 180 }),
    AccountNo: field.text({ required: true, schema: ZBankAccountNo, search: 'like', width: 220 }),
    Enabled: field.switch({ search: 'eq', width: 100 }),
    Remark: field.textarea({ max: 200 }),
  },
  sort: { field: 'AccountName', order: 'asc' },
  page: resourcePages.bankCard,
  example: {
    AccountName: '示例科技有限公司',
    BankName: '中国工商银行',
    AccountNo: '0200001509200012345',
    Enabled: true,
  },
  invalidExample: { field: 'AccountNo', value: 'abc' },
});

/** A TMC receiving account as a paying company sees it: where to send a transfer. */
export const ZReceivingAccount = z.object({
  BankAccountID: z.string(),
  AccountName: z.string(),
  BankName: z.string(),
  BranchName: z.string(),
  AccountNo: z.string(),
});
export type TReceivingAccount = z.output<typeof ZReceivingAccount>;

export const ReceivingAccountList = defineCall({
  group: 'bill',
  method: 'GET',
  path: 'BankAccount/Receiving',
  auth: 'session',
  permission: TradeAction.pay,
  payload: z.object({}),
  result: z.object({ Entities: z.array(ZReceivingAccount) }),
  summary: "The TMC's enabled receiving bank accounts, for a company that recharges by transfer",
});

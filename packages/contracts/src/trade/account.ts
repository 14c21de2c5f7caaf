import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZDateTime, ZMoney } from '../format.ts';
import { AccountType, CreditType } from '../lookups/index.ts';
import { ZListPaging, listResult } from '../resource/define.ts';
import { TradeAction } from './actions.ts';
import { TRADE_MAX_FEN } from './ledger.ts';

// Trade accounts (spec sections 2, 3 and 7; issue 5 section 1). Each client company holds at most one account of each
// type (Balance, Credit, Integral) in RMB. An account shows its balance, its credit limit (Fixed, or Interim with an
// expiry), the amount frozen for unpaid orders and what is available: balance + credit − frozen.

/** The company a call acts on: the caller's own when absent; TMC staff name a customer they reach. */
export const ZTradeCompany = { CompanyID: z.string().trim().max(40).optional().or(z.literal('')) };

/** A positive amount of money within the ledger's bounds (yuan on the wire, fen inside). */
export const ZTradeAmount = ZMoney.pipe(
  z.number().int().min(1, 'messages.validation.amount').max(TRADE_MAX_FEN, 'messages.validation.amount'),
);

/** A money-moving call's idempotency key: a retry with the same key replays the first result. */
export const ZIdempotencyKey = z
  .string({ error: 'trade.validation.idempotencyKey' })
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,80}$/, 'trade.validation.idempotencyKey');

const ACCOUNT_TYPE_CODES = [AccountType.Balance, AccountType.Credit, AccountType.Integral] as const;
export const ZAccountType = z.coerce
  .number({ error: 'trade.validation.accountType' })
  .refine((v) => (ACCOUNT_TYPE_CODES as readonly number[]).includes(v), 'trade.validation.accountType');

export const ZTradeAccount = z.object({
  AccountID: z.string(),
  CompanyID: z.string(),
  CompanyName: z.string(),
  AccountType: z.number(),
  CurrencyUnit: z.number(),
  /** Yuan. */
  Balance: z.number(),
  CreditLimit: z.number(),
  /** The credit in force now (an expired interim limit counts 0). */
  CreditInForce: z.number(),
  CreditType: z.number().nullable(),
  /** yyyy-MM-dd HH:mm:ss of an interim limit's end, or ''. */
  CreditExpire: z.string(),
  Frozen: z.number(),
  Available: z.number(),
  UpdateTime: z.string(),
});
export type TTradeAccount = z.output<typeof ZTradeAccount>;

export const ZTradeAccountListRequest = z.object({ ...ZTradeCompany });
export const ZTradeAccountListResult = z.object({
  Entities: z.array(ZTradeAccount),
  /** Whether the caller may open accounts and set credit for this company. */
  CanManage: z.boolean(),
});
export type TTradeAccountListResult = z.output<typeof ZTradeAccountListResult>;

export const TradeAccountList = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeAccount/List',
  auth: 'session',
  permission: TradeAction.accounts,
  payload: ZTradeAccountListRequest,
  result: ZTradeAccountListResult,
  summary: "A company's trade accounts with balance, credit, frozen and available amounts",
});

/**
 * TradeAccount/Add (/bill/{CompanyID}/TradeAccountAdd): opens an account, and for a credit account sets its limit.
 * A limit may not drop below what is already used (available must stay ≥ 0).
 */
export const ZTradeAccountAddRequest = z
  .object({
    CompanyID: z.string({ error: 'trade.validation.company' }).trim().min(1, 'trade.validation.company').max(40),
    AccountType: ZAccountType,
    CreditType: z.coerce
      .number()
      .refine((v) => v === CreditType.Fixed || v === CreditType.Interim, 'trade.validation.creditType')
      .optional(),
    /** Yuan; 0 closes the credit line. */
    CreditLimit: ZMoney.pipe(z.number().int().min(0, 'messages.validation.amount').max(TRADE_MAX_FEN)).optional(),
    CreditExpire: ZDateTime.optional().or(z.literal('')),
    Remark: z.string().trim().max(200, 'messages.validation.tooLong').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.AccountType !== AccountType.Credit) return;
    if (v.CreditLimit === undefined)
      ctx.addIssue({ code: 'custom', path: ['CreditLimit'], message: 'trade.validation.creditLimit' });
    if (v.CreditType === undefined)
      ctx.addIssue({ code: 'custom', path: ['CreditType'], message: 'trade.validation.creditType' });
    if (v.CreditType === CreditType.Interim && !(v.CreditExpire instanceof Date))
      ctx.addIssue({ code: 'custom', path: ['CreditExpire'], message: 'trade.validation.creditExpire' });
  });
export type TTradeAccountAddRequest = z.output<typeof ZTradeAccountAddRequest>;

export const TradeAccountAdd = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeAccount/Add',
  auth: 'session',
  permission: TradeAction.accountManage,
  payload: ZTradeAccountAddRequest,
  result: ZTradeAccount,
  summary: "Opens a company's trade account, or sets a credit account's limit (TMC finance)",
});

/** One credit-limit change, kept for audit. */
export const ZCreditChange = z.object({
  AccountID: z.string(),
  CreditType: z.number().nullable(),
  Before: z.number(),
  After: z.number(),
  CreditExpire: z.string(),
  Remark: z.string(),
  UserName: z.string(),
  CreateTime: z.string(),
});
export const ZCreditChangeListRequest = z.object({ ...ZTradeCompany, ...ZListPaging });
export const CreditChangeList = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeAccount/CreditChanges',
  auth: 'session',
  permission: TradeAction.accounts,
  payload: ZCreditChangeListRequest,
  result: listResult(ZCreditChange),
  summary: "The history of a company's credit limits",
});

/** The client companies a TMC staff member settles with (the company picker of the billing screens). */
export const TradeCompanyList = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeAccount/Companies',
  auth: 'session',
  permission: TradeAction.accounts,
  payload: z.object({ KeyWords: z.string().trim().max(50, 'messages.validation.tooLong').optional() }),
  result: z.object({ Entities: z.array(z.object({ CompanyID: z.string(), CompanyName: z.string() })) }),
  summary:
    'Client companies the caller reaches for billing (TMC finance and the operator: all; service and sales: their own customers), at most 50',
});

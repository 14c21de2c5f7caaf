import { z } from 'zod';
import { defineCall } from '../call.ts';
import { TradeMode, TradeStatus, TradeType } from '../lookups/index.ts';
import { ZListPaging, ZRowId, listResult } from '../resource/define.ts';
import { ZDay } from '../btrip/task.ts';
import { ZExportQueued } from './export.ts';
import { TradeAction } from './actions.ts';
import { ZAccountType, ZIdempotencyKey, ZTradeAmount, ZTradeCompany } from './account.ts';

// Trade deals and their postings (spec: TradeDeal create, submit, confirm, cancel, payment, export, invoice;
// TradeDetail; issue 5 sections 1 and 3). A deal is one movement of money: a recharge, a payment, a refund. It is
// posted as trade details (double entry): the postings of a deal sum to 0, and a company account's balance is the sum
// of its postings. TradeStatus: WaitSubmit → WaitConfirm → Finished (a recharge), WaitPayment → Finished (a payment),
// or Canceled / Rejected.

const codes = <T extends Record<string, number>>(o: T) => Object.values(o) as number[];
const ZCode = (values: number[], message: string) =>
  z.coerce.number({ error: message }).refine((v) => values.includes(v), message);
const optionalCode = (values: number[], message: string) =>
  z.union([z.literal(''), z.literal(0), ZCode(values, message)]).optional();

/** Who a deal concerns: an order (`{service, UniqueID}`) when it pays or refunds one. */
export const ZOrderRef = z.object({ Service: z.string(), UniqueID: z.string() });

export const ZTradeDeal = z.object({
  TradeID: z.string(),
  CompanyID: z.string(),
  CompanyName: z.string(),
  TradeType: z.number(),
  TradeStatus: z.number(),
  TradeMode: z.number().nullable(),
  /** The company account that paid or received, when one did. */
  AccountType: z.number().nullable(),
  CurrencyUnit: z.number(),
  /** Yuan. */
  Amount: z.number(),
  /** Refunded so far (a payment), yuan. */
  Refunded: z.number(),
  /** Frozen for it now (an order awaiting payment), yuan. */
  Frozen: z.number(),
  Order: ZOrderRef.nullable(),
  /** The payment a refund returns. */
  OriginalTradeID: z.string(),
  Subject: z.string(),
  BankAccountID: z.string(),
  BankAccountText: z.string(),
  PayerText: z.string(),
  Voucher: z.string(),
  Remark: z.string(),
  /** Why it was rejected or cancelled. */
  Reason: z.string(),
  InvoiceStatus: z.number().nullable(),
  CreatorName: z.string(),
  ConfirmerName: z.string(),
  CreateTime: z.string(),
  SubmitTime: z.string(),
  FinishTime: z.string(),
});
export type TTradeDeal = z.output<typeof ZTradeDeal>;

/** One posting (TradeDetail). */
export const ZTradeDetail = z.object({
  DetailID: z.string(),
  TradeID: z.string(),
  AccountID: z.string(),
  CompanyID: z.string(),
  CompanyName: z.string(),
  /** The company account type, or null for a TMC-side account. */
  AccountType: z.number().nullable(),
  /** The TMC-side account's name (sales, a bank account, the gateway), or ''. */
  AccountText: z.string(),
  TradeType: z.number(),
  TradeMode: z.number().nullable(),
  /** Signed yuan: + into the account, − out of it. */
  Amount: z.number(),
  /** The account's balance after this posting (company accounts). */
  BalanceAfter: z.number().nullable(),
  Order: ZOrderRef.nullable(),
  Subject: z.string(),
  CreateTime: z.string(),
});
export type TTradeDetail = z.output<typeof ZTradeDetail>;

export const ZTradeDealDetails = ZTradeDeal.extend({
  Details: z.array(ZTradeDetail),
  /** Refunds of this payment. */
  Refunds: z.array(ZTradeDeal),
  /** What the caller may do with it now. */
  Actions: z.array(z.enum(['submit', 'cancel', 'confirm', 'reject', 'payment', 'refund', 'invoice'])),
});
export type TTradeDealDetails = z.output<typeof ZTradeDealDetails>;

const dealFilters = {
  ...ZListPaging,
  ...ZTradeCompany,
  TradeType: optionalCode(codes(TradeType), 'trade.validation.tradeType'),
  TradeStatus: optionalCode(codes(TradeStatus), 'trade.validation.tradeStatus'),
  /** Deals of this order. */
  UniqueID: z.string().trim().max(40).optional(),
  DateFrom: ZDay.optional().or(z.literal('')),
  DateTo: ZDay.optional().or(z.literal('')),
  KeyWords: z.string().trim().max(100, 'messages.validation.tooLong').optional(),
};
export const ZTradeDealListRequest = z.object(dealFilters);
export type TTradeDealListRequest = z.output<typeof ZTradeDealListRequest>;

/** Across the TMC's customers (TradeReceive): every reachable company when CompanyID is absent. */
export const ZTradeReceiveListRequest = z.object({ ...dealFilters, AllCompanies: z.boolean().optional() });
export type TTradeReceiveListRequest = z.output<typeof ZTradeReceiveListRequest>;

export const TradeDealList = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/List',
  auth: 'session',
  permission: TradeAction.accounts,
  payload: ZTradeDealListRequest,
  result: listResult(ZTradeDeal),
  summary: "A company's trade deals, newest first, filtered by type, status, order and date",
});

export const TradeReceiveList = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/ReceiveList',
  auth: 'session',
  permission: TradeAction.receive,
  payload: ZTradeReceiveListRequest,
  result: listResult(ZTradeDeal),
  summary: 'Receipts across the customers the caller reaches (TradeReceive), those awaiting confirmation first',
});

export const TradeDealDetails = defineCall({
  group: 'bill',
  method: 'GET',
  path: 'TradeDeal/Details/:id',
  auth: 'session',
  permission: TradeAction.accounts,
  payload: z.object({ id: ZRowId }),
  result: ZTradeDealDetails,
  summary: 'One deal with its postings and refunds',
});

/** Recharges and manual charges (TradeDeal/Create). */
export const ZTradeDealCreateRequest = z
  .object({
    ...ZTradeCompany,
    IdempotencyKey: ZIdempotencyKey,
    TradeType: ZCode([TradeType.Recharge, TradeType.Payment], 'trade.validation.tradeType'),
    Amount: ZTradeAmount,
    /** Recharge: how the money comes (Transfer, Cash, Pos, or online: Alipay, Weixin). */
    TradeMode: ZCode(codes(TradeMode), 'trade.validation.tradeMode').optional(),
    /** Recharge by transfer: the TMC bank account it was sent to. */
    BankAccountID: ZRowId.optional().or(z.literal('')),
    /** Recharge by transfer: the company bank card it came from. */
    BankCardID: ZRowId.optional().or(z.literal('')),
    /** A transfer's reference or receipt number. */
    Voucher: z.string().trim().max(100, 'messages.validation.tooLong').optional(),
    /** A manual charge's subject, e.g. a visa fee. */
    Subject: z.string().trim().max(100, 'messages.validation.tooLong').optional(),
    Remark: z.string().trim().max(200, 'messages.validation.tooLong').optional(),
    /** Recharge: submit it at once (WaitConfirm) rather than keep it as a draft. */
    Submit: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.TradeType === TradeType.Recharge) {
      if (v.TradeMode === undefined || v.TradeMode === TradeMode.Monthly)
        ctx.addIssue({ code: 'custom', path: ['TradeMode'], message: 'trade.validation.tradeMode' });
      if (v.TradeMode === TradeMode.Transfer && !v.BankAccountID)
        ctx.addIssue({ code: 'custom', path: ['BankAccountID'], message: 'trade.validation.bankAccount' });
    } else if (!v.Subject) {
      ctx.addIssue({ code: 'custom', path: ['Subject'], message: 'trade.validation.subject' });
    }
  });
export type TTradeDealCreateRequest = z.output<typeof ZTradeDealCreateRequest>;

export const TradeDealCreate = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/Create',
  auth: 'session',
  permission: TradeAction.accounts,
  payload: ZTradeDealCreateRequest,
  result: ZTradeDeal,
  summary:
    "A recharge entered by the company's finance (Recharge needs a correct amount), or a charge the TMC raises on a company (WaitPayment)",
});

export const ZTradeRef = z.object({ TradeID: ZRowId });
export const ZTradeRefKeyed = z.object({ TradeID: ZRowId, IdempotencyKey: ZIdempotencyKey });

export const TradeDealSubmit = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/Submit',
  auth: 'session',
  permission: TradeAction.pay,
  payload: ZTradeRef,
  result: ZTradeDeal,
  summary: 'Submits a recharge for the TMC to confirm (WaitSubmit → WaitConfirm)',
});

export const TradeDealConfirm = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/Confirm',
  auth: 'session',
  permission: TradeAction.receive,
  payload: z.object({
    TradeID: ZRowId,
    IdempotencyKey: ZIdempotencyKey,
    /** The TMC bank account the money arrived in (a transfer names one already). */
    BankAccountID: ZRowId.optional().or(z.literal('')),
  }),
  result: ZTradeDeal,
  summary: 'TMC finance confirms a recharge against a bank account: the company balance is credited (→ Finished)',
});

export const TradeDealReject = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/Reject',
  auth: 'session',
  permission: TradeAction.receive,
  payload: z.object({
    TradeID: ZRowId,
    Reason: z.string({ error: 'trade.validation.reason' }).trim().min(1, 'trade.validation.reason').max(200),
  }),
  result: ZTradeDeal,
  summary: 'TMC finance refuses a recharge that did not arrive (→ Rejected)',
});

export const TradeDealCancel = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/Cancel',
  auth: 'session',
  permission: TradeAction.accounts,
  payload: z.object({ TradeID: ZRowId, Reason: z.string().trim().max(200).optional() }),
  result: ZTradeDeal,
  summary: 'Cancels a deal not yet submitted or paid; money frozen for it is released',
});

export const TradeDealPayment = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/Payment',
  auth: 'session',
  permission: TradeAction.pay,
  payload: z.object({ TradeID: ZRowId, IdempotencyKey: ZIdempotencyKey, AccountType: ZAccountType }),
  result: ZTradeDeal,
  summary: "Pays a deal awaiting payment from the company's balance or credit, never past what is available",
});

export const TradeDealRefund = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/Refund',
  auth: 'session',
  permission: TradeAction.receive,
  payload: z.object({
    TradeID: ZRowId,
    IdempotencyKey: ZIdempotencyKey,
    Amount: ZTradeAmount,
    Reason: z.string({ error: 'trade.validation.reason' }).trim().min(1, 'trade.validation.reason').max(200),
  }),
  result: ZTradeDeal,
  summary: 'Refunds (part of) a finished payment to the account that paid it; refunds never exceed the payment',
});

export const TradeDealInvoice = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/Invoice',
  auth: 'session',
  permission: TradeAction.pay,
  payload: ZTradeRef,
  result: ZTradeDeal,
  summary: 'Asks for an invoice of a finished recharge or payment (once)',
});

export const TradeDealExport = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDeal/Export',
  auth: 'session',
  permission: TradeAction.accounts,
  payload: ZTradeDealListRequest,
  result: ZExportQueued,
  summary: 'Queues the filtered deal list as .xlsx; the export list (/system/bill/exportlist) shows it when ready',
});

/** The ledger's filters (TradeFlowList, TradeDetail/List and Export). */
export const ZTradeDetailListRequest = z.object({
  ...ZListPaging,
  ...ZTradeCompany,
  AccountType: z.union([z.literal(''), z.literal(0), ZAccountType]).optional(),
  TradeType: optionalCode(codes(TradeType), 'trade.validation.tradeType'),
  UniqueID: z.string().trim().max(40).optional(),
  DateFrom: ZDay.optional().or(z.literal('')),
  DateTo: ZDay.optional().or(z.literal('')),
});
export type TTradeDetailListRequest = z.output<typeof ZTradeDetailListRequest>;

export const TradeDetailList = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDetail/List',
  auth: 'session',
  permission: TradeAction.flow,
  payload: ZTradeDetailListRequest,
  result: listResult(ZTradeDetail),
  summary: "The ledger of a company's accounts, newest first, by date, type, account and order",
});

export const TradeDetailExport = defineCall({
  group: 'bill',
  method: 'POST',
  path: 'TradeDetail/Export',
  auth: 'session',
  permission: TradeAction.flow,
  payload: ZTradeDetailListRequest,
  result: ZExportQueued,
  summary: 'Queues the filtered ledger as .xlsx; the export list (/system/bill/exportlist) shows it when ready',
});

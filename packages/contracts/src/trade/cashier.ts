import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZRowId } from '../resource/define.ts';
import { TradeAction } from './actions.ts';
import { ZIdempotencyKey } from './account.ts';
import { ZTradeDeal } from './deal.ts';

// The cashier (/trade/cashier; spec "cashier redirect"; issue 5 section 2). An order or a recharge that is to be paid
// is sent here: it shows the amount, the items and the ways to pay: the company's balance or credit, or online
// through the payment gateway (a mobile wallet, a messaging-app payment). Online payments are confirmed by the
// gateway's signed, asynchronous notify callback, which may arrive twice, late or out of order.

export const CashierChannel = {
  Balance: 'Balance',
  Credit: 'Credit',
  Alipay: 'Alipay',
  Weixin: 'Weixin',
} as const;
export type TCashierChannel = (typeof CashierChannel)[keyof typeof CashierChannel];
export const CASHIER_CHANNELS = Object.values(CashierChannel) as TCashierChannel[];
/** Channels paid through the gateway. */
export const ONLINE_CHANNELS: readonly TCashierChannel[] = [CashierChannel.Alipay, CashierChannel.Weixin];

export const PaymentStatus = { Pending: 'Pending', Paid: 'Paid', Closed: 'Closed', Refunded: 'Refunded' } as const;
export type TPaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** How often the cashier asks whether an online payment went through (ms). */
export const CASHIER_POLL_MS = 2000;
/** An online payment left unpaid this long is closed (minutes). */
export const ONLINE_PAYMENT_TTL_MINUTES = 30;

export const ZCashierChoice = z.object({
  Channel: z.enum(CASHIER_CHANNELS as [TCashierChannel, ...TCashierChannel[]]),
  Enabled: z.boolean(),
  /** Company accounts: what is available now, yuan. */
  Available: z.number().nullable(),
  /** Catalogue key of why it cannot be used, or ''. */
  DisabledReason: z.string(),
});

export const ZCashierInfo = z.object({
  Deal: ZTradeDeal,
  Items: z.array(z.object({ Subject: z.string(), Amount: z.number() })),
  Choices: z.array(ZCashierChoice),
  /** An online payment under way, if any. */
  Payment: z
    .object({
      PaymentID: z.string(),
      Channel: z.string(),
      Status: z.string(),
      QrContent: z.string(),
      ExpireTime: z.string(),
    })
    .nullable(),
  /** Where to go back to after paying. */
  ReturnUrl: z.string(),
  /** Whether the development payment simulator answers for the gateway (shows its confirm screen). */
  Simulator: z.boolean(),
});
export type TCashierInfo = z.output<typeof ZCashierInfo>;

export const CashierInfo = defineCall({
  group: 'trade',
  method: 'GET',
  path: 'Cashier/Info',
  auth: 'session',
  permission: TradeAction.pay,
  payload: z.object({ TradeID: ZRowId }),
  result: ZCashierInfo,
  summary: 'What the cashier shows for a deal: amount, items, payment choices and any online payment under way',
});

export const ZCashierPayResult = z.object({
  Deal: ZTradeDeal,
  /** Online: the gateway payment to scan or confirm. */
  PaymentID: z.string(),
  QrContent: z.string(),
  PaymentStatus: z.string(),
});
export type TCashierPayResult = z.output<typeof ZCashierPayResult>;

export const CashierPay = defineCall({
  group: 'trade',
  method: 'POST',
  path: 'Cashier/Pay',
  auth: 'session',
  permission: TradeAction.pay,
  payload: z.object({
    TradeID: ZRowId,
    IdempotencyKey: ZIdempotencyKey,
    Channel: z.enum(CASHIER_CHANNELS as [TCashierChannel, ...TCashierChannel[]], {
      error: 'trade.validation.channel',
    }),
  }),
  result: ZCashierPayResult,
  summary: 'Pays a deal from a company account at once, or opens an online payment with the gateway',
});

export const CashierQuery = defineCall({
  group: 'trade',
  method: 'GET',
  path: 'Cashier/Query',
  auth: 'session',
  permission: TradeAction.pay,
  payload: z.object({ PaymentID: ZRowId }),
  result: z.object({ PaymentID: z.string(), PaymentStatus: z.string(), TradeID: z.string(), TradeStatus: z.number() }),
  summary: 'The state of an online payment (the cashier polls it); asks the gateway when still pending',
});

export const CashierRedirect = defineCall({
  group: 'trade',
  method: 'POST',
  path: 'Cashier/Redirect',
  auth: 'session',
  permission: TradeAction.pay,
  payload: z.object({
    TradeID: ZRowId,
    /** A path inside the site to return to; anything else is ignored. */
    ReturnUrl: z.string().trim().max(300).optional(),
  }),
  result: z.object({ Url: z.string() }),
  summary: 'The cashier address for a deal awaiting payment (the spec\'s "cashier redirect")',
});

/** The gateway's notify (asynchronous callback), signed by the provider. */
export const ZPaymentNotify = z.object({
  PaymentID: ZRowId,
  ProviderTradeNo: z.string().trim().min(1).max(64),
  /** Yuan, as the provider sends it. */
  Amount: z.string().trim().max(20),
  Status: z.enum(['TRADE_SUCCESS', 'TRADE_CLOSED']),
  /** yyyy-MM-dd HH:mm:ss; a later notify may arrive first. */
  NotifyTime: z.string().trim().max(20),
  Nonce: z.string().trim().min(8).max(64),
  Sign: z.string().trim().min(1).max(200),
});
export type TPaymentNotify = z.output<typeof ZPaymentNotify>;

export const CashierNotify = defineCall({
  group: 'trade',
  method: 'POST',
  path: 'Cashier/Notify/:provider',
  auth: 'public',
  // The gateway posts its fields as they are, with no X-Requested-With: the signature is the proof.
  external: true,
  payload: ZPaymentNotify.extend({
    provider: z
      .string()
      .trim()
      .regex(/^[a-z]{2,20}$/),
  }),
  result: z.object({ Applied: z.boolean() }),
  summary:
    "The payment gateway's notify callback: the signature is checked; repeats, late and out-of-order notifies are applied once",
});

/** Development only: the simulator's confirm screen pays (or abandons) an online payment. */
export const CashierSimulate = defineCall({
  group: 'trade',
  method: 'POST',
  path: 'Cashier/Simulate',
  auth: 'session',
  permission: TradeAction.pay,
  payload: z.object({ PaymentID: ZRowId, Outcome: z.enum(['pay', 'close']) }),
  result: z.object({ PaymentStatus: z.string() }),
  summary: 'The payment simulator sends the gateway notify for a payment, as if the payer paid or gave up',
});

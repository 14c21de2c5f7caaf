import { z } from 'zod';
import { ZMoney } from '../format.ts';
import { ZOrderKey } from './booking.ts';

// The change calls' shapes every product shares (issue 16 section 1; docs/orders.md "Amends"; ADR 0038): a change
// is named by its amend id or its order; the supplier or TMC prices it (a unit price of the new goods and a change
// fee) or says it cannot be made; the client confirms or declines; a change owing money has one deal. A change's view
// carries its amounts, its deal and the caller's steps; the product adds its new goods and per-passenger lines (trains:
// train/order-change.ts, with the same call paths and field names as before). The engine counts in integer fen; the
// wire carries yuan, as the spec's calls do.

/** A change named by its amend id (AM…), or by its order's UniqueID (the order's newest open change). */
export const ZOrderChangeRef = z.object({ UniqueID: ZOrderKey });
export type TOrderChangeRef = z.output<typeof ZOrderChangeRef>;

/**
 * ConfirmClientAmendPrice: the client (or TMC staff for them, under the lock) accepts a priced change, or with
 * Confirm false declines it (the amend table's `cancel`: Canceled; the new goods held and an unpaid deal released).
 */
export const ZOrderClientChangePriceRequest = z.object({
  UniqueID: ZOrderKey,
  Confirm: z.boolean().optional().default(true),
  /** Why the client declines (optional), shown as the amend's status reason. */
  Reason: z.string().trim().max(200, 'messages.validation.tooLong').optional().default(''),
});
export type TOrderClientChangePriceRequest = z.output<typeof ZOrderClientChangePriceRequest>;

const ZAmendAmount = ZMoney.refine((f) => f >= 0 && f <= 1_000_000, 'messages.validation.amount');

/**
 * ConfirmSupplyAmendPrice: the supplier or TMC staff price a submitted change, or with Cannot (and a Reason, else
 * `cannotReasonMessage`, the product's catalogue key) say it cannot be made.
 */
export const zOrderSupplyChangePriceRequest = (cannotReasonMessage: string) =>
  z
    .object({
      UniqueID: ZOrderKey,
      /** The change cannot be made (the amend ends Cannot, its goods held and unpaid deal released); needs a Reason. */
      Cannot: z.boolean().optional().default(false),
      /** Why it cannot be made, shown to the client. */
      Reason: z.string().trim().max(200, 'messages.validation.tooLong').optional().default(''),
      /** One unit of the new goods (a ticket), yuan; the supplier's price when absent. */
      Price: ZAmendAmount.optional(),
      /** The change fee for the whole change, yuan (0 by default). */
      ChangeFee: ZAmendAmount.optional().default(0),
    })
    .refine((p) => !p.Cannot || p.Reason !== '', { path: ['Reason'], message: cannotReasonMessage });
export type TOrderSupplyChangePriceRequest = z.output<ReturnType<typeof zOrderSupplyChangePriceRequest>>;

/**
 * The change calls a user may make on a change now, as the server decides them from the amend table, the order's
 * lock and the payment: Submit, ConfirmSupply (ConfirmSupplyAmendPrice), ConfirmClient (ConfirmClientAmendPrice),
 * Decline (ConfirmClientAmendPrice with Confirm false on a priced change), Withdraw (the same before a price), Cannot
 * (ConfirmSupplyAmendPrice with Cannot true), StatusBack (AmendStatusBack), Pay (CreateAmendTradeDeal and the cashier:
 * an order paid online owing a dearer change's amount).
 */
export const ORDER_CHANGE_STEPS = [
  'Submit',
  'ConfirmSupply',
  'ConfirmClient',
  'Decline',
  'Withdraw',
  'Cannot',
  'StatusBack',
  'Pay',
] as const;
export type TOrderChangeStep = (typeof ORDER_CHANGE_STEPS)[number];

/** What every product's change view carries: the amend, its amounts (yuan), its deal and the caller's steps. */
export const ZOrderChangeView = z.object({
  AmendID: z.string(),
  UniqueID: z.string(),
  /** An AmendStatus code. */
  AmendStatus: z.number(),
  Reason: z.string(),
  StatusReason: z.string(),
  /** The old goods, the new ones, the signed difference (new − old). */
  OldPrice: z.number(),
  NewPrice: z.number(),
  Difference: z.number(),
  /** The change fee of the price check. */
  ChangeFee: z.number(),
  /** The TMC's change service fee. */
  ServiceFee: z.number(),
  /** What the client pays, or gets back (one of them is 0). */
  PayAmount: z.number(),
  RefundAmount: z.number(),
  /** The trade deal of the amount paid ('' before). */
  DealID: z.string(),
  Version: z.number(),
  /** The caller's actions on the amend (the amend table). */
  Actions: z.array(z.string()),
  /** The change calls the caller may make now (ORDER_CHANGE_STEPS), decided by the server. */
  Steps: z.array(z.enum(ORDER_CHANGE_STEPS)),
});
export type TOrderChangeView = z.output<typeof ZOrderChangeView>;

/** A change call's reply: the product's view of the change and of the whole order. */
export const zOrderChangeResult = <C extends z.ZodType, O extends z.ZodType>(change: C, order: O) =>
  z.object({ Change: change, Order: order });

/** CreateAmendTradeDeal's reply: the deal of a priced change's amount to pay. */
export const ZOrderAmendDealResult = z.object({
  AmendID: z.string(),
  DealID: z.string(),
  /** Yuan. */
  Amount: z.number(),
  /** A TradeStatus code. */
  TradeStatus: z.number(),
});
export type TOrderAmendDealResult = z.output<typeof ZOrderAmendDealResult>;

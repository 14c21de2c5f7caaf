import { z } from 'zod';
import { ZOrderKey } from './booking.ts';
import { ZOrderAmendRow } from './lists.ts';
import { amendReasonGiven, zAmendReason } from './reasons.ts';

// The refund calls' shapes every product shares (issue 16 section 1; docs/orders.md "Amends"): a refund names the
// order, the passengers whose goods go back and a reason (a listed code or words); the product quotes each passenger's
// fee now; the reply gives the amounts and the product's order detail. A product composes them with its own fields
// and message keys (trains: train/order-refund.ts, the same call paths and field names as before). The engine counts
// in integer fen; the wire carries yuan, as the spec's calls do. A flight adds its segments to a passenger's line
// later, beside the same fields.

/** How many passengers one refund or change may name at most unless the product says otherwise. */
export const AMEND_PASSENGERS_MAX = 5;

/**
 * The passengers (PassengerID) an amend takes: 1 to `max` ids; `message` (the product's catalogue key) when none is
 * given or one is empty.
 */
export const zAmendPassengerIds = (message: string, max = AMEND_PASSENGERS_MAX) =>
  z.array(z.string().trim().min(1, message).max(40), { error: message }).min(1, message).max(max, message);

/** The fields of a refund or change request: the order, the passengers, and the reason (a listed code or words). */
export const zAmendRequestFields = (kind: 'refund' | 'change', message: string, max = AMEND_PASSENGERS_MAX) => ({
  UniqueID: ZOrderKey,
  /** The passengers (PassengerID) whose goods go back or move. */
  PassengerIDs: zAmendPassengerIds(message, max),
  /** A listed reason (amendReasonChoices(kind)), or the words of another in Reason. */
  ...zAmendReason(kind, message),
});

/** A request names a reason: a listed code, or words (`message` on Reason otherwise). */
export const amendReasonIssue = (message: string) => ({ path: ['Reason'], message });

/** OrderRefund's request: the order, the passengers whose goods go back, and why. */
export const zOrderRefundRequest = (message: string, max = AMEND_PASSENGERS_MAX) =>
  z.object(zAmendRequestFields('refund', message, max)).refine(amendReasonGiven, amendReasonIssue(message));
export type TOrderRefundRequest = z.output<ReturnType<typeof zOrderRefundRequest>>;

/** One passenger's goods as a refund would take them now: the fee quote at the server clock. Yuan. */
export const ZOrderRefundQuoteLine = z.object({
  PassengerID: z.string(),
  PassengerName: z.string(),
  /** The goods' price (a ticket, a segment, a room). */
  Price: z.number(),
  /** The TMC's service fee paid at booking (not refunded). */
  ServiceFee: z.number(),
  /** The supplier's refund fee if refunded now. */
  Fee: z.number(),
  /** The fee's rate of the price as a fraction (the fee may differ by rounding and minimums). */
  Rate: z.number(),
  /** Price less Fee. */
  RefundAmount: z.number(),
  /** Whether this passenger's goods can be refunded online now. */
  CanRefund: z.boolean(),
});
export type TOrderRefundQuoteLine = z.output<typeof ZOrderRefundQuoteLine>;

/** OrderRefund's reply: the amend, its amounts (yuan: the goods' price, the fee kept, what went back) and the order. */
export const zOrderRefundResult = <O extends z.ZodType>(order: O) =>
  z.object({
    AmendID: z.string(),
    /** An AmendStatus code (Finished for an online refund). */
    AmendStatus: z.number(),
    Price: z.number(),
    Fee: z.number(),
    RefundAmount: z.number(),
    Order: order,
  });

/** OrderRefundCancel's reply: the refunds withdrawn, as the amend lists show them. */
export const ZOrderRefundCancelResult = z.object({ UniqueID: z.string(), Amends: z.array(ZOrderAmendRow) });
export type TOrderRefundCancelResult = z.output<typeof ZOrderRefundCancelResult>;

/** CheckAmend's reply: what can be amended now (the product counts its goods). */
export const ZOrderCheckAmendResult = z.object({
  UniqueID: z.string(),
  /** Units (tickets, segments, rooms) still issued and not in a change not yet ended. */
  Tickets: z.number(),
  /** Units that can be refunded online now. */
  Refundable: z.number(),
  /** Units that can be changed online now. */
  Changeable: z.number(),
});
export type TOrderCheckAmendResult = z.output<typeof ZOrderCheckAmendResult>;

import { z } from 'zod';
import { AMEND_KINDS, ORDER_ACTIONS } from './transitions.ts';
import { ORDER_REFUND_STATES } from './display.ts';

// The rows of every product's order and amend lists (issue 16 section 1; docs/orders.md "Lists"): what the engine
// reads from the header (`orders`, `amends`) and what the product adds from its goods (the title in the reader's
// language and the units its refund state counts; an amend's passengers). A product's list call answers with these
// rows (trains: TrainOrder/List, TrainAmend/List, TrainOrder/AmendDetails).

/** One order of a list (and the header of a detail). */
export const ZOrderListRow = z.object({
  OrderID: z.string(),
  UniqueID: z.string(),
  /** An OrderStatus code. */
  OrderStatus: z.number(),
  /** Why it was rejected, cancelled or could not be issued; '' otherwise. */
  StatusReason: z.string(),
  CompanyID: z.string(),
  BookerID: z.string(),
  BookerName: z.string(),
  /** The product's: what the goods are, in the reader's language (for trains the stations and the train). */
  Title: z.string(),
  TravelDate: z.string(),
  TravellerNames: z.string(),
  /** Yuan: goods plus service fee. */
  TotalPrice: z.number(),
  ServiceFee: z.number(),
  PaidAmount: z.number(),
  RefundedAmount: z.number(),
  PaymentMode: z.number(),
  /** The paying company account (offline); 0 online. */
  AccountType: z.number(),
  /** Who holds the lock ('' when free) and whether it is the caller. */
  LockHolderID: z.string(),
  LockedByMe: z.boolean(),
  /** Until when it must be submitted or paid ('' when that no longer applies). */
  PayDeadline: z.string(),
  /** Older than the online history window (spec section 9): details by the customer-service line. */
  Archived: z.boolean(),
  Version: z.number(),
  CreateTime: z.string(),
  UpdateTime: z.string(),
  /** What the caller may do now (the buttons to draw). */
  Actions: z.array(z.enum(ORDER_ACTIONS as [string, ...string[]])),
  /** How much of a Finished order came back: shown as partly refunded or refunded (order/display.ts). */
  RefundState: z.enum(ORDER_REFUND_STATES),
});
export type TOrderListRow = z.output<typeof ZOrderListRow>;

/** A traveller whose unit (ticket, room) a refund took back or a change moved. */
export const ZOrderAmendPassenger = z.object({
  PassengerID: z.string(),
  PassengerName: z.string(),
  TicketNo: z.string(),
  /** Yuan: the unit's price and the supplier's fee kept on it. */
  Price: z.number(),
  Fee: z.number(),
});
export type TOrderAmendPassenger = z.output<typeof ZOrderAmendPassenger>;

/** One refund or change of an amend list (and of an order's amends). */
export const ZOrderAmendRow = z.object({
  AmendID: z.string(),
  UniqueID: z.string(),
  OrderID: z.string(),
  Kind: z.enum(AMEND_KINDS),
  /** An AmendStatus code. */
  AmendStatus: z.number(),
  /** Yuan. */
  Price: z.number(),
  Fee: z.number(),
  RefundAmount: z.number(),
  /** The service fee of the units (kept by the TMC). */
  ServiceFee: z.number(),
  Reason: z.string(),
  StatusReason: z.string(),
  CreateTime: z.string(),
  UpdateTime: z.string(),
  /** The product's: the travellers whose units it took back or changed. */
  Passengers: z.array(ZOrderAmendPassenger),
});
export type TOrderAmendRow = z.output<typeof ZOrderAmendRow>;

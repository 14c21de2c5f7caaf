import { z } from 'zod';
import { defineCall } from '../call.ts';
import { BOOKING_ACTION } from '../system/actions.ts';
import { AMEND_KINDS } from '../order/transitions.ts';
import {
  ZOrderCheckAmendResult,
  ZOrderRefundCancelResult,
  ZOrderRefundQuoteLine,
  zOrderRefundRequest,
  zOrderRefundResult,
} from '../order/refunds.ts';
import { ZTrainChange } from './order-change.ts';
import { ZTrainOrderDetail, createTimeRangeOrdered, dateRangeIssue, zCappedPageSize } from './order.ts';
import { ZOrderKey, zOrderNumbers } from '../order/booking.ts';
import { ZOrderAmendPassenger, ZOrderAmendRow } from '../order/lists.ts';
import { ZTrainDate } from './search.ts';

// The refund screens' reads (issue 6 section 5): RefundJudge?UniqueID and TrainFixInAdvance/RefundTickets/{id}. Both
// answer per ticket still issued of a Finished order, at the server clock, by the configured refund rule: the fee
// now, its rate, what would go back and whether an online refund is still open (the 35-minute cut-off). The TMC's
// service fee is shown but never goes back. Amounts in yuan, as the spec's CalcPrice.

/** A passenger's ticket with its refund quote now: the engine's line (contracts order/refunds.ts) and its seat. */
export const ZTrainRefundTicket = ZOrderRefundQuoteLine.extend({
  TicketNo: z.string(),
  CoachNo: z.string(),
  SeatNo: z.string(),
});
export type TTrainRefundTicket = z.output<typeof ZTrainRefundTicket>;

export const ZTrainRefundJudge = z.object({
  UniqueID: z.string(),
  TrainNo: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  DepartTime: z.string(),
  /** Whether an online refund is open now (the order is issued and more than 35 minutes before departure). */
  Open: z.boolean(),
  /** Why it is closed, localised; '' when open. */
  Message: z.string(),
  Tickets: z.array(ZTrainRefundTicket),
});
export type TTrainRefundJudge = z.output<typeof ZTrainRefundJudge>;

export const TrainRefundJudge = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/RefundJudge',
  auth: 'session',
  payload: z.object({ UniqueID: ZOrderKey }),
  result: ZTrainRefundJudge,
  summary:
    "Per passenger still holding an issued ticket: the refund fee now, its rate, the amount that would go back and whether the online refund is open (35-minute cut-off); the order's booker side, TMC staff or supplier",
});

export const TrainRefundTickets = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainFixInAdvance/RefundTickets/:id',
  auth: 'session',
  payload: z.object({ id: ZOrderKey }),
  result: ZTrainRefundJudge,
  summary: 'The tickets of an order for the refund screen, each with its refund fee now (as RefundJudge)',
});

/** The spec's message (section 8) when a refund lacks its passengers or its reason. */
export const TRAIN_REFUND_SELECT_MESSAGE = 'trainOrder.validation.refundSelect';

/** The passengers (PassengerID) whose tickets go back, the order's one voyage implied, and the reason. */
export const ZTrainOrderRefundRequest = zOrderRefundRequest(TRAIN_REFUND_SELECT_MESSAGE);
export type TTrainOrderRefundRequest = z.output<typeof ZTrainOrderRefundRequest>;

/** Yuan: the tickets' price, the railway's fee kept, and what went back to the payer; the train order's detail. */
export const ZTrainOrderRefundResult = zOrderRefundResult(ZTrainOrderDetail);
export type TTrainOrderRefundResult = z.output<typeof ZTrainOrderRefundResult>;

export const TrainOrderRefund = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/OrderRefund',
  auth: 'session',
  permission: BOOKING_ACTION,
  payload: ZTrainOrderRefundRequest,
  result: ZTrainOrderRefundResult,
  summary:
    "The booker (or TMC staff holding the lock, for the client) refunds chosen passengers' issued tickets with a reason, online until 35 minutes before departure: the railway's fee by the rule, the rest of the ticket price back to the paying account at once (12306-style), the seats released; the service fee is kept",
});

// The amends of train orders (refunds and changes): AmendDetails, TrainAmend/List, OrderRefundCancel, CheckAmend.

/** A train refund or change in the lists: the engine's row (contracts order/lists.ts); passengers are tickets. */
export const ZTrainAmendPassenger = ZOrderAmendPassenger;
export const ZTrainAmend = ZOrderAmendRow;
export type TTrainAmend = z.output<typeof ZTrainAmend>;

/** An amend in AmendDetails: a change also carries its whole view (new train, amounts, the caller's steps). */
export const ZTrainAmendDetail = ZTrainAmend.extend({ Change: ZTrainChange.nullable() });
export type TTrainAmendDetail = z.output<typeof ZTrainAmendDetail>;

export const TrainAmendDetails = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/AmendDetails',
  auth: 'session',
  payload: z.object({ UniqueID: ZOrderKey }),
  result: z.object({ UniqueID: z.string(), Amends: z.array(ZTrainAmendDetail) }),
  summary:
    "An order's refunds and changes, newest first, with their passengers, fees, amounts and statuses; a change with its new train, per-passenger prices, what is paid or paid back and the caller's steps",
});

export const TRAIN_AMEND_PAGE_MAX = 100;

export const ZTrainAmendListRequest = z
  .object({
    /** AmendStatus codes (the state tabs); every status when empty. */
    AmendStatus: z.array(z.coerce.number().int()).max(8).optional().default([]),
    /** refund or change; both when absent. */
    Kind: z.enum(AMEND_KINDS).optional().or(z.literal('')),
    /** Requested from and to (yyyy-MM-dd, China dates, inclusive): the amend's creation. */
    CreateTime: ZTrainDate.optional().or(z.literal('')),
    CreateTimeEnd: ZTrainDate.optional().or(z.literal('')),
    /** Part of a traveller's name (the order's travellers). */
    Traveller: z.string().trim().max(30, 'messages.validation.tooLong').optional().default(''),
    /** Order numbers (UniqueID) or amend numbers (AM…), separated by spaces, line breaks or commas. */
    UniqueIDs: zOrderNumbers,
    /** TMC staff: one client company. */
    CompanyID: z.string().trim().max(40, 'messages.validation.idRequired').optional().or(z.literal('')),
    PageNo: z.coerce.number().int().min(1).max(100000).optional().default(1),
    PageSize: zCappedPageSize(TRAIN_AMEND_PAGE_MAX),
  })
  .refine(createTimeRangeOrdered, dateRangeIssue);
export type TTrainAmendListRequest = z.output<typeof ZTrainAmendListRequest>;

export const ZTrainAmendListResult = z.object({
  Entities: z.array(ZTrainAmend),
  RecordCount: z.number(),
  PageNo: z.number(),
  PageSize: z.number(),
});
export type TTrainAmendListResult = z.output<typeof ZTrainAmendListResult>;

export const TrainAmendList = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainAmend/List',
  auth: 'session',
  payload: ZTrainAmendListRequest,
  result: ZTrainAmendListResult,
  summary:
    'Refunds and changes of train orders, newest first, paged: the caller company within the data range, or (TMC staff, suppliers) the orders they handle, as TrainOrder/List',
});

export const TrainOrderRefundCancel = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderRefundCancel',
  auth: 'session',
  permission: BOOKING_ACTION,
  stateChanging: true,
  payload: z.object({ UniqueID: ZOrderKey }),
  result: ZOrderRefundCancelResult,
  summary:
    "Withdraws the order's refund not yet priced or confirmed (its tickets issued again); online refunds finish at once, so there is usually none and the call says so",
});

export const TrainCheckAmend = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/CheckAmend',
  auth: 'session',
  payload: z.object({ UniqueId: ZOrderKey }),
  /** Tickets: still issued and not in a change not yet ended; Refundable: RefundJudge's CanRefund; Changeable: issued,
   * never changed, not in a change, before the cut-off. */
  result: ZOrderCheckAmendResult,
  summary:
    'Succeeds with how many tickets can be refunded and how many changed online now, when either is possible; else fails with why not (silent failure on the web)',
});

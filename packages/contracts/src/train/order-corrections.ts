import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZMoney } from '../format.ts';
import { OrderMenuAction } from '../order/actions.ts';
import { BOOKING_ACTION } from '../system/actions.ts';
import { TRAIN_TICKET_PRICE_MAX_FEN } from './calc-price.ts';
import { ZTrainOrderDetail } from './order.ts';
import { OrderStatus } from '../lookups/lists.ts';
import { ZOrderContact, ZOrderInvoice, ZOrderKey } from '../order/booking.ts';
import { ORDER_HEADER_CORRECTION_STATUSES, ORDER_PRICE_CORRECTION_STATUSES } from '../order/settings.ts';
import { TRAIN_PASSENGERS_MAX } from './verification.ts';

// The TMC's corrections of a train order (issue 6 sections 4 and 6; spec section 7; docs/orders.md "Corrections"):
// UpdateOrderPrice, UpdateOrder, ConfirmOrderPrice, UpdateOrderStatus, CreateTrade, SearchExtras and CreateExtras.
// Corrections patch the order's header under the version the caller read; a stale version is refused ("the order
// has changed"). Amounts are yuan on the wire, integer fen inside.

const desk = { auth: 'session', permission: OrderMenuAction.manage, stateChanging: true } as const;
const booking = { auth: 'session', permission: BOOKING_ACTION } as const;

/** The order's header version the caller read (TrainOrder detail's Version). */
const ZVersion = z.coerce
  .number({ error: 'trainOrder.corrections.validation.version' })
  .int('trainOrder.corrections.validation.version')
  .min(1, 'trainOrder.corrections.validation.version');

const ZCorrectionReason = z
  .string({ error: 'trainOrder.validation.reason' })
  .trim()
  .min(1, 'trainOrder.validation.reason')
  .max(200, 'messages.validation.tooLong');

/** Most an extra charge may be, fen (10,000 yuan). */
export const TRAIN_EXTRA_MAX_FEN = 1_000_000;

/** The engine's correction statuses (contracts order/settings.ts), under the names the train calls used. */
export const TRAIN_PRICE_CORRECTION_STATUSES = ORDER_PRICE_CORRECTION_STATUSES;
export const TRAIN_HEADER_CORRECTION_STATUSES = ORDER_HEADER_CORRECTION_STATUSES;

const ZFen = (max: number, min: number) =>
  z
    .union([z.number(), z.string()], { error: 'messages.validation.amount' })
    .pipe(ZMoney)
    .refine((fen) => fen >= min && fen <= max, 'messages.validation.amount');

export const ZTrainPriceLine = z.object({
  PassengerID: z.string({ error: 'messages.validation.idRequired' }).trim().min(1, 'messages.validation.idRequired'),
  /** The ticket price, yuan. */
  Price: ZFen(TRAIN_TICKET_PRICE_MAX_FEN, 1),
  /** The TMC's service fee of this ticket, yuan. */
  ServiceFee: ZFen(TRAIN_TICKET_PRICE_MAX_FEN, 0),
});

export const ZTrainUpdateOrderPriceRequest = z.object({
  UniqueID: ZOrderKey,
  Version: ZVersion,
  Passengers: z
    .array(ZTrainPriceLine, { error: 'trainOrder.corrections.validation.passengers' })
    .min(1, 'trainOrder.corrections.validation.passengers')
    .max(TRAIN_PASSENGERS_MAX, 'trainOrder.corrections.validation.passengers')
    .refine(
      (lines) => new Set(lines.map((l) => l.PassengerID)).size === lines.length,
      'trainOrder.corrections.validation.passengers',
    ),
  /** Why the price changed (told to the client in the order log). */
  Reason: ZCorrectionReason,
});
export type TTrainUpdateOrderPriceRequest = z.output<typeof ZTrainUpdateOrderPriceRequest>;

const ZOptionalRef = z.string().trim().max(40, 'messages.validation.idRequired').optional();

/** Header data the TMC corrects; only the fields given change. */
export const ZTrainUpdateOrderRequest = z.object({
  UniqueID: ZOrderKey,
  Version: ZVersion,
  Contact: ZOrderContact.optional(),
  /** null removes the invoice delivery. */
  Invoice: ZOrderInvoice.nullable().optional(),
  Remark: z.string().trim().max(200, 'messages.validation.tooLong').optional(),
  CostCenterID: ZOptionalRef,
  ProjectID: ZOptionalRef,
  TravelPurposeID: ZOptionalRef,
  ApprovalNo: z.string().trim().max(40, 'messages.validation.tooLong').optional(),
});
export type TTrainUpdateOrderRequest = z.output<typeof ZTrainUpdateOrderRequest>;

export const ZTrainVersionedRequest = z.object({ UniqueID: ZOrderKey, Version: ZVersion });
export type TTrainVersionedRequest = z.output<typeof ZTrainVersionedRequest>;

export const ZTrainUpdateOrderStatusRequest = z.object({
  UniqueID: ZOrderKey,
  /** The OrderStatus to move to: one the transition table allows TMC staff from the current status. */
  Status: z.coerce
    .number({ error: 'trainOrder.corrections.validation.status' })
    .int('trainOrder.corrections.validation.status')
    .refine((s) => (Object.values(OrderStatus) as number[]).includes(s), 'trainOrder.corrections.validation.status'),
  /** Required where the table needs one (cancel, cannot). */
  Reason: z.string().trim().max(200, 'messages.validation.tooLong').optional(),
  Version: ZVersion.optional(),
});
export type TTrainUpdateOrderStatusRequest = z.output<typeof ZTrainUpdateOrderStatusRequest>;

/** A corrected order: its detail, which says whether the booker must confirm a price the TMC raised. */
export const ZTrainCorrectedOrder = ZTrainOrderDetail;
export type TTrainCorrectedOrder = z.output<typeof ZTrainCorrectedOrder>;

export const ZTrainTrade = z.object({
  DealID: z.string(),
  UniqueID: z.string(),
  /** Yuan. */
  Amount: z.number(),
  /** A TradeStatus code. */
  TradeStatus: z.number(),
  Subject: z.string(),
});
export type TTrainTrade = z.output<typeof ZTrainTrade>;

export const TRAIN_EXTRA_KINDS = ['Delivery', 'PaperTicket', 'Other'] as const;
export type TTrainExtraKind = (typeof TRAIN_EXTRA_KINDS)[number];

export const ZTrainCreateExtrasRequest = z
  .object({
    UniqueID: ZOrderKey,
    Version: ZVersion,
    Kind: z.enum(TRAIN_EXTRA_KINDS, { error: 'trainOrder.corrections.validation.extraKind' }),
    /** What the charge is for; required for Other. */
    Name: z.string().trim().max(60, 'messages.validation.tooLong').optional().default(''),
    /** Yuan. */
    Amount: ZFen(TRAIN_EXTRA_MAX_FEN, 1),
  })
  .refine((x) => x.Kind !== 'Other' || x.Name.length > 0, {
    message: 'trainOrder.corrections.validation.extraName',
    path: ['Name'],
  });
export type TTrainCreateExtrasRequest = z.output<typeof ZTrainCreateExtrasRequest>;

export const ZTrainExtra = z.object({
  ExtraID: z.string(),
  Kind: z.enum(TRAIN_EXTRA_KINDS),
  Name: z.string(),
  /** Yuan. */
  Amount: z.number(),
  /** Added to the order's unpaid deal (Order), or paid at once from the company account (Paid). */
  Settlement: z.enum(['Order', 'Paid']),
  DealID: z.string(),
  CreatedBy: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  CreateTime: z.string(),
});
export const ZTrainExtrasResult = z.object({
  Entities: z.array(ZTrainExtra),
  /** Yuan: the sum of the extras. */
  Total: z.number(),
  /** The order's header version now. */
  Version: z.number(),
});
export type TTrainExtrasResult = z.output<typeof ZTrainExtrasResult>;

// ---------------------------------------------------------------- calls

export const TrainUpdateOrderPrice = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/UpdateOrderPrice',
  ...desk,
  payload: ZTrainUpdateOrderPriceRequest,
  result: ZTrainCorrectedOrder,
  summary:
    "TMC staff holding the lock correct ticket prices and service fees per passenger before issue, under the order's version; the frozen money follows; a raised price waits for the booker's ConfirmOrderPrice",
});

export const TrainUpdateOrder = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/UpdateOrder',
  ...desk,
  payload: ZTrainUpdateOrderRequest,
  result: ZTrainCorrectedOrder,
  summary:
    "TMC staff holding the lock correct an order's header data (contact, invoice delivery, remark, cost centre, project, purpose, approval number) under its version",
});

export const TrainConfirmOrderPrice = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/ConfirmOrderPrice',
  ...booking,
  payload: ZTrainVersionedRequest,
  result: ZTrainCorrectedOrder,
  summary: 'The booker confirms a price the TMC raised; until then the order is not issued',
});

export const TrainUpdateOrderStatus = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/UpdateOrderStatus',
  ...desk,
  payload: ZTrainUpdateOrderStatusRequest,
  result: ZTrainOrderDetail,
  summary:
    'TMC staff holding the lock move an order to a status the transition table allows them (issue, cannot or cancel, with the reason the table needs), with the move’s side effects',
});

export const TrainCreateTrade = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/CreateTrade',
  ...booking,
  payload: z.object({ UniqueID: ZOrderKey }),
  result: ZTrainTrade,
  summary:
    'The trade deal to pay an online order awaiting payment at the cashier; idempotent: every call returns the same deal',
});

export const TrainSearchExtras = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/SearchExtras',
  auth: 'session',
  payload: z.object({ UniqueID: ZOrderKey }),
  result: ZTrainExtrasResult,
  summary: "An order's extra charges (delivery, paper ticket...), for its booker side, TMC staff and its supplier",
});

export const TrainCreateExtras = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/CreateExtras',
  ...desk,
  payload: ZTrainCreateExtrasRequest,
  result: ZTrainExtrasResult,
  summary:
    "The order's supplier or TMC staff, holding the lock, add an extra charge: added to the order's unpaid (frozen) amount, or paid at once from the company account once the order is paid",
});

import { z } from 'zod';
import { AccountType, CardType, PaymentMode, TrainSeatType } from '../lookups/lists.ts';
import { ZMoney, formatDate } from '../format.ts';
import { MOBILE_RE } from '../validation.ts';
import { ZRejectReason } from '../approval/decide.ts';
import { ZOrderContact, ZOrderInvoice, ZOrderKey, zOrderNumbers } from '../order/booking.ts';
import { ZOrderListRow } from '../order/lists.ts';
import { ZOrderBookingDefaults, type TOrderBookingDefaults } from '../order/settings.ts';
import { TRAIN_TICKET_PRICE_MAX_FEN } from './calc-price.ts';
import { ZTrainDate } from './search.ts';
import { ZTrainStationCode } from './station.ts';
import { addTrainIssues, trainPassengerIssues, trainSeatIssues } from './passengers.ts';
import { trainFareIssues } from './fares.ts';
import { ZBirthday } from '../profile/passenger.ts';
import { TRAIN_PASSENGERS_MAX } from './verification.ts';

// Domestic train orders (spec sections 3, 5, 7 and 9; issue 6 sections 3, 4 and 6): the payloads and replies of the
// train/TrainOrder calls. The goods of an order are one train (number, stations, times, seat type, price) and up to
// five passengers with their chosen seats; after issue each passenger carries a ticket number, a gate and a coach
// and seat. Prices are never taken from a payload: the server prices the train from the rail supplier.

/** An order not submitted or not paid within this many minutes is cancelled by the system, its seats released. */
export const TRAIN_ORDER_PAY_MINUTES = 30;

/** Orders are shown online for this many days after booking (spec section 9); older ones through customer service. */
export const ORDER_ONLINE_HISTORY_DAYS = 365;

/** Whether an order booked at `createdAt` is past the online history window at `now`. */
export const isArchivedOrder = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() > ORDER_ONLINE_HISTORY_DAYS * 86_400_000;

/** What a ticket carries after booking and issue: Booked (seat held), Issued, Canceled. */
export const TRAIN_PASSENGER_STATUSES = ['Booked', 'Issued', 'Canceled', 'Refunded'] as const;
export type TTrainPassengerStatus = (typeof TRAIN_PASSENGER_STATUSES)[number];

const cardTypes = Object.values(CardType) as number[];
const seatTypes = Object.values(TrainSeatType) as number[];

const ZOptionalId = z.string().trim().max(40, 'messages.validation.idRequired').optional().or(z.literal(''));
const ZOptionalText = (max: number) => z.string().trim().max(max, 'messages.validation.tooLong').optional().default('');

/** The train being booked, as the search showed it: the server finds it again in the rail supplier's timetable. */
export const ZTrainOrderTrain = z.object({
  TrainNo: z
    .string({ error: 'trainOrder.validation.trainNo' })
    .trim()
    .toUpperCase()
    .regex(/^[GDCZTK]\d{1,4}$/, 'trainOrder.validation.trainNo'),
  /** The departure day, yyyy-MM-dd (China time). */
  TrainDate: ZTrainDate,
  FromStation: ZTrainStationCode,
  ToStation: ZTrainStationCode,
  /** A TrainSeatType code. */
  SeatType: z.coerce
    .number({ error: 'trainOrder.validation.seatType' })
    .refine((v) => seatTypes.includes(v), 'trainOrder.validation.seatType'),
});
export type TTrainOrderTrain = z.output<typeof ZTrainOrderTrain>;

export const ZTrainOrderPassengerInput = z.object({
  Surname: z.string({ error: 'train.validation.nameBlank' }).trim().max(30, 'messages.validation.tooLong'),
  GivenName: z.string({ error: 'train.validation.nameBlank' }).trim().max(30, 'messages.validation.tooLong'),
  /** A CardType code; the identification card when absent. */
  CardType: z.coerce
    .number()
    .int()
    .refine((n) => cardTypes.includes(n), 'train.verification.validation.cardType')
    .optional()
    .default(CardType.IdCard),
  CardNo: z
    .string({ error: 'train.validation.cardNoBlank' })
    .overwrite((s) => s.replace(/\s+/g, '').toUpperCase())
    .max(30, 'messages.validation.tooLong'),
  Mobile: z.string().trim().regex(MOBILE_RE, 'messages.validation.mobile').optional().or(z.literal('')),
  /** The employee this passenger is (from the frequent-passenger list); empty for a guest. Policy applies to them. */
  UserID: ZOptionalId,
  /**
   * yyyy-MM-dd, for a document whose number states no birthday (a passport...): a child's fare is counted from it
   * (fares.ts). An identification number's own birthday always wins.
   */
  Birthday: ZBirthday.optional(),
});
export type TTrainOrderPassengerInput = z.output<typeof ZTrainOrderPassengerInput>;

const ZPaymentMode = z.coerce
  .number()
  .refine((v) => v === PaymentMode.Online || v === PaymentMode.Offline, 'trainOrder.validation.paymentMode');
const ZPayingAccount = z.coerce
  .number()
  .refine((v) => v === AccountType.Balance || v === AccountType.Credit, 'trainOrder.validation.accountType');

/** The passengers and seats of a booking, checked together (spec section 5 and 8 messages). */
const refineGoods = (
  v: {
    Train: { SeatType: number; TrainDate: string };
    Passengers: readonly TTrainOrderPassengerInput[];
    Seats: readonly string[];
  },
  ctx: z.RefinementCtx,
) => {
  const issues = trainPassengerIssues(v.Passengers);
  addTrainIssues(ctx, issues, ['Passengers']);
  // A child travels with an adult: checked once every passenger's document is valid.
  if (issues.length === 0)
    addTrainIssues(ctx, trainFareIssues(v.Passengers, v.Train.TrainDate, formatDate(new Date())), ['Passengers']);
  addTrainIssues(
    ctx,
    trainSeatIssues({ seatType: v.Train.SeatType, passengerCount: v.Passengers.length, seats: v.Seats }),
    ['Seats'],
  );
};

const ZPassengers = z
  .array(ZTrainOrderPassengerInput, { error: 'train.validation.passengerRequired' })
  // The spec's own message for a sixth passenger; trainPassengerIssues reports it too.
  .max(TRAIN_PASSENGERS_MAX, 'train.validation.tooManyPassengers');
/** Chosen seat positions (1A, 2F...), one per passenger where the seat type has a choice; none where it has not. */
const ZSeats = z
  .array(z.string().max(4))
  .max(TRAIN_PASSENGERS_MAX * 2)
  .optional()
  .default([]);

export const ZTrainCreateOrderRequest = z
  .object({
    Train: ZTrainOrderTrain,
    Passengers: ZPassengers,
    Seats: ZSeats,
    Contact: ZOrderContact,
    /** Absent or null when no invoice is wanted. */
    Invoice: ZOrderInvoice.nullable().optional(),
    /** Offline (the company's Balance or Credit account, default) or Online (the cashier). */
    PaymentMode: ZPaymentMode.optional().default(PaymentMode.Offline),
    /** Offline only: Balance or Credit (default). */
    AccountType: ZPayingAccount.optional().default(AccountType.Credit),
    /** A violation reason of the company (out of policy), and words for an "other" reason. */
    ViolationReasonID: ZOptionalId,
    ViolationReasonText: ZOptionalText(200),
    TravelPurposeID: ZOptionalId,
    CostCenterID: ZOptionalId,
    ProjectID: ZOptionalId,
    /** The approval number of a pre-trip application. */
    ApprovalNo: ZOptionalText(40),
    Remark: ZOptionalText(200),
    /** Submit at once (OrderSubmit in the same call). */
    Submit: z.boolean().optional().default(false),
  })
  .superRefine(refineGoods);
export type TTrainCreateOrderRequest = z.output<typeof ZTrainCreateOrderRequest>;
export type TTrainCreateOrderInput = z.input<typeof ZTrainCreateOrderRequest>;

export const ZTrainCheckRepeatRequest = z.object({
  TrainNo: ZTrainOrderTrain.shape.TrainNo,
  TrainDate: ZTrainDate,
  Passengers: z
    .array(
      z.object({
        CardType: ZTrainOrderPassengerInput.shape.CardType,
        CardNo: ZTrainOrderPassengerInput.shape.CardNo.pipe(z.string().min(1, 'train.validation.cardNoBlank')),
      }),
      { error: 'train.validation.passengerRequired' },
    )
    .min(1, 'train.validation.passengerRequired')
    .max(TRAIN_PASSENGERS_MAX, 'train.validation.tooManyPassengers'),
});
export type TTrainCheckRepeatRequest = z.output<typeof ZTrainCheckRepeatRequest>;

export const ZTrainRepeatItem = z.object({
  PassengerName: z.string(),
  CardNo: z.string(),
  UniqueID: z.string(),
  OrderStatus: z.number(),
});
export const ZTrainCheckRepeatResult = z.object({
  /** Some passenger already holds an open or issued order for this train and date. */
  Repeated: z.boolean(),
  Items: z.array(ZTrainRepeatItem),
});
export type TTrainCheckRepeatResult = z.output<typeof ZTrainCheckRepeatResult>;

export const ZTrainUniqueIdRequest = z.object({ UniqueID: ZOrderKey });
export const ZTrainPathIdRequest = z.object({ id: ZOrderKey });

export const ZTrainPaymentRequest = z.object({
  id: ZOrderKey,
  /** Pay from this company account now; without it the call fails with the deal to pay at the cashier. */
  AccountType: ZPayingAccount.optional(),
});
export const ZTrainMessageSendRequest = z.object({
  UniqueID: ZOrderKey,
  Text: z
    .string({ error: 'order.errors.messageEmpty' })
    .trim()
    .min(1, 'order.errors.messageEmpty')
    .max(1000, 'messages.validation.tooLong'),
  /** For the TMC side only (TMC staff and suppliers). */
  Internal: z.boolean().optional().default(false),
});

// ---------------------------------------------------------------- replies

export const ZTrainOrderPassenger = z.object({
  PassengerID: z.string(),
  Surname: z.string(),
  GivenName: z.string(),
  /** As printed on the ticket: 张三, or SMITH/JOHN. */
  PassengerName: z.string(),
  CardType: z.number(),
  CardNo: z.string(),
  Mobile: z.string(),
  UserID: z.string(),
  /** The chosen position (1A...), '' when none (no preference). */
  Seat: z.string(),
  Status: z.enum(TRAIN_PASSENGER_STATUSES),
  /** The fare the ticket is sold at: PassengerType Adult or Child (fares.ts). */
  PassengerType: z.number(),
  /** Yuan: this passenger's ticket (a child's is half the fare). */
  Price: z.number(),
  ServiceFee: z.number(),
  /** Filled at issue; '' before. */
  TicketNo: z.string(),
  Gate: z.string(),
  CoachNo: z.string(),
  SeatNo: z.string(),
});
export type TTrainOrderPassenger = z.output<typeof ZTrainOrderPassenger>;

export const ZTrainOrderGoods = z.object({
  TrainNo: z.string(),
  TrainType: z.number(),
  TrainDate: z.string(),
  FromStationCode: z.string(),
  FromStationName: z.string(),
  FromCityName: z.string(),
  ToStationCode: z.string(),
  ToStationName: z.string(),
  ToCityName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  DepartTime: z.string(),
  ArriveTime: z.string(),
  /** Minutes on the way. */
  Duration: z.number(),
  SeatType: z.number(),
  /** Yuan per ticket, as the rail supplier priced it. */
  Price: z.number(),
  /** The rail supplier's booking reference, once booked; '' before. */
  BookingNo: z.string(),
});

export const ZTrainOrderViolation = z.object({
  Code: z.string(),
  Level: z.number(),
  Message: z.string(),
  UserID: z.string(),
});

/** A train order in the lists: the engine's row (contracts order/lists.ts). */
export const ZTrainOrderRow = ZOrderListRow;
export type TTrainOrderRow = z.output<typeof ZTrainOrderRow>;

/** Whether the booker must confirm a price the TMC changed: none, pending (raised, not yet confirmed), confirmed. */
export const TRAIN_PRICE_CONFIRM_STATES = ['none', 'pending', 'confirmed'] as const;
export type TTrainPriceConfirm = (typeof TRAIN_PRICE_CONFIRM_STATES)[number];

export const ZTrainOrderDetail = ZTrainOrderRow.extend({
  Goods: ZTrainOrderGoods,
  /** A price the TMC raised waits for the booker's ConfirmOrderPrice ('pending') before the order is issued. */
  PriceConfirm: z.enum(TRAIN_PRICE_CONFIRM_STATES),
  Passengers: z.array(ZTrainOrderPassenger),
  Contact: z.object({ Name: z.string(), Mobile: z.string(), Email: z.string() }),
  Invoice: z
    .object({ Title: z.string(), TaxNo: z.string(), Recipient: z.string(), Mobile: z.string(), Address: z.string() })
    .nullable(),
  Policy: z.object({
    /** The strictest control level (0 within policy). */
    Level: z.number(),
    OutOfPolicy: z.boolean(),
    Violations: z.array(ZTrainOrderViolation),
    ViolationReasonID: z.string(),
    ViolationReason: z.string(),
    NeedsApproval: z.boolean(),
  }),
  TravelPurposeID: z.string(),
  CostCenterID: z.string(),
  ProjectID: z.string(),
  /** The references' names, read on the server (the caller's language for the purpose); '' when none. */
  TravelPurposeName: z.string(),
  CostCenterName: z.string(),
  ProjectName: z.string(),
  ApprovalNo: z.string(),
  ApprovalID: z.string(),
  DealID: z.string(),
  Remark: z.string(),
  Messages: z.array(z.object({ Author: z.string(), Text: z.string(), Internal: z.boolean(), Time: z.string() })),
  History: z.array(
    z.object({
      Action: z.string(),
      FromStatus: z.number(),
      ToStatus: z.number(),
      Actor: z.string(),
      UserID: z.string(),
      Reason: z.string(),
      /** Yuan the entry moved: a payment or a refund on the order's deals (pay, paid, refunded); 0 otherwise. */
      Amount: z.number(),
      Time: z.string(),
    }),
  ),
});
export type TTrainOrderDetail = z.output<typeof ZTrainOrderDetail>;

/** A payment not yet made: the deal to pay at the cashier. */
export const ZTrainPaymentPending = z.object({ DealID: z.string(), Amount: z.number() });

// ---------------------------------------------------------------- lists

export const TRAIN_ORDER_PAGE_MAX = 100;

/** A list's PageSize: the spec sends 9999 and 99999 for "all", cut to `max`. */
export const zCappedPageSize = (max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(9999999999)
    .optional()
    .default(20)
    .transform((n) => Math.min(n, max));

/** A list request's CreateTime range (yyyy-MM-dd) must not end before it starts: `.refine(createTimeRangeOrdered, dateRangeIssue)`. */
export const createTimeRangeOrdered = (p: { CreateTime?: string | undefined; CreateTimeEnd?: string | undefined }) =>
  !p.CreateTime || !p.CreateTimeEnd || p.CreateTime <= p.CreateTimeEnd;
export const dateRangeIssue = { path: ['CreateTimeEnd'], message: 'trainOrder.validation.dateRange' };

export const ZTrainOrderListRequest = z
  .object({
    /** OrderStatus codes (the state tabs); every status when empty. */
    OrderStatus: z.array(z.coerce.number().int()).max(8).optional().default([]),
    /** Booked from and to (yyyy-MM-dd, China dates, inclusive). */
    CreateTime: ZTrainDate.optional().or(z.literal('')),
    CreateTimeEnd: ZTrainDate.optional().or(z.literal('')),
    /** Part of a traveller's name. */
    Traveller: ZOptionalText(30),
    /** Order numbers, separated by spaces, line breaks or commas. */
    UniqueIDs: zOrderNumbers,
    /** TMC staff: one client company; suppliers and TMC staff see every company they reach when absent. */
    CompanyID: ZOptionalId,
    /** Keyset paging: the NextCursor of the previous page. */
    Cursor: z.string().max(80).optional().default(''),
    /** Indexed paging when no cursor is given. */
    PageNo: z.coerce.number().int().min(1).max(100000).optional().default(1),
    PageSize: zCappedPageSize(TRAIN_ORDER_PAGE_MAX),
  })
  .refine(createTimeRangeOrdered, dateRangeIssue);
export type TTrainOrderListRequest = z.output<typeof ZTrainOrderListRequest>;

export const ZTrainOrderListResult = z.object({
  Entities: z.array(ZTrainOrderRow),
  /** Counted up to ORDER_LIST_COUNT_CAP (then that number, and RecordCountCapped). */
  RecordCount: z.number(),
  RecordCountCapped: z.boolean(),
  PageNo: z.number(),
  PageSize: z.number(),
  /** The cursor of the next page; '' on the last. */
  NextCursor: z.string(),
});
export type TTrainOrderListResult = z.output<typeof ZTrainOrderListResult>;

// ---------------------------------------------------------------- policy and prices (trainpolicy)

export const ZTrainPolicyRequest = z
  .object({
    Train: ZTrainOrderTrain,
    /**
     * The travellers: employees by UserID; guests are checked under the booker's rule. With their documents (and
     * birthday), each is priced at their fare (an adult's or a child's); without, at the adult fare.
     */
    Passengers: z
      .array(
        z.object({
          UserID: ZOptionalId,
          CardType: ZTrainOrderPassengerInput.shape.CardType,
          CardNo: ZTrainOrderPassengerInput.shape.CardNo.optional(),
          Birthday: ZBirthday.optional(),
        }),
        { error: 'train.validation.passengerRequired' },
      )
      .min(1, 'train.validation.passengerRequired')
      .max(TRAIN_PASSENGERS_MAX, 'train.validation.tooManyPassengers'),
  })
  .refine((p) => p.Train.FromStation !== p.Train.ToStation, {
    path: ['Train', 'ToStation'],
    message: 'train.validation.sameStation',
  });
export type TTrainPolicyRequest = z.output<typeof ZTrainPolicyRequest>;

export const ZTrainPolicyResult = z.object({
  TrainNo: z.string(),
  SeatType: z.number(),
  /** Yuan per ticket, from the rail supplier (the adult fare). */
  Price: z.number(),
  /** Each passenger's ticket in order: the fare type and yuan. */
  Fares: z.array(z.object({ PassengerType: z.number(), Price: z.number() })),
  /** The TMC's service fee of the whole booking, yuan. */
  ServiceFee: z.number(),
  /** The tickets plus the service fee, yuan. */
  TotalPrice: z.number(),
  Level: z.number(),
  OutOfPolicy: z.boolean(),
  /** A violation reason must be chosen (spec: "A violation reason is required"). */
  ReasonRequired: z.boolean(),
  /** The booking may not be made at all. */
  Forbidden: z.boolean(),
  Violations: z.array(ZTrainOrderViolation),
});
export type TTrainPolicyResult = z.output<typeof ZTrainPolicyResult>;

export const ZTrainProductRequest = ZTrainOrderTrain.omit({ SeatType: true }).extend({
  /** How many tickets the fees are for (default 1). */
  Count: z.coerce.number().int().min(1).max(TRAIN_PASSENGERS_MAX).optional().default(1),
});
export type TTrainProductRequest = z.output<typeof ZTrainProductRequest>;

export const ZTrainProductResult = z.object({
  TrainNo: z.string(),
  TrainDate: z.string(),
  FromStationName: z.string(),
  ToStationName: z.string(),
  DepartTime: z.string(),
  ArriveTime: z.string(),
  Seats: z.array(
    z.object({
      SeatType: z.number(),
      Price: z.number(),
      Remaining: z.number(),
      /** Service fee of Count tickets, yuan. */
      ServiceFee: z.number(),
      /** Count tickets plus their service fee, yuan. */
      TotalPrice: z.number(),
      /** The positions that can be chosen ([] when the seat type has no choice). */
      SeatChoices: z.array(z.string()),
    }),
  ),
});
export type TTrainProductResult = z.output<typeof ZTrainProductResult>;

export const ZTrainServiceFeeRequest = z.object({
  /** The ticket price in yuan (the sum of the tickets). */
  Price: z
    .union([z.number(), z.string()], { error: 'messages.validation.amount' })
    .pipe(ZMoney)
    .refine(
      (fen) => fen >= 0 && fen <= TRAIN_TICKET_PRICE_MAX_FEN * TRAIN_PASSENGERS_MAX,
      'messages.validation.amount',
    ),
  /** How many tickets. */
  Count: z.coerce.number().int().min(1).max(TRAIN_PASSENGERS_MAX).optional().default(1),
  /** booking (default), refund or change. */
  Scene: z.enum(['booking', 'refund', 'change']).optional().default('booking'),
});
export type TTrainServiceFeeRequest = z.output<typeof ZTrainServiceFeeRequest>;

/** TrainPolicy/BookingDefaults answers with the engine's booking defaults (contracts order/settings.ts). */
export const ZTrainBookingDefaults = ZOrderBookingDefaults;
export type TTrainBookingDefaults = TOrderBookingDefaults;

export const ZTrainServiceFeeResult = z.object({
  /** Yuan. */
  ServiceFee: z.number(),
  /** Fixed or Percent; '' when no fee is set. */
  Mode: z.string(),
  /** Unit or Order; '' when no fee is set. */
  Per: z.string(),
});

// ---------------------------------------------------------------- approval and TMC corrections

export const ZTrainOrderRejectRequest = z.object({ UniqueID: ZOrderKey, Reason: ZRejectReason });

/** The TMC corrects what the booker typed (the client asked by phone); only the fields given change. */
export const ZTrainUpdateGoodsRequest = z.object({
  UniqueID: ZOrderKey,
  Contact: ZOrderContact.optional(),
  /** null removes the invoice delivery. */
  Invoice: ZOrderInvoice.nullable().optional(),
  Remark: z.string().trim().max(200, 'messages.validation.tooLong').optional(),
});
export type TTrainUpdateGoodsRequest = z.output<typeof ZTrainUpdateGoodsRequest>;

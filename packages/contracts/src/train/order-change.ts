import { z } from 'zod';
import { defineCall } from '../call.ts';
import { CardType, TrainSeatType } from '../lookups/lists.ts';
import { parseDateTime } from '../format.ts';
import { OrderMenuAction } from '../order/actions.ts';
import {
  ORDER_CHANGE_STEPS,
  ZOrderAmendDealResult,
  ZOrderChangeRef,
  ZOrderChangeView,
  ZOrderClientChangePriceRequest,
  zOrderChangeResult,
  zOrderSupplyChangePriceRequest,
  type TOrderChangeStep,
} from '../order/changes.ts';
import { amendReasonGiven } from '../order/reasons.ts';
import { amendReasonIssue, zAmendPassengerIds, zAmendRequestFields } from '../order/refunds.ts';
import { BOOKING_ACTION } from '../system/actions.ts';
import { ZTrainOrderDetail } from './order.ts';
import { ZOrderKey } from '../order/booking.ts';
import { ZTrainStationCode } from './station.ts';

// Train changes (改签; spec sections 7 and 9, issue 6 section 5; ADR 0021). A change moves chosen passengers of an
// issued order to another train (and seat type) on the same route, within the railway's windows (change.ts) and
// before the 35-minute cut-off. It is an amend of kind change:
// CreateAmend (WaitSubmit, the new seats held) → TrainOrderChange (amendSubmit: WaitDispose) →
// ConfirmSupplyAmendPrice (supplier or TMC under the lock: the new ticket price and a change fee; WaitConfirm) →
// ConfirmClientAmendPrice (the booker: a dearer change is paid from the order's account, a cheaper one paid back
// less the railway's refund fee on the difference; new tickets issued, old seats released; Finished).
// TrainFixInAdvance/TrainAmend does all of it at once at the rail supplier's fares (12306-style online change).
// Amounts in yuan on the wire.

/** The spec's messages (sections 5 and 8): passengers and a reason; the changed date. */
export const TRAIN_CHANGE_SELECT_MESSAGE = 'trainChange.validation.select';
export const TRAIN_CHANGE_DATE_MESSAGE = 'trainChange.validation.date';

/** Documents 12306 accepts for an online change (others go to a station counter). */
export const TRAIN_ONLINE_CHANGE_CARD_TYPES: readonly number[] = [
  CardType.IdCard,
  CardType.HkMoHomePermit,
  CardType.TwCompatriotPermit,
  CardType.HkMoTwResidence,
  CardType.ForeignPermanent,
];

const seatTypes = Object.values(TrainSeatType) as number[];

/** The train to change to: the same route (stations of the same cities), another train, date or seat type. */
export const ZTrainChangeTarget = z.object({
  TrainNo: z
    .string({ error: 'trainOrder.validation.trainNo' })
    .trim()
    .toUpperCase()
    .regex(/^[GDCZTK]\d{1,4}$/, 'trainOrder.validation.trainNo'),
  /** The new departure day, yyyy-MM-dd (China time): "Please select the changed date". */
  TrainDate: z
    .string({ error: TRAIN_CHANGE_DATE_MESSAGE })
    .trim()
    .transform((s, ctx) => {
      const day = s.slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(s) || !parseDateTime(day)) {
        ctx.addIssue({ code: 'custom', message: TRAIN_CHANGE_DATE_MESSAGE });
        return z.NEVER;
      }
      return day;
    }),
  FromStation: ZTrainStationCode,
  ToStation: ZTrainStationCode,
  SeatType: z.coerce
    .number({ error: 'trainOrder.validation.seatType' })
    .refine((v) => seatTypes.includes(v), 'trainOrder.validation.seatType'),
});
export type TTrainChangeTarget = z.output<typeof ZTrainChangeTarget>;

const ZPassengerIds = zAmendPassengerIds(TRAIN_CHANGE_SELECT_MESSAGE);

/** The engine's change request (contracts order/refunds.ts: the order, the passengers, the reason) and the train. */
export const ZTrainCreateChangeRequest = z
  .object({ ...zAmendRequestFields('change', TRAIN_CHANGE_SELECT_MESSAGE), Train: ZTrainChangeTarget })
  .refine(amendReasonGiven, amendReasonIssue(TRAIN_CHANGE_SELECT_MESSAGE));
export type TTrainCreateChangeRequest = z.output<typeof ZTrainCreateChangeRequest>;

/** A change named by its amend id (AM…), or by its order's UniqueID (the engine's, contracts order/changes.ts). */
export const ZTrainChangeRef = ZOrderChangeRef;

/** ConfirmClientAmendPrice: the engine's confirmation or decline (contracts order/changes.ts). */
export const ZTrainClientChangePriceRequest = ZOrderClientChangePriceRequest;
export type TTrainClientChangePriceRequest = z.output<typeof ZTrainClientChangePriceRequest>;

/** ConfirmSupplyAmendPrice: the engine's price check (Price: one new ticket, the rail supplier's fare when absent). */
export const ZTrainSupplyChangePriceRequest = zOrderSupplyChangePriceRequest('trainChange.validation.cannotReason');
export type TTrainSupplyChangePriceRequest = z.output<typeof ZTrainSupplyChangePriceRequest>;

export const ZTrainChangePassenger = z.object({
  PassengerID: z.string(),
  PassengerName: z.string(),
  OldTrainNo: z.string(),
  OldTrainDate: z.string(),
  OldTicketNo: z.string(),
  /** Yuan. */
  OldPrice: z.number(),
  NewPrice: z.number(),
  /** New − old, signed, yuan. */
  Difference: z.number(),
  /** The railway's refund fee on a cheaper ticket's difference, yuan. */
  RailwayFee: z.number(),
  /** The new ticket, once issued. */
  TicketNo: z.string(),
  CoachNo: z.string(),
  SeatNo: z.string(),
});

/** The change calls a user may make now: the engine's steps (contracts order/changes.ts, ORDER_CHANGE_STEPS). */
export const TRAIN_CHANGE_STEPS = ORDER_CHANGE_STEPS;
export type TTrainChangeStep = TOrderChangeStep;

/**
 * A train change: the engine's view (amounts in yuan, deal, actions, steps; contracts order/changes.ts) with the new
 * train, the railway's fee on a cheaper change's difference and the passengers' old and new tickets.
 */
export const ZTrainChange = ZOrderChangeView.extend({
  Train: z.object({
    TrainNo: z.string(),
    TrainDate: z.string(),
    FromStationCode: z.string(),
    FromStationName: z.string(),
    ToStationCode: z.string(),
    ToStationName: z.string(),
    /** yyyy-MM-dd HH:mm:ss, China time. */
    DepartTime: z.string(),
    ArriveTime: z.string(),
    SeatType: z.number(),
  }),
  /** The railway's refund fee on a cheaper change's difference, yuan. */
  RailwayFee: z.number(),
  Passengers: z.array(ZTrainChangePassenger),
});
export type TTrainChange = z.output<typeof ZTrainChange>;

export const ZTrainChangeResult = zOrderChangeResult(ZTrainChange, ZTrainOrderDetail);
export type TTrainChangeResult = z.output<typeof ZTrainChangeResult>;

const booking = { auth: 'session', permission: BOOKING_ACTION } as const;
const desk = { auth: 'session', permission: OrderMenuAction.manage, stateChanging: true } as const;

export const TrainCreateAmend = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/CreateAmend',
  ...booking,
  payload: ZTrainCreateChangeRequest,
  result: ZTrainChangeResult,
  summary:
    "The booker (or TMC staff holding the lock) asks to change chosen passengers' issued tickets to another train, date or seat type on the route, with a reason: the railway's windows and the 35-minute cut-off are checked and the new seats held; the change waits to be submitted",
});

export const TrainOrderChange = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/TrainOrderChange',
  ...booking,
  payload: ZTrainChangeRef,
  result: ZTrainChangeResult,
  summary: 'Submits a change request to be priced by the supplier or the TMC (amendSubmit)',
});

export const TrainConfirmSupplyAmendPrice = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/ConfirmSupplyAmendPrice',
  auth: 'session',
  permission: OrderMenuAction.manage,
  payload: ZTrainSupplyChangePriceRequest,
  result: ZTrainChangeResult,
  summary:
    "The supplier or TMC staff holding the order's lock price a submitted change: the new ticket price and a change fee; the client then confirms. With Cannot true (and a Reason) the change cannot be made: Cannot, its new seats released",
});

export const TrainConfirmClientAmendPrice = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/ConfirmClientAmendPrice',
  ...booking,
  payload: ZTrainClientChangePriceRequest,
  result: ZTrainChangeResult,
  summary:
    'The booker (or TMC staff for them, under the lock) accepts the priced change: a dearer change is paid from the order account (or the cashier), a cheaper one paid back less the railway fee; the new tickets are issued and the old seats released. With Confirm false the change is withdrawn (before a price) or declined (priced): Canceled, its new seats and unpaid deal released',
});

export const TrainAmendStatusBack = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/AmendStatusBack',
  ...desk,
  payload: ZTrainChangeRef,
  result: ZTrainChangeResult,
  summary:
    "TMC staff holding the order's lock send a change back one step: to the client to correct, or to be priced again",
});

export const ZTrainAmendDealResult = ZOrderAmendDealResult;
export type TTrainAmendDealResult = z.output<typeof ZTrainAmendDealResult>;

export const TrainCreateAmendTradeDeal = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/CreateAmendTradeDeal',
  ...booking,
  stateChanging: true,
  payload: ZTrainChangeRef,
  result: ZTrainAmendDealResult,
  summary:
    "The trade deal of a priced change's amount to pay, for the cashier or the ledger; the same deal on every call",
});

export const TrainFixAmend = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainFixInAdvance/TrainAmend',
  ...booking,
  payload: ZTrainCreateChangeRequest,
  result: ZTrainChangeResult,
  summary:
    "The 12306-style online change: at the rail supplier's fares, requested, priced, confirmed, paid or paid back and issued in one step; the passengers' documents must be ones 12306 changes online",
});

export const ZTrainCheckAccountRequest = z.object({
  UniqueID: ZOrderKey,
  /** One of the booker's bound accounts; the booker's first bound account when absent. */
  AccountID: z.string().trim().max(40, 'messages.validation.idRequired').optional().or(z.literal('')),
});

export const TrainCheckOfficialAccount = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainFixInAdvance/checkOfficialAccount',
  ...booking,
  payload: ZTrainCheckAccountRequest,
  result: z.object({ AccountID: z.string(), Account: z.string(), Status: z.string() }),
  summary:
    "Before an online change: the 12306 account bound to the order's booker is accepted by the rail side now (Verified); else fails saying why",
});

export const ZTrainPassCard = z.object({
  PassengerID: z.string(),
  PassengerName: z.string(),
  CardType: z.number(),
  Accepted: z.boolean(),
});

export const TrainCheckPassCard = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainFixInAdvance/checkPassCard',
  ...booking,
  payload: z.object({ UniqueID: ZOrderKey, PassengerIDs: ZPassengerIds }),
  result: z.object({ Passengers: z.array(ZTrainPassCard) }),
  summary:
    "Before an online change: the chosen passengers' documents are ones 12306 changes online (ID card, home-return permits, residence permits, foreigner's permanent residence); else fails naming them",
});

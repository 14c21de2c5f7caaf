import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZDateTime, ZMoney } from '../format.ts';

// train/TrainFixInAdvance/CalcPrice?price&date (spec section 7, "Train service"; issue 6 section 3): the refund fee
// of a ticket if it were refunded now, by the server's refund rule (refund.ts). Any logged-in user may ask: it reads
// no one's data, and travellers, bookers and the TMC's refund desk all show it.

/** The dearest ticket price the calculator takes, in fen (100,000 yuan; real fares stay far below). */
export const TRAIN_TICKET_PRICE_MAX_FEN = 10_000_000;

const PRICE_MESSAGE = 'train.validation.ticketPrice';

export const ZTrainCalcPriceRequest = z.object({
  /** The ticket price in yuan (at most two decimals), more than 0. */
  price: z
    .union([z.number(), z.string()], { error: PRICE_MESSAGE })
    .pipe(ZMoney)
    .refine((fen) => fen > 0 && fen <= TRAIN_TICKET_PRICE_MAX_FEN, PRICE_MESSAGE),
  /** The departure on the ticket: yyyy-MM-dd HH:mm:ss, China time. */
  date: z.string({ error: 'messages.validation.dateTime' }).pipe(ZDateTime),
});
export type TTrainCalcPriceRequest = z.output<typeof ZTrainCalcPriceRequest>;

export const ZTrainCalcPriceResult = z.object({
  /** The ticket price, yuan. */
  Price: z.number(),
  /** The refund fee, yuan: rounded to 0.5 yuan, at least 2 yuan where a fee applies, at most the price. */
  Fee: z.number(),
  /** The tier's rate as a fraction: 0, 0.05, 0.1 or 0.2. */
  Rate: z.number(),
  /** What goes back: Price − Fee, yuan. */
  RefundAmount: z.number(),
});
export type TTrainCalcPriceResult = z.output<typeof ZTrainCalcPriceResult>;

export const TrainCalcPrice = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainFixInAdvance/CalcPrice',
  auth: 'session',
  payload: ZTrainCalcPriceRequest,
  result: ZTrainCalcPriceResult,
  summary:
    'The refund fee now of a ticket price (yuan) for a departure time, by the refund rule (none from 8 days, 5% from 48 h, 10% from 24 h, 20% under 24 h; 0.5-yuan rounding, 2-yuan minimum); refused inside the 35-minute online cut-off',
});

// Train refund fees and the online cut-off (spec section 9, issue 6 section 5), as pure functions that the server
// and the refund screens both run. Money is integer fen; rates are basis points inside and fractions outside.
//
// The tiers go by the time from now to the departure printed on the ticket:
// - Standard (the railway's rule since 2024, "开车前8天（含）以上退票的，不收取退票费"): no fee at 8 days or more
//   before departure (exactly 8 days is free); 5% from 48 hours (inclusive) to under 8 days; 10% from 24 hours
//   (inclusive) to under 48 hours; 20% under 24 hours.
// - Within15Days (the spec's second reading, the railway's 2013 rule "开车前15天（不含）以上…不收取退票费"): no fee
//   more than 15 days before (exactly 15 days already pays 5%); 5% from 48 hours to 15 days; 10% and 20% as above.
// The fee is rounded to 5 jiao as the railway does ("尾数小于2.5角的舍去、2.5角以上且小于7.5角的计为5角、7.5角以上的
// 进为1元"): of the fee's fraction of a yuan, under 0.25 drops, 0.25 up to under 0.75 becomes 0.5, 0.75 and above
// becomes a whole yuan. A fee that applies is at least 2 yuan ("最低按2元计收") and never more than the ticket.

/** Online refunds and changes close this many minutes before departure; exactly 35 minutes is already closed. */
export const TRAIN_ONLINE_CUTOFF_MINUTES = 35;
/** The message key of the online cut-off. */
export const TRAIN_ONLINE_CUTOFF_MESSAGE = 'train.errors.onlineCutoff';

/** The least fee where one applies, in fen. */
export const TRAIN_REFUND_MIN_FEE_FEN = 200;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const BP_PER_WHOLE = 10_000;

/** The tier a refund falls in, named by how long before departure it is. */
export type TTrainRefundTier = 'free' | 'from48h' | 'from24h' | 'under24h';

/** One band of a rule: it applies when the time before departure is at least `fromMs` (more than, if exclusive). */
export type TTrainRefundBand = { tier: TTrainRefundTier; rateBp: number; fromMs: number; exclusive: boolean };

/** A rule set: its bands, longest notice first; the last band starts at minus infinity. */
export type TTrainRefundRule = { name: TTrainRefundRuleName; bands: readonly TTrainRefundBand[] };

const lateBands: readonly TTrainRefundBand[] = [
  { tier: 'from48h', rateBp: 500, fromMs: 48 * HOUR_MS, exclusive: false },
  { tier: 'from24h', rateBp: 1000, fromMs: 24 * HOUR_MS, exclusive: false },
  { tier: 'under24h', rateBp: 2000, fromMs: Number.NEGATIVE_INFINITY, exclusive: false },
];

/** The two readings of spec section 9; which one applies is the server's TRAIN_REFUND_RULE. */
export const TRAIN_REFUND_RULES = {
  Standard: {
    name: 'Standard',
    bands: [{ tier: 'free', rateBp: 0, fromMs: 8 * DAY_MS, exclusive: false }, ...lateBands],
  },
  Within15Days: {
    name: 'Within15Days',
    bands: [{ tier: 'free', rateBp: 0, fromMs: 15 * DAY_MS, exclusive: true }, ...lateBands],
  },
} as const satisfies Record<string, { name: string; bands: readonly TTrainRefundBand[] }>;

export type TTrainRefundRuleName = keyof typeof TRAIN_REFUND_RULES;
export const TRAIN_REFUND_RULE_NAMES = Object.keys(TRAIN_REFUND_RULES) as TTrainRefundRuleName[];
export const DEFAULT_TRAIN_REFUND_RULE: TTrainRefundRuleName = 'Standard';

export const isTrainRefundRuleName = (v: string): v is TTrainRefundRuleName =>
  (TRAIN_REFUND_RULE_NAMES as string[]).includes(v);

/** The band of a rule that applies `msBefore` milliseconds before departure (negative once it has left). */
export const trainRefundBand = (rule: TTrainRefundRuleName, msBefore: number): TTrainRefundBand => {
  const bands: readonly TTrainRefundBand[] = TRAIN_REFUND_RULES[rule].bands;
  const band = bands.find((b) => msBefore > b.fromMs || (!b.exclusive && msBefore === b.fromMs));
  // The last band starts at minus infinity, so one always matches.
  return band ?? bands[bands.length - 1]!;
};

/**
 * Rounds a fee of `priceFen × rateBp / 10000` to 50 fen, the railway's way: the part below a whole yuan becomes
 * 0 under 25 fen, 50 fen from 25 up to under 75 fen, and a whole yuan from 75 fen. Exact in integers.
 */
export const roundTrainFeeFen = (priceFen: number, rateBp: number): number => {
  // In 1/10000 fen, so a fee such as 0.05 × 12345 fen = 617.25 fen keeps its fraction.
  const raw = priceFen * rateBp;
  const perYuan = 100 * BP_PER_WHOLE;
  const yuan = Math.floor(raw / perYuan);
  const rest = raw - yuan * perYuan;
  const tail = rest >= 0.75 * perYuan ? 100 : rest >= 0.25 * perYuan ? 50 : 0;
  return yuan * 100 + tail;
};

export type TTrainRefundFeeInput = {
  /** The ticket price in fen (integer, not negative). */
  priceFen: number;
  departure: Date;
  now: Date;
  /** Standard unless given. */
  rule?: TTrainRefundRuleName | undefined;
};

export type TTrainRefundFee = {
  feeFen: number;
  /** The tier's rate as a fraction: 0, 0.05, 0.1 or 0.2 (the fee may differ by the rounding and the minimum). */
  rate: number;
  /** What goes back to the payer: the price less the fee. */
  refundFen: number;
  tier: TTrainRefundTier;
};

/**
 * The fee of refunding a ticket of `priceFen` at `now` for a train leaving at `departure`. It does not check the
 * online cut-off (see trainOnlineAmendOpen): a departed or nearly departed train still falls in the 20% tier.
 */
export const trainRefundFee = ({ priceFen, departure, now, rule }: TTrainRefundFeeInput): TTrainRefundFee => {
  if (!Number.isSafeInteger(priceFen) || priceFen < 0 || priceFen * 2000 > Number.MAX_SAFE_INTEGER)
    throw new RangeError(`priceFen must be a non-negative integer, got ${priceFen}`);
  const band = trainRefundBand(rule ?? DEFAULT_TRAIN_REFUND_RULE, departure.getTime() - now.getTime());
  const fee =
    band.rateBp === 0
      ? 0
      : Math.min(priceFen, Math.max(TRAIN_REFUND_MIN_FEE_FEN, roundTrainFeeFen(priceFen, band.rateBp)));
  return { feeFen: fee, rate: band.rateBp / BP_PER_WHOLE, refundFen: priceFen - fee, tier: band.tier };
};

/** Whether a ticket can still be refunded or changed online: more than 35 minutes before departure. */
export const trainOnlineAmendOpen = (departure: Date, now: Date): boolean =>
  departure.getTime() - now.getTime() > TRAIN_ONLINE_CUTOFF_MINUTES * MINUTE_MS;

/** The cut-off's message key when online refunds and changes are closed, else null. */
export const trainOnlineCutoffIssue = (departure: Date, now: Date): string | null =>
  trainOnlineAmendOpen(departure, now) ? null : TRAIN_ONLINE_CUTOFF_MESSAGE;

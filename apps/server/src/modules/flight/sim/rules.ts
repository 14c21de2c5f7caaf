import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { FLIGHT_FEE_TIERS, type TFlightFeeTier } from '@opentmc/contracts';
import { CHINA_TZ, type TCabinClass } from './config.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// Refund, change and endorsement rules per airline and cabin. A fee is a share of the fare paid (taxes are refunded
// in full), by the time left before departure: at least 7 days, at least 48 hours, at least 4 hours, less than 4
// hours, after departure. Deeper discounts pay more; first and business cabins least. A ticket voided on the day it
// was issued (废票, before that day ends in China and before departure) costs nothing, and so does an involuntary
// refund or change (schedule change, cancellation).

export const FEE_TIERS = FLIGHT_FEE_TIERS;
export type TFeeTier = TFlightFeeTier;

/** Percent of the fare per tier; 100 means nothing of the fare comes back. */
export type TFeeTable = Readonly<Record<TFeeTier, number>>;

export type TFareRule = {
  refund: TFeeTable;
  change: TFeeTable;
  /** Whether the ticket may be moved to another airline (签转); only full fares may. */
  endorsable: boolean;
};

/** The fare bands whose fees differ. */
export type TFareBand = 'premium' | 'full' | 'high' | 'mid' | 'low';

const table = (week: number, twoDays: number, fourHours: number, lastHours: number, departed: number): TFeeTable => ({
  week,
  twoDays,
  fourHours,
  lastHours,
  departed,
});

const BANDS: Readonly<Record<TFareBand, { refund: TFeeTable; change: TFeeTable }>> = {
  premium: { refund: table(0, 5, 10, 15, 20), change: table(0, 0, 5, 10, 15) },
  full: { refund: table(0, 5, 10, 20, 30), change: table(0, 0, 5, 10, 20) },
  high: { refund: table(5, 10, 20, 30, 50), change: table(0, 5, 10, 20, 30) },
  mid: { refund: table(10, 20, 30, 50, 70), change: table(5, 10, 20, 30, 50) },
  low: { refund: table(20, 30, 50, 70, 100), change: table(10, 20, 30, 50, 70) },
};

/** The band of a fare: F and C cabins premium; economy by its share of Y. */
export const fareBand = (cabinClass: TCabinClass, percentOfY: number): TFareBand => {
  if (cabinClass !== 'Y') return 'premium';
  if (percentOfY >= 100) return 'full';
  if (percentOfY >= 70) return 'high';
  if (percentOfY >= 50) return 'mid';
  return 'low';
};

/** Adds an airline's points to each tier that has a fee (a free tier stays free), at most 100 %. */
const shift = (t: TFeeTable, points: number): TFeeTable =>
  Object.fromEntries(FEE_TIERS.map((k) => [k, t[k] > 0 ? Math.min(100, t[k] + points) : 0])) as TFeeTable;

// Rules are few (band × airline points) and never changed: each is made once and shared.
const rules = new Map<string, TFareRule>();

/** The rule of a fare of an airline (`feeShift` its percentage points over the bands). */
export const fareRule = (cabinClass: TCabinClass, percentOfY: number, feeShift: number): TFareRule => {
  const band = fareBand(cabinClass, percentOfY);
  const key = `${band}|${feeShift}`;
  let rule = rules.get(key);
  if (!rule) {
    const base = BANDS[band];
    rule = Object.freeze({
      refund: Object.freeze(shift(base.refund, feeShift)),
      change: Object.freeze(shift(base.change, feeShift)),
      endorsable: band === 'premium' || band === 'full',
    });
    rules.set(key, rule);
  }
  return rule;
};

const HOUR_MS = 3_600_000;

/** The tier of a moment before (or after) departure. */
export const feeTier = (departAt: Date, now: Date): TFeeTier => {
  const hours = (departAt.getTime() - now.getTime()) / HOUR_MS;
  if (hours >= 7 * 24) return 'week';
  if (hours >= 48) return 'twoDays';
  if (hours >= 4) return 'fourHours';
  if (hours > 0) return 'lastHours';
  return 'departed';
};

/** Same-day void: issued on the same day in China as now, and the flight has not left. */
export const inVoidWindow = (issuedAt: Date, departAt: Date, now: Date): boolean =>
  now.getTime() < departAt.getTime() && dayjs(issuedAt).tz(CHINA_TZ).isSame(dayjs(now).tz(CHINA_TZ), 'day');

/** A fee of `percent` of a fare, to the whole yuan (rounded half up). */
const feeOf = (fareFen: number, percent: number): number => Math.round((fareFen * percent) / 100 / 100) * 100;

export type TRefundQuote = {
  kind: 'void' | 'involuntary' | 'voluntary';
  tier: TFeeTier;
  /** The share of the fare kept, percent. */
  percent: number;
  feeFen: number;
  /** Fare less the fee, plus the taxes (refunded in full). */
  refundFen: number;
};

/** What a refund of one passenger's segment costs and gives back. */
export const quoteRefund = (q: {
  rule: TFareRule;
  fareFen: number;
  taxesFen: number;
  departAt: Date;
  issuedAt: Date;
  now: Date;
  involuntary?: boolean;
}): TRefundQuote => {
  const tier = feeTier(q.departAt, q.now);
  if (q.involuntary) return { kind: 'involuntary', tier, percent: 0, feeFen: 0, refundFen: q.fareFen + q.taxesFen };
  if (inVoidWindow(q.issuedAt, q.departAt, q.now))
    return { kind: 'void', tier, percent: 0, feeFen: 0, refundFen: q.fareFen + q.taxesFen };
  const percent = q.rule.refund[tier];
  const feeFen = feeOf(q.fareFen, percent);
  return { kind: 'voluntary', tier, percent, feeFen, refundFen: q.fareFen - feeFen + q.taxesFen };
};

export type TChangeQuote = { kind: 'involuntary' | 'voluntary'; tier: TFeeTier; percent: number; feeFen: number };

/** The change fee of one passenger's segment (the fare difference is the booking's to add). */
export const quoteChange = (q: {
  rule: TFareRule;
  fareFen: number;
  departAt: Date;
  now: Date;
  involuntary?: boolean;
}): TChangeQuote => {
  const tier = feeTier(q.departAt, q.now);
  if (q.involuntary) return { kind: 'involuntary', tier, percent: 0, feeFen: 0 };
  const percent = q.rule.change[tier];
  return { kind: 'voluntary', tier, percent, feeFen: feeOf(q.fareFen, percent) };
};

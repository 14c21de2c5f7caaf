import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../format.ts';
import {
  TRAIN_ONLINE_CUTOFF_MESSAGE,
  TRAIN_REFUND_RULES,
  roundTrainFeeFen,
  trainOnlineAmendOpen,
  trainOnlineCutoffIssue,
  trainRefundFee,
  type TTrainRefundRuleName,
  type TTrainRefundTier,
} from './refund.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const DEPARTURE = parseDateTime('2026-03-20 08:00:00')!;
const before = (ms: number) => new Date(DEPARTURE.getTime() - ms);

type TCase = [
  label: string,
  rule: TTrainRefundRuleName,
  msBefore: number,
  priceFen: number,
  feeFen: number,
  rate: number,
  tier: TTrainRefundTier,
];

// 553.50 yuan (a Beijing–Shanghai second-class seat): 5% is 27.675 → 27.50, 10% 55.35 → 55.50, 20% 110.70 → 110.50.
const P = 55_350;

const cases: TCase[] = [
  // Standard: the 8-day boundary (exactly 8 days is free).
  ['S 9 days', 'Standard', 9 * DAY, P, 0, 0, 'free'],
  ['S 8 days + 1 min', 'Standard', 8 * DAY + MIN, P, 0, 0, 'free'],
  ['S exactly 8 days', 'Standard', 8 * DAY, P, 0, 0, 'free'],
  ['S 8 days − 1 s', 'Standard', 8 * DAY - 1000, P, 2_750, 0.05, 'from48h'],
  ['S 8 days − 1 min', 'Standard', 8 * DAY - MIN, P, 2_750, 0.05, 'from48h'],
  // The 48-hour boundary (exactly 48 h is still 5%).
  ['S 48 h + 1 min', 'Standard', 48 * HOUR + MIN, P, 2_750, 0.05, 'from48h'],
  ['S exactly 48 h', 'Standard', 48 * HOUR, P, 2_750, 0.05, 'from48h'],
  ['S 48 h − 1 min', 'Standard', 48 * HOUR - MIN, P, 5_550, 0.1, 'from24h'],
  // The 24-hour boundary (exactly 24 h is still 10%).
  ['S 24 h + 1 min', 'Standard', 24 * HOUR + MIN, P, 5_550, 0.1, 'from24h'],
  ['S exactly 24 h', 'Standard', 24 * HOUR, P, 5_550, 0.1, 'from24h'],
  ['S 24 h − 1 min', 'Standard', 24 * HOUR - MIN, P, 11_050, 0.2, 'under24h'],
  // Around the 35-minute cut-off the fee stays 20% (the cut-off is a separate check).
  ['S 35 min + 1 min', 'Standard', 36 * MIN, P, 11_050, 0.2, 'under24h'],
  ['S exactly 35 min', 'Standard', 35 * MIN, P, 11_050, 0.2, 'under24h'],
  ['S 35 min − 1 min', 'Standard', 34 * MIN, P, 11_050, 0.2, 'under24h'],
  ['S departed 1 min ago', 'Standard', -MIN, P, 11_050, 0.2, 'under24h'],
  // Within15Days: more than 15 days is free, exactly 15 days already pays 5%.
  ['W 15 days + 1 min', 'Within15Days', 15 * DAY + MIN, P, 0, 0, 'free'],
  ['W exactly 15 days', 'Within15Days', 15 * DAY, P, 2_750, 0.05, 'from48h'],
  ['W 15 days − 1 min', 'Within15Days', 15 * DAY - MIN, P, 2_750, 0.05, 'from48h'],
  ['W 10 days (free under Standard)', 'Within15Days', 10 * DAY, P, 2_750, 0.05, 'from48h'],
  ['W exactly 8 days', 'Within15Days', 8 * DAY, P, 2_750, 0.05, 'from48h'],
  ['W exactly 48 h', 'Within15Days', 48 * HOUR, P, 2_750, 0.05, 'from48h'],
  ['W 48 h − 1 min', 'Within15Days', 48 * HOUR - MIN, P, 5_550, 0.1, 'from24h'],
  ['W exactly 24 h', 'Within15Days', 24 * HOUR, P, 5_550, 0.1, 'from24h'],
  ['W 24 h − 1 min', 'Within15Days', 24 * HOUR - MIN, P, 11_050, 0.2, 'under24h'],
  // Rounding to 5 jiao: under 0.25 drops, 0.25 to under 0.75 is 0.5, 0.75 and over is 1.
  ['round down: 10% of 202.40 = 20.24', 'Standard', 30 * HOUR, 20_240, 2_000, 0.1, 'from24h'],
  ['round to .5: 10% of 202.50 = 20.25', 'Standard', 30 * HOUR, 20_250, 2_050, 0.1, 'from24h'],
  ['round to .5: 10% of 207.40 = 20.74', 'Standard', 30 * HOUR, 20_740, 2_050, 0.1, 'from24h'],
  ['round up: 10% of 207.50 = 20.75', 'Standard', 30 * HOUR, 20_750, 2_100, 0.1, 'from24h'],
  ['round up: 20% of 99.90 = 19.98', 'Standard', HOUR, 9_990, 2_000, 0.2, 'under24h'],
  ['exact: 20% of 100.00 = 20.00', 'Standard', HOUR, 10_000, 2_000, 0.2, 'under24h'],
  ['sub-fen: 5% of 123.45 = 6.1725', 'Standard', 3 * DAY, 12_345, 600, 0.05, 'from48h'],
  ['sub-fen: 5% of 125.00 = 6.25', 'Standard', 3 * DAY, 12_500, 650, 0.05, 'from48h'],
  // The 2-yuan minimum, and never more than the ticket.
  ['minimum: 5% of 30.00 = 1.50', 'Standard', 3 * DAY, 3_000, 200, 0.05, 'from48h'],
  ['minimum: 20% of 11.00 = 2.20 → 2.00', 'Standard', HOUR, 1_100, 200, 0.2, 'under24h'],
  ['above minimum: 20% of 11.50 = 2.30 → 2.50', 'Standard', HOUR, 1_150, 250, 0.2, 'under24h'],
  ['ticket under 2 yuan: 20% of 1.50', 'Standard', HOUR, 150, 150, 0.2, 'under24h'],
  ['ticket of exactly 2 yuan', 'Standard', 3 * DAY, 200, 200, 0.05, 'from48h'],
  ['free ticket', 'Standard', HOUR, 0, 0, 0.2, 'under24h'],
  ['no minimum when free: 1.50 at 9 days', 'Standard', 9 * DAY, 150, 0, 0, 'free'],
];

describe('trainRefundFee', () => {
  it('has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('%s', (_label, rule, msBefore, priceFen, feeFen, rate, tier) => {
    const r = trainRefundFee({ priceFen, departure: DEPARTURE, now: before(msBefore), rule });
    expect(r).toEqual({ feeFen, rate, refundFen: priceFen - feeFen, tier });
  });

  it('uses the Standard rule by default', () => {
    const now = before(10 * DAY);
    expect(trainRefundFee({ priceFen: P, departure: DEPARTURE, now }).tier).toBe('free');
    expect(trainRefundFee({ priceFen: P, departure: DEPARTURE, now, rule: 'Within15Days' }).tier).toBe('from48h');
  });

  it('refuses prices that are not whole non-negative fen', () => {
    const at = { departure: DEPARTURE, now: before(HOUR) };
    expect(() => trainRefundFee({ ...at, priceFen: -1 })).toThrow(RangeError);
    expect(() => trainRefundFee({ ...at, priceFen: 10.5 })).toThrow(RangeError);
    expect(() => trainRefundFee({ ...at, priceFen: Number.MAX_SAFE_INTEGER })).toThrow(RangeError);
  });

  it('exports both rule sets by name', () => {
    expect(Object.keys(TRAIN_REFUND_RULES)).toEqual(['Standard', 'Within15Days']);
    expect(TRAIN_REFUND_RULES.Within15Days.bands.map((b) => b.rateBp)).toEqual([0, 500, 1000, 2000]);
  });
});

describe('roundTrainFeeFen', () => {
  it.each([
    [10_000, 1000, 1_000], // 10.00 stays
    [10_020, 1000, 1_000], // 10.02 drops
    [4_490, 500, 200], // 2.245 drops (just under 0.25)
    [10_125, 2000, 2_050], // 20.25 → 20.50
    [12_600, 500, 650], // 6.30 → 6.50
    [12_990, 500, 650], // 6.495 → 6.50
    [13_490, 500, 650], // 6.745 → 6.50 (just under 0.75)
    [13_500, 500, 700], // 6.75 → 7.00
    [100, 500, 0], // 0.05 → 0
  ])('%i fen at %i bp is %i fen', (price, bp, expected) => {
    expect(roundTrainFeeFen(price, bp)).toBe(expected);
  });
});

describe('the online cut-off', () => {
  it.each([
    [36 * MIN, true],
    [35 * MIN + 1000, true],
    [35 * MIN, false],
    [34 * MIN, false],
    [0, false],
    [-HOUR, false],
  ])('%i ms before departure: open %s', (msBefore, open) => {
    expect(trainOnlineAmendOpen(DEPARTURE, before(msBefore))).toBe(open);
    expect(trainOnlineCutoffIssue(DEPARTURE, before(msBefore))).toBe(open ? null : TRAIN_ONLINE_CUTOFF_MESSAGE);
  });
});

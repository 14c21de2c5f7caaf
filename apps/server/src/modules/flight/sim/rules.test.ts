import { describe, expect, it } from 'vitest';
import { parseDateTime } from '@opentmc/contracts';
import { fareBand, fareRule, feeTier, inVoidWindow, quoteChange, quoteRefund } from './rules.ts';

const at = (cst: string) => parseDateTime(cst)!;
const DEPART = at('2026-12-20 10:00:00');

describe('fare rules', () => {
  it('bands fares: first and business premium, economy by its share of Y', () => {
    expect(fareBand('F', 150)).toBe('premium');
    expect(fareBand('C', 110)).toBe('premium');
    expect(fareBand('Y', 100)).toBe('full');
    expect(fareBand('Y', 70)).toBe('high');
    expect(fareBand('Y', 65)).toBe('mid');
    expect(fareBand('Y', 45)).toBe('low');
  });

  it('charges deeper discounts more in every tier, and only full fares are endorsable', () => {
    const full = fareRule('Y', 100, 0);
    const high = fareRule('Y', 80, 0);
    const low = fareRule('Y', 40, 0);
    for (const tier of ['twoDays', 'fourHours', 'lastHours', 'departed'] as const) {
      expect(high.refund[tier]).toBeGreaterThan(full.refund[tier]);
      expect(low.refund[tier]).toBeGreaterThan(high.refund[tier]);
      expect(low.change[tier]).toBeGreaterThan(high.change[tier]);
    }
    expect(low.refund.departed).toBe(100);
    expect([full.endorsable, fareRule('F', 150, 0).endorsable, high.endorsable]).toEqual([true, true, false]);
  });

  it("adds an airline's points to the tiers that have a fee, at most 100 %", () => {
    const lowCost = fareRule('Y', 40, 10);
    expect(lowCost.refund).toEqual({ week: 30, twoDays: 40, fourHours: 60, lastHours: 80, departed: 100 });
    expect(fareRule('Y', 100, 10).refund.week).toBe(0);
  });

  it('tiers by the time before departure: 7 days, 48 hours, 4 hours, before and after departure', () => {
    expect(feeTier(DEPART, at('2026-12-13 10:00:00'))).toBe('week');
    expect(feeTier(DEPART, at('2026-12-13 10:00:01'))).toBe('twoDays');
    expect(feeTier(DEPART, at('2026-12-18 10:00:00'))).toBe('twoDays');
    expect(feeTier(DEPART, at('2026-12-18 10:00:01'))).toBe('fourHours');
    expect(feeTier(DEPART, at('2026-12-20 06:00:00'))).toBe('fourHours');
    expect(feeTier(DEPART, at('2026-12-20 06:00:01'))).toBe('lastHours');
    expect(feeTier(DEPART, at('2026-12-20 10:00:00'))).toBe('departed');
  });
});

describe('refund and change quotes', () => {
  const rule = fareRule('Y', 60, 0);
  const base = { rule, fareFen: 115_000, taxesFen: 7_000, departAt: DEPART, issuedAt: at('2026-12-01 09:00:00') };

  it('charges the tier of a voluntary refund on the fare and gives the taxes back in full', () => {
    const q = quoteRefund({ ...base, now: at('2026-12-19 09:00:00') });
    // mid band, 25 hours before: fourHours, 30 % of ¥1,150 = ¥345.
    expect(q).toEqual({ kind: 'voluntary', tier: 'fourHours', percent: 30, feeFen: 34_500, refundFen: 87_500 });
    expect(quoteRefund({ ...base, now: at('2026-12-20 11:00:00') }).feeFen).toBe(80_500);
  });

  it('voids for free on the day of issue until midnight in China, and never after departure', () => {
    const issuedAt = at('2026-12-19 08:00:00');
    expect(quoteRefund({ ...base, issuedAt, now: at('2026-12-19 23:59:59') })).toMatchObject({
      kind: 'void',
      feeFen: 0,
      refundFen: 122_000,
    });
    expect(quoteRefund({ ...base, issuedAt, now: at('2026-12-20 00:00:00') }).kind).toBe('voluntary');
    const sameDay = at('2026-12-20 07:00:00');
    expect(inVoidWindow(sameDay, DEPART, at('2026-12-20 09:59:59'))).toBe(true);
    expect(inVoidWindow(sameDay, DEPART, at('2026-12-20 10:00:00'))).toBe(false);
  });

  it('charges nothing for an involuntary refund or change', () => {
    const now = at('2026-12-20 09:00:00');
    expect(quoteRefund({ ...base, now, involuntary: true })).toMatchObject({ feeFen: 0, refundFen: 122_000 });
    expect(quoteChange({ ...base, now, involuntary: true }).feeFen).toBe(0);
  });

  it('charges the change tier, rounded to the yuan', () => {
    expect(quoteChange({ ...base, fareFen: 114_550, now: at('2026-12-01 10:00:00') })).toEqual({
      kind: 'voluntary',
      tier: 'week',
      percent: 5,
      feeFen: 5_700,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './resource/resource-values.ts';
import { fenOfYuan, yuanDigits, yuanText } from './money.ts';

describe('the money formatter', () => {
  it('puts the sign in front of the ¥', () => {
    expect(yuanText(-21)).toBe('-¥21.00');
    expect(yuanText(-0.5)).toBe('-¥0.50');
    expect(yuanText(-1234.5, { grouped: true })).toBe('-¥1,234.50');
    expect(yuanText(-20, { signed: true })).toBe('-¥20.00');
    expect(yuanText(20, { signed: true })).toBe('+¥20.00');
  });

  it('shows zero without a sign, also what rounds to zero fen', () => {
    expect(yuanText(0)).toBe('¥0.00');
    expect(yuanText(-0)).toBe('¥0.00');
    expect(yuanText(-0.004)).toBe('¥0.00');
    expect(yuanText(0, { signed: true })).toBe('¥0.00');
    expect(yuanDigits(-0.001)).toBe('0.00');
  });

  it('rounds to whole fen, half away from zero, without binary noise', () => {
    expect(yuanText(0.1 + 0.2)).toBe('¥0.30');
    expect(yuanText(12.345)).toBe('¥12.35');
    expect(yuanText(-12.345)).toBe('-¥12.35');
    expect(yuanText(1.005)).toBe('¥1.01');
    expect(yuanText(553.499)).toBe('¥553.50');
    expect(fenOfYuan(19.99)).toBe(1999);
    expect(fenOfYuan(-0.07)).toBe(-7);
  });

  it('groups thousands only when asked', () => {
    expect(yuanText(1234567.8)).toBe('¥1234567.80');
    expect(yuanText(1234567.8, { grouped: true })).toBe('¥1,234,567.80');
    expect(yuanText(999, { grouped: true })).toBe('¥999.00');
  });

  it('shows nothing for a missing amount', () => {
    expect(yuanText(undefined)).toBe('');
    expect(yuanText(null)).toBe('');
    expect(yuanText(Number.NaN)).toBe('');
    expect(yuanDigits('')).toBe('');
    expect(yuanDigits(null)).toBe('');
    expect(yuanDigits('abc')).toBe('');
  });

  it('gives table cells the same digits without the ¥', () => {
    expect(yuanDigits(-21)).toBe('-21.00');
    expect(yuanDigits('553.5')).toBe('553.50');
    expect(formatMoney(-21)).toBe('-21.00');
    expect(formatMoney(12.345)).toBe('12.35');
  });
});

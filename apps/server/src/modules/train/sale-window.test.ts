import { describe, expect, it } from 'vitest';
import { parseDateTime } from '@opentmc/contracts';
import { addDays, inServiceHours, onSale, parseServiceHours, presaleWindow } from './sale-window.ts';

const at = (cst: string) => parseDateTime(cst)!;

describe('train service hours', () => {
  it('parses HH:mm-HH:mm and refuses anything else', () => {
    expect(parseServiceHours('06:00-23:00')).toEqual({ start: 360, end: 1380 });
    expect(parseServiceHours(' 22:30-24:00 ')).toEqual({ start: 1350, end: 1440 });
    for (const bad of ['6:00-23:00', '06:00', '06:00-06:00', '25:00-23:00', '06:60-23:00', ''])
      expect(() => parseServiceHours(bad), bad).toThrow();
  });

  it('is open from the start (inclusive) to the end (exclusive), in China time', () => {
    const h = parseServiceHours('06:00-23:00');
    expect(inServiceHours(at('2026-03-10 05:59:59'), h)).toBe(false);
    expect(inServiceHours(at('2026-03-10 06:00:00'), h)).toBe(true);
    expect(inServiceHours(at('2026-03-10 22:59:59'), h)).toBe(true);
    expect(inServiceHours(at('2026-03-10 23:00:00'), h)).toBe(false);
    // 23:30 UTC is 07:30 the next morning in China.
    expect(inServiceHours(new Date('2026-03-10T23:30:00Z'), h)).toBe(true);
  });

  it('wraps past midnight when the start is after the end', () => {
    const h = parseServiceHours('22:00-02:00');
    expect(inServiceHours(at('2026-03-10 23:30:00'), h)).toBe(true);
    expect(inServiceHours(at('2026-03-10 01:59:00'), h)).toBe(true);
    expect(inServiceHours(at('2026-03-10 02:00:00'), h)).toBe(false);
    expect(inServiceHours(at('2026-03-10 12:00:00'), h)).toBe(false);
  });
});

describe('presale window', () => {
  it('sells from today to 14 days ahead (15 days), by the China date', () => {
    const now = at('2026-03-10 10:00:00');
    expect(presaleWindow(now)).toEqual({ first: '2026-03-10', last: '2026-03-24' });
    expect(onSale('2026-03-10', now)).toBe(true);
    expect(onSale('2026-03-24', now)).toBe(true);
    expect(onSale('2026-03-25', now)).toBe(false);
    expect(onSale('2026-03-09', now)).toBe(false);
    // 00:30 in China is still the previous day in UTC.
    expect(presaleWindow(at('2026-03-10 00:30:00')).first).toBe('2026-03-10');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-20', 14)).toBe('2026-03-06');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

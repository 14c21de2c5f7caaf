import { describe, expect, it } from 'vitest';
import {
  ZDateTime,
  ZMoney,
  fenToYuan,
  formatDate,
  formatDateTime,
  formatYuan,
  parseDateTime,
  yuanToFen,
} from './format.ts';

describe('date-time wire format (yyyy-MM-dd HH:mm:ss, China Standard Time)', () => {
  it('formats an instant in UTC+8', () => {
    expect(formatDateTime(new Date('2026-11-22T16:30:05Z'))).toBe('2026-11-23 00:30:05');
    expect(formatDate(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
  });

  it('parses back to the same instant', () => {
    const d = new Date('2026-02-01T03:04:05Z');
    expect(parseDateTime(formatDateTime(d))?.getTime()).toBe(d.getTime());
    expect(parseDateTime('2026-11-23')?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });

  it('refuses malformed or impossible dates', () => {
    for (const s of [
      '2026-02-30 00:00:00',
      '2026-13-01 00:00:00',
      '2026-11-22T10:00:00',
      '2026-11-22 24:00:00',
      '',
      'x',
    ]) {
      expect(parseDateTime(s), s).toBeNull();
    }
  });

  it('ZDateTime gives a Date or a keyed error', () => {
    expect(ZDateTime.parse('2026-11-22 08:00:00')).toEqual(new Date('2026-11-22T00:00:00Z'));
    const r = ZDateTime.safeParse('22/11/2026');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('messages.validation.dateTime');
  });
});

describe('money: yuan on the wire, integer fen inside', () => {
  it('converts yuan with at most two decimals', () => {
    expect(yuanToFen('553.5')).toBe(55350);
    expect(yuanToFen(0.1)).toBe(10);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('-3.05')).toBe(-305);
    expect(yuanToFen(1e3)).toBe(100000);
  });

  it('refuses more than two decimals and junk', () => {
    for (const v of ['1.005', 'abc', '', '1e3', '1,000', ' . ']) expect(yuanToFen(v), v).toBeNull();
  });

  it('ZMoney refuses floats it cannot hold exactly and non-finite numbers', () => {
    expect(ZMoney.parse('0.3')).toBe(30);
    expect(ZMoney.safeParse(0.001).success).toBe(false);
    expect(ZMoney.safeParse(Number.NaN).success).toBe(false);
    expect(ZMoney.safeParse(Infinity).success).toBe(false);
    expect(ZMoney.safeParse('1.234').error?.issues[0]?.message).toBe('messages.validation.amount');
  });

  it('formats fen back to yuan', () => {
    expect(fenToYuan(55350)).toBe(553.5);
    expect(formatYuan(55350)).toBe('553.50');
    expect(formatYuan(-5)).toBe('-0.05');
    expect(formatYuan(0)).toBe('0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { attemptFor, cashierPath, sameSitePath } from './cashier.ts';

describe('sameSitePath', () => {
  it('keeps a path of this site', () => {
    expect(sameSitePath('/bill/C1/TradeAccountList')).toBe('/bill/C1/TradeAccountList');
    expect(sameSitePath(' /a?b=1#c ')).toBe('/a?b=1#c');
  });

  it('drops other sites, schemes, backslashes and control characters', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'a/b',
      '',
      null,
      '/a\nb',
      '/a b',
    ])
      expect(sameSitePath(bad)).toBe('');
    expect(sameSitePath(`/${'a'.repeat(300)}`)).toBe('');
  });
});

describe('cashierPath', () => {
  it('carries the deal and a safe return path only', () => {
    expect(cashierPath('T00000000001')).toBe('/trade/cashier?TradeID=T00000000001');
    expect(cashierPath('T00000000001', '/x?y=1')).toBe('/trade/cashier?TradeID=T00000000001&ReturnUrl=%2Fx%3Fy%3D1');
    expect(cashierPath('T00000000001', '//evil')).toBe('/trade/cashier?TradeID=T00000000001');
  });
});

describe('attemptFor', () => {
  it('keeps the key for a retry of the same channel and makes a new one otherwise', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const first = attemptFor(null, 'Balance', make);
    expect(first).toEqual({ channel: 'Balance', key: 'key-1' });
    expect(attemptFor(first, 'Balance', make)).toBe(first);
    expect(attemptFor(first, 'Alipay', make)).toEqual({ channel: 'Alipay', key: 'key-2' });
  });
});

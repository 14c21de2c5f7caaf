import { describe, expect, it } from 'vitest';
import { creditCodeCheck, isCreditCode } from './credit-code.ts';

describe('unified social credit code', () => {
  it('accepts published codes', () => {
    // Codes printed on public business licences.
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
  });
  it('refuses a wrong check character, a wrong length and letters outside the alphabet', () => {
    const good = `91110108MA01${'A2B3C'}`;
    const check = creditCodeCheck(good)!;
    expect(isCreditCode(`${good}${check}`)).toBe(true);
    const wrong = check === '0' ? '1' : '0';
    expect(isCreditCode(`${good}${wrong}`)).toBe(false);
    expect(isCreditCode(`${good}`)).toBe(false);
    expect(isCreditCode(`91110108MA01I2B3C${check}`)).toBe(false);
  });
});

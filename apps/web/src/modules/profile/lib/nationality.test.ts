import { describe, expect, it } from 'vitest';
import { countryOptions } from './nationality.ts';

describe('nationality', () => {
  it('names the countries in the page language', () => {
    expect(countryOptions('zh-CN')[0]).toEqual({ value: 'CN', label: '中国 (CN)' });
  });

  it('lists countries with China first and no groupings', () => {
    const options = countryOptions('en');
    expect(options[0]).toEqual({ value: 'CN', label: 'China (CN)' });
    const codes = options.map((o) => o.value);
    expect(codes).toEqual(expect.arrayContaining(['US', 'JP', 'HK', 'GB']));
    expect(codes).not.toContain('EU');
    expect(codes).not.toContain('ZZ');
    expect(codes.length).toBeGreaterThan(200);
  });
});

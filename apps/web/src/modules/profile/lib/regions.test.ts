import { describe, expect, it } from 'vitest';
import { regionTree } from '@opentmc/refdata/districts';
import { buildRegions, regionLabel } from './regions.ts';

describe('regions', () => {
  it('gives Cascader options by code, named in the reader language (issue 15)', () => {
    const cn = buildRegions(regionTree('cn'));
    expect(cn.options[0]).toMatchObject({ value: '11', label: '北京市' });
    expect(cn.options[0]!.children![0]!.children![0]).toEqual({ value: '110101', label: '东城区' });
    const en = buildRegions(regionTree('en'));
    expect(en.options[0]!.children![0]).toMatchObject({ value: '1101', label: 'Beijing' });
    expect(en.options[0]!.children![0]!.children![0]).toEqual({ value: '110101', label: 'Dongcheng District' });
  });

  it('names a region, a municipality once, leaving out unknown codes', () => {
    const { names } = buildRegions(regionTree('cn'));
    expect(regionLabel(names, ['11', '1101', '110101'])).toBe('北京市 东城区');
    expect(regionLabel(names, ['44', '4403', '440305'])).toBe('广东省 深圳市 南山区');
    expect(regionLabel(names, ['44', '4403', '999999'])).toBe('广东省 深圳市');
    expect(regionLabel(names, [undefined, null])).toBe('');
    const en = buildRegions(regionTree('en')).names;
    expect(regionLabel(en, ['11', '1101', '110101'])).toBe('Beijing Dongcheng District');
  });
});

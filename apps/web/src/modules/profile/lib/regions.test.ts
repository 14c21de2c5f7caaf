import { describe, expect, it } from 'vitest';
import { buildRegions, regionLabel } from './regions.ts';

const tree = [
  {
    code: '11',
    name: '北京市',
    children: [{ code: '1101', name: '市辖区', children: [{ code: '110101', name: '东城区' }] }],
  },
  {
    code: '44',
    name: '广东省',
    children: [{ code: '4403', name: '深圳市', children: [{ code: '440305', name: '南山区' }] }],
  },
];

describe('regions', () => {
  it('gives Cascader options by code', () => {
    const { options } = buildRegions(tree);
    expect(options[0]).toEqual({
      value: '11',
      label: '北京市',
      children: [{ value: '1101', label: '市辖区', children: [{ value: '110101', label: '东城区' }] }],
    });
  });

  it('names a region, leaving out the placeholder city of a municipality and unknown codes', () => {
    const { names } = buildRegions(tree);
    expect(regionLabel(names, ['11', '1101', '110101'])).toBe('北京市 东城区');
    expect(regionLabel(names, ['44', '4403', '440305'])).toBe('广东省 深圳市 南山区');
    expect(regionLabel(names, ['44', '4403', '999999'])).toBe('广东省 深圳市');
    expect(regionLabel(names, [undefined, null])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { addressResource, regionIssue } from './address.ts';

describe('address region codes', () => {
  it('nest district in city in province', () => {
    expect(regionIssue({ ProvinceCode: '11', CityCode: '1101', DistrictCode: '110101' })).toBeNull();
    expect(regionIssue({ ProvinceCode: '12', CityCode: '1101', DistrictCode: '110101' })?.path).toBe('CityCode');
    expect(regionIssue({ ProvinceCode: '11', CityCode: '1101', DistrictCode: '120101' })?.path).toBe('DistrictCode');
  });

  it('checks the Update payload: six-digit postcode, region codes by level', () => {
    const parse = (v: Record<string, unknown>) => addressResource.input.safeParse({ ...addressResource.example, ...v });
    expect(parse({}).success).toBe(true);
    expect(parse({ Postcode: '' }).success).toBe(true);
    expect(parse({ Postcode: '12345' }).error?.issues[0]?.path).toEqual(['Postcode']);
    expect(parse({ CityCode: '110' }).error?.issues[0]?.path).toEqual(['CityCode']);
    expect(parse({ DistrictCode: '120101' }).error?.issues[0]).toMatchObject({
      path: ['DistrictCode'],
      message: 'profile.validation.regionMismatch',
    });
    expect(parse({ Phone: '12345' }).success).toBe(false);
  });
});

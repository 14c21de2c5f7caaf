import { describe, expect, it } from 'vitest';
import {
  HOTEL_BRANDS,
  HOTEL_GROUPS,
  brandsOfGroup,
  hotelBrandByCode,
  hotelBrandName,
  hotelBrandNamed,
  hotelGroupByCode,
  searchHotelBrands,
} from './hotel-brands.ts';

describe('hotel brands', () => {
  it('keeps every brand of the data once with a code, names, group, tier and typical star', () => {
    expect(HOTEL_BRANDS.length).toBe(94);
    expect(new Set(HOTEL_BRANDS.map((b) => b.code)).size).toBe(94);
    for (const b of HOTEL_BRANDS) {
      expect(b.code, b.en).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(hotelGroupByCode(b.group), b.code).toBeDefined();
      expect(['economy', 'midscale', 'upscale', 'luxury']).toContain(b.tier);
      expect(b.star).toBeGreaterThanOrEqual(1);
      expect(b.star).toBeLessThanOrEqual(5);
    }
    expect(HOTEL_GROUPS.length).toBe(22);
    expect(hotelBrandByCode('ji-hotel')).toMatchObject({
      name: '全季',
      en: 'JI Hotel',
      group: 'huazhu',
      tier: 'midscale',
      star: 3,
    });
    expect(hotelBrandByCode('le-meridien')?.name).toBe('艾美');
    expect(hotelGroupByCode('jin-jiang')).toMatchObject({ en: 'Jin Jiang' });
  });

  it('finds a brand by its Chinese or English name and names it in the reader language', () => {
    expect(hotelBrandNamed('全季')?.code).toBe('ji-hotel');
    expect(hotelBrandNamed(' ji hotel ')?.code).toBe('ji-hotel');
    expect(hotelBrandNamed('nowhere')).toBeUndefined();
    expect(hotelBrandName('hanting', 'cn')).toBe('汉庭');
    expect(hotelBrandName('hanting', 'en')).toBe('Hanting');
    expect(hotelBrandName('unknown', 'en')).toBe('unknown');
  });

  it('lists a group’s brands and searches names, then groups', () => {
    expect(brandsOfGroup('atour').map((b) => b.name)).toEqual(['亚朵', '亚朵轻居', '萨和']);
    expect(searchHotelBrands('希尔顿')[0]?.code).toBe('hilton-hotels-resorts');
    expect(searchHotelBrands('hilton g').map((b) => b.code)).toEqual(['hilton-garden-inn']);
    expect(searchHotelBrands('7天').map((b) => b.code)).toEqual(['7-days-inn']);
    // A group's name gives its brands after brands so named.
    expect(searchHotelBrands('华住').map((b) => b.group)).toEqual(Array(11).fill('huazhu'));
    expect(searchHotelBrands('')).toEqual([]);
  });
});

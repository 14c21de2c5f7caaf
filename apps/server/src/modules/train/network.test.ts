import { describe, expect, it } from 'vitest';
import { RAIL_CITIES as REF_RAIL_CITIES, cityByCode, railCity } from '@opentmc/refdata';
import { BRANCH_TERMINI, CITY_POINTS, MAIN_STATIONS } from './data/cities.ts';
import { RAIL_CITIES, railCityNameOf } from './network.ts';

const keys = CITY_POINTS.map(([key]) => key);

describe("the simulator's rail map", () => {
  it('keys a rail city that is a prefecture city by its code, and only the others by their name', () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      if (/^\d{4}$/.test(key)) expect(cityByCode(key), key).toBeDefined();
      // A name only for a rail city the reference data gives no city code.
      else expect(railCity(key)?.cityCode, key).toBe('');
    }
    // Every rail city that is a prefecture city is on the map, by its code.
    for (const c of REF_RAIL_CITIES.filter((r) => r.cityCode)) expect(keys, c.name).toContain(c.cityCode);
    expect(keys.filter((k) => /^\d{4}$/.test(k))).toHaveLength(234);
  });

  it('resolves every key to a rail city of the reference data by its name', () => {
    expect(railCityNameOf('1101')).toBe('北京');
    expect(railCityNameOf('北戴河')).toBe('北戴河');
    expect(railCityNameOf('9999')).toBeUndefined();
    expect(railCityNameOf('北京')).toBe('北京');
    for (const key of keys) expect(railCityNameOf(key), key).toBeDefined();
    expect(RAIL_CITIES.size).toBe(keys.length);
    expect(RAIL_CITIES.get('北京')).toMatchObject({ lat: 39.9, lon: 116.41, tier: 1, hsr: true, terminus: false });
    expect(RAIL_CITIES.get('北京')!.hsrStations.map((s) => s.name)).toEqual(['北京南', '北京西', '北京朝阳']);
  });

  it('keys branch termini and main stations as the map does', () => {
    for (const key of [...BRANCH_TERMINI, ...Object.keys(MAIN_STATIONS)]) expect(keys, key).toContain(key);
    expect(RAIL_CITIES.get('三亚')?.terminus).toBe(true);
    expect(RAIL_CITIES.get('北戴河')?.terminus).toBe(true);
  });
});

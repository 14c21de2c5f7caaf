import { DISTRICT_ROWS } from './data/districts.ts';
import { nameIn, type TNames, type TRefLang } from './names.ts';
import { CITY_LEVELS, PROVINCES } from './regions.ts';

// The third level of the administrative divisions (districts, counties, county-level cities: data/districts.ts) and
// the province → city → district tree the address book offers. Kept apart from regions.ts, which the city pickers
// load without them.

export type TDistrict = TNames & { code: string; cityCode: string; provinceCode: string };

export const DISTRICTS: readonly TDistrict[] = DISTRICT_ROWS.map(([code, name, en]) => ({
  code,
  name,
  en,
  cityCode: code.slice(0, 4),
  provinceCode: code.slice(0, 2),
}));
const districtByCode = new Map(DISTRICTS.map((d) => [d.code, d]));
const provinceCodes = new Set(PROVINCES.map((p) => p.code));
const levelCodes = new Set(CITY_LEVELS.map((c) => c.code));

export const districtOf = (code: string): TDistrict | undefined => districtByCode.get(code);

/**
 * Whether a province, city and district make one region: 'unknown' when a code is none of its level, 'mismatch'
 * when they do not nest; null when they do.
 */
export const regionIssue = (province: string, city: string, district: string): 'unknown' | 'mismatch' | null => {
  const d = districtByCode.get(district);
  if (!provinceCodes.has(province) || !levelCodes.has(city) || !d) return 'unknown';
  return d.cityCode !== city || city.slice(0, 2) !== province ? 'mismatch' : null;
};

export type TRegionNode = { value: string; label: string; children?: TRegionNode[] };

/** The province → city → district tree with names in the reader's language (the address book's cascader). */
export const regionTree = (lang: TRefLang): TRegionNode[] => {
  const group = <T, K>(xs: readonly T[], key: (x: T) => K) => {
    const m = new Map<K, T[]>();
    for (const x of xs) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
    return m;
  };
  const citiesOf = group(CITY_LEVELS, (c) => c.provinceCode);
  const districtsOf = group(DISTRICTS, (d) => d.cityCode);
  return PROVINCES.map((p) => ({
    value: p.code,
    label: nameIn(p, lang),
    children: (citiesOf.get(p.code) ?? []).map((c) => ({
      value: c.code,
      label: nameIn(c, lang),
      children: (districtsOf.get(c.code) ?? []).map((d) => ({ value: d.code, label: nameIn(d, lang) })),
    })),
  }));
};

/** The names of a region's codes (province, city, district) in the reader's language, unknown ones left out. */
export const regionNames = (codes: readonly string[], lang: TRefLang): string[] =>
  codes.flatMap((code) => {
    const n =
      code.length === 2
        ? PROVINCES.find((p) => p.code === code)
        : code.length === 4
          ? CITY_LEVELS.find((c) => c.code === code)
          : districtByCode.get(code);
    return n ? [nameIn(n, lang)] : [];
  });

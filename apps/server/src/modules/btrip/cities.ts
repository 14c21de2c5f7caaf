import type { TLang } from '@opentmc/contracts';
import { cityByCode, nameIn, type TCity } from '@opentmc/refdata';
import type { TStoredCity, TStoredLeg } from './tables.ts';

// Domestic cities of itineraries: the reference data's prefecture cities (@opentmc/refdata). A leg keeps the city's
// code and its Chinese name; readers get the name in their language.

/** A domestic city by its four-digit division code; null when there is none. */
export const domesticCity = (code: string): TCity | null => cityByCode(code) ?? null;

/** A stored city in the reader's language: a domestic one by its code, an international one as typed. */
export const cityIn = (c: TStoredCity, lang: TLang): TStoredCity => {
  const city = c.International ? undefined : cityByCode(c.CityCode);
  return city ? { ...c, CityName: nameIn(city, lang) } : c;
};

/** The legs with their cities in the reader's language. */
export const legsIn = (legs: readonly TStoredLeg[], lang: TLang): TStoredLeg[] =>
  legs.map((l) => ({ ...l, FromCity: cityIn(l.FromCity, lang), ToCity: cityIn(l.ToCity, lang) }));

/** City names of an itinerary in a language: 上海市 → 北京市 → 上海市, Shanghai → Beijing → Shanghai. */
export const routeIn = (legs: readonly TStoredLeg[], lang: TLang): string => {
  const names: string[] = [];
  for (const l of legsIn(legs, lang)) {
    if (names.at(-1) !== l.FromCity.CityName) names.push(l.FromCity.CityName);
    names.push(l.ToCity.CityName);
  }
  return names.join(' → ');
};

import { AIRPORT_KEY_ROWS, FLIGHT_CITY_KEY_ROWS } from './data/airport-keys.ts';
import { AIRPORTS, FLIGHT_CITIES, airportsOfCity, type TAirport, type TFlightCity } from './airports.ts';
import { latinKey, nameIn, type TRefLang } from './names.ts';

// The airport picker's search (the keys are data/airport-keys.ts, row for row with airports.ts): Chinese name, short
// name, city or an older name the data's notes give; full pinyin or initials of any of them; IATA, ICAO or city code;
// English name, short name or city. A city with several airports is offered as a city entry first, then its airports.

/** A place the picker offers: a city with several airports (all of them), or one airport. */
export type TFlightPlace =
  | { kind: 'city'; code: string; label: string; city: TFlightCity; airports: readonly TAirport[] }
  | { kind: 'airport'; code: string; label: string; airport: TAirport; city: TFlightCity };

type TKeys = {
  airport: TAirport;
  namePy: string;
  nameIni: string;
  shortPy: string;
  shortIni: string;
  other: readonly string[];
  en: string;
  shortEn: string;
  rank: number;
};
type TCityKeys = { city: TFlightCity; pinyin: string; initials: string; en: string; several: boolean };

const AIRPORT_KEYS: readonly TKeys[] = AIRPORTS.map((airport, i) => {
  const [code, namePy, nameIni, shortPy, shortIni, other, rank] = AIRPORT_KEY_ROWS[i]!;
  if (code !== airport.code) throw new Error(`airport keys out of step at ${airport.code}`);
  return {
    airport,
    namePy,
    nameIni,
    shortPy,
    shortIni,
    other,
    en: latinKey(airport.en),
    shortEn: latinKey(airport.short.en),
    rank,
  };
});
const CITY_KEYS = new Map<string, TCityKeys>(
  FLIGHT_CITIES.map((city, i) => {
    const [code, pinyin, initials] = FLIGHT_CITY_KEY_ROWS[i]!;
    if (code !== city.code) throw new Error(`flight city keys out of step at ${city.code}`);
    return [code, { city, pinyin, initials, en: latinKey(city.en), several: airportsOfCity(code).length > 1 }];
  }),
);

// Match tiers, best first: a code, a city's name, an airport's name, a prefix of a city's, of an airport's, a part.
const CODE = 0;
const CITY = 1;
const NAME = 2;
const CITY_PREFIX = 3;
const PREFIX = 4;
const PART = 5;
const NONE = 9;

/** How a city matches the words, on its own (its code, name, pinyin, initials or English name). */
const cityTier = (c: TCityKeys, kw: string, k: string, code: string, latin: boolean): number => {
  if (c.city.code === code) return CODE;
  if (c.city.name === kw || (latin && (c.pinyin === k || c.initials === k || c.en === k))) return CITY;
  if (c.city.name.startsWith(kw) || (latin && (c.pinyin.startsWith(k) || c.en.startsWith(k)))) return CITY_PREFIX;
  if (c.city.name.includes(kw) || (latin && k.length > 2 && (c.pinyin.includes(k) || c.en.includes(k)))) return PART;
  return NONE;
};

/** How an airport matches the words, on its own (its codes and names; its city is cityTier's). */
const airportTier = (a: TKeys, kw: string, k: string, code: string, latin: boolean): number => {
  const { airport } = a;
  if (airport.code === code || airport.icao === code) return CODE;
  if (airport.name === kw || airport.short.name === kw || a.other.includes(kw)) return NAME;
  if (latin && (a.shortPy === k || a.shortEn === k || a.namePy === k || a.en === k)) return NAME;
  const names = [airport.name, airport.short.name, ...a.other];
  if (names.some((n) => n.startsWith(kw))) return PREFIX;
  if (latin && [a.namePy, a.nameIni, a.shortPy, a.shortIni, a.en, a.shortEn].some((x) => x.startsWith(k)))
    return PREFIX;
  if (names.some((n) => n.includes(kw))) return PART;
  if (latin && k.length > 2 && [a.namePy, a.shortPy, a.en].some((x) => x.includes(k))) return PART;
  return NONE;
};

/**
 * Places matching the words, best first: a code (PKX, BJS, ZBAD), then a city so named (北京, beijing, bj, Tokyo) with
 * all its airports, then an airport so named (大兴, daxing, Heathrow), then prefixes of cities' names, of airports'
 * names, then parts of names; busier airports first within a tier. A city with several airports comes as a city entry heading its matching airports, so
 * the picker offers the city as well as each airport. Labels are in the reader's language; empty words find nothing.
 */
export const searchAirports = (query: string, lang: TRefLang, limit = 20): TFlightPlace[] => {
  const kw = query.trim();
  if (!kw) return [];
  // Latin words: a code, pinyin, initials or an English name, spaces, dots and apostrophes aside.
  const latin = !/[\u3400-\u9fff]/.test(kw);
  const k = latin ? latinKey(kw) : '';
  if (latin && !k) return [];
  const code = kw.toUpperCase();

  type TGroup = { city: TCityKeys; tier: number; rank: number; airports: { a: TKeys; tier: number }[] };
  const groups = new Map<string, TGroup>();
  for (const a of AIRPORT_KEYS) {
    const city = CITY_KEYS.get(a.airport.city)!;
    const byCity = cityTier(city, kw, k, code, latin);
    // An airport matches by its own codes and names, or as its city does (the city's code as the city's name: SHA
    // gives Hongqiao by its code, then Pudong as Shanghai's).
    const t = Math.min(airportTier(a, kw, k, code, latin), byCity === CODE ? CITY : byCity);
    if (t === NONE) continue;
    const g = groups.get(city.city.code) ?? { city, tier: byCity, rank: Infinity, airports: [] };
    g.airports.push({ a, tier: t });
    g.tier = Math.min(g.tier, t);
    g.rank = Math.min(g.rank, a.rank);
    groups.set(city.city.code, g);
  }

  const out: TFlightPlace[] = [];
  const sorted = [...groups.values()].sort(
    (x, y) => x.tier - y.tier || x.rank - y.rank || nameIn(x.city.city, lang).localeCompare(nameIn(y.city.city, lang)),
  );
  for (const g of sorted) {
    const { city } = g.city;
    if (g.city.several)
      out.push({ kind: 'city', code: city.code, label: nameIn(city, lang), city, airports: airportsOfCity(city.code) });
    for (const { a } of g.airports.sort((x, y) => x.tier - y.tier || x.a.rank - y.a.rank))
      out.push({ kind: 'airport', code: a.airport.code, label: nameIn(a.airport, lang), airport: a.airport, city });
    if (out.length >= limit) break;
  }
  return out.slice(0, limit);
};

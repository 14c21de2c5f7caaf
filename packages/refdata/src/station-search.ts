import { STATION_KEY_ROWS } from './data/station-keys.ts';
import { latinKey } from './names.ts';
import { STATION_NAMES, type TStationName } from './stations.ts';

// The stations with what the station search goes by (pinyin, initials, the English name as letters, the city
// groups' rank; data/station-keys.ts) and the search itself: Chinese, full pinyin, initials, telegraph code or the
// English name ("Beijing South", "beijing s"), a city's name giving all its stations.

export type TStation = TStationName & {
  /** Full pinyin, lower case, e.g. beijingnan. */
  pinyin: string;
  /** Pinyin initials, e.g. bjn. */
  initials: string;
  /** The English name as letters only, e.g. beijingsouth. */
  enKey: string;
  /** Order of first mention in the city groups (busiest first); 0 without a city. */
  rank: number;
};

export const STATIONS: readonly TStation[] = STATION_NAMES.map((s, i) => {
  const [code, pinyin, initials, rank] = STATION_KEY_ROWS[i]!;
  if (code !== s.code) throw new Error(`station keys out of step at ${s.code}`);
  return { ...s, pinyin, initials, enKey: latinKey(s.en), rank };
});

const byCode = new Map(STATIONS.map((s) => [s.code, s]));
const byName = new Map(STATIONS.map((s) => [s.name, s]));
const byCity = new Map<string, TStation[]>();
for (const s of STATIONS) {
  if (!s.city) continue;
  const list = byCity.get(s.city) ?? [];
  list.push(s);
  byCity.set(s.city, list);
}
for (const list of byCity.values()) list.sort((a, b) => a.rank - b.rank);

export const stationByCode = (code: string): TStation | undefined => byCode.get(code.toUpperCase());
export const stationByName = (name: string): TStation | undefined => byName.get(name);
/** The stations of a rail city (by its Chinese name), busiest first; a station without a city is a city of its own. */
export const stationsOfCity = (city: string): readonly TStation[] => byCity.get(city) ?? [];
/** The rail city a station's trains are timetabled for: its city, or its own name when it has none. */
export const cityOfStation = (s: Pick<TStation, 'name' | 'city'>): string => s.city || s.name;
/** The rail cities' Chinese names. */
export const railCityNames = (): string[] => [...byCity.keys()];

// Busier stations (those in the city groups, by rank) before the rest, then shorter names.
const busier = (a: TStation, b: TStation) =>
  (a.rank || Infinity) - (b.rank || Infinity) || a.name.length - b.name.length || a.pinyin.localeCompare(b.pinyin);

/**
 * Stations matching the words, best first: exact matches (name, English name, pinyin, initials, telegraph code),
 * then every station of a city so named, then prefixes, then names, English names or pinyin containing the words.
 */
export const searchStations = (keyWords: string, limit: number): TStation[] => {
  const kw = keyWords.trim();
  if (!kw) return [];
  // Latin words: pinyin, initials, a code or the English name, spaces and apostrophes aside.
  const latin = /^[a-zü\s'’-]+$/i.test(kw);
  const lower = latinKey(kw);
  const upper = kw.toUpperCase();
  // A city named by the words: in Chinese, or the pinyin or English name of its own-named station ("shanghai").
  const cities = new Set<string>();
  if (byCity.has(kw)) cities.add(kw);
  if (latin && lower)
    for (const s of STATIONS) if ((s.pinyin === lower || s.enKey === lower) && s.city === s.name) cities.add(s.city);

  const tiers: TStation[][] = [[], [], [], []];
  for (const s of STATIONS) {
    if (
      s.name === kw ||
      (latin && lower && (s.pinyin === lower || s.enKey === lower || s.initials === lower || s.code === upper))
    )
      tiers[0]!.push(s);
    else if (cities.has(s.city)) tiers[1]!.push(s);
    else if (
      s.name.startsWith(kw) ||
      (latin && lower && (s.pinyin.startsWith(lower) || s.enKey.startsWith(lower) || s.initials.startsWith(lower)))
    )
      tiers[2]!.push(s);
    else if (
      s.name.includes(kw) ||
      (latin && lower.length > 1 && (s.pinyin.includes(lower) || s.enKey.includes(lower)))
    )
      tiers[3]!.push(s);
  }
  return tiers.flatMap((t) => t.sort(busier)).slice(0, limit);
};

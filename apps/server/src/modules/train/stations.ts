import { STATION_ROWS } from './data/stations.ts';

// The station base data (data/stations.ts, generated from the reference data by scripts/gen-train-stations.mjs),
// indexed once at load, and the station search of TrainSearch/Station.

export type TStation = {
  name: string;
  /** Telegraph code. */
  code: string;
  pinyin: string;
  initials: string;
  /** '' when the base data does not say. */
  city: string;
  /** Order of first mention in the city groups (busiest first); 0 without a city. */
  rank: number;
};

export const STATIONS: readonly TStation[] = STATION_ROWS.map(([name, code, pinyin, initials, city, rank]) => ({
  name,
  code,
  pinyin,
  initials,
  city,
  rank,
}));

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
/** The stations of a city, busiest first; a station without a city is a city of its own. */
export const stationsOfCity = (city: string): readonly TStation[] => byCity.get(city) ?? [];
/** The city a station's trains are timetabled for: its city, or its own name when it has none. */
export const cityOfStation = (s: TStation): string => s.city || s.name;
export const cityNames = (): string[] => [...byCity.keys()];

// Busier stations (those in the city groups, by rank) before the rest, then shorter names.
const busier = (a: TStation, b: TStation) =>
  (a.rank || Infinity) - (b.rank || Infinity) || a.name.length - b.name.length || a.pinyin.localeCompare(b.pinyin);

/**
 * Stations matching the words, best first: exact matches (name, pinyin, initials, telegraph code), then every
 * station of a city so named, then prefixes, then names or pinyin containing the words.
 */
export const searchStations = (keyWords: string, limit: number): TStation[] => {
  const kw = keyWords.trim();
  if (!kw) return [];
  const ascii = /^[a-z]+$/i.test(kw);
  const lower = kw.toLowerCase();
  const upper = kw.toUpperCase();
  // A city named by the words: in Chinese, or the pinyin of its own-named station ("shanghai").
  const cities = new Set<string>();
  if (byCity.has(kw)) cities.add(kw);
  if (ascii) for (const s of STATIONS) if (s.pinyin === lower && s.city === s.name) cities.add(s.city);

  const tiers: TStation[][] = [[], [], [], []];
  for (const s of STATIONS) {
    if (s.name === kw || (ascii && (s.pinyin === lower || s.initials === lower || s.code === upper))) tiers[0]!.push(s);
    else if (cities.has(s.city)) tiers[1]!.push(s);
    else if (s.name.startsWith(kw) || (ascii && (s.pinyin.startsWith(lower) || s.initials.startsWith(lower))))
      tiers[2]!.push(s);
    else if (s.name.includes(kw) || (ascii && lower.length > 1 && s.pinyin.includes(lower))) tiers[3]!.push(s);
  }
  return tiers.flatMap((t) => t.sort(busier)).slice(0, limit);
};

import { BRANCH_TERMINI, CITY_POINTS, MAIN_STATIONS, type TRailCityKey } from './data/cities.ts';
import { railCity, railCityOfCity, stationByName, stationsOfCity, type TStation } from '@opentmc/refdata';

// The simulator's rail map: each city with a position, its size, and the stations its high-speed and conventional
// trains use. Built once from the base data. The map's rows are keyed as the reference data keys rail cities (a
// prefecture city's code, else a town's name: data/cities.ts); the map itself by the rail city's name, which the
// stations' cities and the timetable's seeds use.

export type TRailCity = {
  name: string;
  lat: number;
  lon: number;
  tier: 1 | 2 | 3;
  /** On the high-speed network (G, D and C trains). */
  hsr: boolean;
  /** Stations of high-speed trains, main first (empty off the high-speed network). */
  hsrStations: readonly TStation[];
  /** Stations of conventional trains (Z, T, K), main first. */
  convStations: readonly TStation[];
  /** At the end of a branch line: trains start or end there but never pass through. */
  terminus: boolean;
};

const SUFFIXES = ['南', '东', '西', '北'];

const defaultStations = (city: string): { hsr: TStation[]; conv: TStation[] } => {
  const all = stationsOfCity(city);
  const own = all.find((s) => s.name === city);
  // Newer high-speed stations are mostly named after the city with a direction; the busiest such one first.
  const directional = all.filter((s) => SUFFIXES.some((x) => s.name === city + x));
  const hsr = directional.length ? directional.slice(0, 2) : own ? [own] : all.slice(0, 1);
  return { hsr, conv: own ? [own] : all.slice(0, 1) };
};

const named = (names: readonly string[]): TStation[] =>
  names.map((n) => stationByName(n)).filter((s): s is TStation => s !== undefined);

/**
 * The rail city a row of the map stands for, by its name: a prefecture city's code gives the rail city of that city,
 * a name itself when it is a rail city's; undefined when the reference data has no such rail city.
 */
export const railCityNameOf = (key: TRailCityKey): string | undefined =>
  /^\d{4}$/.test(key) ? railCityOfCity(key)?.name : railCity(key)?.name;

const build = (): Map<string, TRailCity> => {
  const map = new Map<string, TRailCity>();
  for (const [key, lat, lon, tier, hsr] of CITY_POINTS) {
    const name = railCityNameOf(key);
    if (!name) continue;
    const main = MAIN_STATIONS[key];
    const dflt = defaultStations(name);
    const hsrStations = hsr ? (main ? named(main.hsr) : dflt.hsr) : [];
    const convStations = main ? named(main.conv) : dflt.conv;
    map.set(name, {
      name,
      lat,
      lon,
      tier,
      hsr: hsr === 1 && hsrStations.length > 0,
      hsrStations,
      convStations,
      terminus: BRANCH_TERMINI.has(key),
    });
  }
  return map;
};

export const RAIL_CITIES: ReadonlyMap<string, TRailCity> = build();

/** Great-circle kilometres between two cities. */
export const greatCircleKm = (a: Pick<TRailCity, 'lat' | 'lon'>, b: Pick<TRailCity, 'lat' | 'lon'>): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
};

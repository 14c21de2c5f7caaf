import dayjs from 'dayjs';
import {
  FLIGHT_CABIN_CLASSES,
  FLIGHT_SALE_DAYS,
  formatDate,
  type TFlight,
  type TFlightCabinClass,
} from '@opentmc/contracts';

// The flight search screen's pure rules (issue 17 section 2): the address, the window of days, filters with each
// option's lowest price, sorts. The screen is apps/web/src/modules/flight/pages/FlightSearchPage.tsx.

/** The days on sale, China time: today and the next FLIGHT_SALE_DAYS − 1. */
export const saleDays = (now: Date = new Date()): string[] => {
  const today = dayjs(formatDate(now));
  return Array.from({ length: FLIGHT_SALE_DAYS }, (_, i) => today.add(i, 'day').format('YYYY-MM-DD'));
};

export const TIME_BANDS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type TTimeBand = (typeof TIME_BANDS)[number];

/** The band of a time `yyyy-MM-dd HH:mm:ss`: night before 06:00, morning to 12:00, afternoon to 18:00, evening. */
export const bandOf = (dateTime: string): TTimeBand => {
  const hour = Number(dateTime.slice(11, 13));
  return hour < 6 ? 'night' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
};

export type TStops = 'direct' | 'oneStop';
export const stopsOf = (f: TFlight): TStops => (f.Stops.length === 0 ? 'direct' : 'oneStop');

export type TFlightFilters = {
  stops: TStops[];
  bands: TTimeBand[];
  airlines: string[];
  cabins: TFlightCabinClass[];
  departAirports: string[];
  arriveAirports: string[];
  hideCodeShare: boolean;
};

export const NO_FILTERS: TFlightFilters = {
  stops: [],
  bands: [],
  airlines: [],
  cabins: [],
  departAirports: [],
  arriveAirports: [],
  hideCodeShare: false,
};

export const hasFilters = (f: TFlightFilters): boolean =>
  f.hideCodeShare || Object.values(f).some((v) => Array.isArray(v) && v.length > 0);

const any = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

/** The cabins of a flight the cabin-class filter keeps (all when none is chosen). */
export const cabinsOf = (f: TFlight, filters: TFlightFilters) =>
  f.Cabins.filter((c) => any(filters.cabins, c.CabinClass));

/** The lowest adult fare of a flight within the chosen cabin classes; null when it has none of them. */
export const lowestOf = (f: TFlight, filters: TFlightFilters): number | null => {
  const prices = cabinsOf(f, filters).map((c) => c.Price);
  return prices.length ? Math.min(...prices) : null;
};

export const matches = (f: TFlight, filters: TFlightFilters): boolean =>
  !(filters.hideCodeShare && f.IsCodeShare) &&
  any(filters.stops, stopsOf(f)) &&
  any(filters.bands, bandOf(f.DepartTime)) &&
  any(filters.airlines, f.Airline) &&
  any(filters.departAirports, f.DepartAirport) &&
  any(filters.arriveAirports, f.ArriveAirport) &&
  lowestOf(f, filters) !== null;

export const filterFlights = (flights: readonly TFlight[], filters: TFlightFilters): TFlight[] =>
  flights.filter((f) => matches(f, filters));

export type TFilterOption = { value: string; label: string; lowest: number | null };

/**
 * A filter's options with the lowest fare of the flights each would show, the other filters as they are (so an
 * option shows what choosing it gives): `of` names the option or options of a flight, `label` their words.
 */
export const optionsOf = (
  flights: readonly TFlight[],
  filters: TFlightFilters,
  clear: Partial<TFlightFilters>,
  of: (f: TFlight) => { value: string; label: string; price?: number }[],
): TFilterOption[] => {
  const others = { ...filters, ...clear };
  const out = new Map<string, TFilterOption>();
  for (const f of flights) {
    const ok = matches(f, others);
    const lowest = ok ? lowestOf(f, others) : null;
    for (const o of of(f)) {
      const price = ok ? (o.price ?? lowest) : null;
      const had = out.get(o.value);
      const best = price === null ? (had?.lowest ?? null) : Math.min(price, had?.lowest ?? Infinity);
      out.set(o.value, { value: o.value, label: o.label, lowest: best });
    }
  }
  return [...out.values()];
};

/** The cabin classes a flight sells within the other filters, each with its lowest fare. */
export const cabinOptionsOf = (flight: TFlight, filters: TFlightFilters) => {
  if (!matches(flight, { ...filters, cabins: [] })) return [];
  return FLIGHT_CABIN_CLASSES.flatMap((cls) => {
    const prices = flight.Cabins.filter((c) => c.CabinClass === cls).map((c) => c.Price);
    return prices.length ? [{ cls, price: Math.min(...prices) }] : [];
  });
};

export const SORT_KEYS = ['depart', 'arrive', 'duration', 'price'] as const;
export type TSortKey = (typeof SORT_KEYS)[number];
export type TFlightSort = { key: TSortKey; desc: boolean };
export const DEFAULT_SORT: TFlightSort = { key: 'depart', desc: false };

export const sortFlights = (flights: readonly TFlight[], sort: TFlightSort, filters: TFlightFilters): TFlight[] => {
  const value = (f: TFlight): number | string => {
    if (sort.key === 'depart') return f.DepartTime;
    if (sort.key === 'arrive') return f.ArriveTime;
    if (sort.key === 'duration') return f.Duration;
    return lowestOf(f, filters) ?? Infinity;
  };
  const sign = sort.desc ? -1 : 1;
  // Ties keep departure order (the reply's).
  return [...flights].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign || a.DepartTime.localeCompare(b.DepartTime);
  });
};

/** A flight's key within a day's reply: the number and the departure (a code-share has its own number). */
export const flightKey = (f: TFlight): string => `${f.FlightNo}-${f.DepartTime}`;

/**
 * A place of the search: a city or airport code, and whether the airport alone was chosen where its code is also its
 * city's (SHA is 上海 with both airports as a place, 虹桥 as an airport): the search asks for the city and the screen
 * keeps that airport's flights.
 */
export type TPlace = { code: string; airportOnly: boolean };
export const NO_PLACE: TPlace = { code: '', airportOnly: false };

/** The flights of a leg at the chosen airports (a place whose airport alone was chosen). */
export const atPlaces = (flights: readonly TFlight[], from: TPlace, to: TPlace): TFlight[] =>
  flights.filter(
    (f) => (!from.airportOnly || f.DepartAirport === from.code) && (!to.airportOnly || f.ArriveAirport === to.code),
  );

export type TFlightSearchState = {
  from: TPlace;
  to: TPlace;
  date: string;
  /** '' for one way. */
  ret: string;
  sort: TFlightSort;
};

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const PLACE_RE = /^[A-Z]{3}$/;

/**
 * The search in the address: `from`, `to` (city or airport codes; `fromAirport=1`, `toAirport=1` when the airport alone
 * was chosen), `date`, `ret` and `sort` (price or -price).
 */
export const readSearch = (params: URLSearchParams): TFlightSearchState => {
  const place = (k: string) => {
    const v = (params.get(k) ?? '').toUpperCase();
    return PLACE_RE.test(v) ? v : '';
  };
  const day = (k: string) => {
    const v = params.get(k) ?? '';
    return DAY_RE.test(v) && dayjs(v).isValid() ? v : '';
  };
  const s = params.get('sort') ?? '';
  const key = s.replace(/^-/, '') as TSortKey;
  const at = (k: 'from' | 'to'): TPlace => {
    const code = place(k);
    return { code, airportOnly: code !== '' && params.get(`${k}Airport`) === '1' };
  };
  return {
    from: at('from'),
    to: at('to'),
    date: day('date'),
    ret: day('ret'),
    sort: SORT_KEYS.includes(key) ? { key, desc: s.startsWith('-') } : DEFAULT_SORT,
  };
};

export const writeSearch = (s: TFlightSearchState): URLSearchParams => {
  const p = new URLSearchParams();
  for (const k of ['from', 'to'] as const) {
    if (s[k].code) p.set(k, s[k].code);
    if (s[k].code && s[k].airportOnly) p.set(`${k}Airport`, '1');
  }
  if (s.date) p.set('date', s.date);
  if (s.ret) p.set('ret', s.ret);
  if (s.sort.key !== DEFAULT_SORT.key || s.sort.desc) p.set('sort', `${s.sort.desc ? '-' : ''}${s.sort.key}`);
  return p;
};

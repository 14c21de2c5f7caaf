import {
  TRAIN_LETTERS,
  TRAIN_PRESALE_DAYS,
  TRAIN_STATION_CODE_RE,
  formatDate,
  type TTrain,
  type TTrainLetter,
  type TTrainStation,
} from '@opentmc/contracts';

// The train search screen's state (all of it in the address, so a search can be shared, reloaded and returned to
// from the booking step), its client-side filters and sorts over one day's trains, and the link to the seat step.

/**
 * A chosen place: a station, or a city by one of its stations (the search covers every station of both cities). The
 * address and the recent searches keep the code and whether it stands for its city; the name is the reader's
 * language's, from the reference data (issue 15).
 */
export type TTrainPlace = { code: string; city: boolean; name: string };

/** Names a place (places.ts placeNamer: from the reference data, in the reader's language). */
export type TPlaceNamer = (code: string, city: boolean) => TTrainPlace;

/** Departure or arrival time bands, as the first and last hour: 00–06, 06–12, 12–18, 18–24. */
export const TIME_BANDS = ['0006', '0612', '1218', '1824'] as const;
export type TTimeBand = (typeof TIME_BANDS)[number];

export const SORT_KEYS = ['depart', 'duration', 'price'] as const;
export type TSortKey = (typeof SORT_KEYS)[number];
export type TTrainSort = { key: TSortKey; desc: boolean };

export type TTrainFilters = {
  letters: TTrainLetter[];
  depart: TTimeBand[];
  arrive: TTimeBand[];
  /** Station codes; none keeps every station of the city. */
  fromStations: string[];
  toStations: string[];
  /** Hide trains with every seat type sold out. */
  onlyAvailable: boolean;
};

export type TTrainSearchState = {
  from: TTrainPlace | null;
  to: TTrainPlace | null;
  /** yyyy-MM-dd; '' before a search. */
  date: string;
  filters: TTrainFilters;
  sort: TTrainSort;
};

export const NO_FILTERS: TTrainFilters = {
  letters: [],
  depart: [],
  arrive: [],
  fromStations: [],
  toStations: [],
  onlyAvailable: false,
};

export const DEFAULT_SORT: TTrainSort = { key: 'depart', desc: false };

/** yyyy-MM-dd plus some days (calendar days, no time zone involved). */
export const addDays = (day: string, days: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** The travel dates on sale now, China time: today and the next TRAIN_PRESALE_DAYS − 1 days (as the server). */
export const presaleDays = (now: Date = new Date()): string[] => {
  const today = formatDate(now);
  return Array.from({ length: TRAIN_PRESALE_DAYS }, (_, i) => addDays(today, i));
};

export const isOnSale = (day: string, now: Date = new Date()): boolean => {
  const days = presaleDays(now);
  return day >= days[0]! && day <= days[days.length - 1]!;
};

/** A travel date as typed: 2026-03-12, 2026/3/12, 2026.3.12, 20260312 or 2026年3月12日 (a weekday after it ignored). */
const TYPED_DATE_RE = /^(\d{4})(?:[-/.年](\d{1,2})[-/.月](\d{1,2})日?|(\d{2})(\d{2}))(?:\s+\S+)?$/;

export type TTypedDate =
  { date: string } | { error: 'trainMall.form.dateInvalid' } | { error: 'trainMall.form.dateNotOnSale'; day: string };

/**
 * A date typed into the search form: the day (yyyy-MM-dd) when it is a real date on sale, else why not (a catalogue
 * key). The form keeps what was typed and says so; it never puts another day in its place.
 */
export const readTypedDate = (text: string, now: Date = new Date()): TTypedDate => {
  const m = TYPED_DATE_RE.exec(text.trim());
  if (!m) return { error: 'trainMall.form.dateInvalid' };
  const [y, mo, d] = [Number(m[1]), Number(m[2] ?? m[4]), Number(m[3] ?? m[5])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d)
    return { error: 'trainMall.form.dateInvalid' };
  const date = `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isOnSale(date, now) ? { date } : { error: 'trainMall.form.dateNotOnSale', day: date };
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);
const pick = <T extends string>(values: readonly T[], v: string | null): T[] =>
  list(v).filter((x): x is T => (values as readonly string[]).includes(x));

const place = (code: string | null, city: string | null, name: TPlaceNamer): TTrainPlace | null => {
  const c = code?.trim().toUpperCase() ?? '';
  return TRAIN_STATION_CODE_RE.test(c) ? name(c, city === '1') : null;
};

/**
 * The address's search, named in the reader's language: `from`, `to` (telegraph codes), `fromCity=1`/`toCity=1` (the
 * code stands for its city), `date`, and the
 * filters `type` (letters), `dep`/`arr` (time bands), `fs`/`ts` (station codes), `avail=1`, `sort` and `desc=1`.
 */
export const readSearch = (p: URLSearchParams, name: TPlaceNamer): TTrainSearchState => {
  const date = p.get('date') ?? '';
  const sortKey = p.get('sort');
  return {
    from: place(p.get('from'), p.get('fromCity'), name),
    to: place(p.get('to'), p.get('toCity'), name),
    date: DATE_RE.test(date) ? date : '',
    filters: {
      letters: pick(TRAIN_LETTERS, p.get('type')),
      depart: pick(TIME_BANDS, p.get('dep')),
      arrive: pick(TIME_BANDS, p.get('arr')),
      fromStations: list(p.get('fs')).filter((c) => TRAIN_STATION_CODE_RE.test(c)),
      toStations: list(p.get('ts')).filter((c) => TRAIN_STATION_CODE_RE.test(c)),
      onlyAvailable: p.get('avail') === '1',
    },
    sort: {
      key: (SORT_KEYS as readonly string[]).includes(sortKey ?? '') ? (sortKey as TSortKey) : DEFAULT_SORT.key,
      desc: p.get('desc') === '1',
    },
  };
};

/** The address of a search (only what differs from the defaults). */
export const writeSearch = (s: TTrainSearchState): URLSearchParams => {
  const p = new URLSearchParams();
  const set = (k: string, v: string) => v && p.set(k, v);
  set('from', s.from?.code ?? '');
  set('fromCity', s.from?.city ? '1' : '');
  set('to', s.to?.code ?? '');
  set('toCity', s.to?.city ? '1' : '');
  set('date', s.date);
  set('type', s.filters.letters.join(','));
  set('dep', s.filters.depart.join(','));
  set('arr', s.filters.arrive.join(','));
  set('fs', s.filters.fromStations.join(','));
  set('ts', s.filters.toStations.join(','));
  set('avail', s.filters.onlyAvailable ? '1' : '');
  set('sort', s.sort.key === DEFAULT_SORT.key ? '' : s.sort.key);
  set('desc', s.sort.desc ? '1' : '');
  return p;
};

export const hasFilters = (f: TTrainFilters): boolean =>
  f.letters.length + f.depart.length + f.arrive.length + f.fromStations.length + f.toStations.length > 0 ||
  f.onlyAvailable;

/** Minutes from midnight of a `yyyy-MM-dd HH:mm:ss` time. */
export const minuteOfDay = (dateTime: string): number =>
  Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16));

export const bandOf = (minute: number): TTimeBand => TIME_BANDS[Math.min(3, Math.floor(minute / 360))]!;

export const isSoldOut = (train: TTrain): boolean => train.Seats.every((s) => s.Remaining === 0);

/** The lowest fare of a train: of the seats still on sale, or of all its seats when it is sold out. */
export const lowestPrice = (train: TTrain): number => {
  const open = train.Seats.filter((s) => s.Remaining > 0);
  const seats = open.length ? open : train.Seats;
  return seats.length ? Math.min(...seats.map((s) => s.Price)) : Number.POSITIVE_INFINITY;
};

const keeps = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);

export const filterTrains = (trains: readonly TTrain[], f: TTrainFilters): TTrain[] =>
  trains.filter(
    (t) =>
      keeps(f.letters, t.TrainClass) &&
      keeps(f.depart, bandOf(minuteOfDay(t.DepartTime))) &&
      keeps(f.arrive, bandOf(minuteOfDay(t.ArriveTime))) &&
      keeps(f.fromStations, t.FromStationCode) &&
      keeps(f.toStations, t.ToStationCode) &&
      (!f.onlyAvailable || !isSoldOut(t)),
  );

const SORT_VALUE: Record<TSortKey, (t: TTrain) => number | string> = {
  depart: (t) => t.DepartTime,
  duration: (t) => t.Duration,
  price: lowestPrice,
};

/** Sorted by the key, ties by departure; a stable copy. */
export const sortTrains = (trains: readonly TTrain[], sort: TTrainSort): TTrain[] => {
  const value = SORT_VALUE[sort.key];
  const dir = sort.desc ? -1 : 1;
  return [...trains].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    const c = va < vb ? -1 : va > vb ? 1 : 0;
    return c * dir || a.DepartTime.localeCompare(b.DepartTime);
  });
};

export type TStationCount = { code: string; name: string; count: number };

/** The departure (or arrival) stations among the trains, busiest first, with how many trains use each. */
export const stationsOf = (trains: readonly TTrain[], side: 'from' | 'to'): TStationCount[] => {
  const m = new Map<string, TStationCount>();
  for (const t of trains) {
    const code = side === 'from' ? t.FromStationCode : t.ToStationCode;
    const name = side === 'from' ? t.FromStationName : t.ToStationName;
    const e = m.get(code) ?? { code, name, count: 0 };
    e.count++;
    m.set(code, e);
  }
  return [...m.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
};

/** The letters among the trains, in the usual order. */
export const lettersOf = (trains: readonly TTrain[]): TTrainLetter[] =>
  TRAIN_LETTERS.filter((l) => trains.some((t) => t.TrainClass === l));

/**
 * The seat step of the booking (`/order/orderSeat`, built with the order flow) for one seat type of one train.
 * Its search params: `TrainNo` (e.g. G1547), `FromStation` and `ToStation` (the train's own boarding and alighting
 * stations' telegraph codes, e.g. VNP, AOH), `DepartDate` (yyyy-MM-dd, the travel date searched) and `SeatType`
 * (a TrainSeatType code, e.g. 3157 for second class). The names follow TrainSearch/Search, so the seat step can
 * search that day again and find the train and its current price.
 */
export const orderSeatLink = (train: TTrain, seatType: number): string =>
  `/order/orderSeat?${new URLSearchParams({
    TrainNo: train.TrainNo,
    FromStation: train.FromStationCode,
    ToStation: train.ToStationCode,
    DepartDate: train.DepartTime.slice(0, 10),
    SeatType: String(seatType),
  }).toString()}`;

/** A picker option: a station, or a city (then `code` is the station the search goes by). */
export type TStationChoice = { kind: 'station' | 'city'; code: string; name: string; city: string; pinyin: string };

/**
 * The picker's choices for a station search, in the search's order: each city that several results share comes first
 * as a whole (by its own-named station when there is one, e.g. 北京 BJP, else its first result), then its stations.
 * Names are unique among the choices, as the picker's input shows the name.
 */
export const stationChoices = (stations: readonly TTrainStation[]): TStationChoice[] => {
  const cityCount = new Map<string, number>();
  for (const s of stations) if (s.CityName) cityCount.set(s.CityName, (cityCount.get(s.CityName) ?? 0) + 1);
  const out: TStationChoice[] = [];
  const seen = new Set<string>();
  const add = (c: TStationChoice) => {
    if (seen.has(c.name)) return;
    seen.add(c.name);
    out.push(c);
  };
  for (const s of stations) {
    const city = s.CityName;
    if (city && (cityCount.get(city) ?? 0) > 1 && !seen.has(city)) {
      const own = stations.find((x) => x.CityName === city && x.StationName === city);
      const first = own ?? s;
      add({ kind: 'city', code: first.StationCode, name: city, city, pinyin: own?.Pinyin ?? '' });
      for (const x of stations)
        if (x.CityName === city && x !== own)
          add({ kind: 'station', code: x.StationCode, name: x.StationName, city, pinyin: x.Pinyin });
    }
    add({ kind: 'station', code: s.StationCode, name: s.StationName, city, pinyin: s.Pinyin });
  }
  return out;
};

import { TrainSeatType, type TTrainLetter, type TTrainSeatType } from '@opentmc/contracts';
import { seededRandom, type TRandom } from './prng.ts';
import { RAIL_CITIES, greatCircleKm, type TRailCity } from './network.ts';
import type { TStation } from '@opentmc/refdata';

// The rail simulator's timetable: every train between two cities on one day, made up deterministically.
// - The plan of a city pair (which trains, their numbers, stations, stops, times and fares) is drawn from a PRNG
//   seeded with the pair, so a train keeps its number and times from day to day, as real timetables do.
// - What changes by date (whether a train runs that day, about 6 % do not, and the tickets left before any sale) is
//   drawn from a PRNG seeded with the pair and the date.
// Distances are great-circle kilometres times a detour factor; speeds, stops and fares are modelled on China's
// railways (G about 300 km/h and ¥0.42/km in second class, less on long trips; conventional fares tapered by
// distance), approximately.

export type TSimSeat = { seatType: TTrainSeatType; priceFen: number; remaining: number };
/** Times are minutes from midnight (China time) of the travel date; past 1440 is the next day. */
export type TSimStop = { station: TStation; arrive: number; depart: number };
export type TSimTrain = {
  trainNo: string;
  letter: TTrainLetter;
  date: string;
  from: TStation;
  to: TStation;
  fromCity: string;
  toCity: string;
  depart: number;
  arrive: number;
  distanceKm: number;
  stops: TSimStop[];
  seats: TSimSeat[];
};

/** Rail kilometres per great-circle kilometre: high-speed lines run straighter than the old network. */
export const DETOUR = { hsr: 1.24, conv: 1.33 } as const;
/** Average running speed between stops, km/h. */
const RUN_KMH: Record<TTrainLetter, number> = { G: 305, D: 220, C: 230, Z: 125, T: 110, K: 90 };
/** Minutes stopped at each intermediate station. */
const DWELL: Record<TTrainLetter, number> = { G: 3, D: 3, C: 2, Z: 6, T: 6, K: 8 };
/** Minutes lost starting and stopping at the ends. */
const OVERHEAD: Record<TTrainLetter, number> = { G: 8, D: 8, C: 6, Z: 15, T: 15, K: 15 };
const TIER_WEIGHT = { 1: 3, 2: 2, 3: 1 } as const;
/** Most intermediate stops of a train. */
const MAX_STOPS: Record<TTrainLetter, number> = { G: 12, D: 15, C: 4, Z: 4, T: 15, K: 25 };
/** High-speed trains run from 06:00 and arrive by 23:30 (the lines close at night for maintenance). */
const HSR_FIRST = 6 * 60;
const HSR_LAST_ARRIVAL = 23 * 60 + 30;

/** Most tickets of each seat type left on a train before the simulator sells any. */
const SEAT_STOCK: Record<TTrainSeatType, number> = {
  [TrainSeatType.Business]: 10,
  [TrainSeatType.Special]: 8,
  [TrainSeatType.First]: 56,
  [TrainSeatType.Second]: 420,
  [TrainSeatType.AdvancedSoftSleeper]: 8,
  [TrainSeatType.SoftSleeper]: 32,
  [TrainSeatType.HardSleeper]: 220,
  [TrainSeatType.SoftSeat]: 60,
  [TrainSeatType.HardSeat]: 480,
  [TrainSeatType.NoSeat]: 100,
};

type TPattern = 'express' | 'regular' | 'slow';
type TPlanned = Omit<TSimTrain, 'date' | 'seats'> & { prices: { seatType: TTrainSeatType; priceFen: number }[] };

/** Fen, rounded to half a yuan as railway fares are; at least one yuan. */
const fare = (yuan: number) => Math.max(100, Math.round(yuan * 2) * 50);

/** Conventional fares fall with distance: full rate to 200 km, then 90 %, 80 %, 70 %, 60 % and 50 % bands. */
export const taperedKm = (km: number): number => {
  const bands: [number, number][] = [
    [200, 1],
    [500, 0.9],
    [1000, 0.8],
    [1500, 0.7],
    [2500, 0.6],
    [Infinity, 0.5],
  ];
  let out = 0;
  let from = 0;
  for (const [to, rate] of bands) {
    if (km <= from) break;
    out += (Math.min(km, to) - from) * rate;
    from = to;
  }
  return out;
};

const isPeak = (depart: number) => (depart >= 7 * 60 && depart < 10 * 60) || (depart >= 16 * 60 && depart < 19 * 60);

const hsrFares = (letter: 'G' | 'D' | 'C', km: number, pattern: TPattern, depart: number, r: TRandom) => {
  const S = TrainSeatType;
  const jitter = r.next() * 0.03;
  const peak = isPeak(depart);
  if (letter === 'G') {
    // ¥0.42/km (as 北京南→上海虹桥), less beyond 1500 km (as 北京西→广州南).
    const base = Math.min(km, 1500) * 0.42 + Math.max(0, km - 1500) * 0.34;
    const second = base * (1 + (pattern === 'express' ? 0.08 : 0) + (peak ? 0.06 : 0) + jitter);
    const top = r.chance(0.25) ? { seatType: S.Special, priceFen: fare(second * 1.9) } : null;
    return [
      top ?? { seatType: S.Business, priceFen: fare(second * 3.15) },
      { seatType: S.First, priceFen: fare(second * 1.6) },
      { seatType: S.Second, priceFen: fare(second) },
      { seatType: S.NoSeat, priceFen: fare(second) },
    ];
  }
  const second = letter === 'D' ? km * 0.31 * (1 + (peak ? 0.05 : 0) + jitter) : Math.max(10, km * 0.45 * (1 + jitter));
  const roll = r.next();
  const top =
    letter === 'D'
      ? roll < 0.2
        ? [{ seatType: S.Business, priceFen: fare(second * 3) }]
        : roll < 0.35
          ? [{ seatType: S.Special, priceFen: fare(second * 1.9) }]
          : []
      : roll < 0.3
        ? [{ seatType: S.Business, priceFen: fare(second * 3.2) }]
        : [];
  return [
    ...top,
    { seatType: S.First, priceFen: fare(second * 1.6) },
    { seatType: S.Second, priceFen: fare(second) },
    { seatType: S.NoSeat, priceFen: fare(second) },
  ];
};

const convFares = (letter: 'Z' | 'T' | 'K', km: number, r: TRandom) => {
  const S = TrainSeatType;
  const ekm = taperedKm(km);
  const m = { Z: 1.15, T: 1.08, K: 1 }[letter];
  const hardSeat = fare((0.135 * ekm + 1.5) * m);
  const out: { seatType: TTrainSeatType; priceFen: number }[] = [];
  if (letter === 'Z' && r.chance(0.3))
    out.push({ seatType: S.AdvancedSoftSleeper, priceFen: fare((0.8 * ekm + 30) * m) });
  if (letter !== 'K' || km >= 150) {
    out.push({ seatType: S.SoftSleeper, priceFen: fare((0.39 * ekm + 20) * m) });
    out.push({ seatType: S.HardSleeper, priceFen: fare((0.245 * ekm + 12) * m) });
  }
  if (letter !== 'Z' && r.chance(letter === 'T' && km < 600 ? 0.25 : 0.15))
    out.push({ seatType: S.SoftSeat, priceFen: fare((0.22 * ekm + 2) * m) });
  // Z trains are mostly all-sleeper; some carry seats.
  if (letter !== 'Z' || r.chance(0.6)) {
    out.push({ seatType: S.HardSeat, priceFen: hardSeat });
    out.push({ seatType: S.NoSeat, priceFen: hardSeat });
  }
  return out;
};

/**
 * The cities a train between two cities may call at, in order along the way: those that add little to the trip
 * (great-circle detour within 12 % for the larger cities, 3.5 % or 8 km for the others), so long-distance trains
 * swing through the big hubs as real lines do. Branch-line termini are never passed through.
 */
const corridor = (a: TRailCity, b: TRailCity, hsr: boolean): { city: TRailCity; t: number }[] => {
  const direct = greatCircleKm(a, b);
  const out: { city: TRailCity; t: number }[] = [];
  for (const c of RAIL_CITIES.values()) {
    if (c === a || c === b || c.terminus || (hsr ? !c.hsr : !c.convStations.length)) continue;
    const ac = greatCircleKm(a, c);
    const cb = greatCircleKm(c, b);
    const slack = Math.max(8, direct * (c.tier <= 2 ? 0.12 : 0.035));
    if (ac + cb - direct > slack) continue;
    const t = ac / (ac + cb);
    if (t > 0.03 && t < 0.97) out.push({ city: c, t });
  }
  return out.sort((x, y) => x.t - y.t);
};

const pickStation = (list: readonly TStation[], r: TRandom): TStation => {
  // The main station takes most trains.
  const weights = list.map((_, i) => (i === 0 ? 3 : 1));
  let roll = r.next() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < list.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return list[i]!;
  }
  return list[0]!;
};

const pickStops = (
  a: TRailCity,
  b: TRailCity,
  letter: TTrainLetter,
  pattern: TPattern,
  candidates: { city: TRailCity; t: number }[],
  r: TRandom,
): { city: TRailCity; t: number }[] => {
  if (letter === 'G' && pattern === 'express')
    return [...candidates]
      .sort((x, y) => x.city.tier - y.city.tier || x.t - y.t)
      .slice(0, 2)
      .sort((x, y) => x.t - y.t);
  const p = (c: TRailCity): number => {
    const big = c.tier <= 2;
    switch (letter) {
      case 'G':
        return pattern === 'regular' ? (big ? 0.8 : 0.25) : big ? 1 : 0.5;
      case 'D':
        return big ? 0.9 : 0.6;
      case 'C':
        return 0.3;
      case 'Z':
        return big ? 0.5 : 0;
      case 'T':
        return big ? 0.9 : 0.5;
      case 'K':
        return 0.8;
    }
  };
  const picked = candidates.filter(({ city }) => r.chance(p(city)));
  return straighten(a, b, picked).slice(0, MAX_STOPS[letter]);
};

/** Drops the stops that zigzag most until the way through them is at most 10 % longer than the direct line. */
const straighten = (
  a: TRailCity,
  b: TRailCity,
  stops: { city: TRailCity; t: number }[],
): { city: TRailCity; t: number }[] => {
  const pathKm = (list: { city: TRailCity }[]) =>
    [a, ...list.map((s) => s.city), b].reduce((sum, c, i, all) => (i ? sum + greatCircleKm(all[i - 1]!, c) : 0), 0);
  const limit = greatCircleKm(a, b) * 1.1;
  let out = stops;
  while (out.length && pathKm(out) > limit) {
    let best = 0;
    let bestKm = Infinity;
    for (let i = 0; i < out.length; i++) {
      const km = pathKm(out.filter((_, j) => j !== i));
      if (km < bestKm) [best, bestKm] = [i, km];
    }
    out = out.filter((_, j) => j !== best);
  }
  return out;
};

const trainNumber = (letter: TTrainLetter, longHaul: boolean, down: boolean, used: Set<string>, r: TRandom) => {
  const [lo, hi] =
    letter === 'Z' || letter === 'T'
      ? [1, 399]
      : letter === 'C'
        ? [1001, 9998]
        : letter === 'K'
          ? [1, 9998]
          : longHaul
            ? [1, 1999]
            : [2000, 8998];
  for (let i = 0; ; i++) {
    let n = r.int(lo, hi);
    // Trains leaving Beijing ("down") take odd numbers, trains towards it even ones.
    if (n % 2 !== (down ? 1 : 0)) n = n + 1 > hi ? n - 1 : n + 1;
    const no = `${letter}${n}`;
    if (!used.has(no) || i > 50) {
      used.add(no);
      return no;
    }
  }
};

const BEIJING = { lat: 39.9, lon: 116.41 };

/** The trains of a city pair as they run every day: numbers, stations, stops, times and fares. */
const planPair = (a: TRailCity, b: TRailCity): TPlanned[] => {
  const gc = greatCircleKm(a, b);
  if (gc < 15) return [];
  const r = seededRandom(`plan|${a.name}|${b.name}`);
  const hsrKm = Math.round(gc * DETOUR.hsr);
  const convKm = Math.round(gc * DETOUR.conv);
  const w = TIER_WEIGHT[a.tier] * TIER_WEIGHT[b.tier];
  const hsrPair = a.hsr && b.hsr;
  const convPair = a.convStations.length > 0 && b.convStations.length > 0;
  const hsrReach = hsrKm < 150 ? 0.6 : hsrKm <= 1300 ? 1 : hsrKm <= 2000 ? 0.6 : 0.4;
  const counts: Record<TTrainLetter, number> = {
    G: hsrPair && hsrKm >= 60 && hsrKm <= 2600 ? Math.max(1, Math.round(w * 2.5 * hsrReach)) + r.int(0, 2) : 0,
    D: hsrPair && hsrKm >= 40 && hsrKm <= 2000 ? Math.round(w * 0.8 * (hsrKm <= 1300 ? 1 : 0.5)) + r.int(0, 2) : 0,
    C: hsrPair && hsrKm <= 200 ? Math.round(w * 1.5) + r.int(1, 3) : 0,
    Z: convPair && convKm >= 700 && a.tier <= 2 && b.tier <= 2 ? r.int(1, 2) : 0,
    T: convPair && convKm >= 300 ? r.int(0, 1 + Math.round(w * 0.3)) : 0,
    K: convPair && convKm >= 40 ? Math.round(w * 0.5 * (hsrPair ? 0.6 : 1)) + r.int(1, 2) : 0,
  };
  const down = greatCircleKm(b, BEIJING) > greatCircleKm(a, BEIJING);
  const used = new Set<string>();
  const hsrStops = hsrPair ? corridor(a, b, true) : [];
  const convStops = convPair ? corridor(a, b, false) : [];
  const out: TPlanned[] = [];

  for (const letter of ['G', 'D', 'C', 'Z', 'T', 'K'] as const) {
    const hsr = letter === 'G' || letter === 'D' || letter === 'C';
    const km = hsr ? hsrKm : convKm;
    for (let i = 0; i < counts[letter]; i++) {
      const roll = r.next();
      const pattern: TPattern = roll < 0.25 ? 'express' : roll < 0.75 ? 'regular' : 'slow';
      const stops = pickStops(a, b, letter, pattern, hsr ? hsrStops : convStops, r);
      const running = (km / RUN_KMH[letter]) * 60;
      const duration = Math.round(OVERHEAD[letter] + running + DWELL[letter] * stops.length);
      let depart: number;
      if (hsr) {
        const latest = HSR_LAST_ARRIVAL - duration;
        const first = HSR_FIRST + r.int(0, 50);
        if (latest < first) {
          r.next();
          continue;
        }
        depart = Math.round(first + ((latest - first) * (i + r.next() * 0.8)) / counts[letter]);
      } else if (letter === 'Z') depart = 18 * 60 + 30 + r.int(0, 240);
      // Trains of a night's length leave in the evening and arrive in the morning.
      else if (duration >= 6 * 60 && duration <= 16 * 60) depart = 16 * 60 + r.int(0, 450);
      else depart = 5 * 60 + r.int(0, 18 * 60 + 30);
      const from = pickStation(hsr ? a.hsrStations : a.convStations, r);
      const to = pickStation(hsr ? b.hsrStations : b.convStations, r);
      const simStops: TSimStop[] = stops.map(({ city, t }, j) => {
        const arrive = Math.round(depart + OVERHEAD[letter] / 2 + running * t + DWELL[letter] * j);
        const station = (hsr ? city.hsrStations[0] : city.convStations[0])!;
        return { station, arrive, depart: arrive + DWELL[letter] };
      });
      out.push({
        trainNo: trainNumber(letter, km >= 800, down, used, r),
        letter,
        from,
        to,
        fromCity: a.name,
        toCity: b.name,
        depart,
        arrive: depart + duration,
        distanceKm: km,
        stops: simStops,
        prices: hsr ? hsrFares(letter, km, pattern, depart, r) : convFares(letter, km, r),
      });
    }
  }
  return out.sort((x, y) => x.depart - y.depart || x.trainNo.localeCompare(y.trainNo));
};

const planCache = new Map<string, TPlanned[]>();
const PLAN_CACHE_MAX = 2000;

const planOf = (a: TRailCity, b: TRailCity): TPlanned[] => {
  const key = `${a.name}|${b.name}`;
  let plan = planCache.get(key);
  if (!plan) {
    plan = planPair(a, b);
    if (planCache.size >= PLAN_CACHE_MAX) planCache.delete(planCache.keys().next().value!);
    planCache.set(key, plan);
  }
  return plan;
};

/**
 * The trains from one city to another on a date (yyyy-MM-dd), by departure time, with the tickets left before any
 * sale. Cities without a position in the simulator's map have no trains.
 */
export const generateTimetable = (fromCity: string, toCity: string, date: string): TSimTrain[] => {
  const a = RAIL_CITIES.get(fromCity);
  const b = RAIL_CITIES.get(toCity);
  if (!a || !b || a === b) return [];
  const out: TSimTrain[] = [];
  for (const p of planOf(a, b)) {
    const r = seededRandom(`day|${a.name}|${b.name}|${date}|${p.trainNo}`);
    if (r.chance(0.06)) continue;
    const seats = p.prices.map(({ seatType, priceFen }) => ({
      seatType,
      priceFen,
      remaining: r.chance(0.12) ? 0 : r.int(1, SEAT_STOCK[seatType]),
    }));
    const { prices: _prices, ...train } = p;
    out.push({ ...train, date, seats });
  }
  return out;
};

/** One train of the timetable, by number and its departure and arrival stations. */
export const findSimTrain = (
  fromCity: string,
  toCity: string,
  date: string,
  trainNo: string,
  fromCode: string,
  toCode: string,
): TSimTrain | undefined =>
  generateTimetable(fromCity, toCity, date).find(
    (t) => t.trainNo === trainNo && t.from.code === fromCode && t.to.code === toCode,
  );

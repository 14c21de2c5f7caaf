import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { airlineByCode, airportByCode, airportsOfCity, flightCityByCode, type TAirport } from '@opentmc/refdata';
import { BIG_CITIES, CARRIERS, FLEETS, carrierOf, terminalOf, type TAgreement, type TCarrier } from './carriers.ts';
import { cabinsOf, yFareFen, type TCabinPlan, type TSimCabin } from './fares.ts';
import { greatCircleKm } from './geo.ts';
import { draws, type TDraws } from './random.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// The simulated schedule: every flight between two mainland cities on one day, made up deterministically.
// - The plan of a city pair (how many flights, their airlines and numbers, airports, aircraft, cabins, stop and
//   code-share partner) is drawn from the pair alone, so a flight keeps its number from day to day; the flight back
//   has the next (even) number, as airlines number them. Departure times are drawn from the pair's direction.
// - The fares and seats left are drawn from the flight and its date, and the day of the sale (fares.ts).
// Pairs of big cities have dozens of flights a day, a big city and an airline's hub city a dozen, small cities one
// or two or none; cities less than 400 km apart have none (the train serves them). Flights longer than 1,500 km
// sometimes stop on the way at a city that lies on it. Block times are 38 minutes plus 4.5 minutes per 60 km.

export type TSimStop = { airport: TAirport; arriveAt: Date; departAt: Date };

export type TSimFlight = {
  flightNo: string;
  /** The marketing airline: the one whose number this is. */
  airline: string;
  /** The operating airline's flight when this is a code-share (another airline flies it), else null. */
  operating: { airline: string; flightNo: string } | null;
  /** The day of departure (yyyy-MM-dd, China). */
  date: string;
  from: TAirport;
  to: TAirport;
  fromCity: string;
  toCity: string;
  departTerminal: string;
  arriveTerminal: string;
  departAt: Date;
  arriveAt: Date;
  durationMin: number;
  /** Kilometres flown (through the stop). */
  flownKm: number;
  /** Great-circle kilometres between the two cities (their main airports), which the fare is by. */
  fareKm: number;
  /** Aircraft type code (IATA, or the ICAO designator when it has none: C919). */
  aircraft: string;
  stops: TSimStop[];
  /** Share of the last three months' flights that arrived on time, percent. */
  onTimePercent: number;
  cabins: TSimCabin[];
};

type TPlanned = {
  carrier: TCarrier;
  /** The flight number's digits in the pair's order (odd); the other way is one more. */
  number: number;
  /** Airports at the pair's first and second city (in code order). */
  airports: [TAirport, TAirport];
  aircraft: string;
  cabins: TCabinPlan;
  stop: TAirport | null;
  partner: { code: string; number: number } | null;
  onTimePercent: number;
};

/** Cities where a simulated airline has a hub. */
const HUB_CITIES: ReadonlySet<string> = new Set(
  CARRIERS.flatMap((c) => (airlineByCode(c.code)?.hubs ?? []).map((h) => airportByCode(h)?.city ?? '')).filter(Boolean),
);

const cityScore = (city: string) => (BIG_CITIES.has(city) ? 3 : HUB_CITIES.has(city) ? 2 : 1);

const hubsOf = (carrier: string): readonly string[] => airlineByCode(carrier)?.hubs ?? [];

/** Whether a city is the carrier's hub (one of its airports is). */
const isHubCity = (carrier: string, city: string) => hubsOf(carrier).some((h) => airportByCode(h)?.city === city);

const flightCount = (a: string, b: string, km: number, r: TDraws): number => {
  if (km < 400) return 0;
  const [lo, hi] = [cityScore(a), cityScore(b)].sort();
  if (lo === 3) return r.int(18, 30);
  if (hi === 3) return lo === 2 ? r.int(6, 12) : r.int(2, 5);
  if (lo === 2) return r.int(2, 5);
  if (hi === 2) return r.int(1, 3);
  return r.chance(0.5) ? r.int(1, 2) : 0;
};

const carrierWeights = (a: string, b: string): (readonly [TCarrier, number])[] => {
  const small = !BIG_CITIES.has(a) && !BIG_CITIES.has(b);
  return CARRIERS.map((c) => {
    if (isHubCity(c.code, a) || isHubCity(c.code, b)) return [c, 6] as const;
    const w = { major: 3, full: 1.2, regional: small ? 2 : 0.2, lowCost: 0.8 }[c.kind];
    return [c, w] as const;
  });
};

/** The airport a carrier uses in a city: its hub there, else the main airport more often than the others. */
const airportFor = (carrier: string, city: string, r: TDraws): TAirport => {
  const list = airportsOfCity(city);
  const hubs = list.filter((a) => hubsOf(carrier).includes(a.code));
  if (hubs.length) return r.pick(hubs);
  return r.weighted(list.map((a, i) => [a, i === 0 ? 3 : 1] as const));
};

const stopFor = (carrier: TCarrier, a: TAirport, b: TAirport, km: number, r: TDraws): TAirport | null => {
  if (km < 1500 || !r.chance(0.2)) return null;
  const cities = new Set([...BIG_CITIES, ...hubsOf(carrier.code).map((h) => airportByCode(h)?.city ?? '')]);
  let best: { airport: TAirport; detour: number } | null = null;
  for (const city of cities) {
    if (!city || city === a.city || city === b.city) continue;
    const airport = airportsOfCity(city)[0];
    if (!airport) continue;
    const ac = greatCircleKm(a, airport);
    const cb = greatCircleKm(airport, b);
    const detour = (ac + cb) / km;
    if (ac < 300 || cb < 300 || detour > 1.25) continue;
    if (!best || detour < best.detour) best = { airport, detour };
  }
  return best?.airport ?? null;
};

const planPair = (a: string, b: string): TPlanned[] => {
  const r = draws(`plan|${a}|${b}`);
  const km = greatCircleKm(airportsOfCity(a)[0]!, airportsOfCity(b)[0]!);
  const n = flightCount(a, b, km, r);
  const weights = carrierWeights(a, b);
  const bothBig = BIG_CITIES.has(a) && BIG_CITIES.has(b);
  const used = new Set<string>();
  const numberFor = (code: string) => {
    for (;;) {
      const number = r.int(500, 4999) * 2 + 1;
      if (!used.has(`${code}${number}`)) {
        used.add(`${code}${number}`);
        return number;
      }
    }
  };
  const out: TPlanned[] = [];
  for (let i = 0; i < n; i++) {
    const carrier = r.weighted(weights);
    const airports: [TAirport, TAirport] = [airportFor(carrier.code, a, r), airportFor(carrier.code, b, r)];
    const fleet = FLEETS[carrier.kind];
    const wide = bothBig && fleet.wide.length > 0 && r.chance(0.35);
    const aircraft = r.pick(wide ? fleet.wide : fleet.narrow);
    const first = carrier.kind === 'major' && (wide || r.chance(0.6));
    const business = (carrier.kind === 'major' || carrier.kind === 'full') && (wide || !first);
    const partnerCode = carrier.partners.length && r.chance(0.35) ? r.pick(carrier.partners) : null;
    out.push({
      carrier,
      number: numberFor(carrier.code),
      airports,
      aircraft,
      cabins: { firstSeats: first ? (wide ? 12 : 8) : 0, businessSeats: business ? (wide ? 30 : 8) : 0 },
      stop: stopFor(carrier, airports[0], airports[1], km, r),
      partner: partnerCode ? { code: partnerCode, number: numberFor(partnerCode) } : null,
      onTimePercent: r.int(68, 96),
    });
  }
  return out;
};

// Plans are pure functions of the pair and are asked for on every search: the recent ones are kept.
const PLAN_CACHE_MAX = 500;
const planCache = new Map<string, TPlanned[]>();
const plansOf = (a: string, b: string): TPlanned[] => {
  const key = `${a}|${b}`;
  let hit = planCache.get(key);
  if (!hit) {
    hit = planPair(a, b);
    planCache.set(key, hit);
    if (planCache.size > PLAN_CACHE_MAX) planCache.delete(planCache.keys().next().value!);
  }
  return hit;
};

// Midnight of a day in a time zone, as an instant: dayjs's time zones go through Intl and are costly, so each is
// kept. A flight's times are minutes after it, which holds in China (no daylight saving).
const MIDNIGHT_CACHE_MAX = 2000;
const midnights = new Map<string, number>();
const midnightOf = (date: string, tz: string): number => {
  const key = `${date}|${tz}`;
  let m = midnights.get(key);
  if (m === undefined) {
    midnights.set(key, (m = dayjs.tz(date, tz).valueOf()));
    if (midnights.size > MIDNIGHT_CACHE_MAX) midnights.delete(midnights.keys().next().value!);
  }
  return m;
};

/** Minutes of a leg of `km`, to 5 minutes. */
const legMinutes = (km: number) => Math.round((38 + km * 0.075) / 5) * 5;

const DEPARTURE_HOURS: readonly (readonly [number, number])[] = [
  [6, 1],
  [7, 3],
  [8, 4],
  [9, 3],
  [10, 3],
  [11, 2],
  [12, 2],
  [13, 2],
  [14, 3],
  [15, 2],
  [16, 2],
  [17, 3],
  [18, 3],
  [19, 3],
  [20, 2],
  [21, 2],
  [22, 1],
];

const isPeak = (minute: number) => (minute >= 7 * 60 && minute < 10 * 60) || (minute >= 17 * 60 && minute < 20 * 60);

export type TScheduleQuery = {
  /** Flight city codes (BJS, SHA, CTU). */
  fromCity: string;
  toCity: string;
  /** The day of departure, yyyy-MM-dd (China). */
  date: string;
  /** The day of the sale, yyyy-MM-dd (China): fares open by how far ahead the flight is. */
  today: string;
  /** The booking company's agreement codes (airline and code), for its agreement fares. */
  agreements?: readonly TAgreement[] | undefined;
};

/**
 * Every flight from one mainland city to another on a day, by departure time, each code-share after the flight it
 * markets. Empty for an unknown or foreign city, and for a city to itself.
 */
export const generateFlights = (q: TScheduleQuery): TSimFlight[] => {
  const fromCity = flightCityByCode(q.fromCity);
  const toCity = flightCityByCode(q.toCity);
  if (!fromCity?.domestic || !toCity?.domestic || fromCity.code === toCity.code) return [];
  const forward = fromCity.code < toCity.code;
  const [a, b] = forward ? [fromCity.code, toCity.code] : [toCity.code, fromCity.code];
  const out: TSimFlight[] = [];
  const midnightIn = (tz: string) => midnightOf(q.date, tz);
  const day = dayjs(q.date);
  const daysAhead = Math.max(0, day.diff(dayjs(q.today), 'day'));
  const weekday = day.day();
  const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
  plansOf(a, b).forEach((p, i) => {
    const t = draws(`times|${fromCity.code}>${toCity.code}|${i}`);
    const depart = t.weighted(DEPARTURE_HOURS) * 60 + t.int(0, 11) * 5;
    const [from, to] = forward ? p.airports : [p.airports[1], p.airports[0]];
    const number = forward ? p.number : p.number + 1;
    // The fare is the city pair's (between the cities' main airports), whichever airports the flight uses.
    const fareKm = greatCircleKm(airportsOfCity(fromCity.code)[0]!, airportsOfCity(toCity.code)[0]!);
    const legKm = greatCircleKm(from, to);
    const departAt = at(new Date(midnightIn(from.tz)), depart);
    const stops: TSimStop[] = [];
    let minutes: number;
    let flownKm: number;
    if (p.stop) {
      const leg1 = greatCircleKm(from, p.stop);
      const leg2 = greatCircleKm(p.stop, to);
      const ground = 45 + t.int(0, 3) * 5;
      minutes = legMinutes(leg1) + ground + legMinutes(leg2);
      flownKm = leg1 + leg2;
      const arriveStop = at(departAt, legMinutes(leg1));
      stops.push({ airport: p.stop, arriveAt: arriveStop, departAt: at(arriveStop, ground) });
    } else {
      minutes = legMinutes(legKm) + t.int(-1, 2) * 5;
      flownKm = legKm;
    }
    const flightNo = `${p.carrier.code}${number}`;
    const base = {
      date: q.date,
      from,
      to,
      fromCity: fromCity.code,
      toCity: toCity.code,
      departAt,
      arriveAt: at(departAt, minutes),
      durationMin: minutes,
      flownKm,
      fareKm,
      aircraft: p.aircraft,
      stops,
      onTimePercent: p.onTimePercent,
    };
    const fares = (carrier: TCarrier, own: boolean) =>
      cabinsOf({
        carrier,
        yFen: yFareFen(fareKm),
        plan: p.cabins,
        seed: `${flightNo}|${q.date}`,
        daysAhead,
        weekday,
        peak: isPeak(depart),
        own,
        agreements: q.agreements,
      });
    out.push({
      ...base,
      flightNo,
      airline: p.carrier.code,
      operating: null,
      departTerminal: terminalOf(from.code, p.carrier.code),
      arriveTerminal: terminalOf(to.code, p.carrier.code),
      cabins: fares(p.carrier, true),
    });
    if (p.partner) {
      const partner = carrierOf(p.partner.code)!;
      out.push({
        ...base,
        flightNo: `${partner.code}${forward ? p.partner.number : p.partner.number + 1}`,
        airline: partner.code,
        operating: { airline: p.carrier.code, flightNo },
        // The terminal is the operating airline's.
        departTerminal: terminalOf(from.code, p.carrier.code),
        arriveTerminal: terminalOf(to.code, p.carrier.code),
        cabins: fares(partner, false),
      });
    }
  });
  // By departure, each code-share right after the flight it markets.
  const key = (f: TSimFlight) => f.operating?.flightNo ?? f.flightNo;
  return out.sort(
    (x, y) =>
      x.departAt.getTime() - y.departAt.getTime() ||
      key(x).localeCompare(key(y)) ||
      Number(!!x.operating) - Number(!!y.operating) ||
      x.flightNo.localeCompare(y.flightNo),
  );
};

/** One flight of a day by its number (the marketing number of a code-share); undefined when it does not fly. */
export const findFlight = (q: TScheduleQuery & { flightNo: string }): TSimFlight | undefined =>
  generateFlights(q).find((f) => f.flightNo === q.flightNo.trim().toUpperCase());

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlightSearch,
  PassengerType,
  parseDateTime,
  type TFlight,
  type TFlightSearchResult,
  type TLang,
} from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';

// flightpolicy/FlightSearch/Search over the flight simulator: one way and round trip, city and airport codes, the
// caller's company's agreement fares, the spec's no-flight message in both languages, bad input, determinism.

let t: TTestApp;
let employee: string;
let traveler: string;
const NOW = '2026-12-01 10:00:00';
const DAY = '2026-12-10';

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(parseDateTime(NOW)!);
  employee = await t.login('employee');
  traveler = await t.login('traveler');
});
afterAll(async () => t.close());

const search = (p: Record<string, unknown>, lang: TLang = 'en', session = employee) =>
  t.call<TFlightSearchResult>(
    FlightSearch,
    { FromCity: 'BJS', ToCity: 'SHA', DepartDate: DAY, ...p },
    { session, lang },
  );

const cabinsOf = (flights: TFlight[]) => flights.flatMap((f) => f.Cabins);

describe('FlightSearch/Search', () => {
  it("lists a day's flights between two cities, from every airport of each, by departure time", async () => {
    const r = await search({});
    expect(r.isSucc, r.message).toBe(true);
    const flights = r.result!.Entities;
    expect(r.result!.RecordCount).toBe(flights.length);
    expect(flights.length).toBeGreaterThan(15);
    expect([r.result!.DepartDate, r.result!.ReturnDate, r.result!.ReturnEntities]).toEqual([DAY, '', []]);
    expect(new Set(flights.map((f) => f.DepartAirport))).toEqual(new Set(['PEK', 'PKX']));
    expect(new Set(flights.map((f) => f.ArriveAirport))).toEqual(new Set(['SHA', 'PVG']));
    expect(new Set(flights.map((f) => f.DepartCityName))).toEqual(new Set(['Beijing']));
    const times = flights.map((f) => f.DepartTime);
    expect(times).toEqual([...times].sort());
    expect(times.every((x) => x.startsWith(`${DAY} `))).toBe(true);
    const ca = flights.find((f) => f.Airline === 'CA' && !f.IsCodeShare)!;
    expect(ca).toMatchObject({ AirlineName: 'Air China', DepartAirport: 'PEK', DepartTerminal: 'T3', DayDiff: 0 });
    expect(ca.DepartAirportName).toBe('Beijing Capital');
    expect(ca.Duration).toBeGreaterThan(100);
    expect(ca.LowestPrice).toBe(Math.min(...ca.Cabins.map((c) => c.Price)));
    // Code-shares name the flight that operates them, which the list holds too.
    const shares = flights.filter((f) => f.IsCodeShare);
    expect(shares.length).toBeGreaterThan(0);
    for (const s of shares) {
      const op = flights.find((f) => f.FlightNo === s.OperatingFlightNo)!;
      expect([op.DepartTime, op.Aircraft, s.OperatingAirline]).toEqual([s.DepartTime, s.Aircraft, op.Airline]);
    }
  });

  it('gives each cabin its fare, taxes per passenger type, seats left, rule, baggage and CO2', async () => {
    const flights = (await search({})).result!.Entities;
    for (const c of cabinsOf(flights)) {
      const [adult, child, infant] = c.Prices;
      expect(adult).toMatchObject({ PassengerType: PassengerType.Adult, Fare: c.Price, Fund: 50, Fuel: 20 });
      expect(adult!.Total).toBe(c.Price + 70);
      expect(child).toMatchObject({ PassengerType: PassengerType.Child, Fund: 0, Fuel: 10 });
      expect(child!.Fare).toBeLessThanOrEqual(c.Price);
      expect(infant).toMatchObject({ PassengerType: PassengerType.Infant, Fund: 0, Fuel: 0 });
      expect(c.SeatsLeft).toBeGreaterThan(0);
      expect(c.Rule.Tiers.map((x) => x.Tier)).toEqual(['week', 'twoDays', 'fourHours', 'lastHours', 'departed']);
      expect(c.Rule.VoidSameDay && c.Rule.InvoluntaryFree).toBe(true);
      expect(c.Baggage.CheckedKg).toBe({ Y: 20, C: 30, F: 40 }[c.CabinClass]);
      expect(c.Co2Kg).toBeGreaterThan(0);
    }
    const y = cabinsOf(flights).find((c) => c.CabinClass === 'Y' && c.Discount === 10)!;
    // Y by the distance between the two cities (about 1,080 km); a child half of it, an infant a tenth, to 10 yuan.
    expect(y.Price).toBeGreaterThanOrEqual(1900);
    expect(y.Price).toBeLessThanOrEqual(1960);
    expect(y.Prices[1]!.Fare).toBe(Math.round(y.Price / 20) * 10);
    expect(y.Prices[2]!.Fare).toBe(Math.round(y.Price / 100) * 10);
    // Every economy fare is a share of that Y, to 10 yuan.
    for (const c of cabinsOf(flights).filter((x) => x.CabinClass === 'Y'))
      expect(c.Price).toBe(Math.round((y.Price * c.Discount) / 100) * 10);
    const f = flights[0]!;
    const economy = f.Cabins.find((c) => c.CabinClass === 'Y')!;
    expect(economy.Co2Kg).toBe(Math.round(f.Distance * 0.095));
  });

  it('takes an airport code for that airport alone, any case', async () => {
    const all = (await search({})).result!.Entities;
    const r = await search({ FromCity: 'pkx', ToCity: 'PVG' });
    expect(r.isSucc, r.message).toBe(true);
    const flights = r.result!.Entities;
    expect(flights.length).toBeGreaterThan(0);
    expect(flights.every((f) => f.DepartAirport === 'PKX' && f.ArriveAirport === 'PVG')).toBe(true);
    expect(flights).toEqual(all.filter((f) => f.DepartAirport === 'PKX' && f.ArriveAirport === 'PVG'));
    const city = (await search({ FromCity: 'CTU', ToCity: 'PEK' })).result!.Entities;
    expect(new Set(city.map((f) => f.ArriveAirport))).toEqual(new Set(['PEK']));
    expect(city.length).toBeGreaterThan(0);
  });

  it('searches a round trip: the flights there on the day, back on the return day', async () => {
    const r = await search({ ReturnDate: '2026-12-13' });
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.ReturnDate).toBe('2026-12-13');
    expect(r.result!.Entities).toEqual((await search({})).result!.Entities);
    const back = r.result!.ReturnEntities;
    expect(back.length).toBeGreaterThan(15);
    expect(back.every((f) => f.DepartCity === 'SHA' && f.ArriveCity === 'BJS')).toBe(true);
    expect(back.every((f) => f.DepartTime.startsWith('2026-12-13 '))).toBe(true);
  });

  it("offers the caller's company its agreement fares, and nobody else", async () => {
    const agreed = cabinsOf((await search({})).result!.Entities).filter((c) => c.IsAgreement);
    expect(agreed.length).toBeGreaterThan(0);
    expect(agreed.every((c) => c.AgreementCode !== '' && c.CabinClass === 'Y')).toBe(true);
    const individual = await search({}, 'en', traveler);
    expect(individual.isSucc, individual.message).toBe(true);
    expect(cabinsOf(individual.result!.Entities).some((c) => c.IsAgreement)).toBe(false);
  });

  it('offers only flights that have not left yet today', async () => {
    const today = (await search({ DepartDate: '2026-12-01' })).result!.Entities;
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((f) => f.DepartTime > NOW)).toBe(true);
  });

  it('gives the same reply to the same search (the simulator is deterministic)', async () => {
    const a = await search({ ReturnDate: '2026-12-12' }, 'cn');
    const b = await search({ ReturnDate: '2026-12-12' }, 'cn');
    expect(a.isSucc, a.message).toBe(true);
    expect(b.result).toEqual(a.result);
    expect(a.result!.Entities[0]!.DepartCityName).toBe('北京');
  });

  it("says no flight matched in the caller's language", async () => {
    const en = await search({ ToCity: 'TSN' });
    expect([en.isSucc, en.statusCode, en.httpStatus]).toEqual([false, 400, 400]);
    expect(en.message).toBe('Flight search found no matching flights; please check flights');
    const cn = await search({ ToCity: 'TSN' }, 'cn');
    expect(cn.statusCode).toBe(400);
    expect(cn.message).toBe('航班查询没有找到匹配的航班，请核对航班');
  });

  it("refuses bad input with a 400 in the caller's language, and anonymous callers", async () => {
    const bad = async (p: Record<string, unknown>, lang: TLang, text: string) => {
      const r = await search(p, lang);
      expect([r.isSucc, r.statusCode, r.httpStatus], JSON.stringify(p)).toEqual([false, 400, 400]);
      expect(r.message).toContain(text);
    };
    await bad({ FromCity: 'B1' }, 'en', 'Please choose a valid city or airport');
    await bad({ FromCity: '' }, 'cn', '请选择正确的城市或机场');
    await bad({ ToCity: 'bjs' }, 'en', 'The origin and destination cannot be the same');
    await bad({ ToCity: 'PKX' }, 'en', 'The origin and destination cannot be the same city');
    await bad({ ToCity: 'PKX' }, 'cn', '出发地与目的地不能是同一城市');
    await bad({ DepartDate: '2026-13-01' }, 'en', 'Dates are yyyy-MM-dd');
    await bad({ ReturnDate: '2026-12-09' }, 'en', 'The return date cannot be before the departure date');
    await bad({ DepartDate: '2026-11-30' }, 'en', 'The departure date cannot be before today');
    await bad({ DepartDate: '2027-12-01' }, 'en', 'Flights can only be searched up to 365 days ahead');
    await bad({ ToCity: 'QQQ' }, 'en', 'City or airport QQQ was not found');
    await bad({ ToCity: 'HKG' }, 'en', 'Hong Kong is outside mainland China');
    await bad({ ToCity: 'HKG' }, 'cn', '香港不在中国大陆');
    const anon = await t.call(FlightSearch, { FromCity: 'BJS', ToCity: 'SHA', DepartDate: DAY });
    expect(anon.statusCode).toBe(511);
  });
});

import { describe, expect, it } from 'vitest';
import { aircraftByCode, airlineByCode } from '@opentmc/refdata';
import { agreementPercent, carrierOf } from './carriers.ts';
import { yFareFen } from './fares.ts';
import { generateFlights } from './schedule.ts';
import { checkPrice, scheduleChangeOf, REPRICE_SHARE } from './supplier-events.ts';

const q = { fromCity: 'BJS', toCity: 'SHA', date: '2026-12-10', today: '2026-11-27' };
const DEMO = [
  { airline: 'CA', code: 'CA-DEMO-01' },
  { airline: 'MU', code: 'MU-DEMO-01' },
  { airline: 'CZ', code: 'CZ-DEMO-01' },
];

describe('schedules', () => {
  it('is deterministic: the same query gives the same flights, fares and seats', () => {
    const first = structuredClone(generateFlights(q));
    expect(generateFlights({ ...q })).toEqual(first);
    expect(generateFlights({ ...q, date: '2026-12-11' })).not.toEqual(generateFlights(q));
  });

  it("flies from both of a city's airports: BJS from PEK and PKX, to SHA's SHA and PVG", () => {
    const flights = generateFlights(q);
    expect(flights.length).toBeGreaterThan(15);
    expect(new Set(flights.map((f) => f.from.code))).toEqual(new Set(['PEK', 'PKX']));
    expect(new Set(flights.map((f) => f.to.code))).toEqual(new Set(['SHA', 'PVG']));
    expect(flights.every((f) => f.fromCity === 'BJS' && f.toCity === 'SHA')).toBe(true);
  });

  it('gives believable flights: times by departure in China, durations by distance, real airlines and aircraft', () => {
    const flights = generateFlights(q);
    const departs = flights.map((f) => f.departAt.getTime());
    expect(departs).toEqual([...departs].sort((a, b) => a - b));
    for (const f of flights) {
      const hour = (f.departAt.getUTCHours() + 8) % 24;
      expect(hour).toBeGreaterThanOrEqual(6);
      expect(hour).toBeLessThanOrEqual(22);
      expect(f.durationMin).toBeGreaterThanOrEqual(105);
      expect(f.durationMin).toBeLessThanOrEqual(135);
      expect(f.arriveAt.getTime() - f.departAt.getTime()).toBe(f.durationMin * 60_000);
      expect(airlineByCode(f.airline)?.country.en).toBe('China');
      expect(aircraftByCode(f.aircraft)).toBeDefined();
      expect(f.flightNo).toMatch(/^[A-Z0-9]{2}\d{4}$/);
    }
    expect(flights.find((f) => f.from.code === 'PEK' && f.airline === 'CA')?.departTerminal).toBe('T3');
  });

  it('numbers the flight back one more, and markets code-shares under the partner’s number', () => {
    const there = generateFlights(q).filter((f) => !f.operating);
    const back = generateFlights({ ...q, fromCity: 'SHA', toCity: 'BJS' }).filter((f) => !f.operating);
    const num = (no: string) => Number(no.slice(2));
    expect(there.every((f) => num(f.flightNo) % 2 === 1)).toBe(true);
    expect(back.map((f) => `${f.airline}${num(f.flightNo) - 1}`).sort()).toEqual(there.map((f) => f.flightNo).sort());
    const shares = generateFlights(q).filter((f) => f.operating);
    expect(shares.length).toBeGreaterThan(0);
    for (const s of shares) {
      const op = generateFlights(q).find((f) => f.flightNo === s.operating!.flightNo)!;
      expect(carrierOf(op.airline)!.partners).toContain(s.airline);
      expect([s.departAt, s.arriveAt, s.from, s.aircraft]).toEqual([op.departAt, op.arriveAt, op.from, op.aircraft]);
    }
  });

  it('has one-stop flights on some long routes, and no flights between cities too close or unknown', () => {
    const long = generateFlights({ ...q, toCity: 'CAN' });
    const stop = long.find((f) => f.stops.length === 1)!;
    expect(stop).toBeDefined();
    expect(stop.flownKm).toBeGreaterThan(stop.fareKm);
    expect(stop.stops[0]!.arriveAt < stop.stops[0]!.departAt).toBe(true);
    expect(generateFlights({ ...q, toCity: 'TSN' })).toEqual([]);
    expect(generateFlights({ ...q, toCity: 'BJS' })).toEqual([]);
    expect(generateFlights({ ...q, toCity: 'HKG' })).toEqual([]);
    expect(generateFlights({ ...q, toCity: 'XXX' })).toEqual([]);
  });
});

describe('fares', () => {
  it('prices Y by distance, the economy sub-classes as shares of Y, C and F above it', () => {
    expect(yFareFen(1078)).toBe(192_000);
    expect(yFareFen(500)).toBe(105_000);
    for (const f of generateFlights(q)) {
      const y = yFareFen(f.fareKm);
      for (const c of f.cabins) {
        expect(c.priceFen % 1000).toBe(0);
        expect(Math.abs(c.priceFen - (y * c.percentOfY) / 100)).toBeLessThanOrEqual(500);
        if (c.cabinClass === 'Y' && !c.agreementCode)
          expect(carrierOf(f.airline)!.ladder).toContainEqual([c.subClass, c.percentOfY]);
        expect(c.fullFareFen).toBe(
          { Y: y, C: Math.round((y * 1.3) / 1000) * 1000, F: Math.round((y * 1.5) / 1000) * 1000 }[c.cabinClass],
        );
        expect(c.seatsLeft).toBeGreaterThan(0);
      }
      const y100 = f.cabins.find((c) => c.cabinClass === 'Y' && c.percentOfY === 100);
      expect(y100?.priceFen).toBe(y);
    }
  });

  it('opens fewer deep discounts close to the day', () => {
    const lowest = (today: string) =>
      generateFlights({ ...q, today })
        .filter((f) => !f.operating)
        .reduce((s, f) => s + Math.min(...f.cabins.map((c) => c.percentOfY)), 0);
    expect(lowest('2026-12-09')).toBeGreaterThan(lowest('2026-11-01'));
  });

  it("gives the client's agreement fares on the agreed airlines' own flights only", () => {
    const flights = generateFlights({ ...q, agreements: DEMO });
    const agreed = new Map(DEMO.map((a) => [a.airline, a]));
    for (const f of flights) {
      const deals = f.cabins.filter((c) => c.agreementCode);
      if (f.operating || !agreed.has(f.airline)) expect(deals).toEqual([]);
      else {
        expect(deals).toHaveLength(1);
        expect(deals[0]).toMatchObject({
          percentOfY: agreementPercent(f.airline),
          cabinClass: 'Y',
          agreementCode: agreed.get(f.airline)!.code,
        });
      }
    }
    expect(flights.some((f) => f.cabins.some((c) => c.agreementCode))).toBe(true);
    expect(generateFlights(q).some((f) => f.cabins.some((c) => c.agreementCode))).toBe(false);
  });
});

describe('supplier events', () => {
  const many = ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'].flatMap((date) =>
    generateFlights({ ...q, date }),
  );

  it('reprices a deterministic share of fares upwards at booking', () => {
    const checks = many.flatMap((f) => f.cabins.map((c) => ({ c, r: checkPrice(f, c) })));
    const changed = checks.filter((x) => x.r.changed);
    expect(changed.length / checks.length).toBeGreaterThan(REPRICE_SHARE / 3);
    expect(changed.length / checks.length).toBeLessThan(REPRICE_SHARE * 2);
    expect(changed.every((x) => x.r.priceFen > x.c.priceFen && !x.c.agreementCode)).toBe(true);
    expect(many.flatMap((f) => f.cabins.map((c) => checkPrice(f, c)))).toEqual(checks.map((x) => x.r));
  });

  it('delays, retimes or cancels a deterministic share of flights', () => {
    const changes = many.map((f) => ({ f, c: scheduleChangeOf(f) }));
    const kinds = new Set(changes.map((x) => x.c?.kind ?? 'none'));
    expect(kinds).toEqual(new Set(['none', 'delay', 'retime', 'cancel']));
    expect(changes.filter((x) => x.c).length / changes.length).toBeLessThan(0.3);
    for (const { f, c } of changes)
      if (c && c.kind !== 'cancel') {
        expect(c.departAt.getTime() - f.departAt.getTime()).toBe(c.minutes * 60_000);
        expect(c.arriveAt.getTime() - f.arriveAt.getTime()).toBe(c.minutes * 60_000);
        if (c.kind === 'delay') expect(c.minutes).toBeGreaterThanOrEqual(30);
      }
    expect(changes.map((x) => scheduleChangeOf(x.f))).toEqual(changes.map((x) => x.c));
  });
});

import { describe, expect, it } from 'vitest';
import type { TFlight, TFlightCabin } from '@opentmc/contracts';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  atPlaces,
  bandOf,
  filterFlights,
  hasFilters,
  lowestOf,
  optionsOf,
  readSearch,
  saleDays,
  sortFlights,
  writeSearch,
} from './flight-search.ts';

const cabin = (CabinClass: 'F' | 'C' | 'Y', Price: number): TFlightCabin =>
  ({ CabinClass, Price, SubClass: CabinClass, Discount: 10 }) as TFlightCabin;

const flight = (no: string, o: Partial<TFlight>): TFlight =>
  ({
    FlightNo: no,
    Airline: no.slice(0, 2),
    AirlineName: no.slice(0, 2),
    IsCodeShare: false,
    DepartAirport: 'PEK',
    ArriveAirport: 'SHA',
    DepartTime: '2026-12-01 08:00:00',
    ArriveTime: '2026-12-01 10:10:00',
    Duration: 130,
    Stops: [],
    Cabins: [cabin('Y', 900), cabin('F', 2800)],
    ...o,
  }) as TFlight;

const flights = [
  flight('CA1501', {}),
  flight('MU5102', {
    DepartTime: '2026-12-01 07:00:00',
    ArriveTime: '2026-12-01 11:00:00',
    Duration: 240,
    DepartAirport: 'PKX',
    Cabins: [cabin('Y', 700)],
  }),
  flight('CZ3001', {
    DepartTime: '2026-12-01 19:00:00',
    ArriveTime: '2026-12-01 21:00:00',
    Duration: 120,
    IsCodeShare: true,
    Cabins: [cabin('Y', 1200), cabin('C', 2500)],
  }),
];

describe('flight search rules', () => {
  it('puts a departure in its band', () => {
    expect(bandOf('2026-12-01 05:59:00')).toBe('night');
    expect(bandOf('2026-12-01 06:00:00')).toBe('morning');
    expect(bandOf('2026-12-01 12:00:00')).toBe('afternoon');
    expect(bandOf('2026-12-01 18:30:00')).toBe('evening');
  });

  it('filters by airline, band, airport, code-share and cabin class', () => {
    const nos = (f: typeof NO_FILTERS) => filterFlights(flights, f).map((x) => x.FlightNo);
    expect(nos({ ...NO_FILTERS, airlines: ['MU'] })).toEqual(['MU5102']);
    expect(nos({ ...NO_FILTERS, bands: ['evening'] })).toEqual(['CZ3001']);
    expect(nos({ ...NO_FILTERS, departAirports: ['PEK'] })).toEqual(['CA1501', 'CZ3001']);
    expect(nos({ ...NO_FILTERS, hideCodeShare: true })).toEqual(['CA1501', 'MU5102']);
    expect(nos({ ...NO_FILTERS, cabins: ['F', 'C'] })).toEqual(['CA1501', 'CZ3001']);
    expect(lowestOf(flights[2]!, { ...NO_FILTERS, cabins: ['C'] })).toBe(2500);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, hideCodeShare: true })).toBe(true);
  });

  it('gives each option the lowest fare it shows, under the other filters, and none when it shows nothing', () => {
    const airlines = optionsOf(flights, { ...NO_FILTERS, bands: ['morning'] }, { airlines: [] }, (f) => [
      { value: f.Airline, label: f.AirlineName },
    ]);
    expect(airlines).toEqual([
      { value: 'CA', label: 'CA', lowest: 900 },
      { value: 'MU', label: 'MU', lowest: 700 },
      { value: 'CZ', label: 'CZ', lowest: null },
    ]);
  });

  it('sorts by departure, arrival, duration and price, either way', () => {
    const nos = (key: 'depart' | 'arrive' | 'duration' | 'price', desc = false) =>
      sortFlights(flights, { key, desc }, NO_FILTERS).map((x) => x.FlightNo);
    expect(nos('depart')).toEqual(['MU5102', 'CA1501', 'CZ3001']);
    expect(nos('arrive')).toEqual(['CA1501', 'MU5102', 'CZ3001']);
    expect(nos('duration')).toEqual(['CZ3001', 'CA1501', 'MU5102']);
    expect(nos('price')).toEqual(['MU5102', 'CA1501', 'CZ3001']);
    expect(nos('price', true)).toEqual(['CZ3001', 'CA1501', 'MU5102']);
  });

  it('keeps the search in the address and ignores what is not one', () => {
    const s = {
      from: { code: 'BJS', airportOnly: false },
      to: { code: 'SHA', airportOnly: true },
      date: '2026-12-01',
      ret: '2026-12-03',
      sort: { key: 'price', desc: true },
    } as const;
    expect(writeSearch(s).toString()).toBe('from=BJS&to=SHA&toAirport=1&date=2026-12-01&ret=2026-12-03&sort=-price');
    expect(readSearch(writeSearch(s))).toEqual(s);
    expect(readSearch(new URLSearchParams('from=beijing&fromAirport=1&to=sha&date=1-2-3&sort=x'))).toEqual({
      from: { code: '', airportOnly: false },
      to: { code: 'SHA', airportOnly: false },
      date: '',
      ret: '',
      sort: DEFAULT_SORT,
    });
  });

  it('keeps the flights of an airport chosen alone', () => {
    const any = { code: 'BJS', airportOnly: false };
    expect(atPlaces(flights, any, { code: 'SHA', airportOnly: false })).toHaveLength(3);
    expect(atPlaces(flights, { code: 'PEK', airportOnly: true }, any).map((f) => f.FlightNo)).toEqual([
      'CA1501',
      'CZ3001',
    ]);
    expect(atPlaces(flights, any, { code: 'PVG', airportOnly: true })).toEqual([]);
  });

  it('offers the days from today (China time) for a year', () => {
    const days = saleDays(new Date('2026-11-27T17:00:00Z'));
    expect(days[0]).toBe('2026-11-28');
    expect(days).toHaveLength(365);
    expect(days[1]).toBe('2026-11-29');
  });
});

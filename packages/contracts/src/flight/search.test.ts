import { describe, expect, it } from 'vitest';
import { Cabin } from '../lookups/lists.ts';
import { ZFlightSearchRequest, flightCabinCode } from './search.ts';

const issues = (p: unknown) => {
  const r = ZFlightSearchRequest.safeParse(p);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('FlightSearch/Search payload', () => {
  it('takes city or airport codes in any case, a day and an optional day back', () => {
    expect(ZFlightSearchRequest.parse({ FromCity: ' bjs', ToCity: 'PVG', DepartDate: '2026-12-10' })).toEqual({
      FromCity: 'BJS',
      ToCity: 'PVG',
      DepartDate: '2026-12-10',
      ReturnDate: undefined,
    });
    expect(
      ZFlightSearchRequest.parse({ FromCity: 'PKX', ToCity: 'CTU', DepartDate: '2026-12-10', ReturnDate: '' })
        .ReturnDate,
    ).toBeUndefined();
    expect(
      ZFlightSearchRequest.parse({ FromCity: 'PKX', ToCity: 'CTU', DepartDate: '2026-12-10', ReturnDate: '2026-12-10' })
        .ReturnDate,
    ).toBe('2026-12-10');
  });

  it('refuses bad places, bad dates, the same place and a return before the departure', () => {
    expect(issues({ FromCity: 'BJ', ToCity: 'SHA', DepartDate: '2026-12-10' })).toEqual(['flight.validation.place']);
    expect(issues({ ToCity: 'SHA', DepartDate: '2026-12-10' })).toEqual(['flight.validation.place']);
    expect(issues({ FromCity: 'BJS', ToCity: 'SHA', DepartDate: '2026-02-30' })).toEqual(['messages.validation.date']);
    expect(issues({ FromCity: 'BJS', ToCity: 'SHA', DepartDate: '2026-12-10 08:00:00' })).toEqual([
      'messages.validation.date',
    ]);
    expect(issues({ FromCity: 'BJS', ToCity: 'bjs', DepartDate: '2026-12-10' })).toEqual([
      'flight.validation.samePlace',
    ]);
    expect(issues({ FromCity: 'BJS', ToCity: 'SHA', DepartDate: '2026-12-10', ReturnDate: '2026-12-09' })).toEqual([
      'flight.validation.returnBeforeDepart',
    ]);
  });
});

describe('flightCabinCode', () => {
  it('gives first, business, full economy and discounted economy by tenths', () => {
    expect(flightCabinCode('F', 120)).toBe(Cabin.First);
    expect(flightCabinCode('C', 130)).toBe(Cabin.Business);
    expect(flightCabinCode('Y', 100)).toBe(Cabin.Economy);
    expect(flightCabinCode('Y', 95)).toBe(Cabin.Economy90);
    expect(flightCabinCode('Y', 78)).toBe(Cabin.Economy70);
    expect(flightCabinCode('Y', 60)).toBe(Cabin.Economy60);
    expect(flightCabinCode('Y', 40)).toBe(Cabin.Economy50);
  });
});

import { describe, expect, it } from 'vitest';
import { Cabin, TrainSeatType } from '../lookups/index.ts';
import { ControlLevel as L } from './engine.ts';
import { ZTripRuleInput, tripRuleOfInput, tripRuleToWire } from './trip-rule.ts';

// Trip rules on the wire: yuan in, fen for the engine, and back to yuan unchanged.

const wire = {
  Name: '标准',
  Scope: 'Department' as const,
  DepartmentIDs: ['D1', 'D1', 'D2'],
  JobLevels: [3],
  flight: {
    maxCabin: { value: Cabin.Economy70, level: L.Forbid },
    lowestPrice: { value: { within: 99.99, windowHours: 3 }, level: L.ReasonRequired },
    maxDiscountTenths: { value: 7.5, level: L.Warn },
  },
  hotel: { nightlyCap: { value: { T1: 600, T2: 0.5 }, level: L.Approval }, stars: { value: [4, 3, 4], level: L.Warn } },
  train: { seats: { value: { D: [TrainSeatType.First, TrainSeatType.Second] }, level: L.Warn } },
  car: { priceCap: { value: '120.5', level: L.Record } },
};

describe('trip rules on the wire', () => {
  it('parses yuan into fen and keeps only what the scope uses', () => {
    const p = ZTripRuleInput.parse(wire);
    const rule = tripRuleOfInput(p, 'Y1');
    expect(rule).toEqual({
      RuleID: 'Y1',
      Name: '标准',
      Scope: 'Department',
      DepartmentIDs: ['D1', 'D2'],
      flight: {
        maxCabin: { value: Cabin.Economy70, level: L.Forbid },
        lowestPrice: { value: { withinFen: 9999, windowHours: 3 }, level: L.ReasonRequired },
        maxDiscountTenths: { value: 7.5, level: L.Warn },
      },
      hotel: {
        nightlyCapFen: { value: { T1: 60000, T2: 50 }, level: L.Approval },
        stars: { value: [3, 4], level: L.Warn },
      },
      train: { seats: { value: { D: [TrainSeatType.First, TrainSeatType.Second] }, level: L.Warn } },
      car: { priceCapFen: { value: 12050, level: L.Record } },
    });
  });

  it('gives the stored rule back in yuan', () => {
    const out = tripRuleToWire(tripRuleOfInput(ZTripRuleInput.parse(wire), 'Y1'));
    expect(out.hotel?.nightlyCap).toEqual({ value: { T1: 600, T2: 0.5 }, level: L.Approval });
    expect(out.flight?.lowestPrice?.value).toEqual({ within: 99.99, windowHours: 3 });
    expect(out.car?.priceCap).toEqual({ value: 120.5, level: L.Record });
    expect(out.JobLevels).toEqual([]);
    // The round trip is exact: parsing the wire form again gives the same rule.
    expect(tripRuleOfInput(ZTripRuleInput.parse(out), 'Y1')).toEqual(tripRuleOfInput(ZTripRuleInput.parse(wire), 'Y1'));
  });

  it.each([
    ['level 0', { flight: { advanceDays: { value: 3, level: 0 } } }, 'policy.validation.level'],
    ['a cap of 1.005 yuan', { car: { priceCap: { value: 1.005, level: 2 } } }, 'messages.validation.amount'],
    ['a cap of more than a million', { car: { priceCap: { value: 1000001, level: 2 } } }, 'messages.validation.amount'],
    [
      'a category code with a space',
      { hotel: { nightlyCap: { value: { 'T 1': 1 }, level: 2 } } },
      'policy.validation.categoryCode',
    ],
    ['a star of 6', { hotel: { stars: { value: [6], level: 2 } } }, 'messages.validation.invalidOption'],
    ['an unknown repeat mode', { flight: { repeatSameDay: 'sometimes' } }, 'messages.validation.invalidOption'],
  ])('refuses %s', (_w, extra, message) => {
    const r = ZTripRuleInput.safeParse({ Name: 'x', Scope: 'All', ...extra });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import { Cabin, TrainSeatType, TrainType, TrafficGrade } from '../lookups/index.ts';
import {
  ControlLevel as L,
  cheapestCompliant,
  evaluateBooking,
  evaluatePolicy,
  ruleFor,
  stricterLevel,
  type TFlightOffer,
  type TOffer,
  type TPolicyContext,
  type TTraveller,
  type TTripRule,
} from './engine.ts';

// The policy engine over a table of cases: flights, hotels, trains and cars, the edges (equal to the cap, 0 meaning
// no limit), rules by department and by job level, several travellers, and the strictest level winning.

const NOW = '2026-12-01T09:00:00+08:00';
const flight = (o: Partial<TFlightOffer> = {}): TFlightOffer => ({
  service: 'flight',
  cabin: Cabin.Economy,
  discountTenths: 7,
  priceFen: 80000,
  departAt: '2026-12-10T10:00:00+08:00',
  durationMinutes: 130,
  airline: 'MU',
  agreement: true,
  ...o,
});

const base: TTripRule = {
  RuleID: 'R-all',
  Name: 'company',
  Scope: 'All',
  flight: {
    maxCabin: { value: Cabin.Economy, level: L.Approval },
    businessAboveHours: 6,
    maxDiscountTenths: { value: 8, level: L.ReasonRequired },
    lowestPrice: { value: { withinFen: 5000, windowHours: 2 }, level: L.ReasonRequired },
    advanceDays: { value: 3, level: L.Warn },
    maxCompanions: { value: 2, level: L.Record },
    agreementOnly: { value: true, level: L.Warn },
    repeatSameDay: 'warn',
  },
  hotel: {
    stars: { value: [3, 4], level: L.ReasonRequired },
    nightlyCapFen: { value: { 一线: 60000, 二线: 45000, 三线: 0 }, level: L.Approval },
    agreementOnly: { value: false, level: L.Warn },
  },
  train: {
    seats: {
      value: { GC: [TrainSeatType.Second], D: [TrainSeatType.Second, TrainSeatType.First], ZTK: [] },
      level: L.Forbid,
    },
  },
  car: {
    priceCapFen: { value: 20000, level: L.Warn },
    levels: { value: [TrafficGrade.Economy, TrafficGrade.Comfort], level: L.ReasonRequired },
  },
};
const managers: TTripRule = {
  RuleID: 'R-managers',
  Name: 'managers',
  Scope: 'Position',
  JobLevels: [8, 9],
  flight: { maxCabin: { value: Cabin.Business, level: L.Approval } },
  hotel: { nightlyCapFen: { value: { 一线: 100000 }, level: L.Approval } },
};
const rd: TTripRule = {
  RuleID: 'R-rd',
  Name: 'R&D',
  Scope: 'Department',
  DepartmentIDs: ['D-RD'],
  flight: { maxCabin: { value: Cabin.Economy70, level: L.Forbid } },
};
const web: TTripRule = {
  RuleID: 'R-web',
  Name: 'web team',
  Scope: 'Department',
  DepartmentIDs: ['D-WEB'],
  train: { seats: { value: { GC: [TrainSeatType.First, TrainSeatType.Second] }, level: L.Warn } },
};
const rules = [base, managers, rd, web];

const staff: TTraveller = { UserID: 'U1', Name: '郑浩', JobLevel: 2, DepartmentPath: '/D-SALES/' };
const engineer: TTraveller = { UserID: 'U2', Name: '王工', JobLevel: 2, DepartmentPath: '/D-RD/' };
const webDev: TTraveller = { UserID: 'U3', Name: '李前端', JobLevel: 2, DepartmentPath: '/D-RD/D-WEB/' };
const manager: TTraveller = { UserID: 'U4', Name: '吴总', JobLevel: 8, DepartmentPath: '/D-RD/' };

type TCase = {
  name: string;
  traveller?: TTraveller;
  offer: TOffer;
  ctx?: Partial<TPolicyContext>;
  rules?: TTripRule[];
  level: number;
  codes: string[];
};

const cases: TCase[] = [
  // Flights: cabin
  { name: 'economy within every limit', offer: flight(), level: 0, codes: [] },
  {
    name: 'business on a short flight',
    offer: flight({ cabin: Cabin.Business, discountTenths: 10 }),
    level: L.Approval,
    codes: ['flight.cabin'],
  },
  {
    name: 'business on a long flight (≥ 6 h) is allowed',
    offer: flight({ cabin: Cabin.Business, discountTenths: 10, durationMinutes: 400 }),
    level: 0,
    codes: [],
  },
  {
    name: 'business at exactly 6 h is allowed',
    offer: flight({ cabin: Cabin.Business, discountTenths: 10, durationMinutes: 360 }),
    level: 0,
    codes: [],
  },
  {
    name: 'business one minute short of 6 h',
    offer: flight({ cabin: Cabin.Business, discountTenths: 10, durationMinutes: 359 }),
    level: L.Approval,
    codes: ['flight.cabin'],
  },
  {
    name: 'first class even on a long flight',
    offer: flight({ cabin: Cabin.First, discountTenths: 15, durationMinutes: 600 }),
    level: L.Approval,
    codes: ['flight.cabin'],
  },
  // Flights: discount
  { name: 'fare at exactly the discount cap', offer: flight({ discountTenths: 8 }), level: 0, codes: [] },
  {
    name: 'fare above the discount cap',
    offer: flight({ discountTenths: 8.5 }),
    level: L.ReasonRequired,
    codes: ['flight.discount'],
  },
  {
    name: 'discount cap 0 means no limit',
    rules: [{ ...base, flight: { ...base.flight, maxDiscountTenths: { value: 0, level: L.Forbid } } }],
    offer: flight({ discountTenths: 10 }),
    level: 0,
    codes: [],
  },
  // Flights: lowest price
  {
    name: 'within the allowance of the lowest fare',
    offer: flight({ priceFen: 85000 }),
    ctx: { shown: [flight({ priceFen: 80000, departAt: '2026-12-10T11:30:00+08:00' })] },
    level: 0,
    codes: [],
  },
  {
    name: 'exactly the lowest fare plus the allowance',
    offer: flight({ priceFen: 85000 }),
    ctx: { shown: [flight({ priceFen: 80000, departAt: '2026-12-10T12:00:00+08:00' })] },
    level: 0,
    codes: [],
  },
  {
    name: 'above the lowest fare plus the allowance',
    offer: flight({ priceFen: 85001 }),
    ctx: { shown: [flight({ priceFen: 80000, departAt: '2026-12-10T11:00:00+08:00' })] },
    level: L.ReasonRequired,
    codes: ['flight.lowestPrice'],
  },
  {
    name: 'a cheaper flight outside the ±2 h window does not count',
    offer: flight({ priceFen: 90000 }),
    ctx: { shown: [flight({ priceFen: 50000, departAt: '2026-12-10T12:01:00+08:00' })] },
    level: 0,
    codes: [],
  },
  // Flights: advance days, companions, agreement, repeat
  {
    name: 'booked exactly 3 days ahead',
    offer: flight({ departAt: '2026-12-04T09:00:00+08:00' }),
    level: 0,
    codes: [],
  },
  {
    name: 'booked 2 days ahead',
    offer: flight({ departAt: '2026-12-03T10:00:00+08:00' }),
    level: L.Warn,
    codes: ['flight.advanceDays'],
  },
  { name: 'two companions are allowed', offer: flight(), ctx: { companions: 2 }, level: 0, codes: [] },
  {
    name: 'three companions are recorded only',
    offer: flight(),
    ctx: { companions: 3 },
    level: L.Record,
    codes: ['flight.companions'],
  },
  {
    name: 'a non-agreement airline',
    offer: flight({ agreement: false, airline: 'HU' }),
    level: L.Warn,
    codes: ['flight.agreement'],
  },
  {
    name: 'a second flight on the same day is warned',
    offer: flight(),
    ctx: { sameDayBookings: 1 },
    level: L.Warn,
    codes: ['flight.repeat'],
  },
  {
    name: 'a refused repeat booking is forbidden',
    rules: [{ ...base, flight: { ...base.flight, repeatSameDay: 'refuse' } }],
    offer: flight(),
    ctx: { sameDayBookings: 1 },
    level: L.Forbid,
    codes: ['flight.repeat'],
  },
  {
    name: 'several broken items: the strictest level wins',
    offer: flight({
      cabin: Cabin.Business,
      discountTenths: 10,
      agreement: false,
      departAt: '2026-12-02T10:00:00+08:00',
    }),
    level: L.Approval,
    codes: ['flight.cabin', 'flight.advanceDays', 'flight.agreement'],
  },
  // Flights: rules by department and by job
  {
    name: 'R&D rule: economy up to 7/10',
    traveller: engineer,
    offer: flight({ discountTenths: 7 }),
    level: 0,
    codes: [],
  },
  {
    name: 'R&D rule: economy at 7.5/10 is forbidden',
    traveller: engineer,
    offer: flight({ discountTenths: 7.5 }),
    level: L.Forbid,
    codes: ['flight.cabin'],
  },
  {
    name: 'a sub-department follows the nearest department rule (web team has no flight rule)',
    traveller: webDev,
    offer: flight({ discountTenths: 9.5 }),
    level: 0,
    codes: [],
  },
  {
    name: 'the job-level rule beats the department rule: business for managers',
    traveller: manager,
    offer: flight({ cabin: Cabin.Business, discountTenths: 10 }),
    level: 0,
    codes: [],
  },
  {
    name: 'managers still cannot book first',
    traveller: manager,
    offer: flight({ cabin: Cabin.First, discountTenths: 15 }),
    level: L.Approval,
    codes: ['flight.cabin'],
  },
  { name: 'no rules at all: anything goes', rules: [], offer: flight({ cabin: Cabin.First }), level: 0, codes: [] },
  // Hotels
  {
    name: 'a 4-star hotel under the tier-1 cap',
    offer: { service: 'hotel', star: 4, nightlyFen: 55000, cityCategory: '一线', agreement: true },
    level: 0,
    codes: [],
  },
  {
    name: 'exactly the tier-1 cap',
    offer: { service: 'hotel', star: 4, nightlyFen: 60000, cityCategory: '一线', agreement: true },
    level: 0,
    codes: [],
  },
  {
    name: 'one fen over the tier-1 cap',
    offer: { service: 'hotel', star: 4, nightlyFen: 60001, cityCategory: '一线', agreement: true },
    level: L.Approval,
    codes: ['hotel.price'],
  },
  {
    name: 'the tier-2 cap is lower',
    offer: { service: 'hotel', star: 3, nightlyFen: 50000, cityCategory: '二线', agreement: true },
    level: L.Approval,
    codes: ['hotel.price'],
  },
  {
    name: 'tier 3 has 0: no limit',
    offer: { service: 'hotel', star: 3, nightlyFen: 200000, cityCategory: '三线', agreement: true },
    level: 0,
    codes: [],
  },
  {
    name: 'a category without a cap: no limit',
    offer: { service: 'hotel', star: 3, nightlyFen: 200000, cityCategory: '国际', agreement: true },
    level: 0,
    codes: [],
  },
  {
    name: 'a 5-star hotel',
    offer: { service: 'hotel', star: 5, nightlyFen: 50000, cityCategory: '一线', agreement: true },
    level: L.ReasonRequired,
    codes: ['hotel.star'],
  },
  {
    name: '5 stars and over the cap: approval wins',
    offer: { service: 'hotel', star: 5, nightlyFen: 90000, cityCategory: '一线', agreement: false },
    level: L.Approval,
    codes: ['hotel.star', 'hotel.price'],
  },
  {
    name: 'managers have a higher tier-1 cap',
    traveller: manager,
    offer: { service: 'hotel', star: 5, nightlyFen: 90000, cityCategory: '一线', agreement: true },
    level: 0,
    codes: [],
  },
  // Trains
  {
    name: 'second class on a G train',
    offer: { service: 'train', trainType: TrainType.GC, seat: TrainSeatType.Second, priceFen: 55300 },
    level: 0,
    codes: [],
  },
  {
    name: 'first class on a G train is forbidden',
    offer: { service: 'train', trainType: TrainType.GC, seat: TrainSeatType.First, priceFen: 93300 },
    level: L.Forbid,
    codes: ['train.seat'],
  },
  {
    name: 'first class on a D train is allowed',
    offer: { service: 'train', trainType: TrainType.D, seat: TrainSeatType.First, priceFen: 30000 },
    level: 0,
    codes: [],
  },
  {
    name: 'business class on a D train',
    offer: { service: 'train', trainType: TrainType.D, seat: TrainSeatType.Business, priceFen: 60000 },
    level: L.Forbid,
    codes: ['train.seat'],
  },
  {
    name: 'Z/T/K with no list: any seat',
    offer: { service: 'train', trainType: TrainType.K, seat: TrainSeatType.SoftSleeper, priceFen: 40000 },
    level: 0,
    codes: [],
  },
  {
    name: 'the web team rule allows first class on a G train',
    traveller: webDev,
    offer: { service: 'train', trainType: TrainType.GC, seat: TrainSeatType.First, priceFen: 93300 },
    level: 0,
    codes: [],
  },
  {
    name: 'the web team rule still refuses business class (as a warning)',
    traveller: webDev,
    offer: { service: 'train', trainType: TrainType.GC, seat: TrainSeatType.Business, priceFen: 170000 },
    level: L.Warn,
    codes: ['train.seat'],
  },
  // Cars
  {
    name: 'a comfort car under the cap',
    offer: { service: 'car', level: TrafficGrade.Comfort, priceFen: 15000 },
    level: 0,
    codes: [],
  },
  {
    name: 'a car at exactly the cap',
    offer: { service: 'car', level: TrafficGrade.Economy, priceFen: 20000 },
    level: 0,
    codes: [],
  },
  {
    name: 'a luxury car over the cap',
    offer: { service: 'car', level: TrafficGrade.Luxury, priceFen: 30000 },
    level: L.ReasonRequired,
    codes: ['car.price', 'car.level'],
  },
];

describe('evaluatePolicy', () => {
  it('has a table of at least 40 cases', () => expect(cases.length).toBeGreaterThanOrEqual(40));
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const v = evaluatePolicy(c.rules ?? rules, c.traveller ?? staff, c.offer, { now: NOW, ...c.ctx });
    expect(v.level).toBe(c.level);
    expect(v.compliant).toBe(c.codes.length === 0);
    expect(v.violations.map((x) => x.code)).toEqual(c.codes);
  });

  it('explains each violation in both languages with the limit and the actual value', () => {
    const v = evaluatePolicy(
      rules,
      staff,
      { service: 'hotel', star: 4, nightlyFen: 65000, cityCategory: '一线', agreement: true },
      { now: NOW },
    );
    expect(v.violations[0]).toMatchObject({
      code: 'hotel.price',
      limit: '600.00',
      actual: '650.00',
      RuleID: 'R-all',
      UserID: 'U1',
    });
    expect(v.violations[0]!.message.cn).toContain('¥600.00');
    expect(v.violations[0]!.message.en).toContain('¥650.00');
  });
});

describe('strictness', () => {
  it('orders the levels record < warn < reason < approval < forbid', () => {
    expect(stricterLevel(L.Approval, L.Forbid)).toBe(L.Forbid);
    expect(stricterLevel(L.Forbid, L.Approval)).toBe(L.Forbid);
    expect(stricterLevel(L.ReasonRequired, L.Approval)).toBe(L.Approval);
    expect(stricterLevel(0, L.Record)).toBe(L.Record);
  });
});

describe('rule selection', () => {
  it('prefers the job level, then the nearest department, then the company rule', () => {
    expect(ruleFor(rules, manager)?.RuleID).toBe('R-managers');
    expect(ruleFor(rules, webDev)?.RuleID).toBe('R-web');
    expect(ruleFor(rules, engineer)?.RuleID).toBe('R-rd');
    expect(ruleFor(rules, staff)?.RuleID).toBe('R-all');
    expect(ruleFor([rd], staff)).toBeUndefined();
  });
});

describe('several travellers', () => {
  it('checks each under their own rule and lets the strictest result apply', () => {
    const offer = flight({ cabin: Cabin.Business, discountTenths: 10 });
    const v = evaluateBooking(rules, [manager, staff], offer, { now: NOW });
    expect(v.level).toBe(L.Approval);
    expect(v.violations.map((x) => [x.UserID, x.code])).toEqual([['U1', 'flight.cabin']]);
    expect(evaluateBooking(rules, [manager], offer, { now: NOW }).compliant).toBe(true);
  });

  it('takes the forbidding traveller over the approval one (forbid is stricter than approval)', () => {
    const offer = flight({ cabin: Cabin.Business, discountTenths: 10 });
    expect(evaluateBooking(rules, [staff, engineer], offer, { now: NOW }).level).toBe(L.Forbid);
  });
});

describe('cheapest compliant alternative', () => {
  it('is the cheapest offer shown that every traveller may book', () => {
    const shown = [
      flight({ cabin: Cabin.Business, discountTenths: 10, priceFen: 150000 }),
      flight({ discountTenths: 9, priceFen: 95000 }),
      flight({ discountTenths: 6, priceFen: 70000, agreement: false }),
      flight({ discountTenths: 6.5, priceFen: 72000 }),
    ];
    expect(cheapestCompliant(rules, [staff], shown, { now: NOW })?.priceFen).toBe(72000);
    expect(cheapestCompliant(rules, [staff], [shown[0]!], { now: NOW })).toBeUndefined();
  });
});

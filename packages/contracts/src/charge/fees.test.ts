import { describe, expect, it } from 'vitest';
import { ApplyArea, ServiceType } from '../lookups/lists.ts';
import { ZChargeUpdateRequest, ZFeeItemIn, feeItemOut } from './calls.ts';
import { divHalfUp, effectiveFees, feeServiceOf, serviceFeeFor, type TFeeQuery, type TServiceFeeItem } from './fees.ts';

const fixed = (service: TServiceFeeItem['service'], scene: TServiceFeeItem['scene'], amountFen: number, per = 'Unit') =>
  ({ service, scene, mode: 'Fixed', per, amountFen, rateBp: 0, minFen: 0, maxFen: 0 }) as TServiceFeeItem;
const percent = (
  service: TServiceFeeItem['service'],
  scene: TServiceFeeItem['scene'],
  rateBp: number,
  per: TServiceFeeItem['per'] = 'Order',
  minFen = 0,
  maxFen = 0,
): TServiceFeeItem => ({ service, scene, mode: 'Percent', per, amountFen: 0, rateBp, minFen, maxFen });

const q = (service: TFeeQuery['service'], scene: TFeeQuery['scene'], priceFen: number, units = 1): TFeeQuery => ({
  service,
  scene,
  priceFen,
  units,
});

// [what, items, query, fee in fen]
const table: [string, TServiceFeeItem[], TFeeQuery, number][] = [
  ['fixed per ticket, one ticket', [fixed('train', 'booking', 500)], q('train', 'booking', 55350), 500],
  ['fixed per ticket, three tickets', [fixed('train', 'booking', 500)], q('train', 'booking', 166050, 3), 1500],
  ['fixed per order, three tickets', [fixed('train', 'booking', 500, 'Order')], q('train', 'booking', 166050, 3), 500],
  ['fixed 0 is free', [fixed('hotel', 'booking', 0)], q('hotel', 'booking', 80000, 2), 0],
  ['no item for the service is free', [fixed('train', 'booking', 500)], q('flight', 'booking', 120000), 0],
  ['no item for the scene is free', [fixed('train', 'booking', 500)], q('train', 'refund', 55350), 0],
  ['an empty list is free', [], q('train', 'booking', 55350), 0],
  ['percent per order, exact', [percent('flight', 'booking', 300)], q('flight', 'booking', 100000), 3000],
  // 1.5 % of ¥553.50 = 830.25 fen → 830
  ['percent rounds down below half', [percent('train', 'booking', 150)], q('train', 'booking', 55350), 830],
  // 1.5 % of ¥553.30 = 829.95 fen → 830
  ['percent rounds half up above half', [percent('train', 'booking', 150)], q('train', 'booking', 55330), 830],
  // 1 % of ¥12.50 = 12.5 fen → 13
  ['percent rounds exactly half up', [percent('car', 'booking', 100)], q('car', 'booking', 1250), 13],
  [
    'percent 0 is free whatever the minimum',
    [percent('hotel', 'booking', 0, 'Order', 1000)],
    q('hotel', 'booking', 90000),
    0,
  ],
  [
    'percent raised to the minimum',
    [percent('flight', 'refund', 100, 'Order', 2000)],
    q('flight', 'refund', 50000),
    2000,
  ],
  [
    'percent cut to the maximum',
    [percent('flight', 'change', 1000, 'Order', 0, 5000)],
    q('flight', 'change', 120000),
    5000,
  ],
  [
    'percent between minimum and maximum',
    [percent('flight', 'booking', 200, 'Order', 1000, 5000)],
    q('flight', 'booking', 100000),
    2000,
  ],
  // 2 % of ¥300 each (¥900 / 3), min ¥10 each → ¥10 × 3
  [
    'percent per unit with the minimum per unit',
    [percent('train', 'change', 200, 'Unit', 1000)],
    q('train', 'change', 90000, 3),
    3000,
  ],
  // 5 % of ¥1,000 each, max ¥30 each → ¥30 × 2
  [
    'percent per unit with the maximum per unit',
    [percent('intlFlight', 'booking', 500, 'Unit', 0, 3000)],
    q('intlFlight', 'booking', 200000, 2),
    6000,
  ],
  // 1 % of ¥100.01 each = 100.01 fen → 100 each
  [
    'percent per unit rounds each unit',
    [percent('hotel', 'booking', 100, 'Unit')],
    q('hotel', 'booking', 20002, 2),
    200,
  ],
  ['percent of a zero price is 0 without a minimum', [percent('visa', 'booking', 500)], q('visa', 'booking', 0), 0],
  [
    'percent of a zero price is the minimum',
    [percent('visa', 'booking', 500, 'Order', 3000)],
    q('visa', 'booking', 0),
    3000,
  ],
  ['100 % per order', [percent('insurance', 'booking', 10000)], q('insurance', 'booking', 2000), 2000],
  [
    'the right item among several',
    [fixed('train', 'booking', 500), fixed('train', 'refund', 1000), fixed('flight', 'booking', 3000)],
    q('train', 'refund', 55350, 2),
    2000,
  ],
  [
    'domestic and international are different services',
    [fixed('flight', 'booking', 3000)],
    q('intlFlight', 'booking', 500000),
    0,
  ],
];

describe('serviceFeeFor', () => {
  it.each(table)('%s', (_what, items, query, fen) => {
    expect(serviceFeeFor(items, query)).toBe(fen);
  });

  it('refuses a negative or fractional price and a unit count below 1', () => {
    const items = [fixed('train', 'booking', 500)];
    expect(() => serviceFeeFor(items, q('train', 'booking', -1))).toThrow(RangeError);
    expect(() => serviceFeeFor(items, q('train', 'booking', 10.5))).toThrow(RangeError);
    expect(() => serviceFeeFor(items, q('train', 'booking', 100, 0))).toThrow(RangeError);
    expect(() => serviceFeeFor(items, q('train', 'booking', 100, 1.5))).toThrow(RangeError);
  });

  it('divides half up exactly on large amounts', () => {
    expect(divHalfUp(5, 10)).toBe(1);
    expect(divHalfUp(4, 10)).toBe(0);
    expect(divHalfUp(0, 7)).toBe(0);
    // ¥99,999,999.99 at 0.01 %: 999,999,999,900 / 10,000 = 99,999,999.99 fen → 100,000,000
    expect(divHalfUp(999_999_999_900, 10_000)).toBe(100_000_000);
    expect(divHalfUp(2 ** 52 + 1, 2)).toBe(2 ** 51 + 1);
  });
});

describe('effectiveFees', () => {
  it("takes the company's item for a service and scene, else the level's, in a stable order", () => {
    const level = [fixed('flight', 'booking', 3000), fixed('train', 'booking', 500), fixed('train', 'refund', 500)];
    const own = [fixed('train', 'booking', 300), percent('hotel', 'booking', 100)];
    expect(effectiveFees(own, level).map((i) => `${i.service}/${i.scene}/${i.source}/${i.amountFen}`)).toEqual([
      'train/booking/Company/300',
      'train/refund/Level/500',
      'flight/booking/Level/3000',
      'hotel/booking/Company/0',
    ]);
    expect(effectiveFees([], [])).toEqual([]);
  });
});

describe('fee services and wire format', () => {
  it('maps lookup codes to fee services', () => {
    expect(feeServiceOf(ServiceType.Train)).toBe('train');
    expect(feeServiceOf(ServiceType.Flight, ApplyArea.Overseas)).toBe('intlFlight');
    expect(feeServiceOf(ServiceType.Hotel)).toBe('hotel');
    expect(feeServiceOf(ServiceType.Traffic)).toBe('car');
    expect(feeServiceOf(ServiceType.Bill)).toBeUndefined();
  });

  it('reads yuan and percent into fen and basis points, and back', () => {
    const item = ZFeeItemIn.parse({
      Service: 'flight',
      Scene: 'refund',
      Mode: 'Percent',
      Rate: 1.25,
      Min: 10,
      Max: '50.5',
    });
    expect(item).toEqual(percent('flight', 'refund', 125, 'Unit', 1000, 5050));
    expect(feeItemOut(item)).toEqual({
      Service: 'flight',
      Scene: 'refund',
      Mode: 'Percent',
      Per: 'Unit',
      Amount: 0,
      Rate: 1.25,
      Min: 10,
      Max: 50.5,
    });
    // The other mode's fields are dropped.
    expect(ZFeeItemIn.parse({ Service: 'train', Scene: 'booking', Mode: 'Fixed', Amount: 5, Rate: 3 })).toEqual(
      fixed('train', 'booking', 500),
    );
  });

  it('refuses bad items with a message key', () => {
    const bad = (v: unknown) => ZFeeItemIn.safeParse(v).error?.issues[0]?.message;
    expect(bad({ Service: 'ship', Scene: 'booking', Mode: 'Fixed', Amount: 1 })).toBe(
      'messages.validation.invalidOption',
    );
    expect(bad({ Service: 'train', Scene: 'booking', Mode: 'Fixed' })).toBe('charge.validation.amountRequired');
    expect(bad({ Service: 'train', Scene: 'booking', Mode: 'Fixed', Amount: -1 })).toBe('charge.validation.amount');
    expect(bad({ Service: 'train', Scene: 'booking', Mode: 'Fixed', Amount: 1.234 })).toBe(
      'messages.validation.amount',
    );
    expect(bad({ Service: 'train', Scene: 'booking', Mode: 'Percent', Rate: 1.234 })).toBe('charge.validation.rate');
    expect(bad({ Service: 'train', Scene: 'booking', Mode: 'Percent', Rate: 101 })).toBe('charge.validation.rate');
    expect(bad({ Service: 'train', Scene: 'booking', Mode: 'Percent', Rate: 1, Min: 20, Max: 10 })).toBe(
      'charge.validation.maxBelowMin',
    );
    const dup = ZChargeUpdateRequest.safeParse({
      CompanyID: 'C1',
      Version: 0,
      Items: [
        { Service: 'train', Scene: 'booking', Mode: 'Fixed', Amount: 5 },
        { Service: 'train', Scene: 'booking', Mode: 'Fixed', Amount: 6 },
      ],
    });
    expect(dup.error?.issues[0]).toMatchObject({
      message: 'charge.validation.duplicate',
      path: ['Items', 1, 'Service'],
    });
  });
});

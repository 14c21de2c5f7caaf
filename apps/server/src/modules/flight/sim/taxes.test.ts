import { describe, expect, it } from 'vitest';
import { PassengerType, parseDateTime } from '@opentmc/contracts';
import { fuelSurchargeFen, passengerPrice, passengerPrices, passengerTypeAt, roundFare } from './taxes.ts';

const at = (cst: string) => parseDateTime(cst)!;

describe('passenger type by age at departure (spec section 9)', () => {
  const depart = at('2026-12-20 01:30:00');
  it('is an infant under 2, a child from 2 until 14, else an adult, on the day of departure in China', () => {
    expect(passengerTypeAt('2024-12-21', depart)).toBe(PassengerType.Infant);
    expect(passengerTypeAt('2024-12-20', depart)).toBe(PassengerType.Child);
    expect(passengerTypeAt('2012-12-21', depart)).toBe(PassengerType.Child);
    expect(passengerTypeAt('2012-12-20', depart)).toBe(PassengerType.Adult);
  });
  it("counts China's date, not UTC's (01:30 in Beijing is the day before in UTC)", () => {
    // In UTC the flight leaves on 2026-12-19, when this child is still under 14.
    expect(passengerTypeAt('2012-12-20', depart)).toBe(PassengerType.Adult);
  });
});

describe('taxes and fares per passenger type', () => {
  it('has two fuel bands: up to 800 km and beyond, and takes the TMC’s own table', () => {
    expect(fuelSurchargeFen(800)).toBe(1000);
    expect(fuelSurchargeFen(801)).toBe(2000);
    expect(
      fuelSurchargeFen(500, [
        { upToKm: 600, adultFen: 1500 },
        { upToKm: null, adultFen: 3000 },
      ]),
    ).toBe(1500);
  });

  it('charges an adult the fare, ¥50 fund and the fuel surcharge', () => {
    expect(passengerPrice(PassengerType.Adult, { fareFen: 134_000, fullFareFen: 192_000, km: 1078 })).toEqual({
      passengerType: PassengerType.Adult,
      fareFen: 134_000,
      fundFen: 5000,
      fuelFen: 2000,
      totalFen: 141_000,
    });
  });

  it('charges a child half the full fare (or the adult fare when lower), half the fuel and no fund', () => {
    const [, child, infant] = passengerPrices({ fareFen: 134_000, fullFareFen: 192_000, km: 1078 });
    expect(child).toMatchObject({ fareFen: 96_000, fundFen: 0, fuelFen: 1000, totalFen: 97_000 });
    expect(infant).toMatchObject({ fareFen: 19_200 - 200, fundFen: 0, fuelFen: 0, totalFen: 19_000 });
    const deep = passengerPrice(PassengerType.Child, { fareFen: 77_000, fullFareFen: 192_000, km: 600 });
    expect(deep).toMatchObject({ fareFen: 77_000, fuelFen: 500, totalFen: 77_500 });
  });

  it('rounds fares to whole 10 yuan', () => {
    expect(roundFare(134_499)).toBe(134_000);
    expect(roundFare(134_500)).toBe(135_000);
  });
});

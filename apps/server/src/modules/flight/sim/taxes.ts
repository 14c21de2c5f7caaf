import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { PassengerType, passengerTypeOn, type TPassengerType } from '@opentmc/contracts';
import {
  CHILD_FARE_BP,
  CHILD_FUEL_BP,
  CHINA_TZ,
  DEVELOPMENT_FUND_FEN,
  FARE_ROUND_FEN,
  FUEL_SURCHARGE_BANDS,
  INFANT_FARE_BP,
  type TFuelBand,
} from './config.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// What each passenger type pays for one segment: the fare, the development fund and the fuel surcharge.
// - adult: the fare sold; ¥50 development fund; the fuel surcharge of the segment's distance band;
// - child (2 to 14 on the day of departure, spec section 9): half the cabin's full fare, or the adult fare when that
//   is lower; no fund; half the fuel surcharge;
// - infant (under 2): 10 % of the cabin's full fare, without a seat; no fund, no fuel surcharge.

/** Rounds fen to whole 10 yuan, half up. */
export const roundFare = (fen: number): number => Math.round(fen / FARE_ROUND_FEN) * FARE_ROUND_FEN;

/** The passenger type of someone born on `birthday` (yyyy-MM-dd) on a flight leaving at `departAt`, by China's date. */
export const passengerTypeAt = (birthday: string, departAt: Date): TPassengerType =>
  passengerTypeOn(birthday, dayjs(departAt).tz(CHINA_TZ).format('YYYY-MM-DD'));

/** An adult's fuel surcharge on a segment of `km` (the bands may be the TMC's own). */
export const fuelSurchargeFen = (km: number, bands: readonly TFuelBand[] = FUEL_SURCHARGE_BANDS): number =>
  (bands.find((b) => b.upToKm === null || km <= b.upToKm) ?? bands[bands.length - 1]!).adultFen;

export type TPassengerPrice = {
  passengerType: TPassengerType;
  fareFen: number;
  fundFen: number;
  fuelFen: number;
  /** Fare plus taxes. */
  totalFen: number;
};

/**
 * One segment's price for a passenger type: `fareFen` the adult fare sold, `fullFareFen` the cabin's full fare (Y
 * for economy), `km` the segment's distance.
 */
export const passengerPrice = (
  passengerType: TPassengerType,
  p: { fareFen: number; fullFareFen: number; km: number; fuelBands?: readonly TFuelBand[] },
): TPassengerPrice => {
  const fuel = fuelSurchargeFen(p.km, p.fuelBands);
  let fareFen: number;
  let fundFen = 0;
  let fuelFen = 0;
  if (passengerType === PassengerType.Infant) {
    fareFen = roundFare((p.fullFareFen * INFANT_FARE_BP) / 10000);
  } else if (passengerType === PassengerType.Child) {
    fareFen = Math.min(p.fareFen, roundFare((p.fullFareFen * CHILD_FARE_BP) / 10000));
    fuelFen = Math.round((fuel * CHILD_FUEL_BP) / 10000 / 100) * 100;
  } else {
    fareFen = p.fareFen;
    fundFen = DEVELOPMENT_FUND_FEN;
    fuelFen = fuel;
  }
  return { passengerType, fareFen, fundFen, fuelFen, totalFen: fareFen + fundFen + fuelFen };
};

/** The prices of one segment for adults, children and infants, in that order. */
export const passengerPrices = (p: Parameters<typeof passengerPrice>[1]): TPassengerPrice[] =>
  [PassengerType.Adult, PassengerType.Child, PassengerType.Infant].map((t) => passengerPrice(t, p));

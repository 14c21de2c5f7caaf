// The flight simulator's constants: taxes, the child and infant fares, baggage and the CO2 factors. Money in fen.
// The fuel surcharge is the TMC's to set (issue 17): a table of distance bands, here the values airlines in China
// charged in 2025-2026; a band holds segments up to its `upToKm` (the last band has none).

/** 民航发展基金 (civil aviation development fund): per adult segment; children and infants are exempt. */
export const DEVELOPMENT_FUND_FEN = 5000;

export type TFuelBand = { upToKm: number | null; adultFen: number };

/** The fuel surcharge per adult segment by the segment's distance: ≤ 800 km and > 800 km. */
export const FUEL_SURCHARGE_BANDS: readonly TFuelBand[] = [
  { upToKm: 800, adultFen: 1000 },
  { upToKm: null, adultFen: 2000 },
];

/** A child's fuel surcharge is half an adult's (basis points); an infant pays none. */
export const CHILD_FUEL_BP = 5000;
/** Civil-aviation convention: a child's fare is about half the cabin's full fare, an infant's 10 % (no seat). */
export const CHILD_FARE_BP = 5000;
export const INFANT_FARE_BP = 1000;

/** Published fares and child and infant fares are rounded to whole 10 yuan. */
export const FARE_ROUND_FEN = 1000;

/** First and business cabins' full fares as shares of Y (the CAAC convention: F 150 %, C 130 %). */
export const FULL_FARE_BP = { F: 15000, C: 13000, Y: 10000 } as const;

export type TCabinClass = keyof typeof FULL_FARE_BP;

/** Free baggage by cabin (spec section 9: 20 kg in economy), carry-on included; an infant has 10 kg checked. */
export const BAGGAGE = {
  F: { checkedKg: 40, carryOnPieces: 2, carryOnKg: 5 },
  C: { checkedKg: 30, carryOnPieces: 2, carryOnKg: 5 },
  Y: { checkedKg: 20, carryOnPieces: 1, carryOnKg: 5 },
} as const;
export const INFANT_CHECKED_KG = 10;

/**
 * CO2 per passenger: kilometres flown × a factor per cabin (kg CO2 per passenger-km). Economy 0.095 kg is an assumed
 * round figure close to published factors for narrow-body economy seats; a business seat counts twice an economy
 * seat's share of the fuel, a first seat three times, for the floor space they take (docs/flights.md).
 */
export const CO2_KG_PER_KM: Readonly<Record<TCabinClass, number>> = { Y: 0.095, C: 0.19, F: 0.285 };

/** Everything is local to China: the schedules' times and the void window's day. */
export const CHINA_TZ = 'Asia/Shanghai';

import { FULL_FARE_BP, type TCabinClass } from './config.ts';
import { agreementPercent, type TAgreement, type TCarrier } from './carriers.ts';
import { draws } from './random.ts';
import { fareRule, type TFareRule } from './rules.ts';
import { roundFare } from './taxes.ts';

// The fares of a flight on a day. The Y (full economy) fare of a city pair is the benchmark, by the great-circle
// distance: ¥1.60 a kilometre up to 1,000 km and ¥0.95 beyond, plus ¥250, to the 10 yuan (北京–上海 ¥1,920,
// 北京–广州 ¥2,690). Each economy sub-class is a share of Y on the airline's ladder (carriers.ts); F is 150 % and
// C 130 % of Y, with a discounted F (A, 120 %) and C (D, 110 %) on some days. Which sub-classes are open depends on the
// flight and the day: fewer deep discounts close to the day of departure, on Fridays and Sundays and at peak hours.
// A client with an agreement with the airline also gets its agreement fare on the airline's own flights.

/** The Y fare of a city pair `km` apart (great circle). */
export const yFareFen = (km: number): number =>
  roundFare((Math.min(km, 1000) * 1.6 + Math.max(0, km - 1000) * 0.95 + 250) * 100);

export type TSimCabin = {
  cabinClass: TCabinClass;
  /** The booking class letter (Y, B, M… F, A, C, D). */
  subClass: string;
  /** The fare's share of Y, percent: 100 the full economy fare, 75 is "7.5折", 150 the full first fare. */
  percentOfY: number;
  /** The cabin's full fare (Y for economy): children's and infants' fares are shares of it. */
  fullFareFen: number;
  /** The adult fare. */
  priceFen: number;
  seatsLeft: number;
  /** The agreement's code when this is a client's agreement (大客户) fare, else null. */
  agreementCode: string | null;
  rule: TFareRule;
};

export type TCabinPlan = {
  /** Seats of a first cabin (0: none). */
  firstSeats: number;
  /** Seats of a business cabin (0: none). */
  businessSeats: number;
};

const cabin = (
  carrier: TCarrier,
  yFen: number,
  cabinClass: TCabinClass,
  subClass: string,
  percentOfY: number,
  seatsLeft: number,
  agreementCode: string | null = null,
): TSimCabin => ({
  cabinClass,
  subClass,
  percentOfY,
  fullFareFen: roundFare((yFen * FULL_FARE_BP[cabinClass]) / 10000),
  priceFen: roundFare((yFen * percentOfY) / 100),
  seatsLeft,
  agreementCode,
  rule: fareRule(cabinClass, percentOfY, carrier.feeShift),
});

/**
 * The cabins on sale on a flight (`seed` names the flight and its date), cheapest economy first, then business and
 * first; `agreements` are the booking company's agreement codes.
 */
export const cabinsOf = (q: {
  carrier: TCarrier;
  yFen: number;
  plan: TCabinPlan;
  seed: string;
  /** Days from the day of the sale to the day of departure. */
  daysAhead: number;
  /** The day of departure's weekday (0 Sunday … 6 Saturday). */
  weekday: number;
  peak: boolean;
  /** Whether the flight is the carrier's own (not another airline's it markets): agreements apply on its own. */
  own: boolean;
  agreements?: readonly TAgreement[] | undefined;
}): TSimCabin[] => {
  const { carrier, yFen, plan } = q;
  const r = draws(`fares|${q.seed}`);
  const { daysAhead, weekday } = q;
  const busy = (weekday === 5 || weekday === 0 ? 1 : 0) + (q.peak ? 1 : 0);
  const last = carrier.ladder.length - 1;
  const reach = daysAhead < 3 ? 0.5 : daysAhead < 7 ? 0.7 : daysAhead < 14 ? 0.85 : 1;
  const lowest = Math.max(1, Math.floor(last * reach) - r.int(0, 2) - busy);
  const open = [...new Set([0, lowest - 2, lowest - 1, lowest].filter((i) => i >= 0))];
  const economy = open.map((i) => {
    const [sub, pct] = carrier.ladder[i]!;
    return cabin(carrier, yFen, 'Y', sub, pct, i === 0 ? r.int(10, 60) : i === lowest ? r.int(1, 9) : r.int(4, 20));
  });
  const deal = q.own ? q.agreements?.find((a) => a.airline === carrier.code) : undefined;
  if (deal) {
    // An agreement books in the class of the ladder at or just above its share.
    const percent = agreementPercent(carrier.code);
    const sub = [...carrier.ladder].reverse().find(([, pct]) => pct >= percent)?.[0] ?? 'Y';
    economy.push(cabin(carrier, yFen, 'Y', sub, percent, r.int(2, 9), deal.code));
  }
  const out = [...economy];
  if (plan.businessSeats) {
    const left = r.int(0, plan.businessSeats);
    if (left) out.push(cabin(carrier, yFen, 'C', 'C', 130, left));
    if (daysAhead >= 3 && r.chance(0.5)) out.push(cabin(carrier, yFen, 'C', 'D', 110, r.int(1, 4)));
  }
  if (plan.firstSeats) {
    const left = r.int(0, plan.firstSeats);
    if (left) out.push(cabin(carrier, yFen, 'F', 'F', 150, left));
    if (daysAhead >= 3 && r.chance(0.4)) out.push(cabin(carrier, yFen, 'F', 'A', 120, r.int(1, 2)));
  }
  const order = { Y: 0, C: 1, F: 2 } as const;
  return out.sort((a, b) => order[a.cabinClass] - order[b.cabinClass] || a.priceFen - b.priceFen);
};

import { Cabin, ServiceType } from '../lookups/index.ts';
import {
  evaluateBooking,
  stricterLevel,
  ControlLevel,
  type TControlLevel,
  type TFlightOffer,
  type THotelOffer,
  type TTraveller,
  type TTripRule,
  type TViolation,
} from '../policy/engine.ts';

// How the travel policy judges a pre-trip application. An application names no flight or hotel yet, only the
// standard it intends: the highest cabin, and the hotel star level and nightly price. So only the rules about a
// standard apply (cabin, discount, star, nightly cap); price comparisons, booking in advance, companions,
// agreement suppliers and repeat bookings are judged later, when the booking itself is made.

/** The engine's rule codes an intended standard can break. */
export const STANDARD_RULE_CODES: readonly string[] = ['flight.cabin', 'flight.discount', 'hotel.star', 'hotel.price'];

const TENTHS: Record<number, number> = {
  [Cabin.Economy50]: 5,
  [Cabin.Economy60]: 6,
  [Cabin.Economy70]: 7,
  [Cabin.Economy80]: 8,
  [Cabin.Economy90]: 9,
};

/** The fare a cabin stands for, in tenths of the Y fare: discounted economy 5–9, anything else the full fare. */
export const cabinTenths = (cabin: number): number => TENTHS[cabin] ?? 10;

export type TCityRef = { International: boolean; CityCode: string; CityName: string };
export type TLegRef = { FromCity: TCityRef; ToCity: TCityRef; DepartDate: string };

const sameCity = (a: TCityRef, b: TCityRef) =>
  a.International === b.International &&
  (a.International ? a.CityName.toLowerCase() === b.CityName.toLowerCase() : a.CityCode === b.CityCode);

/**
 * The cities the travellers stay in: where each leg goes, except the way home at the end of a round trip (the last
 * leg back to where the first one started).
 */
export const stayCities = (legs: readonly TLegRef[]): TCityRef[] => {
  const first = legs[0];
  const last = legs.at(-1);
  const goesHome = legs.length > 1 && first && last && sameCity(last.ToCity, first.FromCity);
  const stays = (goesHome ? legs.slice(0, -1) : legs).map((l) => l.ToCity);
  return stays.filter((c, i) => stays.findIndex((d) => sameCity(c, d)) === i);
};

/** Whether any city of the itinerary is abroad. */
export const isInternationalTrip = (legs: readonly TLegRef[]): boolean =>
  legs.some((l) => l.FromCity.International || l.ToCity.International);

export type TStandardService = { ServiceType: number; Cabin?: number; HotelStar?: number; NightlyFen?: number };

export type TStandardViolation = TViolation & { ServiceType: number };
export type TStandardVerdict = { compliant: boolean; level: 0 | TControlLevel; violations: TStandardViolation[] };

/**
 * The verdict on an application's intended standards: each traveller under their own rule, the flight cabin once
 * and the hotel standard in every city category the travellers stay in; the strictest level wins.
 */
export const evaluateStandards = (
  rules: readonly TTripRule[],
  travellers: readonly TTraveller[],
  input: {
    services: readonly TStandardService[];
    /** The first day of travel, yyyy-MM-dd. */
    departDate: string;
    /** The city categories of the cities stayed in ('' when unknown). */
    stayCategories: readonly string[];
  },
  now: string,
): TStandardVerdict => {
  const found: TStandardViolation[] = [];
  const keep = (serviceType: number, vs: TViolation[]) => {
    for (const v of vs) {
      if (!STANDARD_RULE_CODES.includes(v.code)) continue;
      const dup = found.some(
        (f) => f.code === v.code && f.UserID === v.UserID && f.message.en === v.message.en && f.RuleID === v.RuleID,
      );
      if (!dup) found.push({ ...v, ServiceType: serviceType });
    }
  };
  for (const s of input.services) {
    if (s.ServiceType === ServiceType.Flight && s.Cabin !== undefined) {
      const offer: TFlightOffer = {
        service: 'flight',
        cabin: s.Cabin,
        discountTenths: cabinTenths(s.Cabin),
        priceFen: 0,
        departAt: `${input.departDate}T00:00:00+08:00`,
        durationMinutes: 0,
        airline: '',
        agreement: true,
      };
      keep(s.ServiceType, evaluateBooking(rules, travellers, offer, { now }).violations);
    }
    if (s.ServiceType === ServiceType.Hotel && s.HotelStar !== undefined && s.NightlyFen !== undefined) {
      const categories = input.stayCategories.length > 0 ? [...new Set(input.stayCategories)] : [''];
      for (const cityCategory of categories) {
        const offer: THotelOffer = {
          service: 'hotel',
          star: s.HotelStar,
          nightlyFen: s.NightlyFen,
          cityCategory,
          agreement: true,
        };
        keep(s.ServiceType, evaluateBooking(rules, travellers, offer, { now }).violations);
      }
    }
  }
  return {
    compliant: found.length === 0,
    level: found.reduce<0 | TControlLevel>((m, v) => stricterLevel(m, v.level), 0),
    violations: found,
  };
};

/**
 * The services whose violations need a reason: their strictest level is 3 or 5, or any level but forbidden when
 * the company requires a reason for every violation.
 */
export const servicesNeedingReason = (
  violations: readonly { ServiceType: number; level: number }[],
  reasonForEvery = false,
): number[] => {
  const worst = new Map<number, 0 | TControlLevel>();
  for (const v of violations)
    worst.set(v.ServiceType, stricterLevel(worst.get(v.ServiceType) ?? 0, v.level as TControlLevel));
  return [...worst]
    .filter(
      ([, l]) =>
        l === ControlLevel.ReasonRequired ||
        l === ControlLevel.Approval ||
        (reasonForEvery && (l === ControlLevel.Record || l === ControlLevel.Warn)),
    )
    .map(([s]) => s)
    .sort((a, b) => a - b);
};

/** What a verdict level asks of the applicant. */
export const verdictNeeds = (level: number) => ({
  forbidden: level === ControlLevel.Forbid,
  reasonRequired: level === ControlLevel.ReasonRequired || level === ControlLevel.Approval,
  outOfPolicy: level === ControlLevel.Approval,
});

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { parseDateTime } from '../format.ts';
import { Cabin, PassengerType, type TCabin } from '../lookups/lists.ts';

// flightpolicy/FlightSearch/Search (spec sections 7 and 8, issue 17 section 2): the domestic flights from one city to
// another on a day, and back on another for a round trip, from the supplier adapter (the flight simulator by
// default). A place is a city code (BJS, SHA, CTU: every airport of the city) or an airport code (PEK, PKX, PVG).
// Money is in yuan on the wire, as every call's; the server computes in fen. No flight at all is refused with the
// spec's "Flight search found no matching flights; please check flights".

/** Flights are sold this many days ahead (today included): the search refuses later dates, the screen offers none. */
export const FLIGHT_SALE_DAYS = 365;

/** A city or airport code: three letters (BJS, PKX). */
export const FLIGHT_PLACE_RE = /^[A-Z]{3}$/;

export const ZFlightPlace = z
  .string({ error: 'flight.validation.place' })
  .trim()
  .toUpperCase()
  .regex(FLIGHT_PLACE_RE, 'flight.validation.place');

/** A travel day: yyyy-MM-dd. */
export const ZFlightDate = z
  .string({ error: 'messages.validation.date' })
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseDateTime(s) !== null, 'messages.validation.date');

export const ZFlightSearchRequest = z
  .object({
    FromCity: ZFlightPlace,
    ToCity: ZFlightPlace,
    DepartDate: ZFlightDate,
    /** The day back, for a round trip; absent or empty for one way. */
    ReturnDate: z
      .union([ZFlightDate, z.literal('')])
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((p) => p.FromCity !== p.ToCity, { path: ['ToCity'], message: 'flight.validation.samePlace' })
  .refine((p) => !p.ReturnDate || p.ReturnDate >= p.DepartDate, {
    path: ['ReturnDate'],
    message: 'flight.validation.returnBeforeDepart',
  });
export type TFlightSearchRequest = z.output<typeof ZFlightSearchRequest>;

/** The cabin classes: first, business, economy. */
export const FLIGHT_CABIN_CLASSES = ['F', 'C', 'Y'] as const;
export type TFlightCabinClass = (typeof FLIGHT_CABIN_CLASSES)[number];

/** The fee tiers of a rule, by the time before departure: ≥ 7 days, ≥ 48 h, ≥ 4 h, < 4 h, after departure. */
export const FLIGHT_FEE_TIERS = ['week', 'twoDays', 'fourHours', 'lastHours', 'departed'] as const;
export type TFlightFeeTier = (typeof FLIGHT_FEE_TIERS)[number];

/**
 * The Cabin lookup code of a fare: First, Business, Economy (the full fare) or the discounted economy of its tenths
 * (Economy90 … Economy50; deeper discounts count as Economy50).
 */
export const flightCabinCode = (cabinClass: TFlightCabinClass, percentOfY: number): TCabin => {
  if (cabinClass === 'F') return Cabin.First;
  if (cabinClass === 'C') return Cabin.Business;
  if (percentOfY >= 100) return Cabin.Economy;
  const tenths = Math.max(5, Math.floor(percentOfY / 10));
  return (
    ({ 9: Cabin.Economy90, 8: Cabin.Economy80, 7: Cabin.Economy70, 6: Cabin.Economy60 } as const)[tenths] ??
    Cabin.Economy50
  );
};

const passengerTypes = Object.values(PassengerType) as number[];

export const ZFlightPassengerPrice = z.object({
  /** PassengerType: adult, child (2 to 14) or infant (under 2), by age on the day of departure. */
  PassengerType: z.number().refine((v) => passengerTypes.includes(v)),
  /** Yuan: the fare of this passenger type. */
  Fare: z.number(),
  /** Yuan: the civil aviation development fund (民航发展基金), adults only. */
  Fund: z.number(),
  /** Yuan: the fuel surcharge (children half, infants none). */
  Fuel: z.number(),
  Total: z.number(),
});
export type TFlightPassengerPrice = z.output<typeof ZFlightPassengerPrice>;

export const ZFlightFeeTier = z.object({
  Tier: z.enum(FLIGHT_FEE_TIERS),
  /** Percent of the fare a voluntary refund in this tier keeps (100: none of the fare comes back). */
  RefundPercent: z.number(),
  /** Percent of the fare a voluntary change in this tier costs. */
  ChangePercent: z.number(),
});

export const ZFlightRule = z.object({
  Tiers: z.array(ZFlightFeeTier),
  /** Whether the ticket may move to another airline (签转). */
  Endorsable: z.boolean(),
  /** A ticket voided on its day of issue (废票) before departure costs nothing. */
  VoidSameDay: z.boolean(),
  /** Refunds and changes the airline causes (schedule change, cancellation) cost nothing. */
  InvoluntaryFree: z.boolean(),
});
export type TFlightRule = z.output<typeof ZFlightRule>;

export const ZFlightBaggage = z.object({
  /** Free checked baggage of an adult or child, kg. */
  CheckedKg: z.number().int(),
  /** Free checked baggage of an infant, kg. */
  InfantCheckedKg: z.number().int(),
  CarryOnPieces: z.number().int(),
  /** Each carry-on piece at most, kg. */
  CarryOnKg: z.number().int(),
});

export const ZFlightCabin = z.object({
  CabinClass: z.enum(FLIGHT_CABIN_CLASSES),
  /** The Cabin lookup code (First, Business, Economy, Economy90 … Economy50). */
  Cabin: z.number(),
  /** The booking class letter. */
  SubClass: z.string(),
  /** The fare as tenths of Y ("N折"): 7.5 is 75 % of the full economy fare; 15 a full first fare. */
  Discount: z.number(),
  /** Yuan: the adult fare. */
  Price: z.number(),
  /** Adult, child and infant: fare and taxes. */
  Prices: z.array(ZFlightPassengerPrice),
  /** Seats left at this fare. */
  SeatsLeft: z.number().int().min(0),
  /** An agreement (大客户) fare of the caller's company. */
  IsAgreement: z.boolean(),
  /** The agreement's code; '' for a public fare. */
  AgreementCode: z.string(),
  Rule: ZFlightRule,
  Baggage: ZFlightBaggage,
  /** Kilograms of CO2 per passenger in this cabin (docs/flights.md). */
  Co2Kg: z.number().int(),
});
export type TFlightCabin = z.output<typeof ZFlightCabin>;

export const ZFlightStop = z.object({
  Airport: z.string(),
  AirportName: z.string(),
  CityName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China Standard Time. */
  ArriveTime: z.string(),
  DepartTime: z.string(),
});

export const ZFlight = z.object({
  FlightNo: z.string(),
  /** The marketing airline's designator (CA). */
  Airline: z.string(),
  AirlineName: z.string(),
  /** Whether another airline flies it (a code-share). */
  IsCodeShare: z.boolean(),
  /** The operating airline and its flight number for a code-share; '' otherwise. */
  OperatingAirline: z.string(),
  OperatingAirlineName: z.string(),
  OperatingFlightNo: z.string(),
  DepartAirport: z.string(),
  DepartAirportName: z.string(),
  /** '' at an airport of one terminal. */
  DepartTerminal: z.string(),
  DepartCity: z.string(),
  DepartCityName: z.string(),
  ArriveAirport: z.string(),
  ArriveAirportName: z.string(),
  ArriveTerminal: z.string(),
  ArriveCity: z.string(),
  ArriveCityName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China Standard Time. */
  DepartTime: z.string(),
  ArriveTime: z.string(),
  /** Minutes. */
  Duration: z.number().int(),
  /** Days between departure and arrival (0 the same day). */
  DayDiff: z.number().int(),
  /** Kilometres flown. */
  Distance: z.number().int(),
  /** Aircraft type code (738, 32N, C919). */
  Aircraft: z.string(),
  AircraftName: z.string(),
  AircraftSize: z.enum(['narrow', 'wide', 'regional']),
  Stops: z.array(ZFlightStop),
  /** Percent of its flights on time (the last three months). */
  OnTimeRate: z.number().int(),
  /** Yuan: the lowest adult fare of its cabins. */
  LowestPrice: z.number(),
  Cabins: z.array(ZFlightCabin),
});
export type TFlight = z.output<typeof ZFlight>;

export const ZFlightSearchResult = z.object({
  DepartDate: z.string(),
  /** '' for one way. */
  ReturnDate: z.string(),
  /** The outbound flights, by departure time. */
  Entities: z.array(ZFlight),
  /** The flights back of a round trip, by departure time; empty for one way. */
  ReturnEntities: z.array(ZFlight),
  /** Outbound flights. */
  RecordCount: z.number().int(),
});
export type TFlightSearchResult = z.output<typeof ZFlightSearchResult>;

export const FlightSearch = defineCall({
  group: 'flightpolicy',
  method: 'POST',
  path: 'FlightSearch/Search',
  auth: 'session',
  payload: ZFlightSearchRequest,
  result: ZFlightSearchResult,
  summary:
    'Domestic flights between two cities or airports on a day (and back for a round trip), with cabins, fares, taxes per passenger type, seats left, rules, baggage and CO2; by departure time',
});

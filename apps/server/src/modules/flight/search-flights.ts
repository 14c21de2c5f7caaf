import dayjs from 'dayjs';
import {
  FLIGHT_SALE_DAYS,
  fenToYuan,
  flightCabinCode,
  formatDate,
  formatDateTime,
  type TFlight,
  type TFlightCabin,
  type TFlightSearchRequest,
  type TFlightSearchResult,
  type TLang,
} from '@opentmc/contracts';
import {
  aircraftByCode,
  aircraftName,
  airlineName,
  airportLabel,
  flightCityName,
  resolveFlightPlace,
  type TAirport,
} from '@opentmc/refdata';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import {
  BAGGAGE,
  CO2_KG_PER_KM,
  FEE_TIERS,
  INFANT_CHECKED_KG,
  generateFlights,
  passengerPrices,
  type TAgreement,
  type TSimCabin,
  type TSimFlight,
} from './sim/index.ts';
import { ownCompany } from '../org/index.ts';
import { agreementsOf } from './client-code-store.ts';

// FlightSearch/Search: the domestic flights from one place to another on a day (and back for a round trip), from
// the flight simulator. A city code stands for all of the city's airports (BJS: PEK and PKX), an airport code for
// that airport alone. Flights that have left are not offered; no flight at all (either way of a round trip) is the
// spec's failure "Flight search found no matching flights; please check flights". Agreement fares are the
// caller's company's: on the airlines it holds an enabled client code for (flightpolicy/ClientCode).

type TPlace = { city: string; airports: ReadonlySet<string> };

const placeOf = (code: string, lang: TLang): TPlace => {
  const airports = resolveFlightPlace(code);
  const first: TAirport | undefined = airports[0];
  if (!first) throw new BizError('flight.errors.unknownPlace', { code });
  if (!first.domestic) throw new BizError('flight.errors.notDomestic', { name: flightCityName(first.city, lang) });
  return { city: first.city, airports: new Set(airports.map((a) => a.code)) };
};

const checkDate = (date: string, today: string) => {
  if (date < today) throw new BizError('flight.errors.pastDate');
  if (dayjs(date).diff(dayjs(today), 'day') >= FLIGHT_SALE_DAYS)
    throw new BizError('flight.errors.notOnSale', { days: FLIGHT_SALE_DAYS });
};

const toCabin = (f: TSimFlight, c: TSimCabin): TFlightCabin => ({
  CabinClass: c.cabinClass,
  Cabin: flightCabinCode(c.cabinClass, c.percentOfY),
  SubClass: c.subClass,
  Discount: c.percentOfY / 10,
  Price: fenToYuan(c.priceFen),
  Prices: passengerPrices({ fareFen: c.priceFen, fullFareFen: c.fullFareFen, km: f.fareKm }).map((p) => ({
    PassengerType: p.passengerType,
    Fare: fenToYuan(p.fareFen),
    Fund: fenToYuan(p.fundFen),
    Fuel: fenToYuan(p.fuelFen),
    Total: fenToYuan(p.totalFen),
  })),
  SeatsLeft: c.seatsLeft,
  IsAgreement: c.agreementCode !== null,
  AgreementCode: c.agreementCode ?? '',
  Rule: {
    Tiers: FEE_TIERS.map((t) => ({ Tier: t, RefundPercent: c.rule.refund[t], ChangePercent: c.rule.change[t] })),
    Endorsable: c.rule.endorsable,
    VoidSameDay: true,
    InvoluntaryFree: true,
  },
  Baggage: {
    CheckedKg: BAGGAGE[c.cabinClass].checkedKg,
    InfantCheckedKg: INFANT_CHECKED_KG,
    CarryOnPieces: BAGGAGE[c.cabinClass].carryOnPieces,
    CarryOnKg: BAGGAGE[c.cabinClass].carryOnKg,
  },
  Co2Kg: Math.round(f.flownKm * CO2_KG_PER_KM[c.cabinClass]),
});

/** A simulated flight as the search gives it, names in the reader's language. */
const toFlight = (f: TSimFlight, lang: TLang): TFlight => {
  const aircraft = aircraftByCode(f.aircraft);
  const cabins = f.cabins.map((c) => toCabin(f, c));
  return {
    FlightNo: f.flightNo,
    Airline: f.airline,
    AirlineName: airlineName(f.airline, lang),
    IsCodeShare: f.operating !== null,
    OperatingAirline: f.operating?.airline ?? '',
    OperatingAirlineName: f.operating ? airlineName(f.operating.airline, lang) : '',
    OperatingFlightNo: f.operating?.flightNo ?? '',
    DepartAirport: f.from.code,
    DepartAirportName: airportLabel(f.from.code, lang),
    DepartTerminal: f.departTerminal,
    DepartCity: f.fromCity,
    DepartCityName: flightCityName(f.fromCity, lang),
    ArriveAirport: f.to.code,
    ArriveAirportName: airportLabel(f.to.code, lang),
    ArriveTerminal: f.arriveTerminal,
    ArriveCity: f.toCity,
    ArriveCityName: flightCityName(f.toCity, lang),
    DepartTime: formatDateTime(f.departAt),
    ArriveTime: formatDateTime(f.arriveAt),
    Duration: f.durationMin,
    DayDiff: dayjs(formatDate(f.arriveAt)).diff(dayjs(formatDate(f.departAt)), 'day'),
    Distance: f.flownKm,
    Aircraft: f.aircraft,
    AircraftName: aircraftName(f.aircraft, lang),
    AircraftSize: aircraft?.size ?? 'narrow',
    Stops: f.stops.map((s) => ({
      Airport: s.airport.code,
      AirportName: airportLabel(s.airport.code, lang),
      CityName: flightCityName(s.airport.city, lang),
      ArriveTime: formatDateTime(s.arriveAt),
      DepartTime: formatDateTime(s.departAt),
    })),
    OnTimeRate: f.onTimePercent,
    LowestPrice: Math.min(...cabins.map((c) => c.Price)),
    Cabins: cabins,
  };
};

const flightsBetween = (
  from: TPlace,
  to: TPlace,
  date: string,
  q: { now: Date; today: string; agreements: readonly TAgreement[]; lang: TLang },
): TFlight[] =>
  generateFlights({ fromCity: from.city, toCity: to.city, date, today: q.today, agreements: q.agreements })
    .filter(
      (f) =>
        from.airports.has(f.from.code) &&
        to.airports.has(f.to.code) &&
        f.departAt.getTime() > q.now.getTime() &&
        f.cabins.length > 0,
    )
    .map((f) => toFlight(f, q.lang));

export const searchFlights = async (
  ctx: Pick<TAuthedContext, 'clock' | 'lang' | 'session' | 'db'>,
  p: TFlightSearchRequest,
): Promise<TFlightSearchResult> => {
  const now = ctx.clock.now();
  const today = formatDate(now);
  const from = placeOf(p.FromCity, ctx.lang);
  const to = placeOf(p.ToCity, ctx.lang);
  if (from.city === to.city) throw new BizError('flight.errors.sameCity');
  checkDate(p.DepartDate, today);
  if (p.ReturnDate) checkDate(p.ReturnDate, today);
  const agreements = await agreementsOf(ctx.db, ownCompany(ctx.session));
  const q = { now, today, agreements, lang: ctx.lang };
  const outbound = flightsBetween(from, to, p.DepartDate, q);
  const back = p.ReturnDate ? flightsBetween(to, from, p.ReturnDate, q) : [];
  if (!outbound.length || (p.ReturnDate && !back.length)) throw new BizError('flight.errors.noFlights');
  return {
    DepartDate: p.DepartDate,
    ReturnDate: p.ReturnDate ?? '',
    Entities: outbound,
    ReturnEntities: back,
    RecordCount: outbound.length,
  };
};

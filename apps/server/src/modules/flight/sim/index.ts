// The simulated domestic-flight supplier (issue 17 section 1): pure and deterministic, no database. The search, the
// booking and the desk ask it for schedules, fares, rules, taxes, price checks and schedule changes.

export * from './config.ts';
export {
  CARRIERS,
  agreementPercent,
  carrierOf,
  type TAgreement,
  type TCarrier,
  type TCarrierKind,
} from './carriers.ts';
export { yFareFen, type TSimCabin } from './fares.ts';
export { greatCircleKm } from './geo.ts';
export * from './rules.ts';
export * from './taxes.ts';
export { generateFlights, findFlight, type TSimFlight, type TSimStop, type TScheduleQuery } from './schedule.ts';
export * from './supplier-events.ts';

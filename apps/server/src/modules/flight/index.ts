import type { TModule } from '../../platform/calls/types.ts';
import { flightClientCodeBinding } from './client-code-store.ts';
import { flightCalls } from './routes.ts';
import { seedFlightDemo } from './seed-demo.ts';

// The flight module (issue 17): domestic flights. The supplier adapter is simulated by default (sim/: schedules,
// fares, taxes, rules, price checks and schedule changes, pure and deterministic); the search is
// flightpolicy/FlightSearch/Search. Orders are the order engine's (modules/order), to which flights will add their
// goods. A client company's agreement codes per airline (flightpolicy/ClientCode, client-code-store.ts) decide its
// agreement fares.

export {
  findFlight,
  generateFlights,
  checkPrice,
  scheduleChangeOf,
  quoteRefund,
  quoteChange,
  passengerPrice,
  passengerTypeAt,
  type TSimFlight,
  type TSimCabin,
} from './sim/index.ts';

export const flightModule: TModule = {
  name: 'flight',
  calls: flightCalls,
  resources: [flightClientCodeBinding],
  seedDemo: (tx, deps) => seedFlightDemo(tx, deps),
};

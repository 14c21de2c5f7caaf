import { FlightSearch } from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { searchFlights } from './search-flights.ts';

export const flightCalls: TBoundCall[] = [bind(FlightSearch, async (ctx, p) => searchFlights(ctx, p))];

import type { TModule } from '../../platform/calls/types.ts';
import { chargeCalls } from './routes.ts';
import { seedChargeDemo } from './seed-demo.ts';

// The charge module: the TMC's service fees (issue 4; the booking issues charge them, e.g. /TrainPolicy/ServiceFee).
// A customer level has default fees, a client company may have its own per service and scene; the effective fee
// is the company's item, else the level's, else none. The fee arithmetic is pure and lives in contracts
// (charge/fees.ts: serviceFeeFor). Other modules use this module only through this file.

export { readServiceFeesJson, serviceFeesJson, serviceFeesOf } from './fee-sets.ts';

export const chargeModule: TModule = {
  name: 'charge',
  calls: chargeCalls,
  seedDemo: (tx, deps) => seedChargeDemo(tx, deps),
};

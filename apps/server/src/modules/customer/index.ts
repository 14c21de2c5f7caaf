import type { TModule } from '../../platform/calls/types.ts';
import { customerLevelBinding } from './level-store.ts';
import { customerCalls } from './routes.ts';
import { seedCustomerDemo } from './seed-demo.ts';

// The customer module: what the TMC side manages (issue 3) — the service catalogue and which services each
// client company has, client and supplier companies and which supplier fulfils each service, reps, and customer
// levels.

export { assertServiceEnabled, enabledServices } from './service-access.ts';
export { customerLevelOf } from './customer-level-of.ts';
export { findLevel } from './level-store.ts';
export { supplierFor } from './service-suppliers.ts';
export { customerLevels } from './tables.ts';

/** Service authorization, customers, suppliers and customer levels. */
export const customerModule: TModule = {
  name: 'customer',
  calls: customerCalls,
  resources: [customerLevelBinding],
  seedDemo: (tx, deps) => seedCustomerDemo(tx, deps),
};

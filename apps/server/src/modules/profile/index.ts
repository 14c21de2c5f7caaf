import type { TModule } from '../../platform/calls/types.ts';
import { addressBinding } from './address-store.ts';
import { passengerBinding } from './passenger-store.ts';
import { seedProfileDemo } from './seed-demo.ts';

// Personal data of the logged-in user: frequent travellers (system PassengerInfo) and the address book
// (system AddressInfo). Other modules use it only through this file.

export { passengers, addresses } from './tables.ts';

/** Frequent travellers and addresses: resources of the kit, each user's own. */
export const profileModule: TModule = {
  name: 'profile',
  calls: [],
  resources: [passengerBinding, addressBinding],
  seedDemo: (tx, deps) => seedProfileDemo(tx, deps),
};

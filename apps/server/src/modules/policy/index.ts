import type { TModule } from '../../platform/calls/types.ts';
import { contraryReasonBinding, travelPurposeBinding } from './reason-stores.ts';
import { cityCategoryBinding } from './city-category-store.ts';
import { policyCalls } from './routes.ts';
import { seedPolicyDemo } from './seed-demo.ts';

// The travel policy (issue 4 section 1): trip rules, city categories, violation reasons, travel purposes and the
// approval-rule settings, with the server functions the booking and btrip modules call. The engine itself is pure
// and lives in contracts (policy/engine.ts). Other modules use this module only through this file.

export {
  readTravellersJson,
  readTripRulesJson,
  travellerFor,
  travellersJson,
  tripRulesOf,
  tripRulesJson,
} from './trip-rules.ts';
export { cityCategoryOf } from './city-categories.ts';
export { contraryReasonFor, travelPurposeFor, type TContraryReason, type TTravelPurpose } from './reason-stores.ts';
export { approvalSettingsFor, approvalSettingsJson, readApprovalSettingsJson } from './approval-settings.ts';
export { enforceBookingRules, type TBookingToEnforce, type TEnforced } from './enforce-booking-rules.ts';
export { DEMO_CATEGORY } from './seed-demo.ts';

export const policyModule: TModule = {
  name: 'policy',
  calls: policyCalls,
  resources: [contraryReasonBinding, travelPurposeBinding, cityCategoryBinding],
  seedDemo: (tx, deps) => seedPolicyDemo(tx, deps),
};

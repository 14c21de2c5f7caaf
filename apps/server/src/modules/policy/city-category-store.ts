import { cityCategoryResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { categoryRowOf, effectiveCategories, sortedForDisplay } from './city-categories.ts';

/**
 * system/CityCategory/List (the city category resource, a catalogue store): the categories in force for the company
 * the kit resolved (CompanyID through the tenancy): its own, and the TMC's defaults it does not replace, in display
 * order (order, then code).
 */
export const cityCategoryBinding: TResourceBinding = {
  resource: cityCategoryResource,
  store: {
    list: async (s) => ({ rows: sortedForDisplay(await effectiveCategories(s.tx, s.companyId)).map(categoryRowOf) }),
  },
};

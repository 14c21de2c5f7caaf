import { useQuery } from '@tanstack/react-query';
import type { TLang } from '@opentmc/contracts';
import type { TPlace } from './flight-search.ts';

// The airports and flight cities of the reference data (@opentmc/refdata), in a chunk of their own loaded when the
// flight screen first needs them: the picker's search and the names of the places the address holds the codes of.

export const loadAirports = async () => {
  const [search, airports] = await Promise.all([
    import('@opentmc/refdata/airport-search'),
    import('@opentmc/refdata/airports'),
  ]);
  return { ...search, ...airports };
};

export type TAirportData = Awaited<ReturnType<typeof loadAirports>>;

export const useAirportData = () =>
  useQuery({ queryKey: ['refdata', 'airports'], queryFn: loadAirports, staleTime: Infinity, gcTime: Infinity });

/** A place as the search names it: a city of several airports by the city's name, else (or alone) its airport. */
export const placeName = (data: TAirportData | undefined, place: TPlace, lang: TLang): string => {
  if (!data || !place.code) return place.code;
  return data.hasSeveralAirports(place.code) && !place.airportOnly
    ? data.flightCityName(place.code, lang)
    : data.airportLabel(place.code, lang);
};

/** An airport of a flight as rows show it (北京首都, Beijing Capital) with its terminal. */
export const airportText = (data: TAirportData | undefined, code: string, lang: TLang, terminal = ''): string =>
  `${data ? data.airportLabel(code, lang) : code}${terminal ? ` ${terminal}` : ''}`;

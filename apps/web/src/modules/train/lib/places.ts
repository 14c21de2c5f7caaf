import type { TLang } from '@opentmc/contracts';
import { stationCityName, stationName } from '@opentmc/refdata/stations';
import type { TPlaceNamer, TTrainPlace } from './train-search.ts';

// Names of the search's places in the reader's language, from the reference data's stations (@opentmc/refdata, a
// chunk of its own that only the search screen loads).

/** A place named in a language: the station's name, or its city's. */
export const namedPlace = (code: string, city: boolean, lang: TLang): TTrainPlace => ({
  code,
  city,
  name: city ? stationCityName(code, lang) : stationName(code, lang),
});

/** readSearch's namer for a language. */
export const placeNamer =
  (lang: TLang): TPlaceNamer =>
  (code, city) =>
    namedPlace(code, city, lang);

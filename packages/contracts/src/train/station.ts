import { z } from 'zod';
import { defineCall } from '../call.ts';

// trainpolicy/TrainSearch/Station (spec section 7, "Train policy service"): the station picker of the train search.
// KeyWords is Chinese, full pinyin, initials or a telegraph code; a city's name gives all the city's stations.

/** At most this many stations come back, best matches first. */
export const TRAIN_STATION_SEARCH_MAX = 50;
export const TRAIN_STATION_SEARCH_DEFAULT = 20;

/** A telegraph code (电报码): three capital letters, e.g. VNP for 北京南. */
export const TRAIN_STATION_CODE_RE = /^[A-Z]{3}$/;

export const ZTrainStationCode = z
  .string({ error: 'train.validation.station' })
  .trim()
  .toUpperCase()
  .regex(TRAIN_STATION_CODE_RE, 'train.validation.station');

export const ZTrainStationSearchRequest = z.object({
  KeyWords: z
    .string({ error: 'train.validation.keyWords' })
    .trim()
    .min(1, 'train.validation.keyWords')
    .max(30, 'messages.validation.tooLong'),
  /** How many stations at most (default 20, at most 50). */
  PageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(TRAIN_STATION_SEARCH_MAX, 'messages.validation.invalid')
    .optional()
    .default(TRAIN_STATION_SEARCH_DEFAULT),
});
export type TTrainStationSearchRequest = z.output<typeof ZTrainStationSearchRequest>;

export const ZTrainStation = z.object({
  StationName: z.string(),
  /** The telegraph code. */
  StationCode: z.string(),
  /** The city it serves; empty when the base data does not say. */
  CityName: z.string(),
  /** Full pinyin, lower case, e.g. beijingnan. */
  Pinyin: z.string(),
  /** Pinyin initials, e.g. bjn. */
  Initials: z.string(),
});
export type TTrainStation = z.output<typeof ZTrainStation>;

export const ZTrainStationSearchResult = z.object({ Entities: z.array(ZTrainStation) });
export type TTrainStationSearchResult = z.output<typeof ZTrainStationSearchResult>;

export const TrainStationSearch = defineCall({
  group: 'trainpolicy',
  method: 'POST',
  path: 'TrainSearch/Station',
  auth: 'session',
  payload: ZTrainStationSearchRequest,
  result: ZTrainStationSearchResult,
  summary:
    'Stations by Chinese name, full pinyin, initials or telegraph code (exact, then prefix, then contains); a city name gives all its stations',
});

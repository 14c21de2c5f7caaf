import type { TCatalog } from '../types.ts';
import type { train as zh } from '../zh-CN/train.ts';

export const train = {
  train: {
    validation: {
      keyWords: 'Please enter a station name, its pinyin or initials',
      station: 'Please choose a valid station',
      sameStation: 'The departure and arrival stations cannot be the same',
      time: 'Times are HH:mm',
      timeRange: 'The departure window cannot start after it ends',
      trainType: 'Please choose a valid train type',
    },
    errors: {
      notOnSale: 'Train tickets are not on sale for the current date',
      outOfServiceHours: 'No train search in the current period (no train inquiry service is available at this time)',
      unknownStation: 'Station {{code}} was not found',
      sameCity: 'The departure and destination cannot be the same city',
      noSuchTrain: 'This train was not found',
      noSuchSeat: 'This train has no such seat type',
    },
  },
} as const satisfies TCatalog<typeof zh>;

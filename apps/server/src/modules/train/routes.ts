import { TrainSearch, TrainStationSearch } from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { searchTrains } from './search-trains.ts';
import { searchStations } from './stations.ts';

export const trainCalls: TBoundCall[] = [
  bind(TrainStationSearch, async (_ctx, p) => ({
    Entities: searchStations(p.KeyWords, p.PageSize).map((s) => ({
      StationName: s.name,
      StationCode: s.code,
      CityName: s.city,
      Pinyin: s.pinyin,
      Initials: s.initials,
    })),
  })),
  bind(TrainSearch, async (ctx, p) => searchTrains(ctx, p)),
];

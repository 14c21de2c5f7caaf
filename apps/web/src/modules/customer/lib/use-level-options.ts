import { useQuery } from '@tanstack/react-query';
import { customerLevelResource } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { LEVEL_OPTIONS_KEY } from './query-keys.ts';

/** The TMC's customer levels as select options, in their order (only for callers who may read them). */
export const useLevelOptions = (enabled: boolean) =>
  useQuery({
    queryKey: LEVEL_OPTIONS_KEY,
    enabled,
    queryFn: async () => {
      const r = await fetchResult(customerLevelResource.calls.List, { PageNo: 1, PageSize: 1000 });
      return r.Entities.map((l) => ({
        value: String(l.LevelID),
        label: `${String(l.LevelName)} (${String(l.LevelCode)})`,
      }));
    },
  });

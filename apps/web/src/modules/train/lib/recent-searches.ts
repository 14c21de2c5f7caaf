import { TRAIN_STATION_CODE_RE } from '@opentmc/contracts';
import type { TTrainPlace } from './train-search.ts';

// The last routes searched on this browser, offered again under the search form and in the station pickers.

const KEY = 'otmc.train.recentRoutes';
const MAX = 6;

export type TRecentRoute = { from: TTrainPlace; to: TTrainPlace };

const isPlace = (v: unknown): v is TTrainPlace =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as TTrainPlace).code === 'string' &&
  TRAIN_STATION_CODE_RE.test((v as TTrainPlace).code) &&
  typeof (v as TTrainPlace).name === 'string';

/** The stored routes, newest first; anything unreadable is dropped. */
export const readRecentRoutes = (storage: Pick<Storage, 'getItem'> = localStorage): TRecentRoute[] => {
  try {
    const v: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(v)
      ? v.filter((r): r is TRecentRoute => isPlace((r as TRecentRoute)?.from) && isPlace((r as TRecentRoute)?.to))
      : [];
  } catch {
    return [];
  }
};

const sameRoute = (a: TRecentRoute, b: TRecentRoute) => a.from.name === b.from.name && a.to.name === b.to.name;

/** Puts a route first (once), keeps the newest few, and returns the new list. */
export const pushRecentRoute = (
  route: TRecentRoute,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): TRecentRoute[] => {
  const next = [route, ...readRecentRoutes(storage).filter((r) => !sameRoute(r, route))].slice(0, MAX);
  storage.setItem(KEY, JSON.stringify(next));
  return next;
};

export const clearRecentRoutes = (storage: Pick<Storage, 'removeItem'> = localStorage): void => storage.removeItem(KEY);

/** The places of the recent routes, each once, newest first. */
export const recentPlaces = (routes: readonly TRecentRoute[]): TTrainPlace[] => {
  const seen = new Set<string>();
  const out: TTrainPlace[] = [];
  for (const r of routes)
    for (const p of [r.from, r.to])
      if (!seen.has(p.name)) {
        seen.add(p.name);
        out.push(p);
      }
  return out;
};

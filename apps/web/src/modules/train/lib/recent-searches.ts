import { TRAIN_STATION_CODE_RE, type TLang } from '@opentmc/contracts';
import { namedPlace } from './places.ts';
import type { TTrainPlace } from './train-search.ts';

// The last routes searched on this browser, offered again under the search form and in the station pickers. They
// keep telegraph codes (and whether each stands for its city), so they read in whatever language the reader has
// now (issue 15); what older versions kept (a name in one language) reads the same way.

const KEY = 'otmc.train.recentRoutes';
const MAX = 6;

export type TRecentRoute = { from: TTrainPlace; to: TTrainPlace };
type TStoredPlace = { code: string; city: boolean };

const storedPlace = (v: unknown): TStoredPlace | null => {
  if (typeof v !== 'object' || v === null) return null;
  const { code, city } = v as { code?: unknown; city?: unknown };
  return typeof code === 'string' && TRAIN_STATION_CODE_RE.test(code) ? { code, city: city === true } : null;
};

/** The stored routes, newest first, named in the reader's language; anything unreadable is dropped. */
export const readRecentRoutes = (storage: Pick<Storage, 'getItem'>, lang: TLang): TRecentRoute[] => {
  try {
    const v: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    if (!Array.isArray(v)) return [];
    return v.flatMap((r: { from?: unknown; to?: unknown }) => {
      const from = storedPlace(r?.from);
      const to = storedPlace(r?.to);
      return from && to
        ? [{ from: namedPlace(from.code, from.city, lang), to: namedPlace(to.code, to.city, lang) }]
        : [];
    });
  } catch {
    return [];
  }
};

const keyOf = (p: TStoredPlace) => `${p.code}${p.city ? '*' : ''}`;
const sameRoute = (a: TRecentRoute, b: TRecentRoute) => keyOf(a.from) === keyOf(b.from) && keyOf(a.to) === keyOf(b.to);
const stored = (p: TTrainPlace): TStoredPlace => ({ code: p.code, city: p.city });

/** Puts a route first (once), keeps the newest few, and returns the new list. */
export const pushRecentRoute = (
  route: TRecentRoute,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  lang: TLang,
): TRecentRoute[] => {
  const next = [route, ...readRecentRoutes(storage, lang).filter((r) => !sameRoute(r, route))].slice(0, MAX);
  storage.setItem(KEY, JSON.stringify(next.map((r) => ({ from: stored(r.from), to: stored(r.to) }))));
  return next;
};

export const clearRecentRoutes = (storage: Pick<Storage, 'removeItem'> = localStorage): void => storage.removeItem(KEY);

/** The places of the recent routes, each once, newest first. */
export const recentPlaces = (routes: readonly TRecentRoute[]): TTrainPlace[] => {
  const seen = new Set<string>();
  const out: TTrainPlace[] = [];
  for (const r of routes)
    for (const p of [r.from, r.to])
      if (!seen.has(keyOf(p))) {
        seen.add(keyOf(p));
        out.push(p);
      }
  return out;
};

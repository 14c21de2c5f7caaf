// Pure navigation rules of the shell (spec section 2): guard redirects, slides, top menu.
// Scrolling is react-router's ScrollRestoration: top on a new page, restored on a return (POP).

/** Where the guard sends a visitor: `/login?redirect=<the wanted path and query>`. */
export const loginPath = (wanted: string): string =>
  wanted && wanted !== '/' ? `/login?${new URLSearchParams({ redirect: wanted })}` : '/login';

/** `to?{as}={value}`, or just `to` without a value (RedirectWithParams). */
export const withParam = (to: string, as: string, value: string | undefined): string =>
  value ? `${to}${to.includes('?') ? '&' : '?'}${new URLSearchParams({ [as]: value })}` : to;

export type TNavType = 'POP' | 'PUSH' | 'REPLACE';
export type TSlide = 'forward' | 'back' | 'none';

/**
 * Which way the page slides. History entries carry an index (react-router keeps it in
 * `history.state.idx`), so a POP to a lower index is a return and slides right; everything else
 * that moves slides left. A first render, or a POP without indexes, does not slide.
 */
export const slideDirection = (type: TNavType, prevIdx: number | null, nextIdx: number | null): TSlide => {
  if (prevIdx === null || nextIdx === prevIdx) return 'none';
  if (type !== 'POP') return 'forward';
  if (nextIdx === null) return 'none';
  return nextIdx < prevIdx ? 'back' : 'forward';
};

export type TTopMenuKey = 'home' | 'booking' | 'btrip' | 'meeting' | 'contact' | 'app';

/**
 * The top menu of spec section 2, in order. `areas` are the other paths (with their sub-paths) an entry stands for;
 * `exact` entries stand only for their own path.
 */
export const TOP_MENU: readonly { key: TTopMenuKey; to: string; areas?: readonly string[]; exact?: boolean }[] = [
  { key: 'home', to: '/', exact: true },
  // The booking centre and the booking flows that start from it: search, seats, change and refund of tickets.
  {
    key: 'booking',
    to: '/mall/booking',
    areas: [
      '/mall/train',
      '/mall/flight',
      '/mall/flightCN',
      '/order/orderSeat',
      '/order/train/Change',
      '/train/refundTicket',
    ],
  },
  { key: 'btrip', to: '/btripplatform/main' },
  { key: 'meeting', to: '/meeting/index' },
  { key: 'contact', to: '/system/serve/contact' },
  // The app download page is `/train` itself; `/train/…` are train screens (spec section 2).
  { key: 'app', to: '/train', exact: true },
];

const within = (p: string, area: string, exact: boolean): boolean => {
  const a = area.toLowerCase();
  return p === a || (!exact && p.startsWith(`${a}/`));
};

/** The top-menu entry of a path (any case, trailing slashes ignored), from the entries' paths and areas. */
export const activeTopMenu = (pathname: string): TTopMenuKey | null => {
  const p = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const hit = TOP_MENU.find(({ to, areas = [], exact = false }) =>
    [to, ...areas].some((area) => within(p, area, exact)),
  );
  return hit?.key ?? null;
};

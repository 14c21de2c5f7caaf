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

/** The top menu of spec section 2, in order. */
export const TOP_MENU: readonly { key: TTopMenuKey; to: string }[] = [
  { key: 'home', to: '/' },
  { key: 'booking', to: '/mall/booking' },
  { key: 'btrip', to: '/btripplatform/main' },
  { key: 'meeting', to: '/meeting/index' },
  { key: 'contact', to: '/system/serve/contact' },
  { key: 'app', to: '/train' },
];

/** The top-menu entry of a path: `/` only for the home page, the others for their sub-paths too (any case). */
export const activeTopMenu = (pathname: string): TTopMenuKey | null => {
  const p = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (p === '/') return 'home';
  const hit = TOP_MENU.find(({ to }) => to !== '/' && (p === to.toLowerCase() || p.startsWith(`${to.toLowerCase()}/`)));
  return hit?.key ?? null;
};

/** Pages that make no sense to return to after logging in. */
const AUTH_PATHS = ['/login', '/user/register', '/company/register', '/reset'];

/**
 * The `?redirect=` target after login, or the fallback: only a same-site path ("/…"), never a
 * protocol-relative or backslash URL (`//evil`, `/\evil`), never a control character, and never
 * back to the login or registration pages themselves.
 */
export const safeRedirect = (raw: string | null | undefined, fallback = '/'): string => {
  if (!raw || raw.length > 2000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, 'http://same.site');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://same.site') return fallback;
  if (AUTH_PATHS.includes(url.pathname.toLowerCase().replace(/\/+$/, ''))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
};

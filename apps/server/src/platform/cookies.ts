import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Parsed cookies, filled on first use by cookiesOf(). */
    cookies: Record<string, string | undefined> | null;
  }
}

/**
 * The request's cookies, parsed on first use. There is no cookie hook on every request (static files
 * included): a hook in Fastify's pipeline costs more than parsing one header only when a call asks.
 */
export const cookiesOf = (req: FastifyRequest): Record<string, string | undefined> => {
  if (!req.cookies) {
    const header = req.headers.cookie;
    req.cookies = header ? parseCookie(header) : {};
  }
  return req.cookies;
};

export type TCookieOptions = Omit<SetCookie, 'name' | 'value'>;

/** Adds a Set-Cookie header to the reply (any earlier Set-Cookie headers are kept). */
export const setCookie = (reply: FastifyReply, name: string, value: string, options: TCookieOptions) => {
  const line = stringifySetCookie({ name, value, ...options });
  const prior = reply.getHeader('set-cookie');
  const lines = prior === undefined ? [] : Array.isArray(prior) ? prior.map(String) : [String(prior)];
  reply.header('set-cookie', lines.length ? [...lines, line] : line);
};

/** Tells the browser to forget a cookie. */
export const clearCookie = (reply: FastifyReply, name: string, options: TCookieOptions) =>
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });

import type { z } from 'zod';

/** Reply status codes of the call contract (spec section 8). */
export const StatusCode = { Succ: 200, Fail: 400, Error: 500, Deny: 511 } as const;
export type TStatusCode = (typeof StatusCode)[keyof typeof StatusCode];

/** Every reply of every call: `{isSucc, statusCode, message, result}`. */
export type TReply<T = unknown> = {
  isSucc: boolean;
  statusCode: TStatusCode;
  message: string;
  result: T | null;
};

/**
 * Who may make a call.
 * - `public`: anyone; the session is read when present.
 * - `session`: a logged-in user; no session gives 511.
 */
export type TCallAuth = 'public' | 'session';

export type TCallMethod = 'GET' | 'POST';

/**
 * The contract of one call of `/api/{group}/{path}`: shared by the server (which binds a
 * handler to it) and the web client (which calls it with a typed payload).
 */
export type TCallContract<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = {
  group: string;
  /** `Controller/Action`, optionally with `:param` segments, e.g. `ContactInfo/Details/:id`. */
  path: string;
  method: TCallMethod;
  auth: TCallAuth;
  /** Action code that the caller must hold (spec section 6); omitted when any session may call. */
  permission?: string;
  /** GET calls that change state need the same CSRF proof as POST. */
  stateChanging?: boolean;
  /**
   * Called by another system, not by our web client: a payment gateway's signed notify. No CSRF proof is asked (the
   * caller is no browser and sends no X-Requested-With), and a POST body's own fields, form-encoded or JSON, are the
   * payload instead of one `data` field. Only for `public` calls whose handler verifies a signature.
   */
  external?: boolean;
  /** Zod schema of the payload; GET named query parameters and path params are merged into it. */
  payload: P;
  result: R;
  summary: string;
  /**
   * A type only, never set: the schemas of the route the contract is made from (`defineCall({ ...routes.Login, … })`).
   * The compiler checks them against the contract's: a route typed with another call's schemas does not compile.
   */
  readonly schemas?: { payload: NoInfer<P>; result: NoInfer<R> };
};

/**
 * Where a call goes, without its schemas: all the web client needs to make the call. The shell and the first pages
 * call through routes (`@opentmc/contracts/routes`), so a first visit loads no Zod (docs/adr/0031); the call's
 * contract is made from its route and adds the schemas the server validates with. `schemas` is a type only (the
 * contract's schemas), from which the client types the payload and the result as it does from the contract.
 */
export type TCallRoute<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> = Pick<
  TCallContract,
  'group' | 'path' | 'method'
> & { readonly schemas?: { payload: P; result: R } };

/** Declares a route: where a call goes, typed by its contract's schemas (types only: no Zod at run time). */
export const defineRoute = <P extends z.ZodType, R extends z.ZodType>(
  route: Pick<TCallContract, 'group' | 'path' | 'method'>,
): TCallRoute<P, R> => route;

/** Declares a call contract; POST calls always count as state-changing. */
export const defineCall = <P extends z.ZodType, R extends z.ZodType, A extends TCallAuth = TCallAuth>(
  c: TCallContract<P, R> & { auth: A },
): TCallContract<P, R> & { auth: A } => ({
  ...c,
  stateChanging: c.method === 'POST' || c.stateChanging === true,
});

/** The payload a call takes (its schema's input), from its contract or its route. */
export type TPayloadOf<C> =
  C extends TCallContract<infer P, z.ZodType>
    ? z.input<P>
    : C extends TCallRoute<infer P, z.ZodType>
      ? z.input<P>
      : never;
/** The result a call gives (its schema's output), from its contract or its route. */
export type TResultOf<C> =
  C extends TCallContract<z.ZodType, infer R>
    ? z.output<R>
    : C extends TCallRoute<z.ZodType, infer R>
      ? z.output<R>
      : never;

/** `/api/{group}/{path}` of a contract, with path params filled in. */
export const callUrl = (c: Pick<TCallContract, 'group' | 'path'>, params: Record<string, string> = {}): string =>
  `/api/${c.group}/${c.path.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''))}`;

/** The name of the session cookie and header (spec section 9). */
export const SESSION_COOKIE = 'SfsSes';
/** The header that proves a call comes from our own client script (CSRF). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  StatusCode,
  callUrl,
  type TCallRoute,
  type TPayloadOf,
  type TReply,
  type TResultOf,
} from '@opentmc/contracts';
import { i18n } from './i18n.ts';

export type TCallOptions = {
  /** false: do not show the failure message (spec: cancel order, repeat-order check, some lookups). */
  failTips?: boolean;
  /** Path parameters of the contract, e.g. `{ id }`. */
  params?: Record<string, string>;
  /** Named query parameters of a GET call. */
  query?: Record<string, string>;
};

type TListener = (reply: TReply) => void;
const failListeners = new Set<TListener>();
const denyListeners = new Set<() => void>();

/** The shell shows failure messages; the login dialog opens on 511. */
export const onCallFail = (fn: TListener) => (failListeners.add(fn), () => void failListeners.delete(fn));
export const onCallDeny = (fn: () => void) => (denyListeners.add(fn), () => void denyListeners.delete(fn));

/**
 * The one way the web talks to the server (spec section 7): credentials always, POST as a form with
 * one `data` field, GET with an optional `data` query field. A network failure becomes
 * `isSucc:false, statusCode:500`. It never throws for a failed call: callers read `isSucc`. It takes a call's
 * contract, or its route (`@opentmc/contracts/routes`: the shell and the first pages, which load no Zod).
 */
export const call = async <C extends TCallRoute>(
  contract: C,
  payload?: TPayloadOf<C>,
  opts: TCallOptions = {},
): Promise<TReply<TResultOf<C>>> => {
  const url = new URL(callUrl(contract, opts.params), window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const init: RequestInit = {
    method: contract.method,
    credentials: 'include',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  };
  if (contract.method === 'GET') {
    if (payload !== undefined) url.searchParams.set('data', JSON.stringify(payload));
  } else {
    init.body = new URLSearchParams(payload === undefined ? {} : { data: JSON.stringify(payload) });
  }
  let reply: TReply<TResultOf<C>>;
  try {
    const res = await fetch(url, init);
    reply = (await res.json()) as TReply<TResultOf<C>>;
  } catch (err) {
    reply = {
      isSucc: false,
      statusCode: StatusCode.Error,
      message: i18n.t('messages.networkError') || String(err),
      result: null,
    };
  }
  if (!reply.isSucc) {
    if (reply.statusCode === StatusCode.Deny) denyListeners.forEach((fn) => fn());
    else if (opts.failTips !== false) failListeners.forEach((fn) => fn(reply));
  }
  return reply;
};

/** For TanStack Query: resolves with the result, rejects with the reply on failure. */
export const fetchResult = async <C extends TCallRoute>(
  contract: C,
  payload?: TPayloadOf<C>,
  opts?: TCallOptions,
): Promise<TResultOf<C>> => {
  const r = await call(contract, payload, opts);
  if (!r.isSucc) throw r;
  return r.result as TResultOf<C>;
};

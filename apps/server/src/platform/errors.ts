import type { TStatusCode } from '@opentmc/contracts';

/**
 * An expected failure: the call replies `isSucc:false` with the message key translated into the
 * caller's language. Throw it from use cases; anything else thrown is a bug and replies 500.
 */
export class BizError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly statusCode: TStatusCode = 400,
    /** A result to return with the failure (e.g. seconds to wait before a resend). */
    readonly result: unknown = null,
  ) {
    super(key);
    this.name = 'BizError';
  }
}

/** No session, or it expired: 511 opens the login dialog on the web. */
export const denied = () => new BizError('messages.sessionExpired', {}, 511);
export const forbidden = () => new BizError('messages.forbidden', {}, 400);

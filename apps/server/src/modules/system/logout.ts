import type { TCallContext } from '../../platform/calls/types.ts';
import { destroySession } from '../../platform/session.ts';
import { clearSessionCookie } from './start-session.ts';

/** Security/Logout: ends the session on the server (when there is one) and clears the cookie. */
export const logout = async (ctx: TCallContext): Promise<null> => {
  if (ctx.session) await destroySession(ctx.db, ctx.session.idHash);
  clearSessionCookie(ctx);
  return null;
};

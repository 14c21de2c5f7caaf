import { SESSION_COOKIE, type TLang, type TSessionTicket, type TTicketInfo } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { clearCookie, setCookie } from '../../platform/cookies.ts';
import { createSession, destroySession } from '../../platform/session.ts';

/** The public ticket info (spec section 3) of a session ticket, with the company name in the caller's language. */
export const ticketInfoOf = (ticket: TSessionTicket, lang: TLang): TTicketInfo => ({
  CompanyID: ticket.CompanyID,
  UserID: ticket.UserID,
  UserName: ticket.UserName,
  CompanyName: lang === 'en' && ticket.CompanyNameEn ? ticket.CompanyNameEn : ticket.CompanyName,
  FeatureCodes: ticket.FeatureCodes,
});

const cookieOptions = (ctx: TCallContext) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: ctx.config.secureCookies }) as const;

/**
 * Logs a user in on this browser: always a new session id (any session the browser had is ended,
 * so an id planted before login is worthless), sent in the SfsSes cookie.
 */
export const startSession = async (ctx: TCallContext, ticket: TSessionTicket): Promise<void> => {
  if (ctx.session) await destroySession(ctx.db, ctx.session.idHash);
  const id = await createSession(ctx.db, ctx.clock, {
    ticket,
    ip: ctx.ip,
    userAgent: ctx.req.headers['user-agent'],
  });
  setCookie(ctx.reply, SESSION_COOKIE, id, cookieOptions(ctx));
};

/** Tells the browser to forget its session cookie. */
export const clearSessionCookie = (ctx: TCallContext): void => {
  clearCookie(ctx.reply, SESSION_COOKIE, cookieOptions(ctx));
};

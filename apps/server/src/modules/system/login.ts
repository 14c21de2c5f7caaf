import type { TLogin, TTicketInfo } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { guardPasswordCheck } from '../../platform/password-guard.ts';
import {
  findUserByAccount,
  findUserByMobile,
  hashPassword,
  isActiveUser,
  needsRehash,
  normalizeAccount,
  setPasswordHash,
  roleGrantsOf,
  ticketOf,
  verifyPassword,
  type TOrgUser,
} from '../org/index.ts';
import { assertCode, consumeCode } from './code-store.ts';
import { clearSessionCookie, startSession, ticketInfoOf } from './start-session.ts';

/** Checks the password of an account (or of nobody); every failure looks the same and costs the same time. */
const byPassword = async (ctx: TCallContext, user: TOrgUser | null, password: string): Promise<TOrgUser | null> => {
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !ok) return null;
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await setPasswordHash(ctx.db, ctx.clock, user.id, await hashPassword(password));
  }
  return user;
};

/** Checks and uses up a dynamic login code sent to the mobile. */
const byCode = async (ctx: TCallContext, user: TOrgUser | null, mobile: string, code: string): Promise<TOrgUser> => {
  const row = await assertCode(ctx.db, ctx.clock, { destination: mobile, purpose: 'Login' }, code);
  if (!user || user.id !== row.userId) throw new BizError('system.errors.codeExpired');
  await consumeCode(ctx.db, ctx.clock, row);
  return user;
};

/**
 * Security/Login: by account and password, or by mobile and dynamic code, under the password guard (failures per
 * person, whichever account name was typed, and per address; a captcha past a few, never a lockout). Success starts a
 * new session.
 */
export const login = async (ctx: TCallContext, p: TLogin): Promise<TTicketInfo> => {
  const typed = p.By === 'password' ? normalizeAccount(p.Account) : p.Mobile;
  const user = p.By === 'password' ? await findUserByAccount(ctx.db, typed) : await findUserByMobile(ctx.db, typed);
  const found = await guardPasswordCheck(
    ctx,
    {
      subject: user ? { userId: user.id } : { typed },
      captcha: p.Captcha,
      wrongKey: 'system.errors.badCredentials',
    },
    () => (p.By === 'password' ? byPassword(ctx, user, p.Password) : byCode(ctx, user, p.Mobile, p.Code)),
  );
  if (!isActiveUser(found)) {
    if (ctx.session) clearSessionCookie(ctx);
    throw new BizError('system.errors.accountDisabled');
  }
  const ticket = ticketOf(found, await roleGrantsOf(ctx.db, found));
  await startSession(ctx, ticket);
  return ticketInfoOf(ticket, ctx.lang);
};

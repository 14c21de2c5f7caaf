import type { TLogin, TTicketInfo } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { assertUnderLimits, clearRateLimit } from '../../platform/rate-limit.ts';
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
import { countFailure, loginAccountBucket, loginRules } from './throttle.ts';

/** Checks account and password; every failure looks the same and costs the same time. */
const byPassword = async (ctx: TCallContext, account: string, password: string): Promise<TOrgUser | null> => {
  const user = await findUserByAccount(ctx.db, account);
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !ok) return null;
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await setPasswordHash(ctx.db, ctx.clock, user.id, await hashPassword(password));
  }
  return user;
};

/** Checks and uses up a dynamic login code sent to the mobile. */
const byCode = async (ctx: TCallContext, mobile: string, code: string): Promise<TOrgUser | null> => {
  const row = await assertCode(ctx.db, ctx.clock, { destination: mobile, purpose: 'Login' }, code);
  const user = await findUserByMobile(ctx.db, mobile);
  if (!user || user.id !== row.userId) throw new BizError('system.errors.codeExpired');
  await consumeCode(ctx.db, ctx.clock, row);
  return user;
};

/**
 * Security/Login: by account and password, or by mobile and dynamic code. Failures are limited per
 * account and per address; success clears the account's count and starts a new session.
 */
export const login = async (ctx: TCallContext, p: TLogin): Promise<TTicketInfo> => {
  const account = p.By === 'password' ? normalizeAccount(p.Account) : p.Mobile;
  const rules = loginRules(account, ctx.ip);
  await assertUnderLimits(ctx.db, ctx.clock, rules);
  let user: TOrgUser | null;
  try {
    user = p.By === 'password' ? await byPassword(ctx, account, p.Password) : await byCode(ctx, p.Mobile, p.Code);
  } catch (err) {
    if (err instanceof BizError) await countFailure(ctx.db, ctx.clock, rules);
    throw err;
  }
  if (!user) {
    await countFailure(ctx.db, ctx.clock, rules);
    throw new BizError('system.errors.badCredentials');
  }
  if (!isActiveUser(user)) {
    if (ctx.session) clearSessionCookie(ctx);
    throw new BizError('system.errors.accountDisabled');
  }
  await clearRateLimit(ctx.db, loginAccountBucket(account));
  const ticket = ticketOf(user, await roleGrantsOf(ctx.db, user));
  await startSession(ctx, ticket);
  return ticketInfoOf(ticket, ctx.lang);
};

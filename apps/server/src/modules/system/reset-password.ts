import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError, denied } from '../../platform/errors.ts';
import { destroyOtherSessions, destroyUserSessions } from '../../platform/session.ts';
import { findUserByAccount, findUserById, hashPassword, setPasswordHash, verifyPassword } from '../org/index.ts';
import { clearSessionCookie } from './start-session.ts';
import { passwordResetTokens } from './tables.ts';
import { guardPasswordCheck } from '../../platform/password-guard.ts';
import { hashToken } from './verification-code.ts';

export type TResetPwdRequest = {
  Account?: string | undefined;
  Token?: string | undefined;
  OldPassword?: string | undefined;
  Password: string;
  CaptchaID?: string | undefined;
  CaptchaCode?: string | undefined;
};

/** A forgotten password: the reset token of checkCode, used once; every session of the user ends. */
const resetWithToken = async (ctx: TCallContext, account: string, token: string, password: string) => {
  const user = await findUserByAccount(ctx.db, account);
  if (!user) throw new BizError('system.errors.resetTokenInvalid');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (used.length === 0) throw new BizError('system.errors.resetTokenInvalid');
    await setPasswordHash(tx, ctx.clock, user.id, passwordHash);
    await destroyUserSessions(tx, user.id);
  });
  if (ctx.session?.userId === user.id) clearSessionCookie(ctx);
};

/** A password change by a logged-in user: the old password, under the password guard; other sessions end. */
const changeWithOldPassword = async (ctx: TCallContext, p: TResetPwdRequest) => {
  const session = ctx.session;
  if (!session) throw denied();
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw denied();
  const oldPassword = p.OldPassword ?? '';
  const password = p.Password;
  await guardPasswordCheck(
    ctx,
    {
      subject: { userId: user.id },
      captcha: { CaptchaID: p.CaptchaID, CaptchaCode: p.CaptchaCode },
      wrongKey: 'system.errors.oldPasswordWrong',
    },
    async () => ((await verifyPassword(oldPassword, user.passwordHash)) ? true : null),
  );
  if (oldPassword === password) throw new BizError('system.errors.samePassword');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, ctx.clock, user.id, passwordHash);
    await destroyOtherSessions(tx, user.id, session.idHash);
  });
};

/** Security/ResetPwd: reset with a token (steps 3 and 4 of the reset) or change with the old password. */
export const resetPassword = async (ctx: TCallContext, p: TResetPwdRequest): Promise<null> => {
  if (p.Token !== undefined && p.Account !== undefined) await resetWithToken(ctx, p.Account, p.Token, p.Password);
  else await changeWithOldPassword(ctx, p);
  ctx.succeed('messages.passwordChanged');
  return null;
};

import type { TCodePurpose } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { assertCode, consumeCode } from './code-store.ts';
import { codeDestination } from './send-code.ts';
import { passwordResetTokens } from './tables.ts';
import { newToken } from './verification-code.ts';

/** A reset token from checkCode is good for 10 minutes, once. */
export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

export type TCheckCodeRequest = {
  Mobile?: string | undefined;
  Account?: string | undefined;
  Channel?: 'mobile' | 'email' | undefined;
  Code: string;
  Purpose: TCodePurpose;
};

/**
 * Security/checkCode. For ResetPwd it uses the code up and returns a one-time reset token (step 2
 * of the reset). For the other purposes it only checks the code, which stays valid for the call
 * that uses it (Register, Login); wrong tries count either way.
 */
export const checkCode = async (ctx: TCallContext, p: TCheckCodeRequest): Promise<{ Token: string }> => {
  const d = await codeDestination(ctx, p);
  const row = await assertCode(ctx.db, ctx.clock, { destination: d.destination, purpose: p.Purpose }, p.Code);
  if (p.Purpose !== 'ResetPwd') return { Token: '' };
  const userId = row.userId;
  if (!userId || (d.user && d.user.id !== userId)) throw new BizError('system.errors.codeExpired');
  const { token, hash } = newToken();
  await ctx.db.transaction(async (tx) => {
    await consumeCode(tx, ctx.clock, row);
    const now = ctx.clock.now();
    await tx
      .insert(passwordResetTokens)
      .values({ tokenHash: hash, userId, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  });
  return { Token: token };
};

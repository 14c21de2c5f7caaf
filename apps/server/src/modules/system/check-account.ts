import { maskEmail, maskMobile } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { findUserByAccount } from '../org/index.ts';
import { lookupRules } from './throttle.ts';

/** Security/CheckAccount (password reset step 1): whether the account exists, and its masked contacts. */
export const checkAccount = async (
  ctx: TCallContext,
  account: string,
): Promise<{ Exists: boolean; Mobile: string; Email: string }> => {
  await hitRateLimits(ctx.db, ctx.clock, lookupRules(ctx.ip));
  const user = await findUserByAccount(ctx.db, account);
  if (!user) return { Exists: false, Mobile: '', Email: '' };
  return {
    Exists: true,
    Mobile: user.mobile ? maskMobile(user.mobile) : '',
    Email: user.email ? maskEmail(user.email) : '',
  };
};

import { maskName } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { findUserByMobile, isCompanyAccount } from '../org/index.ts';
import { lookupRules } from './throttle.ts';

/** GET Security/GetMobileUser?mobile: whether the mobile is registered, and to a company account. */
export const getMobileUser = async (
  ctx: TCallContext,
  mobile: string,
): Promise<{ Registered: boolean; IsCompanyAccount: boolean; UserName: string }> => {
  await hitRateLimits(ctx.db, ctx.clock, lookupRules(ctx.ip));
  const user = await findUserByMobile(ctx.db, mobile);
  if (!user) return { Registered: false, IsCompanyAccount: false, UserName: '' };
  return { Registered: true, IsCompanyAccount: isCompanyAccount(user), UserName: maskName(user.name) };
};

import type { TInviteView } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { hitRateLimits } from '../../platform/rate-limit.ts';
import { findInvite, inviteViewOf } from './find-invite.ts';

/** Invite look-ups per address: they tell whether a code exists. */
const LOOKUPS_PER_IP = 60;

/** Security/InviteInfo: the landing page's view of an invite, for anyone holding the link. */
export const getInviteInfo = async (ctx: TCallContext, code: string): Promise<TInviteView> => {
  await hitRateLimits(ctx.db, ctx.clock, [{ bucket: `invite:ip:${ctx.ip}`, max: LOOKUPS_PER_IP, windowSeconds: 900 }]);
  return inviteViewOf(await findInvite(ctx.db, code), ctx.clock.now());
};

import type { TInviteView, TJoinState } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { findInvite, inviteViewOf } from './find-invite.ts';
import { findUserById } from './find-user.ts';

/**
 * InviteInfo/match: checks a code for the logged-in caller: the company and department, whether it is
 * still valid, and whether the caller can join (only from a personal space).
 */
export const matchInvite = async (
  ctx: TAuthedContext,
  code: string,
): Promise<TInviteView & { JoinState: TJoinState }> => {
  const invite = await findInvite(ctx.db, code);
  const view = inviteViewOf(invite, ctx.clock.now());
  const me = await findUserById(ctx.db, ctx.session.userId);
  let JoinState: TJoinState = 'CanJoin';
  if (me?.companyId === invite.companyId) JoinState = 'AlreadyMember';
  else if (!me || me.company.type !== 'Personal') JoinState = 'OtherCompany';
  else if (!view.Valid) JoinState = 'Invalid';
  return { ...view, JoinState };
};

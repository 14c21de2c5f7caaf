import type { TTrainAccount } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { accountView, cipherOf, ownAccount, railLogin, recordStatus } from './rail-accounts.ts';

/**
 * TrainAccount/ResetPassword: the traveller changed the password at 12306 and gives us the new one. The rail side
 * must accept it ('wrong user name or password' otherwise, counted as a guess); then it replaces the stored one.
 */
export const resetRailPassword = async (
  ctx: TAuthedContext,
  p: { ID: string; Password: string },
): Promise<TTrainAccount> => {
  const cipher = cipherOf(ctx);
  const row = await ownAccount(ctx.db, ctx, p.ID);
  const status = await railLogin(ctx, row.account, p.Password);
  const saved = await recordStatus(ctx.db, ctx, row, status, cipher.seal(p.Password, row.userId, row.account));
  ctx.succeed('train.account.messages.passwordReset');
  return accountView(saved);
};

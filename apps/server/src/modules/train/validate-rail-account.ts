import { eq } from 'drizzle-orm';
import type { TTrainAccount, TTrainSearchValidAccountResult } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { simRailLogin, simRailRevalidate } from './rail-account-simulator.ts';
import {
  accountView,
  cipherOf,
  ownAccount,
  railLogin,
  recordStatus,
  requireVerified,
  type TTrainAccountRow,
} from './rail-accounts.ts';
import { trainAccounts } from './tables.ts';

// Checking bound accounts with the rail side, with the stored password. The caller never sees the password, so a
// wrong one here (changed at 12306 since) is not counted as a guess.

const checkStored = async (ctx: TAuthedContext, row: TTrainAccountRow): Promise<TTrainAccountRow> => {
  const password = cipherOf(ctx).open(row.passwordEnc, row.userId, row.account);
  const status = await simRailLogin(ctx.db, row.account, password);
  if (!status) throw new BizError('train.account.errors.loginFailed', {}, 400, accountView(row));
  return recordStatus(ctx.db, ctx, row, status);
};

/** TrainAccount/ValidAccount: one of the caller's accounts, usable (Verified) or a failure carrying its status. */
export const validRailAccount = async (ctx: TAuthedContext, id: string): Promise<TTrainAccount> => {
  const row = await checkStored(ctx, await ownAccount(ctx.db, ctx, id));
  ctx.succeed('train.account.messages.valid');
  return requireVerified(row);
};

/**
 * TrainOrder/ValidAccountById: as ValidAccount, for the booking flow. TMC staff booking for a customer may check
 * an account of a company they reach (tenancy's companyFor); a colleague's account in one's own company is not
 * reachable.
 */
export const validRailAccountById = async (ctx: TAuthedContext, id: string): Promise<TTrainAccount> => {
  const [found] = await ctx.db.select().from(trainAccounts).where(eq(trainAccounts.id, id)).limit(1);
  const own = found && found.userId === ctx.session.userId && found.companyId === ctx.session.companyId;
  const reached =
    found &&
    !own &&
    found.companyId !== ctx.session.companyId &&
    (await ctx.tenancy.companyFor(ctx.db, ctx.session, found.companyId).then(
      () => true,
      () => false,
    ));
  if (!found || !(own || reached)) throw new BizError('train.account.errors.notFound');
  const row = await checkStored(ctx, found);
  ctx.succeed('train.account.messages.valid');
  return requireVerified(row);
};

/**
 * TrainAccount/ResetValid: once the holder has confirmed their identity at 12306, the rail side verifies the
 * account again (NeedVerify becomes Verified); a locked account stays locked and is refused.
 */
export const resetRailAccountValid = async (ctx: TAuthedContext, id: string): Promise<TTrainAccount> => {
  let row = await checkStored(ctx, await ownAccount(ctx.db, ctx, id));
  if (row.status === 'NeedVerify') {
    const status = await simRailRevalidate(ctx.db, ctx.clock, row.account);
    if (!status) throw new BizError('train.account.errors.loginFailed', {}, 400, accountView(row));
    row = await recordStatus(ctx.db, ctx, row, status);
  }
  ctx.succeed('train.account.messages.revalidated');
  return requireVerified(row);
};

/**
 * TrainSearch/ValidAccount: an account and password checked with the rail side, without binding them. Wrong
 * passwords count as guesses; a usable account succeeds, another fails with its status.
 */
export const checkRailCredentials = async (
  ctx: TAuthedContext,
  p: { account: string; password: string },
): Promise<TTrainSearchValidAccountResult> => {
  const status = await railLogin(ctx, p.account, p.password);
  const result = { Account: p.account, Status: status };
  if (status === 'Locked') throw new BizError('train.account.errors.locked', {}, 400, result);
  if (status === 'NeedVerify') throw new BizError('train.account.errors.needVerify', {}, 400, result);
  ctx.succeed('train.account.messages.valid');
  return result;
};

import { and, count, eq, ne, sql } from 'drizzle-orm';
import { RAIL_ACCOUNTS_MAX, type TTrainAccount, type TTrainAccountLoginRequest } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { accountView, cipherOf, lockUserAccounts, railLogin } from './rail-accounts.ts';
import { trainAccounts } from './tables.ts';

/**
 * TrainAccount/AccountLogin: the caller binds a rail account. The rail side checks the password first; a locked
 * account is refused. Binding an account again replaces its stored password and status.
 */
export const bindRailAccount = async (ctx: TAuthedContext, p: TTrainAccountLoginRequest): Promise<TTrainAccount> => {
  const cipher = cipherOf(ctx);
  const status = await railLogin(ctx, p.Account, p.Password);
  if (status === 'Locked') throw new BizError('train.account.errors.locked');
  const { userId, companyId } = ctx.session;
  const sealed = cipher.seal(p.Password, userId, p.Account);
  const row = await ctx.db.transaction(async (tx) => {
    await lockUserAccounts(tx, userId);
    const [others] = await tx
      .select({ n: count() })
      .from(trainAccounts)
      .where(and(eq(trainAccounts.userId, userId), ne(trainAccounts.account, p.Account)));
    if ((others?.n ?? 0) >= RAIL_ACCOUNTS_MAX)
      throw new BizError('train.account.errors.tooMany', { max: RAIL_ACCOUNTS_MAX });
    const now = ctx.clock.now();
    const [saved] = await tx
      .insert(trainAccounts)
      .values({
        companyId,
        userId,
        account: p.Account,
        passwordEnc: sealed,
        status,
        validAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [trainAccounts.userId, trainAccounts.account],
        set: {
          companyId: sql`excluded.company_id`,
          passwordEnc: sql`excluded.password_enc`,
          status: sql`excluded.status`,
          validAt: sql`excluded.valid_at`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning();
    return saved!;
  });
  ctx.succeed('train.account.messages.bound');
  return accountView(row);
};

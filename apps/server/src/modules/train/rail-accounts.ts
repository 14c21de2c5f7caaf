import { and, asc, eq, sql } from 'drizzle-orm';
import { formatDateTime, type TRailAccountStatus, type TTrainAccount } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { assertUnderLimits, hitRateLimits } from '../../platform/rate-limit.ts';
import { ofCompany } from '../org/index.ts';
import { railCipher } from './rail-account-cipher.ts';
import { simRailLogin } from './rail-account-simulator.ts';
import { trainAccounts } from './tables.ts';

// What the rail account use cases share: the reply view, finding the caller's own account, and a password check
// with the rail side that counts wrong passwords. Passwords appear only here, in the cipher and in the simulator;
// they are never put into a reply, an error or a log line.

export type TTrainAccountRow = typeof trainAccounts.$inferSelect;

/** Wrong rail passwords a user may try in the window before the rail checks are refused for a while. */
const FAILED_LOGINS = { max: 10, windowSeconds: 900 };

export const accountView = (r: TTrainAccountRow): TTrainAccount => ({
  ID: r.id,
  Account: r.account,
  Status: r.status as TRailAccountStatus,
  ValidTime: formatDateTime(r.validAt),
  CreateTime: formatDateTime(r.createdAt),
});

export const cipherOf = (ctx: TAuthedContext) => railCipher(ctx.config.railAccountKey);

/** The caller's own account (another user's is "not found", so ids reveal nothing). */
export const ownAccount = async (tx: TTx, ctx: TAuthedContext, id: string): Promise<TTrainAccountRow> => {
  const [row] = await tx
    .select()
    .from(trainAccounts)
    .where(
      and(
        eq(trainAccounts.id, id),
        eq(trainAccounts.userId, ctx.session.userId),
        ofCompany(trainAccounts.companyId, ctx.session),
      ),
    )
    .limit(1);
  if (!row) throw new BizError('train.account.errors.notFound');
  return row;
};

/**
 * Logs in at the rail side with a password the caller typed: its status, or "wrong user name or password". Wrong
 * passwords count per user, so the server cannot be used to guess rail passwords.
 */
export const railLogin = async (
  ctx: TAuthedContext,
  account: string,
  password: string,
): Promise<TRailAccountStatus> => {
  const rules = [{ bucket: `rail-login:${ctx.session.userId}`, ...FAILED_LOGINS }];
  await assertUnderLimits(ctx.db, ctx.clock, rules);
  const status = await simRailLogin(ctx.db, account, password);
  if (status) return status;
  await hitRateLimits(ctx.db, ctx.clock, rules);
  throw new BizError('train.account.errors.loginFailed');
};

/** Records what the rail side said of an account; a row deleted meanwhile is "not found". */
export const recordStatus = async (
  tx: TTx,
  ctx: TAuthedContext,
  row: TTrainAccountRow,
  status: TRailAccountStatus,
  passwordEnc?: string,
): Promise<TTrainAccountRow> => {
  const now = ctx.clock.now();
  const [updated] = await tx
    .update(trainAccounts)
    .set({ status, validAt: now, updatedAt: now, ...(passwordEnc ? { passwordEnc } : {}) })
    .where(and(eq(trainAccounts.id, row.id), eq(trainAccounts.userId, row.userId)))
    .returning();
  if (!updated) throw new BizError('train.account.errors.notFound');
  return updated;
};

/** Fails, with the account in the reply, unless the rail side says it is usable. */
export const requireVerified = (row: TTrainAccountRow): TTrainAccount => {
  const view = accountView(row);
  if (row.status === 'Locked') throw new BizError('train.account.errors.locked', {}, 400, view);
  if (row.status === 'NeedVerify') throw new BizError('train.account.errors.needVerify', {}, 400, view);
  return view;
};

/** The caller's rail accounts, oldest first. */
export const listRailAccounts = async (ctx: TAuthedContext): Promise<{ Entities: TTrainAccount[] }> => {
  const rows = await ctx.db
    .select()
    .from(trainAccounts)
    .where(and(eq(trainAccounts.userId, ctx.session.userId), ofCompany(trainAccounts.companyId, ctx.session)))
    .orderBy(asc(trainAccounts.createdAt), asc(trainAccounts.id));
  return { Entities: rows.map(accountView) };
};

/** Unbinds one of the caller's accounts. */
export const deleteRailAccount = async (ctx: TAuthedContext, id: string): Promise<{ ID: string }> => {
  const [gone] = await ctx.db
    .delete(trainAccounts)
    .where(
      and(
        eq(trainAccounts.id, id),
        eq(trainAccounts.userId, ctx.session.userId),
        ofCompany(trainAccounts.companyId, ctx.session),
      ),
    )
    .returning({ id: trainAccounts.id });
  if (!gone) throw new BizError('train.account.errors.notFound');
  ctx.succeed('messages.deleted');
  return { ID: gone.id };
};

/** Saves of one user's accounts take turns, so the count limit holds under concurrent binds. */
export const lockUserAccounts = async (tx: TTx, userId: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`train_account:${userId}`}))`);
};

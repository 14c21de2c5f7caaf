import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  AccountType,
  CreditType,
  PAGE_SIZE_MAX,
  fenToYuan,
  formatDateTime,
  formatYuan,
  type TTradeAccount,
  type TTradeAccountAddRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError, forbidden } from '../../platform/errors.ts';
import { isClientCompany, ofCompany, users } from '../org/index.ts';
import { canManageAccounts, tradeCompany } from './access.ts';
import { ensureCustomerAccount, findCustomerAccount } from './ledger.ts';
import { creditChanges, tradeAccounts } from './tables.ts';
import { accountViews } from './views.ts';

/** TradeAccount/List: a company's accounts, Balance, Credit, Integral. */
export const listAccounts = async (ctx: TAuthedContext, p: { CompanyID?: string | undefined }) => {
  const companyId = await tradeCompany(ctx, ctx.db, p.CompanyID);
  const rows = await ctx.db
    .select()
    .from(tradeAccounts)
    .where(and(ofCompany(tradeAccounts.companyId, companyId), eq(tradeAccounts.purpose, 'customer')))
    .orderBy(asc(tradeAccounts.accountType));
  return {
    Entities: await accountViews(ctx.db, rows, ctx.lang, ctx.clock.now()),
    CanManage: canManageAccounts(ctx) && companyId !== ctx.session.companyId,
  };
};

/**
 * TradeAccount/Add: opens a company's account; for a credit account it sets the limit, which may not drop below what
 * is in use (balance + limit − frozen stays ≥ 0, checked in the UPDATE itself). Every limit change is kept.
 */
export const addAccount = async (ctx: TAuthedContext, p: TTradeAccountAddRequest): Promise<TTradeAccount> =>
  ctx.db.transaction(async (tx) => {
    const companyId = await tradeCompany(ctx, tx, p.CompanyID);
    if (companyId === ctx.session.companyId) throw forbidden();
    if (!(await isClientCompany(tx, companyId))) throw new BizError('trade.errors.notClientCompany');
    const now = ctx.clock.now();
    const type = p.AccountType as (typeof AccountType)[keyof typeof AccountType];
    const existing = await findCustomerAccount(tx, companyId, type);
    if (existing && type !== AccountType.Credit) throw new BizError('trade.errors.accountExists');
    const account = existing ?? (await ensureCustomerAccount(tx, companyId, type, now));
    if (type === AccountType.Credit) {
      const limit = p.CreditLimit ?? 0;
      const creditType = p.CreditType ?? CreditType.Fixed;
      const expires = creditType === CreditType.Interim && p.CreditExpire instanceof Date ? p.CreditExpire : null;
      const [set] = await tx
        .update(tradeAccounts)
        .set({ creditLimitFen: limit, creditType, creditExpiresAt: expires, updatedAt: now })
        .where(
          and(
            eq(tradeAccounts.id, account.id),
            sql`${tradeAccounts.balanceFen} + ${limit} - ${tradeAccounts.frozenFen} >= 0`,
          ),
        )
        .returning();
      if (!set) {
        const used = (await findCustomerAccount(tx, companyId, type))!;
        throw new BizError('trade.errors.creditBelowUsed', {
          used: formatYuan(Math.max(0, used.frozenFen - (used.balanceFen ?? 0))),
        });
      }
      await tx.insert(creditChanges).values({
        accountId: account.id,
        companyId,
        creditType,
        beforeFen: account.creditLimitFen,
        afterFen: limit,
        expiresAt: expires,
        remark: p.Remark ?? '',
        userId: ctx.session.userId,
        createdAt: now,
      });
      return (await accountViews(tx, [set], ctx.lang, now))[0]!;
    }
    return (await accountViews(tx, [account], ctx.lang, now))[0]!;
  });

/** TradeAccount/CreditChanges: the history of a company's credit limits, newest first. */
export const listCreditChanges = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; PageNo: number; PageSize: number },
) => {
  const companyId = await tradeCompany(ctx, ctx.db, p.CompanyID);
  const size = Math.min(p.PageSize, PAGE_SIZE_MAX);
  const where = ofCompany(creditChanges.companyId, companyId);
  const [total] = await ctx.db.select({ n: count() }).from(creditChanges).where(where);
  const rows = await ctx.db
    .select({ c: creditChanges, userName: users.name })
    .from(creditChanges)
    .leftJoin(users, eq(users.id, creditChanges.userId))
    .where(where)
    .orderBy(desc(creditChanges.id))
    .limit(size)
    .offset((p.PageNo - 1) * size);
  return {
    Entities: rows.map(({ c, userName }) => ({
      AccountID: c.accountId,
      CreditType: c.creditType,
      Before: fenToYuan(c.beforeFen),
      After: fenToYuan(c.afterFen),
      CreditExpire: c.expiresAt ? formatDateTime(c.expiresAt) : '',
      Remark: c.remark,
      UserName: userName ?? '',
      CreateTime: formatDateTime(c.createdAt),
    })),
    RecordCount: total?.n ?? 0,
    PageNo: p.PageNo,
    PageSize: size,
  };
};

import { and, asc, eq, sql } from 'drizzle-orm';
import { AccountType, CreditType, CurrencyUnit, formatYuan, type TAccountType } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companies, tmcCompanyId } from '../org/index.ts';
import { tradeAccounts, tradeDetails, tradeHolds } from './tables.ts';

// The ledger's primitives (architecture guide section 5). Every function runs inside the caller's transaction, next
// to the status change that caused the movement. A spend is one conditional UPDATE: the availability check and the
// write are the same statement, so concurrent spends on one account can never take it below zero.

/** TMC-side account purposes. */
export const TmcAccount = {
  sales: 'tmc.sales',
  bank: (bankAccountId: string) => `tmc.bank.${bankAccountId}`,
  gateway: (provider: string) => `tmc.gateway.${provider}`,
  adjust: 'tmc.adjust',
} as const;

/** The credit in force at `now`, in SQL (an interim limit lapses at its expiry). */
const creditInForceSql = (now: Date) =>
  sql`(CASE WHEN ${tradeAccounts.creditType} = ${CreditType.Interim} AND ${tradeAccounts.creditExpiresAt} IS NOT NULL
        AND ${tradeAccounts.creditExpiresAt} <= ${now.toISOString()}::timestamptz THEN 0 ELSE ${tradeAccounts.creditLimitFen} END)`;

/** available = balance + credit in force − frozen, in SQL. */
export const availableSql = (now: Date) =>
  sql`(${tradeAccounts.balanceFen} + ${creditInForceSql(now)} - ${tradeAccounts.frozenFen})`;

export type TCustomerAccount = typeof tradeAccounts.$inferSelect;

/** A company's account of one type, or null when it has none. */
export const findCustomerAccount = async (
  tx: TTx,
  companyId: string,
  accountType: TAccountType,
): Promise<TCustomerAccount | null> => {
  const [row] = await tx
    .select()
    .from(tradeAccounts)
    .where(
      and(
        eq(tradeAccounts.companyId, companyId),
        eq(tradeAccounts.purpose, 'customer'),
        eq(tradeAccounts.accountType, accountType),
        eq(tradeAccounts.currency, CurrencyUnit.RMB),
      ),
    )
    .limit(1);
  return row ?? null;
};

/** A company's account of one type, opened (empty) when it has none. */
export const ensureCustomerAccount = async (
  tx: TTx,
  companyId: string,
  accountType: TAccountType,
  now: Date,
): Promise<TCustomerAccount> => {
  await tx
    .insert(tradeAccounts)
    .values({
      companyId,
      purpose: 'customer',
      accountType,
      currency: CurrencyUnit.RMB,
      balanceFen: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const row = await findCustomerAccount(tx, companyId, accountType);
  if (!row) throw new Error(`account ${companyId}/${accountType} missing after insert`);
  return row;
};

/** The TMC-side account of a purpose (opened on first use), with the TMC's company id. */
export const tmcAccount = async (tx: TTx, purpose: string, now: Date): Promise<{ id: string; companyId: string }> => {
  const tmc = tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.type, 'Tmc'))
    .orderBy(asc(companies.id))
    .limit(1);
  const find = async () =>
    (
      await tx
        .select({ id: tradeAccounts.id, companyId: tradeAccounts.companyId })
        .from(tradeAccounts)
        .where(and(eq(tradeAccounts.companyId, sql`(${tmc})`), eq(tradeAccounts.purpose, purpose)))
        .limit(1)
    )[0];
  const existing = await find();
  if (existing) return existing;
  const tmcId = await tmcCompanyId(tx);
  if (!tmcId) throw new Error('no TMC company');
  await tx
    .insert(tradeAccounts)
    .values({ companyId: tmcId, purpose, currency: CurrencyUnit.RMB, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const made = await find();
  if (!made) throw new Error(`TMC account ${purpose} missing after insert`);
  return made;
};

/**
 * One leg of a posting set: a customer account (its cached balance moves) or a TMC-side account (companyId given;
 * only the posting row is written).
 */
export type TPosting = {
  accountId: string;
  amountFen: number;
  /** TMC-side accounts: the TMC's company id. */
  tmcCompanyId?: string;
  /** A debit of a customer account that must not exceed what is available. */
  spend?: boolean;
  /** A debit paid from this held amount (frozen is reduced by it). */
  captureFen?: number;
};

const insufficient = async (tx: TTx, accountId: string, amountFen: number, now: Date) => {
  const [a] = await tx
    .select({ available: availableSql(now) })
    .from(tradeAccounts)
    .where(eq(tradeAccounts.id, accountId));
  if (!a) return new BizError('trade.errors.accountMissing');
  return new BizError('trade.errors.insufficient', {
    available: formatYuan(Number(a.available)),
    amount: formatYuan(amountFen),
  });
};

/**
 * Writes a deal's postings. They must sum to 0. A customer account moves its cached balance in the same statement
 * that checks it; TMC-side accounts only get the posting row.
 */
export const post = async (
  tx: TTx,
  deal: { id: string; tradeType: number; orderUniqueId: string | null },
  postings: TPosting[],
  now: Date,
): Promise<void> => {
  const sum = postings.reduce((s, p) => s + p.amountFen, 0);
  if (sum !== 0 || postings.some((p) => !Number.isSafeInteger(p.amountFen) || p.amountFen === 0))
    throw new Error(`postings of ${deal.id} do not balance (${sum})`);
  const rows: (typeof tradeDetails.$inferInsert)[] = [];
  for (const p of postings) {
    if (p.tmcCompanyId) {
      rows.push({ ...detailOf(deal, p, now), companyId: p.tmcCompanyId, balanceAfterFen: null });
      continue;
    }
    const capture = p.captureFen ?? 0;
    const [acc] = await tx
      .update(tradeAccounts)
      .set({
        balanceFen: sql`${tradeAccounts.balanceFen} + ${p.amountFen}`,
        frozenFen: sql`${tradeAccounts.frozenFen} - ${capture}`,
        updatedAt: now,
      })
      .where(
        and(
          eq(tradeAccounts.id, p.accountId),
          eq(tradeAccounts.purpose, 'customer'),
          p.spend ? sql`${availableSql(now)} + ${capture} + ${p.amountFen} >= 0` : undefined,
        ),
      )
      .returning({ balanceFen: tradeAccounts.balanceFen, companyId: tradeAccounts.companyId });
    if (!acc) throw await insufficient(tx, p.accountId, -p.amountFen - capture, now);
    rows.push({ ...detailOf(deal, p, now), companyId: acc.companyId, balanceAfterFen: acc.balanceFen });
  }
  await tx.insert(tradeDetails).values(rows);
};

const detailOf = (deal: { id: string; tradeType: number; orderUniqueId: string | null }, p: TPosting, now: Date) => ({
  dealId: deal.id,
  accountId: p.accountId,
  amountFen: p.amountFen,
  tradeType: deal.tradeType,
  orderUniqueId: deal.orderUniqueId,
  createdAt: now,
});

/** Freezes money on a customer account for a deal awaiting payment; refused past what is available. */
export const hold = async (tx: TTx, accountId: string, dealId: string, amountFen: number, now: Date) => {
  const updated = await tx
    .update(tradeAccounts)
    .set({ frozenFen: sql`${tradeAccounts.frozenFen} + ${amountFen}`, updatedAt: now })
    .where(and(eq(tradeAccounts.id, accountId), sql`${availableSql(now)} >= ${amountFen}`))
    .returning({ id: tradeAccounts.id });
  if (updated.length === 0) throw await insufficient(tx, accountId, amountFen, now);
  const [h] = await tx
    .insert(tradeHolds)
    .values({ accountId, dealId, amountFen, status: 'Held', createdAt: now })
    .returning({ id: tradeHolds.id });
  return h!.id;
};

/** Ends a deal's hold: 'Released' gives the money back to available, 'Captured' is used by a payment. */
export const closeHold = async (
  tx: TTx,
  dealId: string,
  to: 'Released' | 'Captured',
  now: Date,
): Promise<{ accountId: string; amountFen: number } | null> => {
  const [h] = await tx
    .update(tradeHolds)
    .set({ status: to, closedAt: now })
    .where(and(eq(tradeHolds.dealId, dealId), eq(tradeHolds.status, 'Held')))
    .returning({ accountId: tradeHolds.accountId, amountFen: tradeHolds.amountFen });
  if (!h) return null;
  if (to === 'Released') {
    await tx
      .update(tradeAccounts)
      .set({ frozenFen: sql`${tradeAccounts.frozenFen} - ${h.amountFen}`, updatedAt: now })
      .where(eq(tradeAccounts.id, h.accountId));
  }
  return h;
};

/** Account types a payment can come from. */
export const assertPayingType = (t: number): TAccountType => {
  if (t !== AccountType.Balance && t !== AccountType.Credit) throw new BizError('trade.errors.pointsNotMoney');
  return t;
};

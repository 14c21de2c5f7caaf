import { and, eq, sql } from 'drizzle-orm';
import { AccountType, CreditType, CurrencyUnit, formatYuan, type TAccountType } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText, sqlTexts, valuesList } from '../../platform/db/statement.ts';
import { BizError } from '../../platform/errors.ts';
import { tmcCompanyId } from '../org/index.ts';
import { tradeAccounts, tradeHolds } from './tables.ts';

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

/**
 * available = balance + credit in force − frozen, as SQL text over "trade_accounts" (an interim limit lapses at its
 * expiry). One definition for the query builder (availableSql) and the statements written as text (post).
 */
const availableText = (nowRef: string) =>
  `("trade_accounts"."balance_fen" + (CASE WHEN "trade_accounts"."credit_type" = ${CreditType.Interim}
     AND "trade_accounts"."credit_expires_at" IS NOT NULL
     AND "trade_accounts"."credit_expires_at" <= ${nowRef}
     THEN 0 ELSE "trade_accounts"."credit_limit_fen" END) - "trade_accounts"."frozen_fen")`;

const [availableHead, availableTail] = availableText('\u0000').split('\u0000') as [string, string];
/** available = balance + credit in force − frozen, in SQL, with the time as a parameter (a constant text). */
export const availableSql = (now: Date) =>
  sql`${sql.raw(availableHead)}${now.toISOString()}::timestamptz${sql.raw(availableTail)}`;

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

const TMC_ACCOUNT = sqlText(`SELECT id, company_id FROM trade_accounts
  WHERE company_id = (SELECT id FROM companies WHERE type = 'Tmc' ORDER BY id LIMIT 1) AND purpose = $1 LIMIT 1`);

/** The TMC-side account of a purpose (opened on first use), with the TMC's company id. */
export const tmcAccount = async (tx: TTx, purpose: string, now: Date): Promise<{ id: string; companyId: string }> => {
  // On every payment: written as text (platform/db/statement.ts).
  const find = async () => {
    const [row] = await runSql(tx, TMC_ACCOUNT, [purpose]);
    return row ? { id: String(row.id), companyId: String(row.company_id) } : undefined;
  };
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

/** A customer account's balance moves; a spend is guarded by what is available. */
const moveBalance = sqlTexts(
  (spend: boolean): string =>
    `UPDATE trade_accounts SET balance_fen = balance_fen + $2, frozen_fen = frozen_fen - $3, updated_at = $4
      WHERE id = $1 AND purpose = 'customer' ${spend ? `AND ${availableText('$4')} + $3 + $2 >= 0` : ''}
      RETURNING balance_fen, company_id`,
  [[false], [true]],
);

/** The columns of a posting row, in the order of detailOf. */
const DETAIL_COLUMNS = 8;

/** The posting rows of a deal, one VALUES row each (one shape, whatever the count). */
const insertDetails = sqlTexts(
  (rows: number): string =>
    `INSERT INTO trade_details (deal_id, account_id, company_id, amount_fen, balance_after_fen, trade_type,
                                order_unique_id, created_at)
     VALUES ${valuesList(rows, DETAIL_COLUMNS)}`,
  [[1], [2]],
);

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
  // Every movement passes here, so both statements are written as text (platform/db/statement.ts).
  const rows: unknown[][] = [];
  for (const p of postings) {
    if (p.tmcCompanyId) {
      rows.push(detailOf(deal, p, p.tmcCompanyId, null, now));
      continue;
    }
    const capture = p.captureFen ?? 0;
    const [acc] = await runSql(tx, moveBalance(!!p.spend), [p.accountId, p.amountFen, capture, now]);
    if (!acc) throw await insufficient(tx, p.accountId, -p.amountFen - capture, now);
    rows.push(detailOf(deal, p, String(acc.company_id), Number(acc.balance_fen), now));
  }
  await runSql(tx, insertDetails(rows.length), rows.flat());
};

const detailOf = (
  deal: { id: string; tradeType: number; orderUniqueId: string | null },
  p: TPosting,
  companyId: string,
  balanceAfterFen: number | null,
  now: Date,
): unknown[] => [
  deal.id,
  p.accountId,
  companyId,
  p.amountFen,
  balanceAfterFen,
  deal.tradeType,
  deal.orderUniqueId,
  now,
];

/**
 * A new deal with its amount frozen on a company's customer account, as one statement (ADR 0024): the account's
 * frozen total rises only while what is available covers the amount; then the hold and the deal, which names its
 * hold, are written — or nothing at all. `deal` is the INSERT of the deal as `INSERT INTO trade_deals AS d (id,
 * hold_id, …) SELECT held.deal_id, held.id, … FROM held RETURNING …`, its own parameters from $6 on.
 * $1 amount, $2 time, $3 company, $4 account type, $5 currency.
 */
export const heldDealText = (deal: string): string => `WITH acct AS (
    UPDATE trade_accounts SET frozen_fen = frozen_fen + $1::bigint, updated_at = $2::timestamptz
     WHERE company_id = $3::text AND purpose = 'customer' AND account_type = $4::int AND currency = $5::int
       AND ${availableText('$2::timestamptz')} >= $1::bigint
     RETURNING id),
  ids AS (SELECT 'T' || lpad(nextval('trade_deal_id_seq')::text, 11, '0') AS deal_id FROM acct),
  held AS (
    INSERT INTO trade_holds (account_id, deal_id, amount_fen, status, created_at)
    SELECT acct.id, ids.deal_id, $1::bigint, 'Held', $2::timestamptz FROM acct, ids
    RETURNING id, deal_id),
  d AS (${deal})
  SELECT * FROM d`;

/** Why a hold was refused: the company has no such account, or not enough is available on it. */
export const holdRefusal = async (
  tx: TTx,
  companyId: string,
  accountType: TAccountType,
  amountFen: number,
  now: Date,
): Promise<BizError> => {
  const account = await findCustomerAccount(tx, companyId, accountType);
  return account ? insufficient(tx, account.id, amountFen, now) : new BizError('trade.errors.accountMissing');
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

import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE_MAX,
  TradeStatus,
  parseDateTime,
  type TLang,
  type TTradeDealListRequest,
  type TTradeDetailListRequest,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { tradeAccounts, tradeDeals, tradeDetails } from './tables.ts';
import { dealViews, detailViews } from './views.ts';

// The deal list and the ledger (TradeDeal/List, ReceiveList, TradeDetail/List and their exports): one filter each,
// shared by the screens and the export job.

type TTranslate = (key: string, params?: Record<string, unknown>) => string;
const DAY_MS = 24 * 3600_000;
const code = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);

const dayRange = (col: typeof tradeDeals.createdAt | typeof tradeDetails.createdAt, from?: string, to?: string) => {
  const parts: SQL[] = [];
  const f = from ? parseDateTime(from) : null;
  const t = to ? parseDateTime(to) : null;
  if (f) parts.push(gte(col, f));
  if (t) parts.push(lt(col, new Date(t.getTime() + DAY_MS)));
  return parts;
};

/** Deals of some companies matching the list filters. */
/** The deals of these companies (ids, or a condition on `trade_deals.company_id` such as a tenancy scope) and filters. */
export const dealWhere = (companyIds: string[] | SQL, p: Partial<TTradeDealListRequest>): SQL =>
  and(
    !Array.isArray(companyIds)
      ? companyIds
      : companyIds.length === 1
        ? eq(tradeDeals.companyId, companyIds[0]!)
        : inArray(tradeDeals.companyId, companyIds),
    code(p.TradeType) ? eq(tradeDeals.tradeType, code(p.TradeType)!) : undefined,
    code(p.TradeStatus) ? eq(tradeDeals.tradeStatus, code(p.TradeStatus)!) : undefined,
    p.UniqueID ? eq(tradeDeals.orderUniqueId, p.UniqueID) : undefined,
    p.KeyWords
      ? or(
          ilike(tradeDeals.id, `%${p.KeyWords}%`),
          ilike(tradeDeals.subject, `%${p.KeyWords}%`),
          ilike(tradeDeals.voucher, `%${p.KeyWords}%`),
          ilike(tradeDeals.orderUniqueId, `%${p.KeyWords}%`),
        )
      : undefined,
    ...dayRange(tradeDeals.createdAt, p.DateFrom, p.DateTo),
  )!;

export const pageOf = (p: { PageNo: number; PageSize: number }) => {
  const size = Math.min(p.PageSize, PAGE_SIZE_MAX);
  return { size, offset: (p.PageNo - 1) * size };
};

/** One page of deals; `waitingFirst` puts those awaiting confirmation on top (the receipts screen). */
export const dealPage = async (
  tx: TTx,
  where: SQL,
  p: { PageNo: number; PageSize: number },
  lang: TLang,
  waitingFirst = false,
) => {
  const { size, offset } = pageOf(p);
  const [total] = await tx.select({ n: count() }).from(tradeDeals).where(where);
  const rows = await tx
    .select()
    .from(tradeDeals)
    .where(where)
    .orderBy(
      ...(waitingFirst
        ? [sql`CASE WHEN ${tradeDeals.tradeStatus} = ${TradeStatus.WaitConfirm} THEN 0 ELSE 1 END`]
        : []),
      desc(tradeDeals.createdAt),
      desc(tradeDeals.id),
    )
    .limit(size)
    .offset(offset);
  return { Entities: await dealViews(tx, rows, lang), RecordCount: total?.n ?? 0, PageNo: p.PageNo, PageSize: size };
};

/** Postings of a company's own accounts matching the ledger filters. */
export const detailWhere = (companyId: string, p: Partial<TTradeDetailListRequest>): SQL =>
  and(
    eq(tradeDetails.companyId, companyId),
    code(p.TradeType) ? eq(tradeDetails.tradeType, code(p.TradeType)!) : undefined,
    p.UniqueID ? eq(tradeDetails.orderUniqueId, p.UniqueID) : undefined,
    code(p.AccountType)
      ? inArray(tradeDetails.accountId, tradeDetailsAccountsOfType(companyId, code(p.AccountType)!))
      : undefined,
    ...dayRange(tradeDetails.createdAt, p.DateFrom, p.DateTo),
  )!;

const tradeDetailsAccountsOfType = (companyId: string, accountType: number) =>
  sql`(SELECT ${tradeAccounts.id} FROM ${tradeAccounts} WHERE ${tradeAccounts.companyId} = ${companyId} AND ${tradeAccounts.accountType} = ${accountType} AND ${tradeAccounts.purpose} = 'customer')`;

/** Postings with their deal's subject and mode, newest first. */
export const detailRows = (tx: TTx, where: SQL, limit: number, offset = 0) =>
  tx
    .select({
      id: tradeDetails.id,
      dealId: tradeDetails.dealId,
      accountId: tradeDetails.accountId,
      companyId: tradeDetails.companyId,
      amountFen: tradeDetails.amountFen,
      balanceAfterFen: tradeDetails.balanceAfterFen,
      tradeType: tradeDetails.tradeType,
      orderUniqueId: tradeDetails.orderUniqueId,
      createdAt: tradeDetails.createdAt,
      subject: tradeDeals.subject,
      tradeMode: tradeDeals.tradeMode,
      orderService: tradeDeals.orderService,
    })
    .from(tradeDetails)
    .innerJoin(tradeDeals, eq(tradeDeals.id, tradeDetails.dealId))
    .where(where)
    .orderBy(desc(tradeDetails.createdAt), desc(tradeDetails.id))
    .limit(limit)
    .offset(offset);

export const detailPage = async (
  tx: TTx,
  where: SQL,
  p: { PageNo: number; PageSize: number },
  lang: TLang,
  t: TTranslate,
) => {
  const { size, offset } = pageOf(p);
  const [total] = await tx.select({ n: count() }).from(tradeDetails).where(where);
  const rows = await detailRows(tx, where, size, offset);
  return {
    Entities: await detailViews(tx, rows, lang, t),
    RecordCount: total?.n ?? 0,
    PageNo: p.PageNo,
    PageSize: size,
  };
};

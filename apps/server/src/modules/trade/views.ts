import { inArray } from 'drizzle-orm';
import {
  TradeType,
  fenToYuan,
  formatDateTime,
  type TLang,
  type TTradeAccount,
  type TTradeDeal,
  type TTradeDetail,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText } from '../../platform/db/statement.ts';
import { translate, translateStored } from '../../platform/i18n.ts';
import { companies } from '../org/index.ts';
import { creditInForce } from '@opentmc/contracts';
import type { TCustomerAccount } from './ledger.ts';
import type { TDealRow } from './deals.ts';
import { tradeAccounts, type tradeDetails } from './tables.ts';

// Replies of the trade calls: rows with the names a screen shows (companies, people, bank accounts), amounts in yuan.

type TTranslate = (key: string, params?: Record<string, unknown>) => string;

/** A deal's subject in the reader's language: a recharge is named by the system, anything else as it was entered. */
const subjectOf = (lang: TLang, tradeType: number, subject: string) =>
  tradeType === TradeType.Recharge ? translate(lang, 'trade.subjects.recharge') : subject;
const time = (d: Date | null) => (d ? formatDateTime(d) : '');

const companyNames = async (tx: TTx, ids: string[], lang: TLang) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(inArray(companies.id, unique));
  return new Map(rows.map((r) => [r.id, lang === 'en' && r.nameEn ? r.nameEn : r.name]));
};

const maskNo = (no: string) => (no.length > 8 ? `${no.slice(0, 4)} **** ${no.slice(-4)}` : no);

export const accountViews = async (
  tx: TTx,
  rows: TCustomerAccount[],
  lang: TLang,
  now: Date,
): Promise<TTradeAccount[]> => {
  const names = await companyNames(
    tx,
    rows.map((r) => r.companyId),
    lang,
  );
  return rows.map((a) => {
    const credit = creditInForce(a, now);
    const balance = a.balanceFen ?? 0;
    return {
      AccountID: a.id,
      CompanyID: a.companyId,
      CompanyName: names.get(a.companyId) ?? '',
      AccountType: a.accountType ?? 0,
      CurrencyUnit: a.currency,
      Balance: fenToYuan(balance),
      CreditLimit: fenToYuan(a.creditLimitFen),
      CreditInForce: fenToYuan(credit),
      CreditType: a.creditType,
      CreditExpire: time(a.creditExpiresAt),
      Frozen: fenToYuan(a.frozenFen),
      Available: fenToYuan(balance + credit - a.frozenFen),
      UpdateTime: time(a.updatedAt),
    };
  });
};

/** What a deal reply shows beyond the deal's own row, read with it. */
export type TDealExtras = {
  companyName: string | null;
  companyNameEn: string | null;
  creatorName: string | null;
  confirmerName: string | null;
  accountType: number | null;
  frozenFen: string | number;
  bank: string | null;
  card: string | null;
};

/**
 * The extras of deal `d` as a select list of scalar subqueries, so that a statement that changes a deal can return
 * them too (payDeal's RETURNING): the company, the creator and confirmer, the paying account's type, the amount still
 * frozen, the bank account and card. Written as text: every deal reply reads it (platform/db/statement.ts).
 */
export const dealExtrasList = (d: string) => `
  (SELECT c.name FROM companies c WHERE c.id = ${d}.company_id) AS "companyName",
  (SELECT c.name_en FROM companies c WHERE c.id = ${d}.company_id) AS "companyNameEn",
  (SELECT u.name FROM users u WHERE u.id = ${d}.created_by) AS "creatorName",
  (SELECT u.name FROM users u WHERE u.id = ${d}.confirmed_by) AS "confirmerName",
  (SELECT a.account_type FROM trade_accounts a WHERE a.id = ${d}.account_id) AS "accountType",
  (SELECT coalesce(sum(h.amount_fen), 0) FROM trade_holds h
    WHERE h.deal_id = ${d}.id AND h.status = 'Held') AS "frozenFen",
  (SELECT b.bank_name || ' ' || b.account_name || ' ' || b.account_no
     FROM bank_accounts b WHERE b.id = ${d}.bank_account_id) AS bank,
  (SELECT b.bank_name || ' ' || b.account_name || ' ' || b.account_no
     FROM bank_cards b WHERE b.id = ${d}.bank_card_id) AS card`;

const DEAL_EXTRAS = sqlText(`SELECT d.id, ${dealExtrasList('d')} FROM trade_deals d WHERE d.id = ANY($1::text[])`);

/** Deals as replies, with the names a screen shows, read in one statement. */
export const dealViews = async (tx: TTx, rows: TDealRow[], lang: TLang): Promise<TTradeDeal[]> => {
  if (rows.length === 0) return [];
  const extras = await runSql(tx, DEAL_EXTRAS, [rows.map((r) => r.id)]);
  const byId = new Map(extras.map((e) => [String(e.id), e as TDealExtras]));
  return rows.map((d) => toDealView(d, byId.get(d.id), lang));
};

/** A deal as a reply, from its row and its extras. */
export const toDealView = (d: TDealRow, e: TDealExtras | undefined, lang: TLang): TTradeDeal => ({
  TradeID: d.id,
  CompanyID: d.companyId,
  CompanyName: (lang === 'en' && e?.companyNameEn ? e.companyNameEn : e?.companyName) ?? '',
  TradeType: d.tradeType,
  TradeStatus: d.tradeStatus,
  TradeMode: d.tradeMode,
  AccountType: e?.accountType ?? null,
  CurrencyUnit: d.currency,
  Amount: fenToYuan(d.amountFen),
  Refunded: fenToYuan(d.refundedFen),
  Frozen: fenToYuan(Number(e?.frozenFen ?? 0)),
  Order: d.orderUniqueId ? { Service: d.orderService ?? '', UniqueID: d.orderUniqueId } : null,
  OriginalTradeID: d.originalDealId ?? '',
  Subject: subjectOf(lang, d.tradeType, d.subject),
  BankAccountID: d.bankAccountId ?? '',
  BankAccountText: e?.bank ? maskText(e.bank) : '',
  PayerText: e?.card ? maskText(e.card) : '',
  Voucher: d.voucher.startsWith('gw:') ? '' : d.voucher,
  Remark: d.remark,
  Reason: translateStored(lang, d.reason),
  InvoiceStatus: d.invoiceStatus,
  CreatorName: e?.creatorName ?? '',
  ConfirmerName: e?.confirmerName ?? '',
  CreateTime: time(d.createdAt),
  SubmitTime: time(d.submittedAt),
  FinishTime: time(d.finishedAt),
});

/** "bank name account no" with the number masked: the last word is the number. */
const maskText = (text: string) => {
  const i = text.lastIndexOf(' ');
  return `${text.slice(0, i)} ${maskNo(text.slice(i + 1))}`;
};

export const dealView = async (tx: TTx, row: TDealRow, lang: TLang): Promise<TTradeDeal> =>
  (await dealViews(tx, [row], lang))[0]!;

type TDetailRow = typeof tradeDetails.$inferSelect & {
  subject: string;
  tradeMode: number | null;
  orderService: string | null;
};

/** The name of a TMC-side account, from its purpose. */
const tmcAccountText = (t: TTranslate, purpose: string) => {
  if (purpose === 'tmc.sales') return t('trade.systemAccounts.sales');
  if (purpose.startsWith('tmc.bank.')) return t('trade.systemAccounts.bank');
  if (purpose.startsWith('tmc.gateway.')) return t('trade.systemAccounts.gateway');
  return t('trade.systemAccounts.adjust');
};

export const detailViews = async (tx: TTx, rows: TDetailRow[], lang: TLang, t: TTranslate): Promise<TTradeDetail[]> => {
  const names = await companyNames(
    tx,
    rows.map((r) => r.companyId),
    lang,
  );
  const ids = [...new Set(rows.map((r) => r.accountId))];
  const accounts = new Map(
    ids.length
      ? (
          await tx
            .select({ id: tradeAccounts.id, t: tradeAccounts.accountType, purpose: tradeAccounts.purpose })
            .from(tradeAccounts)
            .where(inArray(tradeAccounts.id, ids))
        ).map((a) => [a.id, a])
      : [],
  );
  return rows.map((r) => {
    const a = accounts.get(r.accountId);
    const customer = a?.purpose === 'customer';
    return {
      DetailID: String(r.id),
      TradeID: r.dealId,
      AccountID: r.accountId,
      CompanyID: r.companyId,
      CompanyName: names.get(r.companyId) ?? '',
      AccountType: customer ? (a?.t ?? null) : null,
      AccountText: customer || !a ? '' : tmcAccountText(t, a.purpose),
      TradeType: r.tradeType,
      TradeMode: r.tradeMode,
      Amount: fenToYuan(r.amountFen),
      BalanceAfter: r.balanceAfterFen === null ? null : fenToYuan(r.balanceAfterFen),
      Order: r.orderUniqueId ? { Service: r.orderService ?? '', UniqueID: r.orderUniqueId } : null,
      Subject: subjectOf(lang, r.tradeType, r.subject),
      CreateTime: time(r.createdAt),
    };
  });
};

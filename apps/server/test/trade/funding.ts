import {
  AccountType,
  ReceivingAccountList,
  TradeAccountAdd,
  TradeDealConfirm,
  TradeDealCreate,
  TradeDealPayment,
  TradeMode,
  TradeType,
  type TTradeDeal,
} from '@opentmc/contracts';
import { createOtherCompany, type TTestApp } from '../harness.ts';
import { newKey, raiseCharge } from './helpers.ts';

// Setting up money for the race, crash and access tests: a fresh client company with a Balance account funded by a
// confirmed recharge, charges raised on it, and the rows those deals left in the ledger.

/** The TMC's first receiving bank account. */
export const receivingBank = async (t: TTestApp, session: string): Promise<string> => {
  const r = await t.call<{ Entities: { BankAccountID: string }[] }>(ReceivingAccountList, {}, { session });
  const id = r.result?.Entities[0]?.BankAccountID;
  if (!id) throw new Error(`no receiving bank account: ${r.message}`);
  return id;
};

/** A company's finance (or administrator) enters a transfer recharge, submitted for the TMC to confirm. */
export const enterRecharge = async (t: TTestApp, session: string, bankId: string, amount: number | string) => {
  const r = await t.call<TTradeDeal>(
    TradeDealCreate,
    {
      TradeType: TradeType.Recharge,
      Amount: amount,
      TradeMode: TradeMode.Transfer,
      BankAccountID: bankId,
      Voucher: 'RACE-001',
      Submit: true,
      IdempotencyKey: newKey(),
    },
    { session },
  );
  if (!r.isSucc) throw new Error(`recharge: ${r.message}`);
  return r.result!;
};

/**
 * A new client company whose Balance account TMC finance (`tmcSession`) opens and funds with a confirmed recharge
 * of `balance` yuan. Returns the company, its administrator's session (who may pay) and the bank account used.
 */
export const fundedCompany = async (
  t: TTestApp,
  tmcSession: string,
  c: { name: string; mobile: string; balance: number },
) => {
  const other = await createOtherCompany(t, c.name, c.mobile);
  const opened = await t.call(
    TradeAccountAdd,
    { CompanyID: other.companyId, AccountType: AccountType.Balance },
    { session: tmcSession },
  );
  if (!opened.isSucc) throw new Error(`open account: ${opened.message}`);
  const bankId = await receivingBank(t, other.sid);
  if (c.balance > 0) {
    const deal = await enterRecharge(t, other.sid, bankId, c.balance);
    const ok = await t.call(
      TradeDealConfirm,
      { TradeID: deal.TradeID, IdempotencyKey: newKey() },
      { session: tmcSession },
    );
    if (!ok.isSucc) throw new Error(`confirm: ${ok.message}`);
  }
  return { ...other, bankId };
};

/** `n` charges of `amount` yuan raised on a company, a few at a time. */
export const raiseCharges = async (
  t: TTestApp,
  tmcSession: string,
  n: number,
  amount: number,
  companyId?: string,
): Promise<TTradeDeal[]> => {
  const out: TTradeDeal[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = Array.from({ length: Math.min(10, n - i) }, () => raiseCharge(t, tmcSession, amount, companyId));
    out.push(...(await Promise.all(batch)));
  }
  return out;
};

/** Pays a charge from the Balance account. */
export const pay = (t: TTestApp, session: string, tradeId: string, key = newKey()) =>
  t.call<TTradeDeal>(
    TradeDealPayment,
    { TradeID: tradeId, AccountType: AccountType.Balance, IdempotencyKey: key },
    { session, lang: 'en' },
  );

/** One row per deal: its status and the number and sum of its postings. */
export const ledgerOf = async (t: TTestApp, dealIds: string[]) => {
  const r = await t.database.executeSql(
    `SELECT t.id, t.trade_status::int AS status, t.refunded_fen::text AS refunded,
            count(d.id)::int AS postings, coalesce(sum(d.amount_fen), 0)::text AS total
       FROM trade_deals t LEFT JOIN trade_details d ON d.deal_id = t.id
      WHERE t.id = ANY($1::text[]) GROUP BY t.id`,
    [dealIds],
  );
  return new Map(
    r.rows.map((row) => [
      String(row.id),
      {
        status: Number(row.status),
        postings: Number(row.postings),
        total: Number(row.total),
        refunded: Number(row.refunded),
      },
    ]),
  );
};

/** The cached balance and frozen amount of a company's Balance account, in fen. */
export const balanceRow = async (t: TTestApp, companyId: string) => {
  const r = await t.database.executeSql(
    `SELECT balance_fen::text AS balance, frozen_fen::text AS frozen FROM trade_accounts
      WHERE company_id = $1 AND purpose = 'customer' AND account_type = $2`,
    [companyId, AccountType.Balance],
  );
  const row = r.rows[0];
  if (!row) throw new Error(`no balance account for ${companyId}`);
  return { balanceFen: Number(row.balance), frozenFen: Number(row.frozen) };
};

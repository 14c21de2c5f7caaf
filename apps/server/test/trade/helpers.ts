import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  TradeAccountList,
  TradeDealCreate,
  TradeType,
  type TTradeAccount,
  type TTradeAccountListResult,
  type TTradeDeal,
} from '@opentmc/contracts';
import type { TTestApp } from '../harness.ts';

/** The demo client company. */
export const DEMO_CLIENT = 'C00000000003';

export const newKey = () => `k-${crypto.randomUUID()}`;

/** A company's account of one type as the caller sees it. */
export const accountOf = async (
  t: TTestApp,
  session: string,
  accountType: number,
  CompanyID?: string,
): Promise<TTradeAccount | undefined> => {
  const r = await t.call<TTradeAccountListResult>(TradeAccountList, CompanyID ? { CompanyID } : {}, { session });
  if (!r.isSucc) throw new Error(r.message);
  return r.result!.Entities.find((a) => a.AccountType === accountType);
};

/** TMC finance raises a charge (a deal awaiting payment) on a company. */
export const raiseCharge = async (
  t: TTestApp,
  tmcSession: string,
  amount: number | string,
  CompanyID = DEMO_CLIENT,
) => {
  const r = await t.call<TTradeDeal>(
    TradeDealCreate,
    { CompanyID, TradeType: TradeType.Payment, Amount: amount, Subject: '签证服务费', IdempotencyKey: newKey() },
    { session: tmcSession },
  );
  if (!r.isSucc) throw new Error(r.message);
  return r.result!;
};

/** Rows of a table (for "nothing was written" checks). */
export const countRows = async (t: TTestApp, table: string): Promise<number> => {
  const r = await t.database.executeSql(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(r.rows[0]!.n);
};

export const rawSql = sql;

import {
  AccountType,
  CreditType,
  TradeStatus,
  TradeType,
  type TAccountType,
  type TTradeStatus,
} from '../lookups/index.ts';

// The rules of the trade ledger (issue 5, architecture guide section 5), as plain functions shared by the server, the
// screens and the tests. Amounts are integer fen.

/** What a company account may spend: balance + credit in force − frozen. */
export const availableFen = (a: { balanceFen: number; creditFen: number; frozenFen: number }): number =>
  a.balanceFen + a.creditFen - a.frozenFen;

/** The credit limit in force at `now`: an interim limit lapses at its expiry. */
export const creditInForce = (
  a: { creditLimitFen: number; creditType: number | null; creditExpiresAt: Date | null },
  now: Date,
): number =>
  a.creditType === CreditType.Interim && a.creditExpiresAt !== null && a.creditExpiresAt.getTime() <= now.getTime()
    ? 0
    : a.creditLimitFen;

/** The company accounts that can pay: balance and credit (points are not money). */
export const PAYING_ACCOUNT_TYPES: readonly TAccountType[] = [AccountType.Balance, AccountType.Credit];
/** Every account kind a company can hold. */
export const ACCOUNT_TYPES: readonly TAccountType[] = [AccountType.Balance, AccountType.Credit, AccountType.Integral];

/**
 * The trade-status moves (spec section 4): who can take a deal from one status to another. Created deals start in
 * WaitSubmit (a recharge being entered) or WaitPayment (something owed).
 */
export const TRADE_TRANSITIONS: Readonly<Record<string, readonly TTradeStatus[]>> = {
  submit: [TradeStatus.WaitSubmit],
  confirm: [TradeStatus.WaitConfirm],
  reject: [TradeStatus.WaitConfirm],
  cancel: [TradeStatus.WaitSubmit, TradeStatus.WaitPayment],
  payment: [TradeStatus.WaitPayment],
};

/** Deal types that bring money into a company account. */
export const INCOMING_TRADE_TYPES: readonly number[] = [TradeType.Recharge, TradeType.Refund, TradeType.Repayment];

/** Largest single amount the ledger takes: ¥100,000,000. */
export const TRADE_MAX_FEN = 10_000_000_000;
/** Idempotency keys are kept at least this long (issue 5: ≥ 24 h). */
export const IDEMPOTENCY_TTL_HOURS = 48;
/** Rows in one ledger export. */
export const TRADE_EXPORT_MAX_ROWS = 100_000;

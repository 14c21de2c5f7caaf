import { readFilters, readPaging } from '../../../kit/list-params.ts';
import { ACCOUNT_TYPES, TRADE_STATUSES, TRADE_TYPES } from './labels.ts';

// The trade lists keep their filters in the address (kit/list-params); these read them into call payloads, leaving out
// anything the server would refuse. Pure, so the unit tests cover them.

export const LEDGER_FILTERS = ['DateFrom', 'DateTo', 'TradeType', 'AccountType', 'UniqueID'] as const;
export const DEAL_FILTERS = ['DateFrom', 'DateTo', 'TradeType', 'TradeStatus', 'UniqueID', 'KeyWords'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string | undefined): s is string => {
  if (!s || !DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const codeIn = (s: string | undefined, codes: readonly number[]): number | undefined => {
  const n = Number(s);
  return s && codes.includes(n) ? n : undefined;
};
const text = (s: string | undefined, max: number): string | undefined => (s ? s.slice(0, max) : undefined);

const compact = <T extends Record<string, unknown>>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export type TLedgerFilters = {
  DateFrom?: string;
  DateTo?: string;
  TradeType?: number;
  AccountType?: number;
  UniqueID?: string;
};

/** The ledger's filters from the address. */
export const ledgerFilters = (params: URLSearchParams): TLedgerFilters => {
  const f = readFilters(params, LEDGER_FILTERS);
  return compact({
    DateFrom: isDay(f.DateFrom) ? f.DateFrom : undefined,
    DateTo: isDay(f.DateTo) ? f.DateTo : undefined,
    TradeType: codeIn(f.TradeType, TRADE_TYPES),
    AccountType: codeIn(f.AccountType, ACCOUNT_TYPES),
    UniqueID: text(f.UniqueID, 40),
  });
};

export type TDealFilters = {
  DateFrom?: string;
  DateTo?: string;
  TradeType?: number;
  TradeStatus?: number;
  UniqueID?: string;
  KeyWords?: string;
};

/** A deal list's filters from the address. */
export const dealFilters = (params: URLSearchParams): TDealFilters => {
  const f = readFilters(params, DEAL_FILTERS);
  return compact({
    DateFrom: isDay(f.DateFrom) ? f.DateFrom : undefined,
    DateTo: isDay(f.DateTo) ? f.DateTo : undefined,
    TradeType: codeIn(f.TradeType, TRADE_TYPES),
    TradeStatus: codeIn(f.TradeStatus, TRADE_STATUSES),
    UniqueID: text(f.UniqueID, 40),
    KeyWords: text(f.KeyWords, 100),
  });
};

/** A list payload: paging, filters and the company a TMC user works on (nothing for the caller's own). */
export const listPayload = <F extends object>(
  params: URLSearchParams,
  filters: F,
  companyId: string | undefined,
): F & { PageNo: number; PageSize: number; CompanyID?: string } => ({
  ...readPaging(params),
  ...filters,
  ...(companyId ? { CompanyID: companyId } : {}),
});

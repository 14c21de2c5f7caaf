import {
  AccountType,
  CreditType,
  InvoiceStatus,
  TradeMode,
  TradeStatus,
  TradeType,
  lookupMaps,
  lookupOf,
  lookupTitleKey,
  type TLookupName,
} from '@opentmc/contracts';

// Names of the trade codes in the caller's language (from the base lookups' catalogue), and their colours.

type TT = (key: string) => string;

const labelOf = (list: TLookupName, t: TT, id: number | null | undefined): string => {
  if (id === null || id === undefined) return '';
  const l = lookupOf(list);
  const code = lookupMaps(l).CodeById[String(id)];
  return code ? t(lookupTitleKey(l, code)) : String(id);
};

export const tradeTypeLabel = (t: TT, id: number | null | undefined) => labelOf('TradeType', t, id);
export const tradeStatusLabel = (t: TT, id: number | null | undefined) => labelOf('TradeStatus', t, id);
export const tradeModeLabel = (t: TT, id: number | null | undefined) => labelOf('TradeMode', t, id);
export const accountTypeLabel = (t: TT, id: number | null | undefined) => labelOf('AccountType', t, id);
export const creditTypeLabel = (t: TT, id: number | null | undefined) => labelOf('CreditType', t, id);
export const invoiceStatusLabel = (t: TT, id: number | null | undefined) => labelOf('InvoiceStatus', t, id);

/** Options of a code list (only the given codes, in that order). */
export const codeOptions = (
  label: (t: TT, id: number) => string,
  t: TT,
  codes: readonly number[],
): { value: number; label: string }[] => codes.map((c) => ({ value: c, label: label(t, c) }));

export const TRADE_TYPES: readonly number[] = Object.values(TradeType);
export const TRADE_STATUSES: readonly number[] = Object.values(TradeStatus);
export const ACCOUNT_TYPES: readonly number[] = Object.values(AccountType);
export const CREDIT_TYPES: readonly number[] = Object.values(CreditType);

export const STATUS_COLOR: Record<number, string> = {
  [TradeStatus.WaitSubmit]: 'default',
  [TradeStatus.WaitPayment]: 'gold',
  [TradeStatus.WaitConfirm]: 'processing',
  [TradeStatus.Finished]: 'success',
  [TradeStatus.Canceled]: 'default',
  [TradeStatus.Rejected]: 'error',
};

export const INVOICE_COLOR: Record<number, string> = {
  [InvoiceStatus.WaitApply]: 'default',
  [InvoiceStatus.Applied]: 'processing',
  [InvoiceStatus.Issued]: 'success',
  [InvoiceStatus.Mailed]: 'success',
  [InvoiceStatus.Rejected]: 'error',
  [InvoiceStatus.Voided]: 'default',
};

/** How a recharge can come in, in the order the form offers them: offline first, then online. */
export const RECHARGE_MODES: readonly number[] = [
  TradeMode.Transfer,
  TradeMode.Cash,
  TradeMode.Pos,
  TradeMode.Alipay,
  TradeMode.Weixin,
];

import { AccountType, TradeMode, TradeStatus, TradeType, type TTradeDeal, type TTradeDetail } from '@opentmc/contracts';
import { newWorkbook } from '../../platform/workbook.ts';

// The .xlsx files of the background exports (the ledger and the deal list): a bold header row in the requester's
// language, column widths, amounts as numbers with two decimals (yuan), times as text yyyy-MM-dd HH:mm:ss.

export type TTranslateFn = (key: string, params?: Record<string, unknown>) => string;

/** What an export holds. */
export const ExportKind = { tradeDetail: 'tradeDetail', tradeDeal: 'tradeDeal' } as const;
export type TExportKind = (typeof ExportKind)[keyof typeof ExportKind];

const AMOUNT_FORMAT = '#,##0.00';

type TColumn<R> = {
  key: string;
  width: number;
  amount?: boolean;
  value: (r: R, t: TTranslateFn) => string | number | null;
};

/** A lookup code as its title in the reader's language ('' for none). */
const lookupText = (t: TTranslateFn, list: string, codes: Record<string, number>, v: number | null): string => {
  if (v === null) return '';
  const name = Object.keys(codes).find((k) => codes[k] === v);
  return name ? t(`base.lookups.${list}.${name}`) : String(v);
};

const DETAIL_COLUMNS: TColumn<TTradeDetail>[] = [
  { key: 'CreateTime', width: 20, value: (r) => r.CreateTime },
  { key: 'TradeID', width: 16, value: (r) => r.TradeID },
  {
    key: 'Account',
    width: 16,
    value: (r, t) =>
      r.AccountType === null ? r.AccountText : lookupText(t, 'AccountType', AccountType, r.AccountType),
  },
  { key: 'TradeType', width: 12, value: (r, t) => lookupText(t, 'TradeType', TradeType, r.TradeType) },
  { key: 'TradeMode', width: 16, value: (r, t) => lookupText(t, 'TradeMode', TradeMode, r.TradeMode) },
  { key: 'Subject', width: 30, value: (r) => r.Subject },
  { key: 'Order', width: 22, value: (r) => r.Order?.UniqueID ?? '' },
  { key: 'Amount', width: 16, amount: true, value: (r) => r.Amount },
  { key: 'BalanceAfter', width: 16, amount: true, value: (r) => r.BalanceAfter },
];

const DEAL_COLUMNS: TColumn<TTradeDeal>[] = [
  { key: 'TradeID', width: 16, value: (r) => r.TradeID },
  { key: 'CompanyName', width: 24, value: (r) => r.CompanyName },
  { key: 'TradeType', width: 12, value: (r, t) => lookupText(t, 'TradeType', TradeType, r.TradeType) },
  { key: 'TradeStatus', width: 12, value: (r, t) => lookupText(t, 'TradeStatus', TradeStatus, r.TradeStatus) },
  { key: 'TradeMode', width: 16, value: (r, t) => lookupText(t, 'TradeMode', TradeMode, r.TradeMode) },
  { key: 'Account', width: 12, value: (r, t) => lookupText(t, 'AccountType', AccountType, r.AccountType) },
  { key: 'Amount', width: 16, amount: true, value: (r) => r.Amount },
  { key: 'Refunded', width: 16, amount: true, value: (r) => r.Refunded },
  { key: 'Subject', width: 30, value: (r) => r.Subject },
  { key: 'Order', width: 22, value: (r) => r.Order?.UniqueID ?? '' },
  { key: 'Voucher', width: 20, value: (r) => r.Voucher },
  { key: 'Remark', width: 24, value: (r) => r.Remark },
  { key: 'CreatorName', width: 12, value: (r) => r.CreatorName },
  { key: 'ConfirmerName', width: 12, value: (r) => r.ConfirmerName },
  { key: 'CreateTime', width: 20, value: (r) => r.CreateTime },
  { key: 'FinishTime', width: 20, value: (r) => r.FinishTime },
];

/** The header titles of an export, in the reader's language (the tests read them back). */
export const exportHeader = (kind: TExportKind, t: TTranslateFn): string[] =>
  (kind === ExportKind.tradeDetail ? DETAIL_COLUMNS : DEAL_COLUMNS).map((c) => t(`trade.export.columns.${c.key}`));

/** A sheet being filled page by page. */
export type TSheetWriter<R> = { add: (rows: R[]) => void; finish: () => Promise<Buffer> };

const sheetWriter = async <R>(columns: TColumn<R>[], title: string, t: TTranslateFn): Promise<TSheetWriter<R>> => {
  const wb = await newWorkbook();
  wb.creator = 'OpenTMC';
  const ws = wb.addWorksheet(title.slice(0, 31));
  ws.columns = columns.map((c) => ({
    header: t(`trade.export.columns.${c.key}`),
    width: c.width,
    ...(c.amount ? { style: { numFmt: AMOUNT_FORMAT } } : {}),
  }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  head.alignment = { vertical: 'middle' };
  head.height = 20;
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return {
    add: (rows) => {
      for (const r of rows) ws.addRow(columns.map((c) => c.value(r, t)));
    },
    finish: async () => Buffer.from(await wb.xlsx.writeBuffer()),
  };
};

export const detailSheet = (t: TTranslateFn) => sheetWriter(DETAIL_COLUMNS, t('trade.menu.flow'), t);
export const dealSheet = (t: TTranslateFn) => sheetWriter(DEAL_COLUMNS, t('trade.menu.deals'), t);

/** `账户流水_20261122_153000.xlsx` / `Ledger_20261122_153000.xlsx`: the kind and the request time (CST). */
export const exportFileName = (kind: TExportKind, t: TTranslateFn, stamp: string): string =>
  `${t(`trade.export.fileNames.${kind}`)}_${stamp.replace(/-/g, '').replace(' ', '_').replace(/:/g, '')}.xlsx`;

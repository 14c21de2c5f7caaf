import {
  TRADE_TRANSITIONS,
  TradeMode,
  TradeStatus,
  TradeType,
  type TTradeDeal,
  type TTradeDealDetails,
} from '@opentmc/contracts';
import { refundableYuan } from './money.ts';

// Which buttons a deal shows. A deal's details carry the server's own list (Actions); a list row does not, so a row
// offers what the shared transition table allows for its status and side, and the server decides again on the call.
// Pure, so the unit tests cover them.

export type TDealAction = TTradeDealDetails['Actions'][number];
/** Whose screen: the company paying (client) or the TMC receiving. */
export type TDealSide = 'client' | 'tmc';

/** The order buttons are drawn in: forward moves first, cancel last. */
export const DEAL_ACTION_ORDER: readonly TDealAction[] = [
  'submit',
  'payment',
  'confirm',
  'reject',
  'refund',
  'invoice',
  'cancel',
];

const CLIENT_ACTIONS: readonly TDealAction[] = ['submit', 'payment', 'invoice', 'cancel'];
const TMC_ACTIONS: readonly TDealAction[] = ['confirm', 'reject', 'refund'];

/** The server's actions of a deal in drawing order (unknown ones dropped). */
export const orderedActions = (actions: readonly string[]): TDealAction[] =>
  DEAL_ACTION_ORDER.filter((a) => actions.includes(a));

const allows = (action: keyof typeof TRADE_TRANSITIONS, status: number) =>
  (TRADE_TRANSITIONS[action] ?? []).some((s) => s === status);

/** What a list row offers for a deal on one side's screen. */
export const rowActions = (deal: TTradeDeal, side: TDealSide): TDealAction[] => {
  const out = new Set<TDealAction>();
  if (allows('submit', deal.TradeStatus) && deal.TradeType === TradeType.Recharge) out.add('submit');
  if (allows('payment', deal.TradeStatus)) out.add('payment');
  if (allows('cancel', deal.TradeStatus)) out.add('cancel');
  if (allows('confirm', deal.TradeStatus) && deal.TradeType === TradeType.Recharge) out.add('confirm');
  if (allows('reject', deal.TradeStatus) && deal.TradeType === TradeType.Recharge) out.add('reject');
  if (deal.TradeStatus === TradeStatus.Finished && deal.TradeType === TradeType.Payment && refundableYuan(deal) > 0)
    out.add('refund');
  if (
    deal.TradeStatus === TradeStatus.Finished &&
    (deal.TradeType === TradeType.Recharge || deal.TradeType === TradeType.Payment) &&
    deal.InvoiceStatus === null
  )
    out.add('invoice');
  const mine = side === 'client' ? CLIENT_ACTIONS : TMC_ACTIONS;
  return orderedActions([...out].filter((a) => mine.includes(a)));
};

/** Online modes are paid at the cashier; the others are confirmed by TMC finance. */
export const isOnlineMode = (mode: number | null | undefined): boolean =>
  mode === TradeMode.Alipay || mode === TradeMode.Weixin;

/** The cashier's address for a deal awaiting payment. */
export const cashierUrl = (tradeId: string): string => `/trade/cashier?TradeID=${encodeURIComponent(tradeId)}`;

/** A confirmation must name the bank account the money arrived in when the deal does not already. */
export const needsBankAccount = (deal: Pick<TTradeDeal, 'BankAccountID'>): boolean => !deal.BankAccountID;

/** Where TMC staff open one deal, and the deals of one order. */
export const dealPageUrl = (companyId: string, tradeId: string): string =>
  `/System/Company/${encodeURIComponent(companyId)}/trade/details?TradeID=${encodeURIComponent(tradeId)}`;
export const orderDealsUrl = (companyId: string, uniqueId: string): string =>
  `/System/Company/${encodeURIComponent(companyId)}/tradeorder/detail?UniqueID=${encodeURIComponent(uniqueId)}`;

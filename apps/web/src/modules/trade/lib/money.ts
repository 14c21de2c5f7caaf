// Amounts on the trade screens: yuan on the wire, shown with ¥, two decimals and grouped thousands. Pure, so the
// unit tests cover them.

import { fenOfYuan as fenOf, yuanText as formatYuanText } from '../../../kit/money.ts';

/** ¥1,234.50; a negative amount as -¥20.00; '' for a missing one (the app's one formatter, grouped). */
export const yuanText = (yuan: number | null | undefined): string => formatYuanText(yuan, { grouped: true });

/** A posting's amount with its sign: +¥100.00 into the account, -¥100.00 out of it. */
export const signedYuanText = (yuan: number | null | undefined): string =>
  formatYuanText(yuan, { grouped: true, signed: true });

export type TAmountTone = 'in' | 'out' | 'none';

/** Which way money moves: shown green (in) or red (out). */
export const amountTone = (yuan: number | null | undefined): TAmountTone => {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return 'none';
  const fen = fenOf(yuan);
  return fen > 0 ? 'in' : fen < 0 ? 'out' : 'none';
};

/** The yuan left to refund of a payment (amount − refunded), never below 0. */
export const refundableYuan = (deal: { Amount: number; Refunded: number }): number =>
  Math.max(0, fenOf(deal.Amount) - fenOf(deal.Refunded)) / 100;

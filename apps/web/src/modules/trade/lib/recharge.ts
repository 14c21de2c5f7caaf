import { TradeMode, TradeType } from '@opentmc/contracts';
import { isOnlineMode } from './deal-actions.ts';

// The recharge form's values and the TradeDeal/Create payload they make. Pure, so the unit tests cover it.

export type TRechargeForm = {
  Amount: number | null;
  TradeMode: number;
  BankAccountID?: string;
  BankCardID?: string;
  Voucher?: string;
  Remark?: string;
};

/** The Create payload of a recharge (without its key): only what the chosen mode uses. */
export const rechargePayload = (v: TRechargeForm) => {
  const transfer = v.TradeMode === TradeMode.Transfer;
  const online = isOnlineMode(v.TradeMode);
  return {
    TradeType: TradeType.Recharge,
    Amount: v.Amount ?? 0,
    TradeMode: v.TradeMode,
    Submit: true,
    ...(transfer && v.BankAccountID ? { BankAccountID: v.BankAccountID } : {}),
    ...(transfer && v.BankCardID ? { BankCardID: v.BankCardID } : {}),
    ...(!online && v.Voucher?.trim() ? { Voucher: v.Voucher.trim() } : {}),
    ...(v.Remark?.trim() ? { Remark: v.Remark.trim() } : {}),
  };
};

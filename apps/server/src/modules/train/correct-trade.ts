import { OrderStatus, PaymentMode, TradeStatus, fenToYuan, type TTrainTrade } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { loadDeal } from '../trade/index.ts';

import { orderDealId, accessOrder, actingAs } from '../order/index.ts';

// CreateTrade (issue 6 section 4; docs/orders.md "Corrections"): the trade deal the cashier takes an online order's
// payment on. Every train order owes one deal from its booking (ADR 0020), so the call hands that deal out — for an
// online order awaiting payment, to its booker side or TMC staff — and is idempotent by construction: every call
// returns the same deal, with the amount the order owes now (a TMC price correction re-prices it). Nothing is written.

export const createTrainTrade = async (ctx: TAuthedContext, p: { UniqueID: string }): Promise<TTrainTrade> => {
  const order = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    actingAs(access, ['booker', 'tmc']);
    return access.order;
  });
  if (order.payMode !== PaymentMode.Online) throw new BizError('trainOrder.corrections.errors.notOnline');
  if (order.status !== OrderStatus.WaitPayment) throw new BizError('trainOrder.corrections.errors.nothingToPay');
  const deal = await loadDeal(ctx.db, orderDealId(order));
  if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('trainOrder.corrections.errors.nothingToPay');
  return {
    DealID: deal.id,
    UniqueID: order.uniqueId,
    Amount: fenToYuan(deal.amountFen),
    TradeStatus: deal.tradeStatus,
    Subject: deal.subject,
  };
};

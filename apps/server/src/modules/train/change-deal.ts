import { AmendStatus, fenToYuan, type TTrainAmendDealResult } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { ensureChangeDeal, resolveChange } from './change-shared.ts';
import { actingAs } from '../order/index.ts';

// TrainOrder/CreateAmendTradeDeal?UniqueID (ADR 0021): the trade deal of a priced change's amount to pay, so the
// client can pay it at the cashier (an order paid online) or from an account; created once, the same deal after.

export const createChangeTradeDeal = async (ctx: TAuthedContext, ref: string): Promise<TTrainAmendDealResult> => {
  const deal = await ctx.db.transaction(async (tx) => {
    const found = await resolveChange(tx, ctx, ref);
    actingAs(found, ['booker', 'tmc']);
    if (found.amend.status !== AmendStatus.WaitConfirm) throw new BizError('trainChange.errors.notPriced');
    const d = await ensureChangeDeal(tx, {
      order: found.order,
      change: found.change,
      by: ctx.session.userId,
      subject: `${found.order.title} · ${found.change.trainNo}`,
      now: ctx.clock.now(),
    });
    return { amendId: found.amend.id, d };
  });
  ctx.succeed('trainChange.messages.deal');
  return {
    AmendID: deal.amendId,
    DealID: deal.d.id,
    Amount: fenToYuan(deal.d.amountFen),
    TradeStatus: deal.d.tradeStatus,
  };
};

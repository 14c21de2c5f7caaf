import { OrderStatus, TradeStatus, fenToYuan, type TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { loadDeal, payDeal } from '../trade/index.ts';
import { moveTowardsFulfilment } from './submit-train-order.ts';
import { accessOrder, actingAs } from './train-order-access.ts';
import { loadGoods, orderDetailView } from './train-order-view.ts';

// OrderPayment/{id} (the order engine's `pay`): an order awaiting payment (online, after any approval) is paid.
// - With AccountType (Balance or Credit), the company's account pays it now, in the same transaction as the move.
// - Without, a payment made at the cashier (trade's Cashier/* calls on the order's deal) is picked up.
// - Neither: the call fails with the deal to pay, so the web can open the cashier.

export const payTrainOrder = async (
  ctx: TAuthedContext,
  p: { id: string; AccountType?: number | undefined },
): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.id);
    const actor = actingAs(access, ['booker']);
    const before = access.order;
    if (before.status !== OrderStatus.WaitPayment) throw new BizError('order.errors.actionNotAllowed');
    const goods = await loadGoods(tx, before.id);
    const deal = await loadDeal(tx, goods.dealId);
    if (deal.tradeStatus === TradeStatus.WaitPayment) {
      if (p.AccountType === undefined)
        throw new BizError('trainOrder.errors.notPaid', {}, 400, {
          DealID: deal.id,
          Amount: fenToYuan(deal.amountFen),
        });
      await payDeal(tx, { id: deal.id, companyId: before.companyId, accountType: p.AccountType, now: ctx.clock.now() });
    } else if (deal.tradeStatus !== TradeStatus.Finished) throw new BizError('trade.errors.wrongStatus');
    const moved = await moveTowardsFulfilment(tx, ctx, {
      order: before,
      action: 'pay',
      actor,
      userId: ctx.session.userId,
      guards: {},
      version: before.version,
      set: { paidFen: deal.amountFen, ...(p.AccountType !== undefined ? { accountType: p.AccountType } : {}) },
    });
    return { order: moved, actors: access.actors };
  });
  ctx.succeed('trainOrder.messages.paid');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

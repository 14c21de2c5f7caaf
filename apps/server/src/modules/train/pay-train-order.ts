import { OrderStatus, TradeStatus, fenToYuan, type TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { loadOrder, type TOrderPayMove, orderDealId, accessOrder, actingAs } from '../order/index.ts';
import { loadDeal, payDeal } from '../trade/index.ts';
import { moveTowardsFulfilment } from './submit-train-order.ts';
import { orderDetailView } from './train-order-view.ts';

// Paying a train order (the order engine's `pay`). Whichever way its deal is paid — OrderPayment/{id} below,
// bill/TradeDeal/Payment, the cashier from an account or online — the order moves with it in the same transaction:
// trade calls the order's deal handlers (modules/order deal-money.ts), which run `trainOrderPaid`. So the order moves
// once, on the deal's compare-and-set, never twice.

/** What an order awaiting payment does once its deal is paid: on to fulfilment, the supplier tasked. */
export const trainOrderPaid: TOrderPayMove = (tx, x) =>
  moveTowardsFulfilment(
    tx,
    { clock: { now: () => x.now } },
    { order: x.order, action: 'pay', actor: x.actor, userId: x.userId, guards: {}, set: x.set, detail: x.detail },
  );

/**
 * OrderPayment/{id}: an order awaiting payment (online, after any approval) is paid from the company's Balance or
 * Credit account (AccountType). Without one, the call fails with the deal to pay, so the web can open the cashier.
 */
export const payTrainOrder = async (
  ctx: TAuthedContext,
  p: { id: string; AccountType?: number | undefined },
): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.id);
    actingAs(access, ['booker']);
    const before = access.order;
    if (before.status !== OrderStatus.WaitPayment) throw new BizError('order.errors.actionNotAllowed');
    const deal = await loadDeal(tx, orderDealId(before));
    if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('trade.errors.wrongStatus');
    if (p.AccountType === undefined)
      throw new BizError('trainOrder.errors.notPaid', {}, 400, { DealID: deal.id, Amount: fenToYuan(deal.amountFen) });
    await payDeal(tx, {
      id: deal.id,
      companyId: before.companyId,
      accountType: p.AccountType,
      by: ctx.session.userId,
      now: ctx.clock.now(),
    });
    return { order: await loadOrder(tx, before.id), actors: access.actors };
  });
  ctx.succeed('trainOrder.messages.paid');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

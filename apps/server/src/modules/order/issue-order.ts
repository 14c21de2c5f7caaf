import { TradeStatus, WorkStatus } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { loadDeal, payDeal } from '../trade/index.ts';
import { accessOrder, actingAs } from './order-access.ts';
import { answer, type TOrderReply } from './order-calls.ts';
import { moveSupplierTasks } from './order-effects.ts';
import { orderDealId } from './order-header.ts';
import { notifyOrder } from './notify-order.ts';
import { loadOrder } from './orders.ts';
import { orderProduct } from './products.ts';
import { transitionOrder } from './transition-order.ts';

// OrderDrawer (issue 6 section 6): the lock holder issues an order in fulfilment, for any product. The product first
// says whether its goods can be issued (trains: booked with the rail supplier) and then records what the supplier
// issued (tickets, numbers); around that the engine moves the order (drawer), pays the money frozen at booking from
// the company account (an online order was paid already), closes the supplier's tasks and notifies the traveller,
// all in one transaction.

export const issueOrderCall = async <T>(ctx: TAuthedContext, ref: string, reply: TOrderReply<T>): Promise<T> => {
  const done = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref, { service: reply.service });
    const actor = actingAs(access, ['supplier', 'tmc']);
    const before = access.order;
    const product = orderProduct(before.service);
    await product.assertIssuable(tx, before);
    // A price the TMC raised is issued only once the booker confirmed it (ConfirmOrderPrice).
    if (before.priceConfirm === 'pending') throw new BizError('order.errors.priceNotConfirmed');
    const now = ctx.clock.now();
    const moved = await transitionOrder(tx, {
      orderId: before.id,
      companyId: access.company,
      action: 'drawer',
      actor,
      userId: ctx.session.userId,
      version: before.version,
      now,
    });
    // The money frozen at booking is paid now; the order's paid amount follows its deal (trade's order handlers).
    const deal = await loadDeal(tx, orderDealId(moved));
    if (deal.tradeStatus === TradeStatus.WaitPayment)
      await payDeal(tx, {
        id: deal.id,
        companyId: before.companyId,
        accountType: before.accountType ?? 0,
        by: ctx.session.userId,
        now,
      });
    await product.issue(tx, moved);
    await moveSupplierTasks(tx, ctx, moved, WorkStatus.Finished, ctx.session.userId);
    await notifyOrder(tx, ctx, { order: moved, notice: 'issued' });
    return { order: await loadOrder(tx, moved.id), actors: access.actors };
  });
  ctx.succeed('order.messages.issued');
  return answer(ctx, reply, done);
};

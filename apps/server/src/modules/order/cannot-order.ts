import { WorkStatus } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { addOrderMessage, orderLine } from './order-messages.ts';
import { accessOrder, actingAs } from './order-access.ts';
import { answer, type TOrderReply } from './order-calls.ts';
import { moveSupplierTasks, releaseOrderHoldings } from './order-effects.ts';
import { notifyOrder } from './notify-order.ts';
import { loadOrder } from './orders.ts';
import { transitionOrder } from './transition-order.ts';

// OrderCannot?UniqueID&Reason (issue 6 section 6): the lock holder gives up an order in fulfilment. Its goods' holdings go
// back, the money is returned in full (a freeze released, an online payment refunded), and the reason is written to
// the order's log, where the booker reads it beside the status.

export const cannotOrderCall = async <T>(
  ctx: TAuthedContext,
  p: { UniqueID: string; Reason: string },
  reply: TOrderReply<T>,
): Promise<T> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID, { service: reply.service });
    const actor = actingAs(access, ['supplier', 'tmc']);
    const before = access.order;
    const now = ctx.clock.now();
    const moved = await transitionOrder(tx, {
      orderId: before.id,
      companyId: access.company,
      action: 'cannot',
      actor,
      userId: ctx.session.userId,
      reason: p.Reason,
      version: before.version,
      now,
    });
    await releaseOrderHoldings(tx, ctx, {
      order: moved,
      byUserId: ctx.session.userId,
      reason: p.Reason,
      subject: moved.title,
    });
    await moveSupplierTasks(tx, ctx, moved, WorkStatus.Cannot, ctx.session.userId);
    await addOrderMessage(tx, {
      orderId: moved.id,
      authorId: ctx.session.userId,
      authorName: ctx.session.ticket.UserName,
      line: orderLine('order.log.cannot', { reason: p.Reason }),
      now,
    });
    await notifyOrder(tx, ctx, { order: moved, notice: 'cannot', reason: p.Reason });
    // An online payment came back whole: the header's refunded amount followed the refund.
    return { order: await loadOrder(tx, moved.id), actors: access.actors };
  });
  ctx.succeed('order.messages.cannot');
  return answer(ctx, reply, { order, actors });
};

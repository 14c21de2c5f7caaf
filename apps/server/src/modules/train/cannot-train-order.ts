import { WorkStatus, type TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import {
  addOrderMessage,
  orderLine,
  loadOrder,
  transitionOrder,
  accessOrder,
  actingAs,
  moveSupplierTasks,
  releaseOrderHoldings,
} from '../order/index.ts';
import { notifyTrainOrder } from './notify-train-order.ts';
import { orderDetailView } from './train-order-view.ts';

// OrderCannot?UniqueID&Reason (issue 6 section 6): the lock holder gives up an order in fulfilment. The seats go
// back, the money is returned in full (a freeze released, an online payment refunded), and the reason is written to
// the order's log, where the booker reads it beside the status.

export const cannotTrainOrder = async (
  ctx: TAuthedContext,
  p: { UniqueID: string; Reason: string },
): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    const actor = actingAs(access, ['supplier', 'tmc']);
    const before = access.order;
    const now = ctx.clock.now();
    const moved = await transitionOrder(tx, {
      orderId: before.id,
      companyId: before.companyId,
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
      line: orderLine('trainOrder.log.cannot', { reason: p.Reason }),
      now,
    });
    await notifyTrainOrder(tx, ctx, { order: moved, notice: 'cannot', reason: p.Reason });
    // An online payment came back whole: the header's refunded amount followed the refund.
    return { order: await loadOrder(tx, moved.id), actors: access.actors };
  });
  ctx.succeed('trainOrder.messages.cannot');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

import type { TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { transitionOrder, accessOrder, actingAs } from '../order/index.ts';
import { orderDetailView } from './train-order-view.ts';

// OrderLock and OrderUnLock (docs/orders.md, locks): TMC staff and the order's supplier lock an order before
// processing it; only the holder unlocks it (a supervisor's takeover is the order engine's takeOverOrderLock).

export const lockTrainOrder = async (
  ctx: TAuthedContext,
  ref: string,
  action: 'lock' | 'unlock',
): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref);
    const actor = actingAs(access, ['supplier', 'tmc']);
    const moved = await transitionOrder(tx, {
      orderId: access.order.id,
      companyId: access.order.companyId,
      action,
      actor,
      userId: ctx.session.userId,
      now: ctx.clock.now(),
    });
    return { order: moved, actors: access.actors };
  });
  ctx.succeed(action === 'lock' ? 'trainOrder.messages.locked' : 'trainOrder.messages.unlocked');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

import type { TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';

import { accessOrder, actingAs, cancelOrder } from '../order/index.ts';
import { orderDetailView } from './train-order-view.ts';

/** OrderCancel?UniqueID: the booker cancels an order not yet in fulfilment (the web calls it with failTips false). */
export const cancelTrainOrder = async (ctx: TAuthedContext, ref: string): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref);
    const actor = actingAs(access, ['booker']);
    const done = await cancelOrder(tx, ctx, { order: access.order, actor, userId: ctx.session.userId });
    return { ...done, actors: access.actors };
  });
  ctx.succeed('trainOrder.messages.canceled');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

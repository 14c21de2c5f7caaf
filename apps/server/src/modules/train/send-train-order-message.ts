import { LOCK_BOUND_ACTORS, type TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { addOrderMessage, accessOrder } from '../order/index.ts';
import { orderDetailView } from './train-order-view.ts';

// MessageSend (spec section 7): a note in the order's log by anyone who sees the order. Internal notes are for the
// TMC side (TMC staff, the supplier); a client's note is never internal.

export const sendTrainOrderMessage = async (
  ctx: TAuthedContext,
  p: { UniqueID: string; Text: string; Internal: boolean },
): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    const tmcSide = access.actors.some((a) => LOCK_BOUND_ACTORS.includes(a));
    await addOrderMessage(tx, {
      orderId: access.order.id,
      authorId: ctx.session.userId,
      authorName: ctx.session.ticket.UserName,
      text: p.Text,
      internal: tmcSide && p.Internal,
      now: ctx.clock.now(),
    });
    return access;
  });
  ctx.succeed('trainOrder.messages.messageSent');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

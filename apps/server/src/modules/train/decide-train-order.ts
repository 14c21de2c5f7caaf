import type { TOrderActor, TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { approvalTrail, decideApproval } from '../approval/index.ts';
import { loadOrder, actorsOf, findOrderByRef } from '../order/index.ts';
import { loadGoods, orderDetailView } from './train-order-view.ts';

// OrderResolve, ClientOrderResolve and OrderReject (spec section 7): an approver decides the order's approval by the
// order number. The approval engine decides (only a pending approver of the current step may), and its callbacks
// move the order (train-order-approval.ts): on to payment or fulfilment, or Rejected with the reason.

export const decideTrainOrder = async (
  ctx: TAuthedContext,
  ref: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<TTrainOrderDetail> => {
  const order = await findOrderByRef(ctx.db, ref);
  // A number of another product is not a train order.
  await loadGoods(ctx.db, order.id);
  const trail = await approvalTrail(ctx.db, { kind: 'train', id: order.id });
  if (!trail || trail.State !== 'Pending') {
    const actors = await actorsOf(ctx.db, ctx, order);
    throw new BizError(actors.length > 0 ? 'order.errors.actionNotAllowed' : 'order.errors.notFound');
  }
  await decideApproval(ctx, { InstanceID: trail.InstanceID }, decision);
  const after = await loadOrder(ctx.db, order.id);
  const seen = await actorsOf(ctx.db, ctx, after);
  const actors: TOrderActor[] = seen.length > 0 ? seen : ['approver'];
  ctx.succeed(decision.approve ? 'trainOrder.messages.approved' : 'trainOrder.messages.rejected');
  return orderDetailView(ctx.db, after, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

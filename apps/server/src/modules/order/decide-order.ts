import type { TOrderActor } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { approvalTrail, decideApproval } from '../approval/index.ts';
import { actorsOf, findOrderByRef } from './order-access.ts';
import { answer, type TOrderReply } from './order-calls.ts';
import { loadOrder } from './orders.ts';
import { orderProduct } from './products.ts';

// OrderResolve, ClientOrderResolve and OrderReject (spec section 7): an approver decides the order's approval by the
// order number. The approval engine decides (only a pending approver of the current step may), and its callbacks
// move the order (order-approval.ts): on to payment or fulfilment, or Rejected with the reason.

export const decideOrderCall = async <T>(
  ctx: TAuthedContext,
  ref: string,
  decision: { approve: true } | { approve: false; reason: string },
  reply: TOrderReply<T>,
): Promise<T> => {
  const order = await findOrderByRef(ctx.db, ref);
  // A number of another product is not found by this product's call.
  if (order.service !== reply.service) throw new BizError('order.errors.notFound');
  const trail = await approvalTrail(ctx.db, { kind: orderProduct(order.service).key, id: order.id });
  if (!trail || trail.State !== 'Pending') {
    const { actors } = await actorsOf(ctx.db, ctx, order);
    throw new BizError(actors.length > 0 ? 'order.errors.actionNotAllowed' : 'order.errors.notFound');
  }
  await decideApproval(ctx, { InstanceID: trail.InstanceID }, decision);
  const after = await loadOrder(ctx.db, order.id);
  const seen = (await actorsOf(ctx.db, ctx, after)).actors;
  const actors: TOrderActor[] = seen.length > 0 ? seen : ['approver'];
  ctx.succeed(decision.approve ? 'order.messages.approved' : 'order.messages.rejected');
  return answer(ctx, reply, { order: after, actors });
};

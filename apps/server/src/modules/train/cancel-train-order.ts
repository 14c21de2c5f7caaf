import { OrderStatus, WorkStatus, type TOrderActor, type TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { withdrawApproval } from '../approval/index.ts';
import { loadOrder, transitionOrder, type TOrderRow } from '../order/index.ts';
import { accessOrder, actingAs } from './train-order-access.ts';
import { moveSupplierTasks, releaseOrderHoldings } from './train-order-effects.ts';
import { loadGoods, orderDetailView } from './train-order-view.ts';

// Cancelling a train order before issue: by the booker (OrderCancel; waiting for the supplier only while nobody has
// locked it), by the system when it was left unsubmitted or unpaid (train-order-timeout.ts), or on an approval's
// withdrawal. One compare-and-set moves it; in the same transaction its seats and money are given back (a payment
// refunded in full, which the header's refunded amount follows) and its fulfilment tasks close.

/** Cancels an order in the caller's transaction with everything that goes with it. */
export const cancelOrder = async (
  tx: TTx,
  deps: TDeps,
  x: { order: TOrderRow; actor: TOrderActor; userId: string | null; reason?: string; version?: number | undefined },
): Promise<{ order: TOrderRow; messageIds: string[] }> => {
  const goods = await loadGoods(tx, x.order.id);
  const moved = await transitionOrder(tx, {
    orderId: x.order.id,
    companyId: x.order.companyId,
    action: 'cancel',
    actor: x.actor,
    userId: x.userId,
    reason: x.reason,
    version: x.version,
    set: { dealId: goods.dealId },
    now: deps.clock.now(),
  });
  await releaseOrderHoldings(tx, deps, {
    order: moved,
    goods,
    byUserId: x.userId,
    reason: x.reason ?? '',
    subject: moved.title,
  });
  await moveSupplierTasks(tx, deps, moved, WorkStatus.Canceled, x.userId);
  let messageIds: string[] = [];
  // An order cancelled in approval takes its approval with it, where its creator may still withdraw it.
  if (x.order.status === OrderStatus.WaitConfirm && x.userId)
    try {
      ({ messageIds } = await withdrawApproval(tx, deps, {
        subject: { kind: 'train', id: moved.id },
        userId: x.userId,
      }));
    } catch (err) {
      // Already decided on by someone, or not the caller's: the approval stays and its outcome no longer applies.
      if (!(err instanceof BizError)) throw err;
    }
  // A payment given back moved the header's refunded amount (the order's deal handlers): the order as it is now.
  return { order: await loadOrder(tx, moved.id), messageIds };
};

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

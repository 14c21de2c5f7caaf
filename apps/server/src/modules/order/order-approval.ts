import { OrderStatus, PaymentMode, WorkStatus } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TApprovalSubjectHandlers } from '../approval/index.ts';
import { cancelOrder } from './cancel-order.ts';
import { moveSupplierTasks, releaseOrderHoldings } from './order-effects.ts';
import { loadOrder } from './orders.ts';
import { orderProduct } from './products.ts';
import { moveTowardsFulfilment } from './submit-order.ts';
import { transitionOrder } from './transition-order.ts';

// Orders as a subject of the approval engine (the product's key: 'train', 'flight'...): the engine calls back when an
// order's approval ends, inside the deciding transaction. An order that left WaitConfirm meanwhile (its booker
// cancelled it) is left as it is: the approval's outcome no longer applies. The approval's title and summary are the
// product's (its goods).

export const orderApprovalHandlers: TApprovalSubjectHandlers = {
  onApproved: async (tx, deps, orderId, info) => {
    const order = await loadOrder(tx, orderId);
    if (order.status !== OrderStatus.WaitConfirm) return;
    await moveTowardsFulfilment(tx, deps, {
      order,
      action: 'resolve',
      actor: 'approver',
      userId: info.byUserId,
      guards: { needsPayment: order.payMode === PaymentMode.Online },
      set: { approvalId: info.instanceId },
    });
  },
  onRejected: async (tx, deps, orderId, info) => {
    const order = await loadOrder(tx, orderId);
    if (order.status !== OrderStatus.WaitConfirm) return;
    const moved = await transitionOrder(tx, {
      orderId,
      action: 'reject',
      actor: 'approver',
      userId: info.byUserId,
      reason: info.reason,
      set: { approvalId: info.instanceId },
      now: deps.clock.now(),
    });
    await releaseOrderHoldings(tx, deps, {
      order: moved,
      byUserId: info.byUserId,
      reason: info.reason,
      subject: moved.title,
    });
    await moveSupplierTasks(tx, deps, moved, WorkStatus.Rejected, info.byUserId);
  },
  onWithdrawn: async (tx, deps, orderId) => {
    const order = await loadOrder(tx, orderId);
    if (order.status !== OrderStatus.WaitConfirm) return;
    await cancelOrder(tx, deps, { order, actor: 'booker', userId: order.bookerId });
  },
  describe: async (db, orderId, lang) => {
    let order;
    try {
      order = await loadOrder(db, orderId);
    } catch (err) {
      if (err instanceof BizError) return null;
      throw err;
    }
    const { Title, Summary } = await orderProduct(order.service).describe(db, order, lang);
    return { No: order.uniqueId, Title, Summary, Url: `/order/detail?UniqueID=${encodeURIComponent(order.uniqueId)}` };
  },
};

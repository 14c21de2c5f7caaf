import { OrderStatus, PaymentMode, WorkStatus, fenToYuan, formatDateTime } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { TApprovalSubjectHandlers } from '../approval/index.ts';
import {
  loadOrder,
  transitionOrder,
  travellerNamesIn,
  moveSupplierTasks,
  releaseOrderHoldings,
  cancelOrder,
} from '../order/index.ts';
import { moveTowardsFulfilment } from './submit-train-order.ts';
import { loadGoods, stationNameIn } from './train-order-view.ts';

// Train orders as a subject of the approval engine (kind 'train'): the engine calls back when the order's approval
// ends, inside the deciding transaction. An order that left WaitConfirm meanwhile (its booker cancelled it) is left
// as it is: the approval's outcome no longer applies.

export const trainOrderApprovalHandlers: TApprovalSubjectHandlers = {
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
      companyId: order.companyId,
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
    let order, goods;
    try {
      order = await loadOrder(db, orderId);
      goods = await loadGoods(db, orderId);
    } catch (err) {
      if (err instanceof BizError) return null;
      throw err;
    }
    return {
      No: order.uniqueId,
      Title: translate(lang, 'trainOrder.approval.title', {
        train: goods.trainNo,
        from: stationNameIn(goods.fromStation, goods.fromStationName, lang),
        to: stationNameIn(goods.toStation, goods.toStationName, lang),
      }),
      Summary: translate(lang, 'trainOrder.approval.summary', {
        travellers: travellerNamesIn(order.travellerNames, lang),
        depart: formatDateTime(goods.departAt).slice(0, 16),
        amount: fenToYuan(order.totalFen).toFixed(2),
      }),
      Url: `/order/detail?UniqueID=${encodeURIComponent(order.uniqueId)}`,
    };
  },
};

import { OrderStatus, WorkStatus, type TOrderActor } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { BizError } from '../../platform/errors.ts';
import { withdrawApproval } from '../approval/index.ts';
import { moveSupplierTasks, releaseOrderHoldings } from './order-effects.ts';
import { loadOrder, type TOrderRow } from './orders.ts';
import { orderProduct } from './products.ts';
import { transitionOrder } from './transition-order.ts';

// Cancelling an order of any product before issue: by the booker (OrderCancel; waiting for the supplier only while
// nobody has locked it), by the system when it was left unsubmitted or unpaid (order-timeout.ts), or on an approval's
// withdrawal. One compare-and-set moves it; in the same transaction its goods' holdings (the product's release) and money are given back (a payment
// refunded in full, which the header's refunded amount follows) and its fulfilment tasks close.

/** Cancels an order in the caller's transaction with everything that goes with it. */
export const cancelOrder = async (
  tx: TTx,
  deps: TDeps,
  x: {
    order: TOrderRow;
    /** The order's company as the caller's access yielded it (none for the system's own cancels). */
    company?: TScopedCompany | undefined;
    actor: TOrderActor;
    userId: string | null;
    reason?: string;
    version?: number | undefined;
  },
): Promise<{ order: TOrderRow; messageIds: string[] }> => {
  const moved = await transitionOrder(tx, {
    orderId: x.order.id,
    companyId: x.company,
    action: 'cancel',
    actor: x.actor,
    userId: x.userId,
    reason: x.reason,
    version: x.version,
    now: deps.clock.now(),
  });
  await releaseOrderHoldings(tx, deps, {
    order: moved,
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
        subject: { kind: orderProduct(moved.service).key, id: moved.id },
        userId: x.userId,
      }));
    } catch (err) {
      // Already decided on by someone, or not the caller's: the approval stays and its outcome no longer applies.
      if (!(err instanceof BizError)) throw err;
    }
  // A payment given back moved the header's refunded amount (the order's deal handlers): the order as it is now.
  return { order: await loadOrder(tx, moved.id), messageIds };
};

import { and, eq } from 'drizzle-orm';
import { WorkStatus, type TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { simBookingNo } from './rail-booking-simulator.ts';
import { trainOrders } from './tables.ts';
import { orderDetailView } from './train-order-view.ts';
import { accessOrder, actingAs, moveSupplierTasks, assertHoldsLock } from '../order/index.ts';

// TrainBooking?UniqueId (issue 6 section 6): the lock holder books the order in fulfilment with the rail supplier,
// which gives its booking reference. The order stays in WaitDispose; its tasks move on to "to be issued".

export const bookTrainOrder = async (ctx: TAuthedContext, ref: string): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref);
    actingAs(access, ['supplier', 'tmc']);
    await assertHoldsLock(tx, access.order, ctx.session.userId);
    const now = ctx.clock.now();
    const [booked] = await tx
      .update(trainOrders)
      .set({ bookingNo: simBookingNo(access.order.id), bookedAt: now })
      .where(and(eq(trainOrders.orderId, access.order.id), eq(trainOrders.bookingNo, '')))
      .returning({ orderId: trainOrders.orderId });
    if (!booked) throw new BizError('trainOrder.errors.alreadyBooked');
    await moveSupplierTasks(tx, ctx, access.order, WorkStatus.WaitDispose, null);
    return access;
  });
  ctx.succeed('trainOrder.messages.booked');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

import { eq } from 'drizzle-orm';
import { TradeStatus, WorkStatus, type TTrainOrderDetail } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { loadOrder, transitionOrder, orderDealId, accessOrder, actingAs, moveSupplierTasks } from '../order/index.ts';
import { loadDeal, payDeal } from '../trade/index.ts';
import { simIssueTickets } from './rail-booking-simulator.ts';
import { trainOrderPassengers } from './tables.ts';
import { notifyTrainOrder } from './notify-train-order.ts';
import { loadGoods, loadPassengers, orderDetailView } from './train-order-view.ts';

// OrderDrawer?UniqueID (issue 6 section 6): the lock holder issues a booked order. In one transaction: the order
// moves to Finished (compare-and-set: of any number of concurrent issues one applies), the money frozen at booking
// is paid from the company account (an online order was paid already), each passenger gets the simulator's ticket,
// gate, coach and seat, and the supplier's tasks close.

export const issueTrainOrder = async (ctx: TAuthedContext, ref: string): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, ref);
    const actor = actingAs(access, ['supplier', 'tmc']);
    const before = access.order;
    const goods = await loadGoods(tx, before.id);
    if (!goods.bookingNo) throw new BizError('trainOrder.errors.notBooked');
    // A price the TMC raised is issued only once the booker confirmed it (ConfirmOrderPrice).
    if (before.priceConfirm === 'pending') throw new BizError('trainOrder.corrections.errors.priceNotConfirmed');
    const now = ctx.clock.now();
    const moved = await transitionOrder(tx, {
      orderId: before.id,
      companyId: before.companyId,
      action: 'drawer',
      actor,
      userId: ctx.session.userId,
      version: before.version,
      now,
    });
    // The money frozen at booking is paid now; the order's paid amount follows its deal (trade's order handlers).
    const deal = await loadDeal(tx, orderDealId(moved));
    if (deal.tradeStatus === TradeStatus.WaitPayment)
      await payDeal(tx, {
        id: deal.id,
        companyId: before.companyId,
        accountType: before.accountType ?? 0,
        by: ctx.session.userId,
        now,
      });
    const passengers = (await loadPassengers(tx, before.id)).filter((p) => p.status !== 'Canceled');
    const tickets = simIssueTickets({
      orderId: before.id,
      bookingNo: goods.bookingNo,
      trainNo: goods.trainNo,
      trainDate: goods.trainDate,
      fromStation: goods.fromStation,
      seatType: goods.seatType,
      seats: passengers.map((p) => p.seat),
    });
    for (const [i, p] of passengers.entries())
      await tx
        .update(trainOrderPassengers)
        .set({ ...tickets[i]!, status: 'Issued' })
        .where(eq(trainOrderPassengers.id, p.id));
    await moveSupplierTasks(tx, ctx, moved, WorkStatus.Finished, ctx.session.userId);
    await notifyTrainOrder(tx, ctx, { order: moved, notice: 'issued' });
    return { order: await loadOrder(tx, moved.id), actors: access.actors };
  });
  ctx.succeed('trainOrder.messages.issued');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

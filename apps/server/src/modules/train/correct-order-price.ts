import { eq } from 'drizzle-orm';
import {
  TRAIN_PRICE_CORRECTION_STATUSES,
  TradeStatus,
  formatYuan,
  type TTrainCorrectedOrder,
  type TTrainUpdateOrderPriceRequest,
  type TTrainVersionedRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { addOrderMessage, orderLine, patchOrder, orderDealId, accessOrder, actingAs } from '../order/index.ts';
import { loadDeal, repriceDeal } from '../trade/index.ts';
import { correctedOrderView } from './correct-view.ts';
import { trainOrderPassengers } from './tables.ts';
import { loadPassengers } from './train-order-view.ts';

// UpdateOrderPrice and ConfirmOrderPrice (issue 6 sections 4 and 6; docs/orders.md "Corrections").
// TMC staff holding the lock correct the ticket price and service fee of booked passengers before issue, while the
// order's money is not yet paid: frozen on the company account (offline) or awaiting the cashier (online). In one
// transaction the header's amounts move under its version (patchOrder: of concurrent corrections one applies), the
// order's deal is re-priced and the frozen money follows it (more frozen, or the difference released), the
// passengers get their new prices and the client reads the change in the order log. A raised price waits for the
// booker's ConfirmOrderPrice: until then the order is not issued.

export const updateTrainOrderPrice = async (
  ctx: TAuthedContext,
  p: TTrainUpdateOrderPriceRequest,
): Promise<TTrainCorrectedOrder> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    const actor = actingAs(access, ['tmc']);
    const before = access.order;
    const now = ctx.clock.now();
    if (!(TRAIN_PRICE_CORRECTION_STATUSES as readonly number[]).includes(before.status))
      throw new BizError('order.errors.actionNotAllowed');
    const booked = new Map(
      (await loadPassengers(tx, before.id)).filter((x) => x.status === 'Booked').map((x) => [x.id, x]),
    );
    let ticketsDelta = 0;
    let feeDelta = 0;
    const lines: { id: string; priceFen: number; serviceFeeFen: number }[] = [];
    const changes: Record<string, unknown>[] = [];
    for (const l of p.Passengers) {
      const x = booked.get(l.PassengerID);
      if (!x) throw new BizError('trainOrder.corrections.errors.passengerUnknown');
      if (x.priceFen === l.Price && x.serviceFeeFen === l.ServiceFee) continue;
      ticketsDelta += l.Price - x.priceFen;
      feeDelta += l.ServiceFee - x.serviceFeeFen;
      lines.push({ id: x.id, priceFen: l.Price, serviceFeeFen: l.ServiceFee });
      changes.push({
        passengerId: x.id,
        priceFen: [x.priceFen, l.Price],
        serviceFeeFen: [x.serviceFeeFen, l.ServiceFee],
      });
    }
    if (lines.length === 0) throw new BizError('trainOrder.validation.nothingToUpdate');
    // Paid money is not re-priced here: after payment a difference is an amend's or an extra charge's business.
    const deal = await loadDeal(tx, orderDealId(before));
    if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('trainOrder.corrections.errors.alreadyPaid');
    const totalFen = before.totalFen + ticketsDelta + feeDelta;
    const raised = totalFen > before.totalFen;
    const moved = await patchOrder(tx, {
      orderId: before.id,
      companyId: before.companyId,
      actor,
      userId: ctx.session.userId,
      version: p.Version,
      statuses: TRAIN_PRICE_CORRECTION_STATUSES,
      // A raised price waits for the booker's confirmation before the order is issued.
      set: {
        totalFen,
        serviceFeeFen: before.serviceFeeFen + feeDelta,
        ...(raised ? { priceConfirm: 'pending' as const } : {}),
      },
      detail: { change: 'price', totalFen: [before.totalFen, totalFen], passengers: changes },
      reason: p.Reason,
      now,
    });
    // The deal always owes the header's total while unpaid; its hold follows (freeze more / release the difference).
    await repriceDeal(tx, { id: deal.id, amountFen: moved.totalFen, now });
    for (const l of lines)
      await tx
        .update(trainOrderPassengers)
        .set({ priceFen: l.priceFen, serviceFeeFen: l.serviceFeeFen })
        .where(eq(trainOrderPassengers.id, l.id));
    await addOrderMessage(tx, {
      orderId: moved.id,
      authorId: ctx.session.userId,
      authorName: ctx.session.ticket.UserName,
      line: orderLine(raised ? 'trainOrder.corrections.log.priceRaised' : 'trainOrder.corrections.log.price', {
        before: formatYuan(before.totalFen),
        after: formatYuan(totalFen),
        reason: p.Reason,
      }),
      now,
    });
    return { order: moved, actors: access.actors };
  });
  ctx.succeed('trainOrder.corrections.messages.priceUpdated');
  return correctedOrderView(ctx, order, actors);
};

/** ConfirmOrderPrice: the booker accepts the price the TMC raised, under the order's version. */
export const confirmTrainOrderPrice = async (
  ctx: TAuthedContext,
  p: TTrainVersionedRequest,
): Promise<TTrainCorrectedOrder> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    const actor = actingAs(access, ['booker']);
    const before = access.order;
    if (before.priceConfirm !== 'pending') throw new BizError('trainOrder.corrections.errors.nothingToConfirm');
    const moved = await patchOrder(tx, {
      orderId: before.id,
      companyId: before.companyId,
      actor,
      userId: ctx.session.userId,
      version: p.Version,
      statuses: TRAIN_PRICE_CORRECTION_STATUSES,
      action: 'confirmPrice',
      set: { priceConfirm: 'confirmed' },
      detail: { change: 'priceConfirmed', totalFen: before.totalFen },
      now: ctx.clock.now(),
    });
    return { order: moved, actors: access.actors };
  });
  ctx.succeed('trainOrder.corrections.messages.priceConfirmed');
  return correctedOrderView(ctx, order, actors);
};

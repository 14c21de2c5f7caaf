import { ORDER_PRICE_CORRECTION_STATUSES, TradeStatus, formatYuan } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { loadDeal, repriceDeal } from '../trade/index.ts';
import { accessOrder, actingAs } from './order-access.ts';
import { answer, type TOrderReply } from './order-calls.ts';
import { orderDealId } from './order-header.ts';
import { addOrderMessage, orderLine } from './order-messages.ts';
import { patchOrder } from './patch-order.ts';
import { orderProduct, type TOrderPrices, type TPricedLine } from './products.ts';

// UpdateOrderPrice and ConfirmOrderPrice of every product (issue 6 sections 4 and 6; docs/orders.md "Corrections").
// TMC staff holding the lock correct the price and service fee of goods lines not yet issued (the product's priced
// lines: a train's booked passengers), while the order's money is not yet paid: frozen on the company account
// (offline) or awaiting the cashier (online). In one transaction the header's amounts move under its version
// (patchOrder: of concurrent corrections one applies), the order's deal is re-priced and the frozen money follows it
// (more frozen, or the difference released), the product's lines get their new prices and the client reads the
// change in the order log. A raised price waits for the booker's ConfirmOrderPrice: until then the order is not issued.

const pricesOf = (service: number): TOrderPrices => {
  const prices = orderProduct(service).prices;
  if (!prices) throw new BizError('order.errors.actionNotAllowed');
  return prices;
};

export type TOrderPriceCorrection = {
  UniqueID: string;
  Version: number;
  Lines: readonly { LineID: string; Price: number; ServiceFee: number }[];
  Reason: string;
};

export const updateOrderPriceCall = async <T>(
  ctx: TAuthedContext,
  p: TOrderPriceCorrection,
  reply: TOrderReply<T>,
): Promise<T> => {
  const done = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID, { service: reply.service });
    const actor = actingAs(access, ['tmc']);
    const before = access.order;
    const now = ctx.clock.now();
    if (!(ORDER_PRICE_CORRECTION_STATUSES as readonly number[]).includes(before.status))
      throw new BizError('order.errors.actionNotAllowed');
    const prices = pricesOf(before.service);
    const current = new Map((await prices.lines(tx, before)).map((x) => [x.id, x]));
    let linesDelta = 0;
    let feeDelta = 0;
    const lines: TPricedLine[] = [];
    const changes: Record<string, unknown>[] = [];
    for (const l of p.Lines) {
      const x = current.get(l.LineID);
      if (!x) throw new BizError('order.errors.lineUnknown');
      if (x.priceFen === l.Price && x.serviceFeeFen === l.ServiceFee) continue;
      linesDelta += l.Price - x.priceFen;
      feeDelta += l.ServiceFee - x.serviceFeeFen;
      lines.push({ id: x.id, priceFen: l.Price, serviceFeeFen: l.ServiceFee });
      // The history names the product's lines generically (`lines`, `lineId`: a ticket, a room, a segment); entries
      // written before 2026-11-27 say `passengers` and `passengerId` (no reader reads the detail's lines).
      changes.push({
        lineId: x.id,
        priceFen: [x.priceFen, l.Price],
        serviceFeeFen: [x.serviceFeeFen, l.ServiceFee],
      });
    }
    if (lines.length === 0) throw new BizError('order.errors.nothingToUpdate');
    // Paid money is not re-priced here: after payment a difference is an amend's or an extra charge's business.
    const deal = await loadDeal(tx, orderDealId(before));
    if (deal.tradeStatus !== TradeStatus.WaitPayment) throw new BizError('order.errors.alreadyPaid');
    const totalFen = before.totalFen + linesDelta + feeDelta;
    const raised = totalFen > before.totalFen;
    const moved = await patchOrder(tx, {
      orderId: before.id,
      companyId: access.company,
      actor,
      userId: ctx.session.userId,
      version: p.Version,
      statuses: ORDER_PRICE_CORRECTION_STATUSES,
      // A raised price waits for the booker's confirmation before the order is issued.
      set: {
        totalFen,
        serviceFeeFen: before.serviceFeeFen + feeDelta,
        ...(raised ? { priceConfirm: 'pending' as const } : {}),
      },
      detail: { change: 'price', totalFen: [before.totalFen, totalFen], lines: changes },
      reason: p.Reason,
      now,
    });
    // The deal always owes the header's total while unpaid; its hold follows (freeze more / release the difference).
    await repriceDeal(tx, { id: deal.id, amountFen: moved.totalFen, now });
    await prices.setLines(tx, moved, lines);
    await addOrderMessage(tx, {
      orderId: moved.id,
      authorId: ctx.session.userId,
      authorName: ctx.session.ticket.UserName,
      line: orderLine(raised ? 'order.log.priceRaised' : 'order.log.price', {
        before: formatYuan(before.totalFen),
        after: formatYuan(totalFen),
        reason: p.Reason,
      }),
      now,
    });
    return { order: moved, actors: access.actors };
  });
  ctx.succeed('order.messages.priceUpdated');
  return answer(ctx, reply, done);
};

/** ConfirmOrderPrice: the booker accepts the price the TMC raised, under the order's version. */
export const confirmOrderPriceCall = async <T>(
  ctx: TAuthedContext,
  p: { UniqueID: string; Version: number },
  reply: TOrderReply<T>,
): Promise<T> => {
  const done = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID, { service: reply.service });
    const actor = actingAs(access, ['booker']);
    const before = access.order;
    if (before.priceConfirm !== 'pending') throw new BizError('order.errors.nothingToConfirm');
    const moved = await patchOrder(tx, {
      orderId: before.id,
      companyId: access.company,
      actor,
      userId: ctx.session.userId,
      version: p.Version,
      statuses: ORDER_PRICE_CORRECTION_STATUSES,
      action: 'confirmPrice',
      set: { priceConfirm: 'confirmed' },
      detail: { change: 'priceConfirmed', totalFen: before.totalFen },
      now: ctx.clock.now(),
    });
    return { order: moved, actors: access.actors };
  });
  ctx.succeed('order.messages.priceConfirmed');
  return answer(ctx, reply, done);
};

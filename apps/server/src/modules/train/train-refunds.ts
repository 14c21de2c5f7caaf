import { and, eq } from 'drizzle-orm';
import { OrderStatus, trainOnlineAmendOpen, trainOnlineCutoffIssue, trainRefundFee } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TOrderRefunds } from '../order/index.ts';
import { releaseSeats } from './seat-stock.ts';
import { trainOrderPassengers } from './tables.ts';
import { ticketTrains } from './ticket-trains.ts';
import { trainRefundState } from './judge-train-refund.ts';
import { loadGoods, loadPassengers } from './train-order-view.ts';

// The train side of a refund (the order port's `refunds`; the engine's refund-order.ts runs the amend and the money).
// The goods lines are the passengers' tickets, each on its own train (a finished change moved some: ticket-trains.ts).
// A ticket is refunded online until 35 minutes before its train leaves, at the railway's fee for that moment
// (TRAIN_REFUND_RULE); a ticket in a change not yet ended is not refundable. Its seat goes back to stock.

export const trainRefunds: TOrderRefunds = {
  refundQuote: async (tx, deps, { order, lineIds, now }) => {
    const goods = await loadGoods(tx, order.id);
    const wanted = (await loadPassengers(tx, order.id)).filter((x) => lineIds.includes(x.id));
    const trains = await ticketTrains(tx, goods, wanted);
    for (const train of trains.values()) {
      const cutoff = trainOnlineCutoffIssue(train.departAt, now);
      if (cutoff) throw new BizError(cutoff);
      if (train.changing) throw new BizError('trainOrder.errors.notRefundable');
    }
    // One of them is not this order's, or not issued any more (refunded meanwhile): the whole refund is refused.
    if (wanted.length !== lineIds.length || wanted.some((t) => t.status !== 'Issued'))
      throw new BizError('trainOrder.errors.notRefundable');
    return wanted.map((t) => {
      const r = trainRefundFee({
        priceFen: t.priceFen,
        departure: trains.get(t.id)!.departAt,
        now,
        rule: deps.config.trainRefundRule,
      });
      return {
        id: t.id,
        name: t.fullName,
        priceFen: t.priceFen,
        serviceFeeFen: t.serviceFeeFen,
        feeFen: r.feeFen,
        rate: r.rate,
      };
    });
  },

  refundGoods: async (tx, { order, amendId, lines, now }) => {
    const taken = [];
    for (const l of lines) {
      // Issued → Refunded, a compare-and-set: of concurrent refunds of a ticket one applies; refunds of different
      // tickets queue on the order's header row and both apply.
      const [t] = await tx
        .update(trainOrderPassengers)
        .set({ status: 'Refunded', refundAmendId: amendId, refundFeeFen: l.feeFen })
        .where(
          and(
            eq(trainOrderPassengers.orderId, order.id),
            eq(trainOrderPassengers.id, l.id),
            eq(trainOrderPassengers.status, 'Issued'),
          ),
        )
        .returning();
      if (!t) throw new BizError('trainOrder.errors.notRefundable');
      taken.push(t);
    }
    const trains = await ticketTrains(tx, await loadGoods(tx, order.id), taken);
    for (const t of taken) await releaseSeats(tx, trains.get(t.id)!.seatKey, 1, now);
  },

  restoreGoods: async (tx, { amendId }) => {
    // The tickets stay issued: a refund takes them back only when it finishes.
    await tx
      .update(trainOrderPassengers)
      .set({ refundAmendId: null, refundFeeFen: 0 })
      .where(and(eq(trainOrderPassengers.refundAmendId, amendId), eq(trainOrderPassengers.status, 'Issued')));
  },

  // CheckAmend (ADR 0021): refundable are the tickets RefundJudge offers (issued, not in a change not yet ended) whose
  // train leaves in more than 35 minutes — a changed ticket by its new train; changeable are those CreateAmend would
  // take (issued and never changed — the railway changes a ticket once; a declined change frees it again — not in a
  // change not yet ended), before the same cut-off. Every changeable ticket is refundable too.
  amendable: async (tx, deps, { order, now }) => {
    const { judge, closedKey, passengers, trains } = await trainRefundState(tx, deps, order, now);
    const changeable =
      order.status === OrderStatus.Finished
        ? passengers.filter(
            (p) =>
              p.status === 'Issued' &&
              p.changeAmendId === null &&
              !trains.get(p.id)!.changing &&
              trainOnlineAmendOpen(trains.get(p.id)!.departAt, now),
          ).length
        : 0;
    return {
      lines: judge.Tickets.length,
      refundable: judge.Tickets.filter((x) => x.CanRefund).length,
      changeable,
      closedKey,
    };
  },
};

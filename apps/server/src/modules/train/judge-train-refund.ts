import {
  OrderStatus,
  fenToYuan,
  formatDateTime,
  trainOnlineCutoffIssue,
  trainRefundFee,
  type TTrainRefundJudge,
} from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { accessOrder, type TOrderRow } from '../order/index.ts';
import { ticketTrains, type TTicketTrain } from './ticket-trains.ts';
import { loadGoods, loadPassengers, type TTrainPassengerRow } from './train-order-view.ts';

// RefundJudge?UniqueID and TrainFixInAdvance/RefundTickets/{id} (issue 6 section 5): the tickets still issued of an
// order the caller sees, each with the refund fee at the injected clock by the configured rule. A read: it never
// refuses an issued order for the cut-off, it says so (Open false, Message) so the screen can explain.

/**
 * The refund screen's tickets and, when the online refund is closed, the message key of why; with what it read (the
 * passengers, each ticket's train) for CheckAmend (train-refunds.ts).
 */
export const trainRefundState = async (
  tx: TTx,
  deps: Pick<TDeps, 'config'>,
  order: TOrderRow,
  now: Date,
): Promise<{
  judge: Omit<TTrainRefundJudge, 'Message'>;
  closedKey: string | null;
  passengers: TTrainPassengerRow[];
  trains: Map<string, TTicketTrain>;
}> => {
  const [goods, passengers] = await Promise.all([loadGoods(tx, order.id), loadPassengers(tx, order.id)]);
  // Tickets in a change not yet ended are not refundable; a changed ticket follows its new train (ticket-trains.ts).
  const trains = await ticketTrains(tx, goods, passengers);
  const issued =
    order.status === OrderStatus.Finished
      ? passengers.filter((p) => p.status === 'Issued' && !trains.get(p.id)!.changing)
      : [];
  const cutoffs = new Map(issued.map((p) => [p.id, trainOnlineCutoffIssue(trains.get(p.id)!.departAt, now)]));
  const closedKey =
    order.status !== OrderStatus.Finished
      ? 'order.errors.notIssued'
      : issued.length === 0
        ? 'order.errors.nothingToRefund'
        : [...cutoffs.values()].every((c) => c !== null)
          ? cutoffs.get(issued[0]!.id)!
          : null;
  const judge = {
    UniqueID: order.uniqueId,
    TrainNo: goods.trainNo,
    DepartTime: formatDateTime(goods.departAt),
    Open: closedKey === null,
    Tickets: issued.map((p) => {
      const r = trainRefundFee({
        priceFen: p.priceFen,
        departure: trains.get(p.id)!.departAt,
        now,
        rule: deps.config.trainRefundRule,
      });
      return {
        PassengerID: p.id,
        PassengerName: p.fullName,
        TicketNo: p.ticketNo,
        CoachNo: p.coachNo,
        SeatNo: p.seatNo,
        Price: fenToYuan(p.priceFen),
        ServiceFee: fenToYuan(p.serviceFeeFen),
        Fee: fenToYuan(r.feeFen),
        Rate: r.rate,
        RefundAmount: fenToYuan(r.refundFen),
        CanRefund: cutoffs.get(p.id) === null,
      };
    }),
  };
  return { judge, closedKey, passengers, trains };
};

export const judgeTrainRefund = async (ctx: TAuthedContext, ref: string): Promise<TTrainRefundJudge> => {
  const { order } = await accessOrder(ctx.db, ctx, ref);
  const { judge, closedKey } = await trainRefundState(ctx.db, ctx, order, ctx.clock.now());
  return { ...judge, Message: closedKey ? ctx.t(closedKey) : '' };
};

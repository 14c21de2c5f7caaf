import {
  OrderStatus,
  fenToYuan,
  formatDateTime,
  trainOnlineCutoffIssue,
  trainRefundFee,
  type TTrainRefundJudge,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TOrderRow } from '../order/index.ts';
import { ticketTrains, type TTicketTrain } from './ticket-trains.ts';
import { loadGoods, loadPassengers, type TTrainPassengerRow } from './train-order-view.ts';
import { accessOrder } from '../order/index.ts';

// RefundJudge?UniqueID and TrainFixInAdvance/RefundTickets/{id} (issue 6 section 5): the tickets still issued of an
// order the caller sees, each with the refund fee at the injected clock by the configured rule. A read: it never
// refuses an issued order for the cut-off, it says so (Open false, Message) so the screen can explain.

/**
 * The refund screen's answer and, when the online refund is closed, the message key of why; with what it read (the
 * order, its passengers, each ticket's train, the time) for CheckAmend.
 */
export const trainRefundState = async (
  ctx: TAuthedContext,
  ref: string,
): Promise<{
  judge: TTrainRefundJudge;
  closedKey: string | null;
  order: TOrderRow;
  passengers: TTrainPassengerRow[];
  trains: Map<string, TTicketTrain>;
  now: Date;
}> => {
  const { order } = await accessOrder(ctx.db, ctx, ref);
  const [goods, passengers] = await Promise.all([loadGoods(ctx.db, order.id), loadPassengers(ctx.db, order.id)]);
  const now = ctx.clock.now();
  // Tickets in a change not yet ended are not refundable; a changed ticket follows its new train (ticket-trains.ts).
  const trains = await ticketTrains(ctx.db, goods, passengers);
  const issued =
    order.status === OrderStatus.Finished
      ? passengers.filter((p) => p.status === 'Issued' && !trains.get(p.id)!.changing)
      : [];
  const cutoffs = new Map(issued.map((p) => [p.id, trainOnlineCutoffIssue(trains.get(p.id)!.departAt, now)]));
  const closedKey =
    order.status !== OrderStatus.Finished
      ? 'trainOrder.errors.notIssued'
      : issued.length === 0
        ? 'trainOrder.errors.nothingToRefund'
        : [...cutoffs.values()].every((c) => c !== null)
          ? cutoffs.get(issued[0]!.id)!
          : null;
  const judge: TTrainRefundJudge = {
    UniqueID: order.uniqueId,
    TrainNo: goods.trainNo,
    DepartTime: formatDateTime(goods.departAt),
    Open: closedKey === null,
    Message: closedKey ? ctx.t(closedKey) : '',
    Tickets: issued.map((p) => {
      const r = trainRefundFee({
        priceFen: p.priceFen,
        departure: trains.get(p.id)!.departAt,
        now,
        rule: ctx.config.trainRefundRule,
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
  return { judge, closedKey, order, passengers, trains, now };
};

export const judgeTrainRefund = async (ctx: TAuthedContext, ref: string): Promise<TTrainRefundJudge> =>
  (await trainRefundState(ctx, ref)).judge;

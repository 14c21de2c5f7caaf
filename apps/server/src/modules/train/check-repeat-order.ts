import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { ORDER_FINAL_STATUSES, type TTrainCheckRepeatRequest, type TTrainCheckRepeatResult } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { orders } from '../order/index.ts';
import { trainOrderPassengers } from './tables.ts';

// CheckRepeatOrder (spec section 7, silent failure): before booking, whether a passenger already holds a ticket
// (an open or issued order of the caller's company) on the same train and date. A repeat fails the call with a
// warning naming the passengers, the repeats in result; the web shows its own prompt (failTips false).

export const checkRepeatOrder = async (
  ctx: TAuthedContext,
  p: TTrainCheckRepeatRequest,
): Promise<TTrainCheckRepeatResult> => {
  const cards = p.Passengers.map((x) => x.CardNo);
  const rows = await ctx.db
    .select({
      name: trainOrderPassengers.fullName,
      cardType: trainOrderPassengers.cardType,
      cardNo: trainOrderPassengers.cardNo,
      uniqueId: orders.uniqueId,
      status: orders.status,
    })
    .from(trainOrderPassengers)
    .innerJoin(orders, eq(orders.id, trainOrderPassengers.orderId))
    .where(
      and(
        inArray(trainOrderPassengers.cardNo, cards),
        eq(trainOrderPassengers.trainDate, p.TrainDate),
        eq(trainOrderPassengers.trainNo, p.TrainNo),
        ne(trainOrderPassengers.status, 'Canceled'),
        eq(orders.companyId, ctx.session.companyId),
        notInArray(orders.status, [...ORDER_FINAL_STATUSES]),
      ),
    );
  const items = rows
    .filter((r) => p.Passengers.some((x) => x.CardNo === r.cardNo && x.CardType === r.cardType))
    .map((r) => ({ PassengerName: r.name, CardNo: r.cardNo, UniqueID: r.uniqueId, OrderStatus: r.status }));
  if (items.length === 0) return { Repeated: false, Items: [] };
  const names = [...new Set(items.map((i) => i.PassengerName))].join(ctx.lang === 'en' ? ', ' : '、');
  throw new BizError('trainOrder.errors.repeatOrder', { names, train: p.TrainNo, date: p.TrainDate }, 400, {
    Repeated: true,
    Items: items,
  });
};

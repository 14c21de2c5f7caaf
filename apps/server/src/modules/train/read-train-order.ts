import type { TTrainOrderDetail, TTrainOrderRow } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import {
  loadGoods,
  loadPassengers,
  orderDetailView,
  orderRowView,
  ticketCountsOf,
  userNames,
} from './train-order-view.ts';
import { accessOrder } from '../order/index.ts';

// OrderDetails?UniqueID, Details/{id} and GetSimpleOrder?UniqueID: one order for whoever may see it (its booker
// side within the data range, TMC staff who reach its company, its supplier), with the actions they may take.

export const trainOrderDetails = async (ctx: TAuthedContext, ref: string): Promise<TTrainOrderDetail> => {
  const { order, actors } = await accessOrder(ctx.db, ctx, ref);
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

export const simpleTrainOrder = async (ctx: TAuthedContext, ref: string): Promise<TTrainOrderRow> => {
  const { order, actors } = await accessOrder(ctx.db, ctx, ref);
  const [goods, names, passengers] = await Promise.all([
    loadGoods(ctx.db, order.id),
    userNames(ctx.db, [order.bookerId]),
    loadPassengers(ctx.db, order.id),
  ]);
  return orderRowView(order, {
    actors,
    userId: ctx.session.userId,
    bookerName: names.get(order.bookerId) ?? '',
    ride: goods,
    lang: ctx.lang,
    tickets: ticketCountsOf(passengers),
    now: ctx.clock.now(),
  });
};

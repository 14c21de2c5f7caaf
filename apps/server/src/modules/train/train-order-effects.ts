import { and, eq, ne } from 'drizzle-orm';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import type { TOrderRow } from '../order/index.ts';
import { releaseSeats, seatKeyOf } from './seat-stock.ts';
import { trainOrderPassengers } from './tables.ts';
import { loadGoods } from './train-order-view.ts';

// A train order's part when it ends before issue (the product port's `release`; the engine gives the money back):
// its passengers' tickets are cancelled and their seats go back to the rail supplier.

export const releaseTrainGoods = async (tx: TTx, deps: Pick<TDeps, 'clock'>, order: TOrderRow): Promise<void> => {
  const held = await tx
    .update(trainOrderPassengers)
    .set({ status: 'Canceled' })
    .where(and(eq(trainOrderPassengers.orderId, order.id), ne(trainOrderPassengers.status, 'Canceled')))
    .returning({ id: trainOrderPassengers.id });
  if (held.length === 0) return;
  const goods = await loadGoods(tx, order.id);
  await releaseSeats(tx, seatKeyOf(goods), held.length, deps.clock.now());
};

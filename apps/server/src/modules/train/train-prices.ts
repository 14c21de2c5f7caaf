import { eq } from 'drizzle-orm';
import type { TOrderPrices } from '../order/index.ts';
import { trainOrderPassengers } from './tables.ts';
import { loadPassengers } from './train-order-view.ts';

// The train side of the TMC's price correction (the order port's `prices`; the engine's correct-order-price.ts): the
// lines are the passengers booked and not yet issued, each with its ticket price and service fee.

export const trainPrices: TOrderPrices = {
  lines: async (tx, order) =>
    (await loadPassengers(tx, order.id))
      .filter((x) => x.status === 'Booked')
      .map((x) => ({ id: x.id, priceFen: x.priceFen, serviceFeeFen: x.serviceFeeFen })),
  setLines: async (tx, _order, lines) => {
    for (const l of lines)
      await tx
        .update(trainOrderPassengers)
        .set({ priceFen: l.priceFen, serviceFeeFen: l.serviceFeeFen })
        .where(eq(trainOrderPassengers.id, l.id));
  },
};

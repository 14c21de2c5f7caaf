import { eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TOrderRow } from '../order/index.ts';
import { simIssueTickets } from './rail-booking-simulator.ts';
import { trainOrderPassengers } from './tables.ts';
import { loadGoods, loadPassengers } from './train-order-view.ts';

// A train order's part of its issue (the product port; the engine's issueOrderCall moves the order, pays the money
// frozen at booking, closes the tasks and notifies): it must have been booked with the rail supplier, and each
// passenger gets the simulator's ticket, gate, coach and seat.

/** Whether the order's goods can be issued: booked with the rail supplier (TrainBooking) first. */
export const assertTrainIssuable = async (tx: TTx, order: TOrderRow): Promise<void> => {
  const goods = await loadGoods(tx, order.id);
  if (!goods.bookingNo) throw new BizError('trainOrder.errors.notBooked');
};

/** The rail supplier's tickets: each passenger still on the order gets a ticket, gate, coach and seat. */
export const issueTrainTickets = async (tx: TTx, order: TOrderRow): Promise<void> => {
  const goods = await loadGoods(tx, order.id);
  const passengers = (await loadPassengers(tx, order.id)).filter((p) => p.status !== 'Canceled');
  const tickets = simIssueTickets({
    orderId: order.id,
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
};

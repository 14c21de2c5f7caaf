import { and, eq } from 'drizzle-orm';
import { trainChangeAllowed } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TOrderChanges } from '../order/index.ts';
import { refuseRepeatsOfTickets } from './check-repeat-order.ts';
import { amendAmounts, loadChange, newFaresFen, quoteChange } from './change-shared.ts';
import { trainServiceFee } from './price-train.ts';
import { simBookingNo, simIssueTickets } from './rail-booking-simulator.ts';
import { releaseSeats, seatKeyOf } from './seat-stock.ts';
import { trainChanges, trainOrderPassengers, trainOrders } from './tables.ts';
import { ticketTrains } from './ticket-trains.ts';
import { loadGoods, loadPassengers, trainOrderTitle } from './train-order-view.ts';

// The train side of a change (the order port's `changes`; ADR 0021). The engine's change-*.ts run the amend, its
// deal, the header and the log; here: the railway's change rule for the price (quoteChange: a cheaper ticket's
// difference back less the railway's refund fee on it), the new tickets issued and the passengers moved at the
// confirmation, the seats held and given back. A change's record is its `train_changes` row (the new train, the
// passengers' old and new tickets); the deal paying it is the engine's amend's.

export const trainChangesPort: TOrderChanges = {
  // The price check: the new ticket's price (the rail supplier's fare by default) and a change fee.
  changeQuote: async (tx, deps, { order, amendId, priceFen: asked, changeFeeFen, now }) => {
    const change = await loadChange(tx, amendId);
    const goods = await loadGoods(tx, order.id);
    const priceFen = asked ?? change.priceFen;
    const quote = quoteChange({
      passengers: change.passengers,
      newPriceFen: priceFen,
      changeFeeFen,
      serviceFeeFen: await trainServiceFee(
        tx,
        order.companyId,
        newFaresFen(change.passengers, priceFen),
        change.passengers.length,
        'change',
      ),
      oldDepartAt: goods.departAt,
      now,
      rule: deps.config.trainRefundRule,
    });
    await tx
      .update(trainChanges)
      .set({ priceFen, changeFeeFen, payFen: quote.payFen, passengers: quote.passengers })
      .where(eq(trainChanges.amendId, amendId));
    return { amounts: amendAmounts(quote), priceFen };
  },

  // The confirmation: the railway's windows are judged again at the injected clock; the rail simulator issues the new
  // tickets (new numbers, coach and seat), the passengers move to the new train, the old seats go back to stock; when
  // every ticket still held on the order moved, the order's goods become the new train.
  changeGoods: async (tx, ctx, { order, amendId, now }) => {
    const change = await loadChange(tx, amendId);
    const goods = await loadGoods(tx, order.id);
    const window = trainChangeAllowed({ departure: goods.departAt, target: change.departAt, now });
    if (!window.ok) throw new BizError(window.message);
    // A passenger who took the new train meanwhile by another booking cannot move onto it (one live ticket each).
    const ids = change.passengers.map((p) => p.id);
    await refuseRepeatsOfTickets(
      tx,
      ctx,
      order.companyId,
      { trainNo: change.trainNo, trainDate: change.trainDate },
      ids,
    );
    const bookingNo = simBookingNo(change.amendId);
    const tickets = simIssueTickets({
      orderId: change.amendId,
      bookingNo,
      trainNo: change.trainNo,
      trainDate: change.trainDate,
      fromStation: change.fromStation,
      seatType: change.seatType,
      seats: ids.map(() => ''),
    });
    for (const [i, p] of change.passengers.entries()) {
      const [moved] = await tx
        .update(trainOrderPassengers)
        .set({
          ...tickets[i]!,
          seat: '',
          trainNo: change.trainNo,
          trainDate: change.trainDate,
          priceFen: p.newPriceFen,
        })
        .where(
          and(
            eq(trainOrderPassengers.id, p.id),
            eq(trainOrderPassengers.changeAmendId, change.amendId),
            eq(trainOrderPassengers.status, 'Issued'),
          ),
        )
        .returning({ id: trainOrderPassengers.id });
      // Refunded meanwhile: nothing of the change applies.
      if (!moved) throw new BizError('trainChange.errors.notChangeable');
    }
    // Seats: the old ones go back; the new ones, held since the request, are now sold.
    await releaseSeats(tx, seatKeyOf(goods), ids.length, now);
    await tx.update(trainChanges).set({ seatsHeld: false, bookingNo }).where(eq(trainChanges.amendId, amendId));
    // Every ticket still held on the order rides the new train (this change's or an earlier one's): the order's goods
    // and title are the new train. The travel date is the earliest of those tickets.
    const issued = (await loadPassengers(tx, order.id)).filter((p) => p.status === 'Issued');
    const trains = await ticketTrains(tx, goods, issued);
    // This change's tickets ride its train already, though its amend may still wait for its refund (WaitRefund).
    const newKey = seatKeyOf(change);
    const everyTicketMoved = issued.every((p) => {
      const k = p.changeAmendId === amendId ? newKey : trains.get(p.id)!.seatKey;
      return (
        k.trainNo === change.trainNo &&
        k.trainDate === change.trainDate &&
        k.fromStation === change.fromStation &&
        k.toStation === change.toStation &&
        k.seatType === change.seatType
      );
    });
    if (everyTicketMoved)
      await tx
        .update(trainOrders)
        .set({
          trainNo: change.trainNo,
          trainType: change.trainType,
          trainDate: change.trainDate,
          fromStation: change.fromStation,
          fromStationName: change.fromStationName,
          fromCity: change.fromCity,
          toStation: change.toStation,
          toStationName: change.toStationName,
          toCity: change.toCity,
          departAt: change.departAt,
          arriveAt: change.arriveAt,
          seatType: change.seatType,
          priceFen: change.priceFen,
        })
        .where(eq(trainOrders.orderId, order.id));
    return {
      travelDate: issued.map((p) => p.trainDate).sort()[0] ?? order.travelDate,
      ...(everyTicketMoved ? { title: trainOrderTitle(change) } : {}),
    };
  },

  // Ended unmade: the new seats held since the request go back, and the tickets are free to be changed again (the
  // railway's once-only rule counts changes made, not asked for).
  releaseChange: async (tx, { order, amendId, now }) => {
    const change = await loadChange(tx, amendId, true);
    if (change.seatsHeld) await releaseSeats(tx, seatKeyOf(change), change.passengers.length, now);
    await tx.update(trainChanges).set({ seatsHeld: false }).where(eq(trainChanges.amendId, amendId));
    await tx
      .update(trainOrderPassengers)
      .set({ changeAmendId: null })
      .where(and(eq(trainOrderPassengers.orderId, order.id), eq(trainOrderPassengers.changeAmendId, amendId)));
  },

  changeLabel: async (tx, amendId) => {
    const change = await loadChange(tx, amendId);
    return {
      names: change.passengers.map((p) => p.name).join(', '),
      goods: change.trainNo,
      date: change.trainDate,
    };
  },
};

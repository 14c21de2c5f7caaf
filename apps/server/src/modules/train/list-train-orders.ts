import { eq, inArray, sql } from 'drizzle-orm';
import type { TLang } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { orders, type TOrderListGoods, type TOrderListParts, type TOrderRow } from '../order/index.ts';
import { trainOrders } from './tables.ts';
import { trainAmendPassengers } from './train-amend-view.ts';
import { readTicketCounts, ticketCountsSql, trainOrderTitle } from './train-order-view.ts';

// Trains' part of the order engine's lists (TrainOrder/List, SearchOrders, TrainAmend/List, AmendDetails; the port's
// `lists`, modules/order/list-orders.ts): the engine reads the page of headers, trains add, for the whole page in one
// statement, the stations and the train of each order (its title in the reader's language) and the tickets sold and
// refunded (the refund state of a Finished order), and the tickets each refund or change took.

const trainListGoods = async (
  tx: TTx,
  page: readonly TOrderRow[],
  lang: TLang,
): Promise<Map<string, TOrderListGoods>> => {
  const rows = await tx
    .select({
      orderId: trainOrders.orderId,
      fromStation: trainOrders.fromStation,
      fromStationName: trainOrders.fromStationName,
      toStation: trainOrders.toStation,
      toStationName: trainOrders.toStationName,
      trainNo: trainOrders.trainNo,
      tickets: sql<unknown>`${sql.raw(ticketCountsSql('"orders"."id"', '"orders"."status"'))}`,
    })
    .from(trainOrders)
    .innerJoin(orders, eq(orders.id, trainOrders.orderId))
    .where(
      inArray(
        trainOrders.orderId,
        page.map((o) => o.id),
      ),
    );
  return new Map(
    rows.map((r) => {
      const tickets = readTicketCounts(r.tickets);
      return [
        r.orderId,
        { title: trainOrderTitle(r, lang), units: tickets.units, refundedUnits: tickets.refundedUnits },
      ];
    }),
  );
};

/** Trains' part of the lists' rows (the port's `lists`). */
export const trainListParts: TOrderListParts = {
  orders: trainListGoods,
  amends: (tx, page) => trainAmendPassengers(tx, page),
};

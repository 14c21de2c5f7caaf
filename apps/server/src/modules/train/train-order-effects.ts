import { and, asc, eq, ne } from 'drizzle-orm';
import {
  BusinessType,
  ProductType,
  ServiceType,
  TradeStatus,
  WorkStatus,
  type TTrainSeatType,
} from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { openWorkTasksFor, setWorkTaskStatus, workTasks } from '../approval/index.ts';
import { travellerNamesIn, type TOrderRow } from '../order/index.ts';
import { activeUsersWithRole, companies } from '../org/index.ts';
import { cancelDeal, loadDeal, refundDeal } from '../trade/index.ts';
import { releaseSeats } from './seat-stock.ts';
import { trainOrderPassengers, trainOrders } from './tables.ts';
import { loadGoods, trainOrderTitle, type TTrainGoodsRow } from './train-order-view.ts';

// The side effects of train order moves, run by the use cases in the same transaction as the move (docs/orders.md:
// the engine moves statuses, the product does the rest): the supplier's work tasks, giving seats and money back.

type TFx = Pick<TDeps, 'clock'>;

/** The supplier company that fulfils train orders: the first active supplier company; null when there is none. */
export const railSupplierId = async (tx: TTx): Promise<string | null> => {
  const [c] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.type, 'Supplier'), eq(companies.status, 'active')))
    .orderBy(asc(companies.id))
    .limit(1);
  return c?.id ?? null;
};

/** The order's open work tasks of fulfilment (one per supplier user), matched by its UniqueID. */
const orderTasks = (order: TOrderRow) =>
  and(
    eq(workTasks.serviceId, order.uniqueId),
    eq(workTasks.businessType, BusinessType.Sales),
    eq(workTasks.serviceType, ServiceType.Train),
  )!;

/**
 * The order reached fulfilment (WaitDispose) with its supplier set: every active supplier user of that company gets
 * a task to book it (WaitReserve).
 */
export const openSupplierTasks = async (tx: TTx, deps: TFx, order: TOrderRow): Promise<void> => {
  if (!order.supplierId) return;
  const goods = await loadGoods(tx, order.id);
  const people = await activeUsersWithRole(tx, order.supplierId, 'supplier');
  await openWorkTasksFor(
    tx,
    deps,
    {
      companyId: order.companyId,
      businessType: BusinessType.Sales,
      serviceType: ServiceType.Train,
      serviceId: order.uniqueId,
      businessStatus: WorkStatus.WaitReserve,
      orderStatus: order.status,
      productType: ProductType.Train,
      title: trainOrderTitle(goods, 'cn'),
      titleEn: trainOrderTitle(goods, 'en'),
      number: order.uniqueId,
      summary: `${order.travelDate ?? ''} ${travellerNamesIn(order.travellerNames, 'cn')}`.trim(),
      summaryEn: `${order.travelDate ?? ''} ${travellerNamesIn(order.travellerNames, 'en')}`.trim(),
      url: `/order/detail?UniqueID=${encodeURIComponent(order.uniqueId)}`,
    },
    people,
  );
};

/** Moves the order's open fulfilment tasks on (booked: WaitDispose) or closes them (issued, cannot, cancelled). */
export const moveSupplierTasks = (
  tx: TTx,
  deps: TFx,
  order: TOrderRow,
  to: number,
  byUserId: string | null,
): Promise<number> => setWorkTaskStatus(tx, deps, orderTasks(order), to, byUserId);

/**
 * Gives back what an order that ends before issue holds: its seats go back to the rail supplier, its passengers are
 * cancelled, money frozen for it is released, money already paid (online) is refunded in full. Returns the fen
 * refunded.
 */
export const releaseOrderHoldings = async (
  tx: TTx,
  deps: TFx,
  x: { order: TOrderRow; goods: TTrainGoodsRow; byUserId: string | null; reason: string; subject: string },
): Promise<number> => {
  const now = deps.clock.now();
  const { goods } = x;
  const held = await tx
    .update(trainOrderPassengers)
    .set({ status: 'Canceled' })
    .where(and(eq(trainOrderPassengers.orderId, goods.orderId), ne(trainOrderPassengers.status, 'Canceled')))
    .returning({ id: trainOrderPassengers.id });
  if (held.length > 0)
    await releaseSeats(
      tx,
      {
        trainDate: goods.trainDate,
        trainNo: goods.trainNo,
        fromStation: goods.fromStation,
        toStation: goods.toStation,
        seatType: goods.seatType as TTrainSeatType,
      },
      held.length,
      now,
    );
  await tx.update(trainOrders).set({ payDeadline: null }).where(eq(trainOrders.orderId, goods.orderId));
  const deal = await loadDeal(tx, goods.dealId);
  if (deal.tradeStatus === TradeStatus.WaitPayment || deal.tradeStatus === TradeStatus.WaitSubmit) {
    await cancelDeal(tx, { id: deal.id, reason: x.reason, now });
    return 0;
  }
  const refundable = deal.tradeStatus === TradeStatus.Finished ? deal.amountFen - deal.refundedFen : 0;
  if (refundable > 0)
    await refundDeal(tx, {
      id: deal.id,
      amountFen: refundable,
      reason: x.reason,
      by: x.byUserId ?? deal.createdBy,
      subject: x.subject,
      now,
    });
  return refundable;
};

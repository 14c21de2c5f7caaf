import { and, eq } from 'drizzle-orm';
import { BusinessType, TradeStatus } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { openWorkTasksFor, setWorkTaskStatus, workTasks } from '../approval/index.ts';
import { supplierFor } from '../customer/index.ts';
import { activeUsersWithRole } from '../org/index.ts';
import { cancelDeal, loadDeal, refundDeal } from '../trade/index.ts';
import { orderDealId, setOrderLinks } from './order-header.ts';
import { travellerNamesIn, type TOrderRow } from './orders.ts';
import { orderProduct } from './products.ts';

// The side effects of order moves that are the same for every product (docs/orders.md), run by the use cases in the
// same transaction as the move: the supplier's work tasks, and giving an order's holdings and money back when it
// ends before issue. The product's own part comes through its port (title, release).

type TFx = Pick<TDeps, 'clock'>;

/**
 * The supplier company that fulfils an order: the one the TMC chose for the order's service, for the order's company
 * or else by default (customer module, /system/supply/list); null when none is chosen.
 */
export const orderSupplierId = (tx: TTx, order: { service: number; companyId: string }): Promise<string | null> =>
  supplierFor(tx, { service: order.service, companyId: order.companyId });

/** The order's open work tasks of fulfilment (one per supplier user), matched by its UniqueID. */
const orderTasks = (order: TOrderRow) =>
  and(
    eq(workTasks.serviceId, order.uniqueId),
    eq(workTasks.businessType, BusinessType.Sales),
    eq(workTasks.serviceType, order.service),
  )!;

/**
 * The order reached fulfilment with its supplier set: every active supplier user of that company gets a task at
 * `status` (a WorkStatus: to book, for trains WaitReserve).
 */
export const openSupplierTasks = async (tx: TTx, deps: TFx, order: TOrderRow, status: number): Promise<void> => {
  if (!order.supplierId) return;
  const product = orderProduct(order.service);
  const [people, title, titleEn] = await Promise.all([
    activeUsersWithRole(tx, order.supplierId, 'supplier'),
    product.title(tx, order, 'cn'),
    product.title(tx, order, 'en'),
  ]);
  await openWorkTasksFor(
    tx,
    deps,
    {
      companyId: order.companyId,
      businessType: BusinessType.Sales,
      serviceType: order.service,
      serviceId: order.uniqueId,
      businessStatus: status,
      orderStatus: order.status,
      productType: product.productType,
      title,
      titleEn,
      number: order.uniqueId,
      summary: `${order.travelDate ?? ''} ${travellerNamesIn(order.travellerNames, 'cn')}`.trim(),
      summaryEn: `${order.travelDate ?? ''} ${travellerNamesIn(order.travellerNames, 'en')}`.trim(),
      url: `/order/detail?UniqueID=${encodeURIComponent(order.uniqueId)}`,
    },
    people,
  );
};

/** Moves the order's open fulfilment tasks on (e.g. booked) or closes them (issued, cannot, cancelled). */
export const moveSupplierTasks = (
  tx: TTx,
  deps: TFx,
  order: TOrderRow,
  to: number,
  byUserId: string | null,
): Promise<number> => setWorkTaskStatus(tx, deps, orderTasks(order), to, byUserId);

/**
 * Gives back what an order that ends before issue holds: the product releases its goods (seats, rooms), the pay
 * deadline ends, money frozen for it is released, money already paid (online) is refunded in full. Returns the fen
 * refunded.
 */
export const releaseOrderHoldings = async (
  tx: TTx,
  deps: TFx,
  x: { order: TOrderRow; byUserId: string | null; reason: string; subject: string },
): Promise<number> => {
  const now = deps.clock.now();
  await orderProduct(x.order.service).release(tx, deps, x.order);
  await setOrderLinks(tx, x.order.id, { payDeadline: null });
  const deal = await loadDeal(tx, orderDealId(x.order));
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

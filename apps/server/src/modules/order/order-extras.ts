import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_LANG,
  TRAIN_HEADER_CORRECTION_STATUSES,
  TRAIN_PRICE_CORRECTION_STATUSES,
  TradeStatus,
  fenToYuan,
  formatDateTime,
  formatYuan,
  type TLang,
  type TTrainCreateExtrasRequest,
  type TTrainExtraKind,
  type TTrainExtrasResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { accessOrder, actingAs } from './order-access.ts';
import { orderDealId } from './order-header.ts';
import { addOrderMessage, orderLine } from './order-messages.ts';
import { loadOrder, type TOrderRow } from './orders.ts';
import { patchOrder } from './patch-order.ts';
import { orderProduct } from './products.ts';
import { storedText } from './stored-keys.ts';
import { orderExtras } from './tables.ts';
import { createPaymentDeal, loadDeal, payDeal, repriceDeal } from '../trade/index.ts';

// SearchExtras and CreateExtras (issue 6 sections 4 and 6; docs/orders.md "Corrections"): extra charges on an order
// of any product — delivery of the paper tickets or invoice, a paper ticket fee, anything else named. The order's supplier or
// TMC staff, holding the lock (as for OrderDrawer: the supplier actor of this order — a supplier of another order does
// not see it), add one under the order's version; the money follows the order's state in the same transaction:
// - not yet paid (the order's deal awaits payment): the charge joins the order's total and its deal, and an offline
//   order's frozen money grows by it (refused past what the company has available) — settlement 'Order';
// - paid from a company account (offline, issued): the charge is its own payment deal, paid at once from that
//   account with its postings — settlement 'Paid', the header's total and paid amounts raised by it;
// - paid online: refused (the cashier would need a second payment; the TMC bills it separately).

const extrasOf = async (tx: TTx, order: TOrderRow, lang: TLang): Promise<TTrainExtrasResult> => {
  const rows = await tx
    .select()
    .from(orderExtras)
    .where(eq(orderExtras.orderId, order.id))
    .orderBy(asc(orderExtras.createdAt), asc(orderExtras.id));
  return {
    Entities: rows.map((r) => ({
      ExtraID: r.id,
      Kind: r.kind as TTrainExtraKind,
      Name: storedText(lang, r.name),
      Amount: fenToYuan(r.amountFen),
      Settlement: r.settlement,
      DealID: r.dealId,
      CreatedBy: r.createdBy,
      CreateTime: formatDateTime(r.createdAt),
    })),
    Total: fenToYuan(rows.reduce((s, r) => s + r.amountFen, 0)),
    Version: order.version,
  };
};

/** SearchExtras: the order's extra charges, for anyone who sees it (its booker side, TMC staff, its supplier). */
export const searchOrderExtras = async (ctx: TAuthedContext, p: { UniqueID: string }): Promise<TTrainExtrasResult> =>
  ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    return extrasOf(tx, access.order, ctx.lang);
  });

/** CreateExtras: the order's supplier or TMC staff, holding the lock, add an extra charge. */
export const createOrderExtras = async (
  ctx: TAuthedContext,
  p: TTrainCreateExtrasRequest,
): Promise<TTrainExtrasResult> => {
  const result = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    const actor = actingAs(access, ['supplier', 'tmc']);
    const before = access.order;
    const now = ctx.clock.now();
    if (!(TRAIN_HEADER_CORRECTION_STATUSES as readonly number[]).includes(before.status))
      throw new BizError('order.errors.actionNotAllowed');
    const deal = await loadDeal(tx, orderDealId(before));
    // A kind's own name is kept as its catalogue key and read in each reader's language; a name typed is kept.
    const name = p.Name || `order.extraKinds.${p.Kind}`;
    const header = {
      orderId: before.id,
      companyId: access.company,
      actor,
      userId: ctx.session.userId,
      version: p.Version,
      detail: { change: 'extra', kind: p.Kind, name, amountFen: p.Amount },
      now,
    } as const;
    let settlement: 'Order' | 'Paid';
    let dealId: string;
    let moved: TOrderRow;
    if (deal.tradeStatus === TradeStatus.WaitPayment) {
      moved = await patchOrder(tx, {
        ...header,
        statuses: TRAIN_PRICE_CORRECTION_STATUSES,
        set: { totalFen: before.totalFen + p.Amount },
      });
      await repriceDeal(tx, { id: deal.id, amountFen: moved.totalFen, now });
      settlement = 'Order';
      dealId = deal.id;
    } else if (deal.tradeStatus === TradeStatus.Finished && before.accountType !== null) {
      // The total here; the paid amount follows the charge's payment (the order's deal handlers, trade).
      const patched = await patchOrder(tx, {
        ...header,
        statuses: TRAIN_HEADER_CORRECTION_STATUSES,
        set: { totalFen: before.totalFen + p.Amount },
      });
      const charge = await createPaymentDeal(tx, {
        companyId: before.companyId,
        by: ctx.session.userId,
        amountFen: p.Amount,
        subject: `${before.title} ${storedText(DEFAULT_LANG, name)}`,
        order: { service: orderProduct(before.service).key, uniqueId: before.uniqueId },
        now,
      });
      await payDeal(tx, {
        id: charge.id,
        companyId: before.companyId,
        accountType: before.accountType,
        by: ctx.session.userId,
        now,
      });
      moved = await loadOrder(tx, patched.id);
      settlement = 'Paid';
      dealId = charge.id;
    } else throw new BizError('order.errors.extrasNotPayable');
    await tx.insert(orderExtras).values({
      orderId: before.id,
      kind: p.Kind,
      name,
      amountFen: p.Amount,
      settlement,
      dealId,
      createdBy: ctx.session.userId,
      createdAt: now,
    });
    await addOrderMessage(tx, {
      orderId: before.id,
      authorId: ctx.session.userId,
      authorName: ctx.session.ticket.UserName,
      line: orderLine('order.log.extra', { name, amount: formatYuan(p.Amount) }),
      now,
    });
    return extrasOf(tx, moved, ctx.lang);
  });
  ctx.succeed('order.messages.extraAdded');
  return result;
};

import { eq } from 'drizzle-orm';
import { OrderStatus, type TTrainOrderDetail, type TTrainUpdateGoodsRequest } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { assertHoldsLock } from './fulfil-checks.ts';
import { trainOrders } from './tables.ts';
import { accessOrder, actingAs } from './train-order-access.ts';
import { orderDetailView } from './train-order-view.ts';

// UpdateGoods (issue 6 section 6): TMC staff correct what the booker typed — the contact, the invoice delivery, the
// remark — before the order is issued, under their lock. The train, seats, passengers and prices are not goods they
// may change here: those go through a change (amend) or a new booking.

const BEFORE_ISSUE = [
  OrderStatus.WaitBooking,
  OrderStatus.WaitConfirm,
  OrderStatus.WaitPayment,
  OrderStatus.WaitDispose,
];

export const updateTrainGoods = async (
  ctx: TAuthedContext,
  p: TTrainUpdateGoodsRequest,
): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    actingAs(access, ['tmc']);
    await assertHoldsLock(tx, access.order, ctx.session.userId, BEFORE_ISSUE);
    const set: Partial<typeof trainOrders.$inferInsert> = {};
    if (p.Contact)
      Object.assign(set, {
        contactName: p.Contact.Name,
        contactMobile: p.Contact.Mobile,
        contactEmail: p.Contact.Email,
      });
    if (p.Invoice !== undefined)
      Object.assign(set, {
        invoiceTitle: p.Invoice?.Title ?? '',
        invoiceTaxNo: p.Invoice?.TaxNo ?? '',
        invoiceRecipient: p.Invoice?.Recipient ?? '',
        invoiceMobile: p.Invoice?.Mobile ?? '',
        invoiceAddress: p.Invoice?.Address ?? '',
      });
    if (p.Remark !== undefined) set.remark = p.Remark;
    if (Object.keys(set).length === 0) throw new BizError('trainOrder.validation.nothingToUpdate');
    await tx.update(trainOrders).set(set).where(eq(trainOrders.orderId, access.order.id));
    return access;
  });
  ctx.succeed('trainOrder.messages.goodsUpdated');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

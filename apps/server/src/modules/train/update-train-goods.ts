import { OrderStatus, type TTrainOrderDetail, type TTrainUpdateGoodsRequest } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { assertHoldsLock } from './fulfil-checks.ts';
import { patchOrder, type TOrderBookingHeader, accessOrder, actingAs } from '../order/index.ts';
import { orderDetailView } from './train-order-view.ts';

// UpdateGoods (issue 6 section 6): TMC staff correct what the booker typed — the contact, the invoice delivery, the
// remark — before the order is issued, under their lock. The train, seats, passengers and prices are not goods they
// may change here: those go through a change (amend) or a new booking.

const BEFORE_ISSUE = [
  OrderStatus.WaitBooking,
  OrderStatus.WaitConfirm,
  OrderStatus.WaitPayment,
  OrderStatus.WaitDispose,
] as const;

export const updateTrainGoods = async (
  ctx: TAuthedContext,
  p: TTrainUpdateGoodsRequest,
): Promise<TTrainOrderDetail> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    actingAs(access, ['tmc']);
    await assertHoldsLock(tx, access.order, ctx.session.userId, BEFORE_ISSUE);
    const set: Partial<TOrderBookingHeader> = {};
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
    const fields = Object.keys(set);
    if (fields.length === 0) throw new BizError('trainOrder.validation.nothingToUpdate');
    // The header's compare-and-set against what this transaction read, with its history entry.
    const order = await patchOrder(tx, {
      orderId: access.order.id,
      companyId: access.order.companyId,
      actor: 'tmc',
      userId: ctx.session.userId,
      version: access.order.version,
      statuses: BEFORE_ISSUE,
      set,
      detail: { change: 'goods', fields },
      now: ctx.clock.now(),
    });
    return { order, actors: access.actors };
  });
  ctx.succeed('trainOrder.messages.goodsUpdated');
  return orderDetailView(ctx.db, order, { actors, userId: ctx.session.userId, lang: ctx.lang, now: ctx.clock.now() });
};

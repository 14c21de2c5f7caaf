import {
  TRAIN_HEADER_CORRECTION_STATUSES,
  type TTrainCorrectedOrder,
  type TTrainUpdateOrderRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { patchOrder, type TOrderBookingHeader, accessOrder, actingAs } from '../order/index.ts';
import { correctedOrderView } from './correct-view.ts';

// UpdateOrder (issue 6 sections 4 and 6; docs/orders.md "Corrections"): TMC staff holding the lock correct an
// order's header data — contact, invoice delivery, remark, cost centre, project, travel purpose, approval number —
// before or after issue, under the version they read. The header's compare-and-set (patchOrder) refuses a stale
// screen and writes the history entry with the fields changed; the header takes the new values in the same statement.

type TGoodsSet = Partial<TOrderBookingHeader>;

const goodsChanges = (p: TTrainUpdateOrderRequest): TGoodsSet => {
  const set: TGoodsSet = {};
  if (p.Contact)
    Object.assign(set, { contactName: p.Contact.Name, contactMobile: p.Contact.Mobile, contactEmail: p.Contact.Email });
  if (p.Invoice !== undefined)
    Object.assign(set, {
      invoiceTitle: p.Invoice?.Title ?? '',
      invoiceTaxNo: p.Invoice?.TaxNo ?? '',
      invoiceRecipient: p.Invoice?.Recipient ?? '',
      invoiceMobile: p.Invoice?.Mobile ?? '',
      invoiceAddress: p.Invoice?.Address ?? '',
    });
  if (p.Remark !== undefined) set.remark = p.Remark;
  if (p.CostCenterID !== undefined) set.costCenterId = p.CostCenterID;
  if (p.ProjectID !== undefined) set.projectId = p.ProjectID;
  if (p.TravelPurposeID !== undefined) set.travelPurposeId = p.TravelPurposeID;
  if (p.ApprovalNo !== undefined) set.approvalNo = p.ApprovalNo;
  return set;
};

export const updateTrainOrder = async (
  ctx: TAuthedContext,
  p: TTrainUpdateOrderRequest,
): Promise<TTrainCorrectedOrder> => {
  const { order, actors } = await ctx.db.transaction(async (tx) => {
    const access = await accessOrder(tx, ctx, p.UniqueID);
    const actor = actingAs(access, ['tmc']);
    const before = access.order;
    const set = goodsChanges(p);
    // Only what differs is a change (and is named in the history).
    const changed = (Object.keys(set) as (keyof TGoodsSet)[]).filter((k) => before[k] !== set[k]);
    if (changed.length === 0) throw new BizError('trainOrder.validation.nothingToUpdate');
    const moved = await patchOrder(tx, {
      orderId: before.id,
      companyId: before.companyId,
      actor,
      userId: ctx.session.userId,
      version: p.Version,
      statuses: TRAIN_HEADER_CORRECTION_STATUSES,
      set,
      detail: { change: 'header', fields: changed },
      now: ctx.clock.now(),
    });
    return { order: moved, actors: access.actors };
  });
  ctx.succeed('trainOrder.corrections.messages.orderUpdated');
  return correctedOrderView(ctx, order, actors);
};

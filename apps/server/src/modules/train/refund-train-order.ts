import {
  ServiceType,
  fenToYuan,
  type TTrainAmend,
  type TTrainOrderRefundRequest,
  type TTrainOrderRefundResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { cancelOrderRefunds, refundOrder } from '../order/index.ts';
import { amendViews } from './train-amend-view.ts';
import { orderDetailView } from './train-order-view.ts';

// TrainOrder/OrderRefund and OrderRefundCancel (issue 6 section 5): the engine's refund (refund-order.ts) of the
// chosen passengers' tickets, at the railway's fee (the port's `refunds`, train-refunds.ts), answered with the
// amounts and the train order's detail; a withdrawal answers with the train view of the refunds withdrawn.

export const refundTrainOrder = async (
  ctx: TAuthedContext,
  p: TTrainOrderRefundRequest,
): Promise<TTrainOrderRefundResult> => {
  const done = await refundOrder(
    ctx,
    { UniqueID: p.UniqueID, LineIDs: p.PassengerIDs, ReasonCode: p.ReasonCode, Reason: p.Reason },
    { service: ServiceType.Train, call: 'train/TrainOrder/OrderRefund' },
  );
  return {
    AmendID: done.amend.id,
    AmendStatus: done.amend.status,
    Price: fenToYuan(done.priceFen),
    Fee: fenToYuan(done.feeFen),
    RefundAmount: fenToYuan(done.refundFen),
    Order: await orderDetailView(ctx.db, done.order, {
      actors: done.actors,
      userId: ctx.session.userId,
      lang: ctx.lang,
      now: ctx.clock.now(),
    }),
  };
};

export const cancelTrainRefund = async (
  ctx: TAuthedContext,
  ref: string,
): Promise<{ UniqueID: string; Amends: TTrainAmend[] }> => {
  const out = await cancelOrderRefunds(ctx, ref, { service: ServiceType.Train });
  const uniqueId = out.order.uniqueId;
  return {
    UniqueID: uniqueId,
    Amends: await amendViews(
      ctx.db,
      out.amends.map((amend) => ({ amend, uniqueId })),
      ctx.lang,
    ),
  };
};

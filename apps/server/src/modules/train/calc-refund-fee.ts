import {
  fenToYuan,
  trainOnlineCutoffIssue,
  trainRefundFee,
  type TTrainCalcPriceRequest,
  type TTrainCalcPriceResult,
} from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';

/**
 * TrainFixInAdvance/CalcPrice: the refund fee of a ticket if it were refunded now (the server clock), by the
 * configured rule (TRAIN_REFUND_RULE). Refused once online refunds have closed, 35 minutes before departure.
 */
export const calcRefundFee = (ctx: TCallContext, p: TTrainCalcPriceRequest): TTrainCalcPriceResult => {
  const now = ctx.clock.now();
  const cutoff = trainOnlineCutoffIssue(p.date, now);
  if (cutoff) throw new BizError(cutoff);
  const r = trainRefundFee({ priceFen: p.price, departure: p.date, now, rule: ctx.config.trainRefundRule });
  return { Price: fenToYuan(p.price), Fee: fenToYuan(r.feeFen), Rate: r.rate, RefundAmount: fenToYuan(r.refundFen) };
};

import {
  ServiceType,
  fenToYuan,
  type TTrainAmendDealResult,
  type TTrainChangeResult,
  type TTrainClientChangePriceRequest,
  type TTrainSupplyChangePriceRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import {
  changeStatusBackCall,
  changeTradeDealCall,
  confirmClientChangeCall,
  confirmSupplyChangeCall,
  submitChangeCall,
} from '../order/index.ts';
import { refuseRepeatsOnViolation } from './check-repeat-order.ts';
import { changeResult } from './change-shared.ts';

// The train change calls the engine runs (ADR 0021; order/change-*.ts), mounted under their train paths and answered
// with the train view of the change and the order:
// - TrainOrderChange: the booker or TMC staff submit the request to be priced;
// - ConfirmSupplyAmendPrice: the supplier or TMC staff price it (the new ticket's price, a change fee), or say it
//   cannot be made;
// - ConfirmClientAmendPrice: the client confirms (the change is made and paid or paid back) or withdraws/declines;
// - AmendStatusBack: TMC staff send it back one step;
// - CreateAmendTradeDeal: the deal paying a dearer change, for the cashier.

const train = ServiceType.Train;

export const submitTrainChange = async (ctx: TAuthedContext, ref: string): Promise<TTrainChangeResult> =>
  changeResult(ctx, await submitChangeCall(ctx, ref, train));

export const confirmSupplyChangePrice = async (
  ctx: TAuthedContext,
  p: TTrainSupplyChangePriceRequest,
): Promise<TTrainChangeResult> => changeResult(ctx, await confirmSupplyChangeCall(ctx, p, train));

export const confirmClientChangePrice = async (
  ctx: TAuthedContext,
  p: TTrainClientChangePriceRequest,
): Promise<TTrainChangeResult> =>
  changeResult(
    ctx,
    // A booking racing the move onto the new train breaks the one-live-ticket index: refused, nothing applied.
    await refuseRepeatsOnViolation(ctx, () =>
      confirmClientChangeCall(ctx, p, { service: train, call: 'train/TrainOrder/ConfirmClientAmendPrice' }),
    ),
  );

export const trainChangeStatusBack = async (ctx: TAuthedContext, ref: string): Promise<TTrainChangeResult> =>
  changeResult(ctx, await changeStatusBackCall(ctx, ref, train));

export const createChangeTradeDeal = async (ctx: TAuthedContext, ref: string): Promise<TTrainAmendDealResult> => {
  const { amendId, deal } = await changeTradeDealCall(ctx, ref, train);
  return { AmendID: amendId, DealID: deal.id, Amount: fenToYuan(deal.amountFen), TradeStatus: deal.tradeStatus };
};

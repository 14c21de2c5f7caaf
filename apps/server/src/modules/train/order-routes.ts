import {
  TrainBooking,
  TrainClientOrderResolve,
  TrainOrderReject,
  TrainOrderResolve,
  TrainUpdateGoods,
  TrainCheckRepeatOrder,
  TrainCreateOrder,
  TrainGetSimpleOrder,
  TrainMessageSend,
  TrainOrderCancel,
  TrainOrderCannot,
  TrainOrderDetails,
  TrainOrderDetailsById,
  TrainOrderDrawer,
  TrainOrderList,
  TrainOrderLock,
  TrainOrderPayment,
  TrainOrderSubmit,
  TrainOrderUnLock,
  TrainPolicyCreatePolicy,
  TrainPolicyProductInfo,
  TrainPolicyServiceFee,
  TrainOrderRefund,
  TrainOrderRefundCancel,
  TrainAmendDetails,
  TrainAmendList,
  TrainCheckAmend,
  TrainRefundJudge,
  TrainRefundTickets,
  TrainSearchOrders,
  TRAIN_ORDER_BATCH_MAX,
  splitOrderNumbers,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { bookTrainOrder } from './book-train-order.ts';
import { cancelTrainOrder } from './cancel-train-order.ts';
import { cancelTrainRefund } from './cancel-train-refund.ts';
import { checkTrainAmend } from './check-train-amend.ts';
import { cannotTrainOrder } from './cannot-train-order.ts';
import { checkRepeatOrder } from './check-repeat-order.ts';
import { createTrainOrder } from './create-train-order.ts';
import { decideTrainOrder } from './decide-train-order.ts';
import { issueTrainOrder } from './issue-train-order.ts';
import { judgeTrainRefund } from './judge-train-refund.ts';
import { listTrainAmends } from './list-train-amends.ts';
import { listTrainOrders } from './list-train-orders.ts';
import { lockTrainOrder } from './lock-train-order.ts';
import { payTrainOrder } from './pay-train-order.ts';
import { trainAmendDetails } from './read-train-amends.ts';
import { refundTrainOrder } from './refund-train-order.ts';
import { simpleTrainOrder, trainOrderDetails } from './read-train-order.ts';
import { sendTrainOrderMessage } from './send-train-order-message.ts';
import { submitTrainOrder } from './submit-train-order.ts';
import { createTrainPolicy, trainProductInfo, trainServiceFeeOf } from './train-policy-calls.ts';
import { updateTrainGoods } from './update-train-goods.ts';

/** The train order calls of spec section 7 (train/TrainOrder/*) and the train policy's prices (trainpolicy). */
export const trainOrderCalls: TBoundCall[] = [
  bind(TrainCheckRepeatOrder, async (ctx, p) => checkRepeatOrder(ctx, p)),
  bind(TrainCreateOrder, async (ctx, p) => createTrainOrder(ctx, p)),
  bind(TrainOrderSubmit, async (ctx, p) => submitTrainOrder(ctx, p.id)),
  bind(TrainOrderPayment, async (ctx, p) => payTrainOrder(ctx, p)),
  bind(TrainOrderCancel, async (ctx, p) => cancelTrainOrder(ctx, p.UniqueID)),
  bind(TrainOrderDetails, async (ctx, p) => trainOrderDetails(ctx, p.UniqueID)),
  bind(TrainOrderDetailsById, async (ctx, p) => trainOrderDetails(ctx, p.id)),
  bind(TrainGetSimpleOrder, async (ctx, p) => simpleTrainOrder(ctx, p.UniqueID)),
  bind(TrainSearchOrders, async (ctx, p) => {
    const numbers = splitOrderNumbers(p.UniqueID);
    if (numbers.length > TRAIN_ORDER_BATCH_MAX) throw new BizError('trainOrder.validation.tooManyNumbers');
    const found = await listTrainOrders(ctx, {
      OrderStatus: [],
      Traveller: '',
      UniqueIDs: numbers,
      CompanyID: '',
      Cursor: '',
      PageNo: 1,
      PageSize: TRAIN_ORDER_BATCH_MAX,
    });
    return { Entities: found.Entities };
  }),
  bind(TrainOrderList, async (ctx, p) => listTrainOrders(ctx, p)),
  bind(TrainOrderLock, async (ctx, p) => lockTrainOrder(ctx, p.UniqueID, 'lock')),
  bind(TrainOrderUnLock, async (ctx, p) => lockTrainOrder(ctx, p.UniqueID, 'unlock')),
  bind(TrainBooking, async (ctx, p) => bookTrainOrder(ctx, p.UniqueId)),
  bind(TrainOrderDrawer, async (ctx, p) => issueTrainOrder(ctx, p.UniqueID)),
  bind(TrainOrderCannot, async (ctx, p) => cannotTrainOrder(ctx, p)),
  bind(TrainMessageSend, async (ctx, p) => sendTrainOrderMessage(ctx, p)),
  bind(TrainUpdateGoods, async (ctx, p) => updateTrainGoods(ctx, p)),
  bind(TrainOrderResolve, async (ctx, p) => decideTrainOrder(ctx, p.UniqueID, { approve: true })),
  bind(TrainClientOrderResolve, async (ctx, p) => decideTrainOrder(ctx, p.UniqueID, { approve: true })),
  bind(TrainOrderReject, async (ctx, p) => decideTrainOrder(ctx, p.UniqueID, { approve: false, reason: p.Reason })),
  bind(TrainPolicyCreatePolicy, async (ctx, p) => createTrainPolicy(ctx, p)),
  bind(TrainPolicyProductInfo, async (ctx, p) => trainProductInfo(ctx, p)),
  bind(TrainPolicyServiceFee, async (ctx, p) => trainServiceFeeOf(ctx, p)),
  bind(TrainRefundJudge, async (ctx, p) => judgeTrainRefund(ctx, p.UniqueID)),
  bind(TrainRefundTickets, async (ctx, p) => judgeTrainRefund(ctx, p.id)),
  bind(TrainOrderRefund, async (ctx, p) => refundTrainOrder(ctx, p)),
  bind(TrainOrderRefundCancel, async (ctx, p) => cancelTrainRefund(ctx, p.UniqueID)),
  bind(TrainAmendDetails, async (ctx, p) => trainAmendDetails(ctx, p.UniqueID)),
  bind(TrainAmendList, async (ctx, p) => listTrainAmends(ctx, p)),
  bind(TrainCheckAmend, async (ctx, p) => checkTrainAmend(ctx, p.UniqueId)),
];

import {
  ServiceType,
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
  TrainPolicyBookingDefaults,
  TrainPolicyProductInfo,
  TrainPolicyServiceFee,
  TrainOrderRefund,
  TrainOrderRefundCancel,
  TrainAmendDetails,
  TrainAmendList,
  TrainCheckAmend,
  TrainCreateAmend,
  TrainOrderChange,
  TrainConfirmSupplyAmendPrice,
  TrainConfirmClientAmendPrice,
  TrainAmendStatusBack,
  TrainCreateAmendTradeDeal,
  TrainFixAmend,
  TrainCheckOfficialAccount,
  TrainCheckPassCard,
  TrainConfirmOrderPrice,
  TrainCreateExtras,
  TrainCreateTrade,
  TrainSearchExtras,
  TrainUpdateOrder,
  TrainUpdateOrderPrice,
  TrainUpdateOrderStatus,
  TrainRefundJudge,
  TrainRefundTickets,
  TrainSearchOrders,
  TRAIN_HEADER_CORRECTION_STATUSES,
  ORDER_BATCH_MAX,
  splitOrderNumbers,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { bookTrainOrder } from './book-train-order.ts';
import { checkOfficialAccount, checkPassCard } from './change-checks.ts';
import {
  confirmClientChangePrice,
  confirmSupplyChangePrice,
  createChangeTradeDeal,
  submitTrainChange,
  trainChangeStatusBack,
} from './change-calls.ts';
import { createTrainChange } from './change-create.ts';
import { onlineTrainChange } from './change-online.ts';
import { checkRepeatOrder } from './check-repeat-order.ts';
import { createTrainOrder } from './create-train-order.ts';
import { judgeTrainRefund } from './judge-train-refund.ts';
import { trainAmendDetails } from './read-train-amends.ts';
import { cancelTrainRefund, refundTrainOrder } from './refund-train-order.ts';
import { simpleTrainOrder, trainOrderDetails } from './read-train-order.ts';
import { trainReply } from './train-order-view.ts';
import { createTrainPolicy, trainProductInfo, trainServiceFeeOf } from './train-policy-calls.ts';
import {
  createOrderExtras,
  searchOrderExtras,
  cancelOrderCall,
  lockOrderCall,
  sendOrderMessage,
  updateOrderGoods,
  updateOrderHeader,
  orderTradeDeal,
  submitOrderCall,
  payOrderCall,
  cannotOrderCall,
  decideOrderCall,
  updateOrderStatusCall,
  issueOrderCall,
  checkOrderAmend,
  orderBookingDefaults,
  updateOrderPriceCall,
  confirmOrderPriceCall,
} from '../order/index.ts';
// The engine's lists of train orders and amends (list-orders.ts, list-amends.ts), with trains' columns (the port).
import { listAmends, listOrders } from '../order/index.ts';

/** The train order calls of spec section 7 (train/TrainOrder/*) and the train policy's prices (trainpolicy). */
export const trainOrderCalls: TBoundCall[] = [
  bind(TrainCheckRepeatOrder, async (ctx, p) => checkRepeatOrder(ctx, p)),
  bind(TrainCreateOrder, async (ctx, p) => createTrainOrder(ctx, p)),
  bind(TrainOrderSubmit, async (ctx, p) => submitOrderCall(ctx, p.id, trainReply)),
  bind(TrainOrderPayment, async (ctx, p) => payOrderCall(ctx, p, trainReply)),
  bind(TrainOrderCancel, async (ctx, p) => cancelOrderCall(ctx, p.UniqueID, trainReply)),
  bind(TrainOrderDetails, async (ctx, p) => trainOrderDetails(ctx, p.UniqueID)),
  bind(TrainOrderDetailsById, async (ctx, p) => trainOrderDetails(ctx, p.id)),
  bind(TrainGetSimpleOrder, async (ctx, p) => simpleTrainOrder(ctx, p.UniqueID)),
  bind(TrainSearchOrders, async (ctx, p) => {
    const numbers = splitOrderNumbers(p.UniqueID);
    if (numbers.length > ORDER_BATCH_MAX) throw new BizError('trainOrder.validation.tooManyNumbers');
    const found = await listOrders(ctx, ServiceType.Train, {
      OrderStatus: [],
      Traveller: '',
      UniqueIDs: numbers,
      CompanyID: '',
      Cursor: '',
      PageNo: 1,
      PageSize: ORDER_BATCH_MAX,
    });
    return { Entities: found.Entities };
  }),
  bind(TrainOrderList, async (ctx, p) => listOrders(ctx, ServiceType.Train, p)),
  bind(TrainOrderLock, async (ctx, p) => lockOrderCall(ctx, p.UniqueID, 'lock', trainReply)),
  bind(TrainOrderUnLock, async (ctx, p) => lockOrderCall(ctx, p.UniqueID, 'unlock', trainReply)),
  bind(TrainBooking, async (ctx, p) => bookTrainOrder(ctx, p.UniqueId)),
  bind(TrainOrderDrawer, async (ctx, p) => issueOrderCall(ctx, p.UniqueID, trainReply)),
  bind(TrainOrderCannot, async (ctx, p) => cannotOrderCall(ctx, p, trainReply)),
  bind(TrainMessageSend, async (ctx, p) => sendOrderMessage(ctx, p, trainReply)),
  bind(TrainUpdateGoods, async (ctx, p) => updateOrderGoods(ctx, p, trainReply)),
  bind(TrainOrderResolve, async (ctx, p) => decideOrderCall(ctx, p.UniqueID, { approve: true }, trainReply)),
  bind(TrainClientOrderResolve, async (ctx, p) => decideOrderCall(ctx, p.UniqueID, { approve: true }, trainReply)),
  bind(TrainOrderReject, async (ctx, p) =>
    decideOrderCall(ctx, p.UniqueID, { approve: false, reason: p.Reason }, trainReply),
  ),
  bind(TrainPolicyCreatePolicy, async (ctx, p) => createTrainPolicy(ctx, p)),
  bind(TrainPolicyProductInfo, async (ctx, p) => trainProductInfo(ctx, p)),
  bind(TrainPolicyServiceFee, async (ctx, p) => trainServiceFeeOf(ctx, p)),
  bind(TrainPolicyBookingDefaults, async (ctx) => orderBookingDefaults(ctx)),
  bind(TrainRefundJudge, async (ctx, p) => judgeTrainRefund(ctx, p.UniqueID)),
  bind(TrainRefundTickets, async (ctx, p) => judgeTrainRefund(ctx, p.id)),
  bind(TrainOrderRefund, async (ctx, p) => refundTrainOrder(ctx, p)),
  bind(TrainOrderRefundCancel, async (ctx, p) => cancelTrainRefund(ctx, p.UniqueID)),
  bind(TrainAmendDetails, async (ctx, p) => trainAmendDetails(ctx, p.UniqueID)),
  bind(TrainAmendList, async (ctx, p) => listAmends(ctx, ServiceType.Train, p)),
  bind(TrainCheckAmend, async (ctx, p) => checkOrderAmend(ctx, p.UniqueId, { service: ServiceType.Train })),
  bind(TrainCreateAmend, async (ctx, p) => createTrainChange(ctx, p)),
  bind(TrainOrderChange, async (ctx, p) => submitTrainChange(ctx, p.UniqueID)),
  bind(TrainConfirmSupplyAmendPrice, async (ctx, p) => confirmSupplyChangePrice(ctx, p)),
  bind(TrainConfirmClientAmendPrice, async (ctx, p) => confirmClientChangePrice(ctx, p)),
  bind(TrainAmendStatusBack, async (ctx, p) => trainChangeStatusBack(ctx, p.UniqueID)),
  bind(TrainCreateAmendTradeDeal, async (ctx, p) => createChangeTradeDeal(ctx, p.UniqueID)),
  bind(TrainFixAmend, async (ctx, p) => onlineTrainChange(ctx, p)),
  bind(TrainCheckOfficialAccount, async (ctx, p) => checkOfficialAccount(ctx, p)),
  bind(TrainCheckPassCard, async (ctx, p) => checkPassCard(ctx, p)),
  bind(TrainUpdateOrderPrice, async (ctx, p) =>
    updateOrderPriceCall(
      ctx,
      {
        UniqueID: p.UniqueID,
        Version: p.Version,
        Lines: p.Passengers.map((l) => ({ LineID: l.PassengerID, Price: l.Price, ServiceFee: l.ServiceFee })),
        Reason: p.Reason,
      },
      trainReply,
    ),
  ),
  bind(TrainUpdateOrder, async (ctx, p) => updateOrderHeader(ctx, p, TRAIN_HEADER_CORRECTION_STATUSES, trainReply)),
  bind(TrainConfirmOrderPrice, async (ctx, p) => confirmOrderPriceCall(ctx, p, trainReply)),
  bind(TrainUpdateOrderStatus, async (ctx, p) => updateOrderStatusCall(ctx, p, trainReply)),
  bind(TrainCreateTrade, async (ctx, p) => orderTradeDeal(ctx, p, ServiceType.Train)),
  bind(TrainSearchExtras, async (ctx, p) => searchOrderExtras(ctx, p)),
  bind(TrainCreateExtras, async (ctx, p) => createOrderExtras(ctx, p)),
];

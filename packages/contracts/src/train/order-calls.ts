import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ApprovalAction } from '../approval/actions.ts';
import { OrderMenuAction } from '../order/actions.ts';
import { BOOKING_ACTION } from '../system/actions.ts';
import {
  ZTrainMessageSendRequest,
  ZTrainPathIdRequest,
  ZTrainPaymentRequest,
  ZTrainCheckRepeatRequest,
  ZTrainCheckRepeatResult,
  ZTrainCreateOrderRequest,
  ZTrainOrderDetail,
  ZTrainOrderListRequest,
  ZTrainOrderListResult,
  ZTrainOrderRow,
  ZTrainPolicyRequest,
  ZTrainPolicyResult,
  ZTrainProductRequest,
  ZTrainProductResult,
  ZTrainBookingDefaults,
  ZTrainServiceFeeRequest,
  ZTrainServiceFeeResult,
  ZTrainUniqueIdRequest,
  ZTrainOrderRejectRequest,
  ZTrainUpdateGoodsRequest,
} from './order.ts';
import { ZOrderReasonRequest, ZOrderKey } from '../order/booking.ts';

// The train order calls of spec section 7 (issue 6 section 4). GET calls that change state (OrderSubmit, OrderCancel,
// OrderLock...) keep the spec's method and path and are protected like POSTs: session, CSRF header and permission.
// The booking side needs the booking action; the fulfilment side (TMC staff, suppliers) the order desk's. Reads are
// open to any session and scoped in the handler: the booker's company within the data range, the companies a TMC
// staff member reaches, the orders a supplier fulfils.

const booking = { auth: 'session', permission: BOOKING_ACTION } as const;
const desk = { auth: 'session', permission: OrderMenuAction.manage, stateChanging: true } as const;

export const TrainCheckRepeatOrder = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/CheckRepeatOrder',
  ...booking,
  payload: ZTrainCheckRepeatRequest,
  result: ZTrainCheckRepeatResult,
  summary:
    'Whether a passenger already holds an open or issued order for the same train and date; fails with a warning and the repeats in result (the web calls it with failTips false)',
});

export const TrainCreateOrder = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/CreateOrder',
  ...booking,
  payload: ZTrainCreateOrderRequest,
  result: ZTrainOrderDetail,
  summary:
    'Book a train for up to 5 passengers with chosen seats: priced by the rail supplier, seats held, the travel policy and approval rules applied, the service fee added, the money frozen on the company account (offline); submitted at once when Submit is true',
});

export const TrainOrderSubmit = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderSubmit/:id',
  ...booking,
  stateChanging: true,
  payload: ZTrainPathIdRequest,
  result: ZTrainOrderDetail,
  summary:
    'Submit a booked order: to approval when the company rules say so, else to payment (online) or straight to fulfilment (company account)',
});

export const TrainOrderPayment = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderPayment/:id',
  ...booking,
  stateChanging: true,
  payload: ZTrainPaymentRequest,
  result: ZTrainOrderDetail,
  summary:
    'Pay an order awaiting payment: from the company Balance or Credit account when AccountType is given, else the cashier payment already made is picked up; fails with the deal to pay otherwise',
});

export const TrainOrderCancel = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderCancel',
  ...booking,
  stateChanging: true,
  payload: ZTrainUniqueIdRequest,
  result: ZTrainOrderDetail,
  summary:
    'The booker cancels an order not yet in fulfilment: seats released, the frozen money released (silent failure on the web)',
});

export const TrainOrderDetails = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderDetails',
  auth: 'session',
  payload: ZTrainUniqueIdRequest,
  result: ZTrainOrderDetail,
  summary: 'One train order with goods, passengers, policy, messages, history and the actions the caller may take',
});

export const TrainOrderDetailsById = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/Details/:id',
  auth: 'session',
  payload: ZTrainPathIdRequest,
  result: ZTrainOrderDetail,
  summary: 'One train order by its UniqueID or internal id (as OrderDetails)',
});

export const TrainGetSimpleOrder = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/GetSimpleOrder',
  auth: 'session',
  payload: ZTrainUniqueIdRequest,
  result: ZTrainOrderRow,
  summary: 'The header of one train order (status, amounts, lock, actions) without its goods',
});

export const TrainSearchOrders = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/SearchOrders',
  auth: 'session',
  payload: z.object({ UniqueID: z.string().trim().min(1, 'messages.validation.idRequired').max(2000) }),
  result: z.object({ Entities: z.array(ZTrainOrderRow) }),
  summary:
    'The train orders of a batch of order numbers (separated by spaces, line breaks or commas) the caller may see',
});

export const TrainOrderList = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/List',
  auth: 'session',
  payload: ZTrainOrderListRequest,
  result: ZTrainOrderListResult,
  summary:
    'Train orders newest first: the caller company within the data range, or (TMC staff, suppliers) the orders they handle; by state, booking dates, traveller and order numbers; keyset or indexed paging; each row with its actions',
});

export const TrainOrderLock = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderLock',
  ...desk,
  payload: ZTrainUniqueIdRequest,
  result: ZTrainOrderDetail,
  summary: 'TMC staff or a supplier locks an order before processing it',
});

export const TrainOrderUnLock = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderUnLock',
  ...desk,
  payload: ZTrainUniqueIdRequest,
  result: ZTrainOrderDetail,
  summary: 'The lock holder releases the lock',
});

export const TrainBooking = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/TrainBooking',
  ...desk,
  payload: z.object({ UniqueId: ZOrderKey }),
  result: ZTrainOrderDetail,
  summary: 'The lock holder books an order in fulfilment with the rail supplier: a booking number and coach and seat',
});

export const TrainOrderDrawer = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderDrawer',
  ...desk,
  payload: ZTrainUniqueIdRequest,
  result: ZTrainOrderDetail,
  summary: 'The lock holder issues a booked order: ticket numbers, gates, coaches and seats; the frozen money is paid',
});

export const TrainOrderCannot = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderCannot',
  ...desk,
  payload: ZOrderReasonRequest,
  result: ZTrainOrderDetail,
  summary:
    'The lock holder gives up an order with a reason: seats released, the money returned in full, the booker told in the order log',
});

export const TrainMessageSend = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/MessageSend',
  auth: 'session',
  payload: ZTrainMessageSendRequest,
  result: ZTrainOrderDetail,
  summary: "Write to an order's log: its booker side, TMC staff or its supplier; internal notes for the TMC side only",
});

export const TrainPolicyCreatePolicy = defineCall({
  group: 'trainpolicy',
  method: 'POST',
  path: 'TrainPolicy/CreatePolicy',
  ...booking,
  payload: ZTrainPolicyRequest,
  result: ZTrainPolicyResult,
  summary:
    "The policy verdict and price of a train and seat for the travellers: the supplier's price, the TMC's service fee, the violations and whether a reason is needed",
});

export const TrainPolicyProductInfo = defineCall({
  group: 'trainpolicy',
  method: 'POST',
  path: 'TrainPolicy/ProductInfo',
  ...booking,
  payload: ZTrainProductRequest,
  result: ZTrainProductResult,
  summary: "One train's seats with the supplier's prices, tickets left, the service fee and the choosable positions",
});

export const TrainPolicyServiceFee = defineCall({
  group: 'trainpolicy',
  method: 'POST',
  path: 'TrainPolicy/ServiceFee',
  ...booking,
  payload: ZTrainServiceFeeRequest,
  result: ZTrainServiceFeeResult,
  summary: "The TMC's service fee of the caller's company for train tickets of a price (booking, refund or change)",
});

export const TrainPolicyBookingDefaults = defineCall({
  group: 'trainpolicy',
  method: 'GET',
  path: 'TrainPolicy/BookingDefaults',
  ...booking,
  payload: z.object({}),
  result: ZTrainBookingDefaults,
  summary:
    "What the booking screen starts from: how the caller can pay (the company's credit or balance account where it has one, online at the cashier where a gateway runs and the caller may pay there) and the caller as the contact",
});

const approving = { auth: 'session', permission: ApprovalAction.approvals } as const;

export const TrainOrderResolve = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/OrderResolve',
  ...approving,
  payload: ZTrainUniqueIdRequest,
  result: ZTrainOrderDetail,
  summary:
    "The caller approves their step of the order's approval (the approval engine); the last approval moves it on",
});

export const TrainClientOrderResolve = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/ClientOrderResolve',
  ...approving,
  payload: ZTrainUniqueIdRequest,
  result: ZTrainOrderDetail,
  summary: "The client's approver approves the order from the client screens (as OrderResolve)",
});

export const TrainOrderReject = defineCall({
  group: 'train',
  method: 'GET',
  path: 'TrainOrder/OrderReject',
  ...approving,
  stateChanging: true,
  payload: ZTrainOrderRejectRequest,
  result: ZTrainOrderDetail,
  summary:
    "The caller rejects the order's approval with a reason: the order is Rejected, its seats and money given back",
});

export const TrainUpdateGoods = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/UpdateGoods',
  ...desk,
  payload: ZTrainUpdateGoodsRequest,
  result: ZTrainOrderDetail,
  summary:
    "TMC staff holding the lock correct an order's contact, invoice delivery or remark before it is issued (the client asked by phone)",
});

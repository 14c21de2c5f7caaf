import {
  AccountType,
  PaymentMode,
  ServiceType,
  TrainBooking,
  TrainCreateOrder,
  TrainFixAmend,
  TrainOrderCancel,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderList,
  TrainOrderLock,
  TrainOrderPayment,
  TrainOrderRefund,
  TrainOrderReject,
  TrainOrderResolve,
  TrainOrderSubmit,
  TrainOrderUnLock,
  TrainSeatType,
  type TTrainOrderDetail,
} from '@opentmc/contracts';
import { NOW, TRAIN_DATE, at, bookingOf, gTrain, priceOf } from '../../train/order-helpers.ts';
import type { TOrderProductDriver } from './driver.ts';

// Trains in the conformance suite. Bookings ride the dearest second class of the simulator's G trains 北京南 →
// 上海虹桥 on TRAIN_DATE, so a change can go to a cheaper second class or a dearer first class on the same day; the
// refund and the change are the 12306-style online calls, which finish at once. The clock is 10:00 China time.

const { Second, First } = TrainSeatType;
const trains = Array.from({ length: 5 }, (_, n) => gTrain(n));
const bySecond = [...trains].sort((a, b) => priceOf(b, Second) - priceOf(a, Second));
const booked = bySecond[0]!;
const cheaper = bySecond.at(-1)!;
const dearer = trains.find((x) => x.trainNo !== booked.trainNo && priceOf(x, First) > priceOf(booked, Second))!;
const ride = (x: typeof booked, SeatType: number) => ({
  TrainNo: x.trainNo,
  TrainDate: TRAIN_DATE,
  FromStation: 'VNP',
  ToStation: 'AOH',
  SeatType,
});

export const trainDriver: TOrderProductDriver = {
  product: 'train',
  service: ServiceType.Train,
  prepare: async (t) => t.clock.set(at(NOW)),
  create: ({ travellers, pay, submit }) => ({
    contract: TrainCreateOrder,
    payload: bookingOf(booked, {
      count: travellers,
      Seats: [],
      PaymentMode: pay === 'online' ? PaymentMode.Online : PaymentMode.Offline,
      AccountType: pay === 'balance' ? AccountType.Balance : AccountType.Credit,
      Submit: submit,
    }),
  }),
  booked: (result) => {
    const o = result as TTrainOrderDetail;
    return { UniqueID: o.UniqueID, OrderID: o.OrderID, TravellerIDs: o.Passengers.map((p) => p.PassengerID) };
  },
  calls: {
    submit: (o) => ({ contract: TrainOrderSubmit, params: { id: o.OrderID } }),
    pay: (o, accountType) => ({
      contract: TrainOrderPayment,
      payload: { AccountType: accountType },
      params: { id: o.UniqueID },
    }),
    cancel: (o) => ({ contract: TrainOrderCancel, payload: { UniqueID: o.UniqueID } }),
    details: (o) => ({ contract: TrainOrderDetails, payload: { UniqueID: o.UniqueID } }),
    list: (o) => ({ contract: TrainOrderList, payload: { UniqueIDs: o.UniqueID } }),
    resolve: (o) => ({ contract: TrainOrderResolve, payload: { UniqueID: o.UniqueID } }),
    reject: (o, reason) => ({ contract: TrainOrderReject, payload: { UniqueID: o.UniqueID, Reason: reason } }),
    lock: (o) => ({ contract: TrainOrderLock, payload: { UniqueID: o.UniqueID } }),
    unlock: (o) => ({ contract: TrainOrderUnLock, payload: { UniqueID: o.UniqueID } }),
    prepareIssue: (o) => [{ contract: TrainBooking, payload: { UniqueId: o.UniqueID } }],
    issue: (o) => ({ contract: TrainOrderDrawer, payload: { UniqueID: o.UniqueID } }),
    refund: (o) => ({
      contract: TrainOrderRefund,
      payload: { UniqueID: o.UniqueID, PassengerIDs: [o.TravellerIDs[0]], Reason: '行程取消' },
    }),
    change: (o, way) => ({
      contract: TrainFixAmend,
      payload: {
        UniqueID: o.UniqueID,
        PassengerIDs: [o.TravellerIDs[0]],
        Reason: '会议改期',
        Train: way === 'dearer' ? ride(dearer, First) : ride(cheaper, Second),
      },
    }),
  },
};

import {
  ControlLevel,
  feeItemFor,
  serviceFeeFor,
  fenToYuan,
  formatDateTime,
  trainSeatChoices,
  type TLang,
  type TTrainPolicyRequest,
  type TTrainPolicyResult,
  type TTrainProductRequest,
  type TTrainProductResult,
  type TTrainServiceFeeRequest,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { serviceFeesOf } from '../charge/index.ts';
import { nameIn } from '@opentmc/refdata';
import { passengerFares, priceTrain, trainServiceFee } from './price-train.ts';
import { simTrainOf, stockKey, changedStock } from './seat-stock.ts';
import { policyTravellerIds, trainBookingFee, trainBookingSettings, trainVerdict } from './train-order-policy.ts';

// trainpolicy/TrainPolicy/* (spec section 7; issue 6 section 3): what the booking screens show before an order is
// made, priced by the rail supplier with the TMC's service fee of the caller's company (its own fee, else its
// customer level's, fixed or by percentage) and judged by the travel policy.

const messageIn = (lang: TLang, m: { cn: string; en: string }) => (lang === 'en' ? m.en : m.cn);

/** CreatePolicy: the price, service fee and policy verdict of a train and seat for the travellers. */
export const createTrainPolicy = async (ctx: TAuthedContext, p: TTrainPolicyRequest): Promise<TTrainPolicyResult> => {
  const now = ctx.clock.now();
  const priced = priceTrain(p.Train, now);
  const companyId = ctx.session.companyId;
  const count = p.Passengers.length;
  const travellerIds = policyTravellerIds(
    ctx.session.userId,
    p.Passengers.map((x) => x.UserID ?? ''),
  );
  const settings = await trainBookingSettings(ctx.db, companyId, travellerIds);
  const verdict = trainVerdict(settings, priced, now);
  const fares = passengerFares(priced.seat.priceFen, p.Passengers, p.Train.TrainDate, now);
  const ticketsFen = fares.reduce((sum, f) => sum + f.priceFen, 0);
  const feeFen = trainBookingFee(settings, ticketsFen, count);
  const level = verdict.level;
  return {
    TrainNo: priced.train.trainNo,
    SeatType: priced.seat.seatType,
    Price: fenToYuan(priced.seat.priceFen),
    Fares: fares.map((f) => ({ PassengerType: f.fareType, Price: fenToYuan(f.priceFen) })),
    ServiceFee: fenToYuan(feeFen),
    TotalPrice: fenToYuan(ticketsFen + feeFen),
    Level: level,
    OutOfPolicy: level !== 0,
    ReasonRequired: level === ControlLevel.ReasonRequired || level === ControlLevel.Approval,
    Forbidden: level === ControlLevel.Forbid,
    Violations: verdict.violations.map((v) => ({
      Code: v.code,
      Level: v.level,
      Message: messageIn(ctx.lang, v.message),
      UserID: v.UserID ?? '',
    })),
  };
};

/** ProductInfo: one train's seats with price, tickets left, service fee for Count tickets and choosable seats. */
export const trainProductInfo = async (ctx: TAuthedContext, p: TTrainProductRequest): Promise<TTrainProductResult> => {
  const train = simTrainOf({
    trainDate: p.TrainDate,
    trainNo: p.TrainNo,
    fromStation: p.FromStation,
    toStation: p.ToStation,
  });
  // Priced as a booking would be: refused when not on sale or gone.
  const first = train.seats[0]!;
  const priced = priceTrain({ ...p, SeatType: first.seatType }, ctx.clock.now());
  const stock = await changedStock(ctx.db, p.TrainDate, [train.from.code], [train.to.code]);
  const seats = [];
  for (const s of train.seats) {
    const ticketsFen = s.priceFen * p.Count;
    const feeFen = await trainServiceFee(ctx.db, ctx.session.companyId, ticketsFen, p.Count);
    seats.push({
      SeatType: s.seatType,
      Price: fenToYuan(s.priceFen),
      Remaining: stock.get(stockKey(train.from.code, train.to.code, train.trainNo, s.seatType)) ?? s.remaining,
      ServiceFee: fenToYuan(feeFen),
      TotalPrice: fenToYuan(ticketsFen + feeFen),
      SeatChoices: trainSeatChoices(s.seatType),
    });
  }
  return {
    TrainNo: train.trainNo,
    TrainDate: p.TrainDate,
    FromStationName: nameIn(train.from, ctx.lang),
    ToStationName: nameIn(train.to, ctx.lang),
    DepartTime: formatDateTime(priced.departAt),
    ArriveTime: formatDateTime(priced.arriveAt),
    Seats: seats,
  };
};

/** ServiceFee: the fee of the caller's company for train tickets of a price, by scene. */
export const trainServiceFeeOf = async (ctx: TAuthedContext, p: TTrainServiceFeeRequest) => {
  const companyId = ctx.session.companyId;
  const items = await serviceFeesOf(ctx.db, companyId);
  const item = feeItemFor(items, 'train', p.Scene);
  const fee = serviceFeeFor(items, { service: 'train', scene: p.Scene, priceFen: p.Price, units: p.Count });
  return { ServiceFee: fenToYuan(fee), Mode: item?.mode ?? '', Per: item?.per ?? '' };
};

import {
  formatDate,
  parseDateTime,
  serviceFeeFor,
  trainFareFen,
  trainFareTypeOn,
  trainTypeOfLetter,
  type TTrainFarePassenger,
  type TTrainFareType,
  type TTrainOrderTrain,
  type TTrainSeatType,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { serviceFeesOf } from '../charge/index.ts';
import { onSale } from './sale-window.ts';
import { simTrainOf } from './seat-stock.ts';
import type { TSimSeat, TSimTrain } from './timetable.ts';

// A train and seat as the rail supplier prices them now: the payload names the train, the supplier gives its times
// and fare. Nothing the client sends about prices is ever used.

export type TPricedTrain = {
  train: TSimTrain;
  seat: TSimSeat;
  trainType: number;
  departAt: Date;
  arriveAt: Date;
};

/** The train of a booking on sale now, with its seat type; refused when it is not (or has left). */
export const priceTrain = (t: TTrainOrderTrain, now: Date): TPricedTrain => {
  if (!onSale(t.TrainDate, now)) throw new BizError('train.errors.notOnSale');
  const train = simTrainOf({
    trainDate: t.TrainDate,
    trainNo: t.TrainNo,
    fromStation: t.FromStation,
    toStation: t.ToStation,
  });
  const seat = train.seats.find((s) => s.seatType === (t.SeatType as TTrainSeatType));
  if (!seat) throw new BizError('train.errors.noSuchSeat');
  const midnight = parseDateTime(t.TrainDate)!.getTime();
  const departAt = new Date(midnight + train.depart * 60_000);
  if (departAt.getTime() <= now.getTime()) throw new BizError('trainOrder.errors.departed');
  return {
    train,
    seat,
    trainType: trainTypeOfLetter(train.letter),
    departAt,
    arriveAt: new Date(midnight + train.arrive * 60_000),
  };
};

/**
 * The ride of a priced train as the goods keep it (an order's `train_orders` row, a change's `train_changes` row):
 * train, date, stations with their names and cities as booked, times, seat type and one ticket's price.
 */
export const rideColumns = (priced: TPricedTrain, trainDate: string) => ({
  trainNo: priced.train.trainNo,
  trainType: priced.trainType,
  trainDate,
  fromStation: priced.train.from.code,
  fromStationName: priced.train.from.name,
  fromCity: priced.train.fromCity,
  toStation: priced.train.to.code,
  toStationName: priced.train.to.name,
  toCity: priced.train.toCity,
  departAt: priced.departAt,
  arriveAt: priced.arriveAt,
  seatType: priced.seat.seatType,
  priceFen: priced.seat.priceFen,
});

export type TPassengerFare = { fareType: TTrainFareType; priceFen: number };

/** Each passenger's ticket on a priced seat: the fare type on the travel date and its price (contracts fares.ts). */
export const passengerFares = (
  seatPriceFen: number,
  passengers: readonly TTrainFarePassenger[],
  travelDate: string,
  now: Date,
): TPassengerFare[] =>
  passengers.map((x) => {
    const fareType = trainFareTypeOn(x, travelDate, formatDate(now));
    return { fareType, priceFen: trainFareFen(seatPriceFen, fareType) };
  });

/** The TMC's booking (or refund, change) service fee of a company for `units` tickets costing `priceFen` in all. */
export const trainServiceFee = async (
  tx: TTx,
  companyId: string,
  priceFen: number,
  units: number,
  scene: 'booking' | 'refund' | 'change' = 'booking',
): Promise<number> => serviceFeeFor(await serviceFeesOf(tx, companyId), { service: 'train', scene, priceFen, units });

/** A total split into `n` whole-fen parts that add up to it, the remainder on the first parts. */
export const splitFen = (totalFen: number, n: number): number[] => {
  const base = Math.floor(totalFen / n);
  const rest = totalFen - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
};

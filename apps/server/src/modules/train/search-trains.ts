import {
  fenToYuan,
  formatDateTime,
  parseDateTime,
  trainTypeOfLetter,
  type TTrain,
  type TTrainSearchRequest,
  type TTrainSearchResult,
} from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { inServiceHours, onSale, parseServiceHours } from './sale-window.ts';
import { changedStock, stockKey } from './seat-stock.ts';
import { cityOfStation, stationByCode } from './stations.ts';
import { generateTimetable, type TSimTrain } from './timetable.ts';

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const stationOrFail = (code: string) => {
  const s = stationByCode(code);
  if (!s) throw new BizError('train.errors.unknownStation', { code });
  return s;
};

/** A simulated train as a result, with the tickets left before any sale. */
const toTrain = (t: TSimTrain, midnight: number): TTrain => {
  const at = (minute: number) => formatDateTime(new Date(midnight + minute * 60_000));
  return {
    TrainNo: t.trainNo,
    TrainType: trainTypeOfLetter(t.letter),
    TrainClass: t.letter,
    FromStationName: t.from.name,
    FromStationCode: t.from.code,
    FromCityName: t.fromCity,
    ToStationName: t.to.name,
    ToStationCode: t.to.code,
    ToCityName: t.toCity,
    DepartTime: at(t.depart),
    ArriveTime: at(t.arrive),
    Duration: t.arrive - t.depart,
    DayDiff: Math.floor(t.arrive / 1440),
    Distance: t.distanceKm,
    Stops: t.stops.map((s) => ({
      StationName: s.station.name,
      StationCode: s.station.code,
      ArriveTime: at(s.arrive),
      DepartTime: at(s.depart),
    })),
    Seats: t.seats.map((s) => ({ SeatType: s.seatType, Price: fenToYuan(s.priceFen), Remaining: s.remaining })),
  };
};

type TDayTrain = { letter: TSimTrain['letter']; depart: number; train: TTrain };

// The simulator is deterministic, so a city pair's day is generated and built once and kept (least recently used
// first out); only the tickets left change, and they are read for every search. Search is the busiest call.
const DAY_CACHE_MAX = 300;
const dayCache = new Map<string, TDayTrain[]>();

const trainsOfDay = (fromCity: string, toCity: string, date: string, midnight: number): TDayTrain[] => {
  const key = `${fromCity}|${toCity}|${date}`;
  const hit = dayCache.get(key);
  if (hit) {
    dayCache.delete(key);
    dayCache.set(key, hit);
    return hit;
  }
  const day = generateTimetable(fromCity, toCity, date).map((t) => ({
    letter: t.letter,
    depart: t.depart,
    train: toTrain(t, midnight),
  }));
  dayCache.set(key, day);
  if (dayCache.size > DAY_CACHE_MAX) dayCache.delete(dayCache.keys().next().value!);
  return day;
};

/**
 * TrainSearch/Search: the trains between the cities of two stations on a day, from the rail simulator, with the
 * tickets left after its sales. Refused outside the service hours and the presale window; trains that have left
 * are not offered.
 */
export const searchTrains = async (
  ctx: Pick<TCallContext, 'db' | 'clock' | 'config'>,
  p: TTrainSearchRequest,
): Promise<TTrainSearchResult> => {
  const now = ctx.clock.now();
  if (!inServiceHours(now, parseServiceHours(ctx.config.trainServiceHours)))
    throw new BizError('train.errors.outOfServiceHours');
  if (!onSale(p.DepartDate, now)) throw new BizError('train.errors.notOnSale');
  const fromCity = cityOfStation(stationOrFail(p.FromStation));
  const toCity = cityOfStation(stationOrFail(p.ToStation));
  if (fromCity === toCity) throw new BizError('train.errors.sameCity');

  const types = new Set(p.TrainTypes);
  const from = p.DepartTimeStart ? minuteOf(p.DepartTimeStart) : 0;
  const to = p.DepartTimeEnd ? minuteOf(p.DepartTimeEnd) : 24 * 60 - 1;
  const midnight = parseDateTime(p.DepartDate)!.getTime();
  const trains = trainsOfDay(fromCity, toCity, p.DepartDate, midnight).filter(
    (t) =>
      // The simulator runs no trains of type Other, so that filter alone finds none.
      (!types.size || types.has(trainTypeOfLetter(t.letter))) &&
      t.depart >= from &&
      t.depart <= to &&
      midnight + t.depart * 60_000 > now.getTime(),
  );
  const stock = await changedStock(
    ctx.db,
    p.DepartDate,
    [...new Set(trains.map((t) => t.train.FromStationCode))],
    [...new Set(trains.map((t) => t.train.ToStationCode))],
  );
  return {
    DepartDate: p.DepartDate,
    Entities: trains.map(({ train }) => ({
      ...train,
      Seats: train.Seats.map((s) => ({
        ...s,
        Remaining:
          stock.get(stockKey(train.FromStationCode, train.ToStationCode, train.TrainNo, s.SeatType)) ?? s.Remaining,
      })),
    })),
    RecordCount: trains.length,
  };
};

import {
  fenToYuan,
  formatDateTime,
  parseDateTime,
  trainTypeOfLetter,
  type TLang,
  type TTrain,
  type TTrainSearchRequest,
  type TTrainSearchResult,
} from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText } from '../../platform/db/statement.ts';
import { BizError } from '../../platform/errors.ts';
import { inServiceHours, onSale, parseServiceHours } from './sale-window.ts';
import { stockKey } from './seat-stock.ts';
import { cityOfStation, nameIn, railCityName, stationByCode } from '@opentmc/refdata';
import { generateTimetable, type TSimTrain } from './timetable.ts';

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const stationOrFail = (code: string) => {
  const s = stationByCode(code);
  if (!s) throw new BizError('train.errors.unknownStation', { code });
  return s;
};

/** A simulated train as a result, names in the reader's language, with the tickets left before any sale. */
const toTrain = (t: TSimTrain, midnight: number, lang: TLang): TTrain => {
  const at = (minute: number) => formatDateTime(new Date(midnight + minute * 60_000));
  return {
    TrainNo: t.trainNo,
    TrainType: trainTypeOfLetter(t.letter),
    TrainClass: t.letter,
    FromStationName: nameIn(t.from, lang),
    FromStationCode: t.from.code,
    FromCityName: railCityName(t.fromCity, lang),
    ToStationName: nameIn(t.to, lang),
    ToStationCode: t.to.code,
    ToCityName: railCityName(t.toCity, lang),
    DepartTime: at(t.depart),
    ArriveTime: at(t.arrive),
    Duration: t.arrive - t.depart,
    DayDiff: Math.floor(t.arrive / 1440),
    Distance: t.distanceKm,
    Stops: t.stops.map((s) => ({
      StationName: nameIn(s.station, lang),
      StationCode: s.station.code,
      ArriveTime: at(s.arrive),
      DepartTime: at(s.depart),
    })),
    Seats: t.seats.map((s) => ({ SeatType: s.seatType, Price: fenToYuan(s.priceFen), Remaining: s.remaining })),
  };
};

/**
 * A train of a city pair's day, built once: the result as generated (tickets left before any sale; shared by every
 * search and never changed) and its JSON, split before the seats so a search can put in the tickets left.
 */
type TDayTrain = {
  letter: TSimTrain['letter'];
  depart: number;
  train: TTrain;
  /** `{"TrainNo":…,"Stops":[…],"Seats":` — the train's JSON up to its seats. */
  head: string;
  /** The JSON of `train.Seats`. */
  seats: string;
};

// The simulator is deterministic, so a city pair's day is generated, built and serialised once per language and kept
// (least recently used first out); only the tickets left change, and they are read for every search. Search is the busiest
// call: a reply is about 35 trains with their stops (30 KB), and building and serialising it afresh was about a
// quarter of the call's CPU (docs/performance.md).
const DAY_CACHE_MAX = 300;
const dayCache = new Map<string, TDayTrain[]>();

const trainsOfDay = (fromCity: string, toCity: string, date: string, midnight: number, lang: TLang): TDayTrain[] => {
  const key = `${fromCity}|${toCity}|${date}|${lang}`;
  const hit = dayCache.get(key);
  if (hit) {
    dayCache.delete(key);
    dayCache.set(key, hit);
    return hit;
  }
  const day = generateTimetable(fromCity, toCity, date).map((t): TDayTrain => {
    const train = toTrain(t, midnight, lang);
    const { Seats, ...rest } = train;
    // Seats is the last key of a train, so its JSON is the rest's with the seats appended.
    return {
      letter: t.letter,
      depart: t.depart,
      train,
      head: `${JSON.stringify(rest).slice(0, -1)},"Seats":`,
      seats: JSON.stringify(Seats),
    };
  });
  dayCache.set(key, day);
  if (dayCache.size > DAY_CACHE_MAX) dayCache.delete(dayCache.keys().next().value!);
  return day;
};

// The tickets left that sales changed (seat-stock.ts changedStock), as one constant statement (ADR 0019): the
// search runs it every time, and building it with the query builder cost more than running it.
const CHANGED_STOCK_SQL = sqlText(`SELECT from_station, to_station, train_no, seat_type, remaining FROM train_seat_stock
  WHERE train_date = $1 AND from_station = ANY($2::text[]) AND to_station = ANY($3::text[])`);

const changedStockOf = async (tx: TTx, date: string, trains: TDayTrain[]): Promise<Map<string, number>> => {
  if (!trains.length) return new Map();
  const from = [...new Set(trains.map((t) => t.train.FromStationCode))];
  const to = [...new Set(trains.map((t) => t.train.ToStationCode))];
  const rows = await runSql(tx, CHANGED_STOCK_SQL, [date, from, to]);
  return new Map(
    rows.map((r) => [
      stockKey(String(r.from_station), String(r.to_station), String(r.train_no), Number(r.seat_type)),
      Number(r.remaining),
    ]),
  );
};

/**
 * Has Fastify write the reply envelope with `result` given as its ready JSON `json`: the envelope is serialised as
 * usual and the result's JSON put in as it is. Any other body (an error after all) is serialised as usual.
 */
const sendResultJson = (reply: TCallContext['reply'], result: object, json: string) => {
  reply.type('application/json; charset=utf-8').serializer((body: { result?: unknown }) => {
    if (body === null || typeof body !== 'object' || body.result !== result) return JSON.stringify(body);
    const { result: _, ...envelope } = body;
    const head = JSON.stringify(envelope);
    return head === '{}' ? `{"result":${json}}` : `${head.slice(0, -1)},"result":${json}}`;
  });
};

/**
 * TrainSearch/Search: the trains between the cities of two stations on a day, from the rail simulator, with the
 * tickets left after its sales. Refused outside the service hours and the presale window; trains that have left
 * are not offered.
 */
export const searchTrains = async (
  ctx: Pick<TCallContext, 'db' | 'clock' | 'config' | 'reply' | 'lang'>,
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
  const trains = trainsOfDay(fromCity, toCity, p.DepartDate, midnight, ctx.lang).filter(
    (t) =>
      // The simulator runs no trains of type Other, so that filter alone finds none.
      (!types.size || types.has(trainTypeOfLetter(t.letter))) &&
      t.depart >= from &&
      t.depart <= to &&
      midnight + t.depart * 60_000 > now.getTime(),
  );
  const stock = await changedStockOf(ctx.db, p.DepartDate, trains);
  const entities: TTrain[] = [];
  const parts: string[] = [];
  for (const { train, head, seats } of trains) {
    let changed = false;
    const left = stock.size
      ? train.Seats.map((s) => {
          const remaining = stock.get(stockKey(train.FromStationCode, train.ToStationCode, train.TrainNo, s.SeatType));
          if (remaining === undefined || remaining === s.Remaining) return s;
          changed = true;
          return { ...s, Remaining: remaining };
        })
      : train.Seats;
    entities.push(changed ? { ...train, Seats: left } : train);
    parts.push(`${head}${changed ? JSON.stringify(left) : seats}}`);
  }
  const result: TTrainSearchResult = { DepartDate: p.DepartDate, Entities: entities, RecordCount: trains.length };
  sendResultJson(
    ctx.reply,
    result,
    `{"DepartDate":${JSON.stringify(p.DepartDate)},"Entities":[${parts.join(',')}],"RecordCount":${trains.length}}`,
  );
  return result;
};

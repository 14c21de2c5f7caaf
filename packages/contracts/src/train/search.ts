import { z } from 'zod';
import { defineCall } from '../call.ts';
import { parseDateTime } from '../format.ts';
import { TrainSeatType, TrainType, type TTrainSeatType, type TTrainType } from '../lookups/lists.ts';
import { ZTrainStationCode } from './station.ts';

// trainpolicy/TrainSearch/Search (spec sections 7 and 8): the trains between two cities on one day, from the supplier
// adapter (the rail simulator by default). Refused outside the service hours and outside the presale window.

/** Tickets go on sale this many days ahead, the day itself included (today … today + 14). */
export const TRAIN_PRESALE_DAYS = 15;

/** The letter of a train number, which gives its class. */
export const TRAIN_LETTERS = ['G', 'D', 'C', 'Z', 'T', 'K'] as const;
export type TTrainLetter = (typeof TRAIN_LETTERS)[number];

/** The TrainType lookup code of a train letter (G and C share GC). */
export const trainTypeOfLetter = (letter: TTrainLetter): TTrainType =>
  letter === 'G' || letter === 'C' ? TrainType.GC : TrainType[letter];

/**
 * The seat types each class of train sells (spec section 3): high-speed, bullet and intercity trains have seats by
 * class, conventional trains sleepers and seats; every class also sells standing tickets (no seat).
 */
export const SEAT_TYPES_OF_LETTER: Record<TTrainLetter, readonly TTrainSeatType[]> = {
  G: [TrainSeatType.Business, TrainSeatType.Special, TrainSeatType.First, TrainSeatType.Second, TrainSeatType.NoSeat],
  D: [TrainSeatType.Business, TrainSeatType.Special, TrainSeatType.First, TrainSeatType.Second, TrainSeatType.NoSeat],
  C: [TrainSeatType.Business, TrainSeatType.First, TrainSeatType.Second, TrainSeatType.NoSeat],
  Z: [
    TrainSeatType.AdvancedSoftSleeper,
    TrainSeatType.SoftSleeper,
    TrainSeatType.HardSleeper,
    TrainSeatType.HardSeat,
    TrainSeatType.NoSeat,
  ],
  T: [
    TrainSeatType.SoftSleeper,
    TrainSeatType.HardSleeper,
    TrainSeatType.SoftSeat,
    TrainSeatType.HardSeat,
    TrainSeatType.NoSeat,
  ],
  K: [
    TrainSeatType.SoftSleeper,
    TrainSeatType.HardSleeper,
    TrainSeatType.SoftSeat,
    TrainSeatType.HardSeat,
    TrainSeatType.NoSeat,
  ],
};

const trainTypes = Object.values(TrainType) as number[];
const seatTypes = Object.values(TrainSeatType) as number[];
const HH_MM_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A travel date: `yyyy-MM-dd` (or the wire's `yyyy-MM-dd HH:mm:ss`, whose time is ignored), as `yyyy-MM-dd`. */
export const ZTrainDate = z.string({ error: 'messages.validation.date' }).transform((s, ctx) => {
  const day = s.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(s.trim()) || !parseDateTime(day)) {
    ctx.addIssue({ code: 'custom', message: 'messages.validation.date' });
    return z.NEVER;
  }
  return day;
});

const ZClockTime = z.string().trim().regex(HH_MM_RE, 'train.validation.time');

export const ZTrainSearchRequest = z
  .object({
    /** Telegraph codes; the trains of every station of both cities come back, as on 12306. */
    FromStation: ZTrainStationCode,
    ToStation: ZTrainStationCode,
    DepartDate: ZTrainDate,
    /** TrainType codes to keep (GC, D, Z, T, K); none keeps every train. */
    TrainTypes: z
      .array(z.coerce.number().refine((v) => trainTypes.includes(v), 'train.validation.trainType'))
      .max(trainTypes.length)
      .optional()
      .default([]),
    /** Departures from this time of day (HH:mm), inclusive. */
    DepartTimeStart: ZClockTime.optional().or(z.literal('')),
    /** Departures up to this time of day (HH:mm), inclusive. */
    DepartTimeEnd: ZClockTime.optional().or(z.literal('')),
  })
  .refine((p) => p.FromStation !== p.ToStation, { path: ['ToStation'], message: 'train.validation.sameStation' })
  .refine((p) => !p.DepartTimeStart || !p.DepartTimeEnd || p.DepartTimeStart <= p.DepartTimeEnd, {
    path: ['DepartTimeEnd'],
    message: 'train.validation.timeRange',
  });
export type TTrainSearchRequest = z.output<typeof ZTrainSearchRequest>;

export const ZTrainSeat = z.object({
  /** A TrainSeatType code. */
  SeatType: z.number().refine((v) => seatTypes.includes(v)),
  /** Yuan per adult ticket. */
  Price: z.number(),
  /** Tickets left. */
  Remaining: z.number().int().min(0),
});
export type TTrainSeat = z.output<typeof ZTrainSeat>;

export const ZTrainStop = z.object({
  StationName: z.string(),
  StationCode: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China Standard Time. */
  ArriveTime: z.string(),
  DepartTime: z.string(),
});
export type TTrainStop = z.output<typeof ZTrainStop>;

export const ZTrain = z.object({
  TrainNo: z.string(),
  /** The TrainType code (GC, D, Z, T, K). */
  TrainType: z.number(),
  /** The letter of the train number: G, D, C, Z, T or K. */
  TrainClass: z.enum(TRAIN_LETTERS),
  FromStationName: z.string(),
  FromStationCode: z.string(),
  FromCityName: z.string(),
  ToStationName: z.string(),
  ToStationCode: z.string(),
  ToCityName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China Standard Time. */
  DepartTime: z.string(),
  ArriveTime: z.string(),
  /** Minutes on the way. */
  Duration: z.number().int(),
  /** Days between departure and arrival (0 the same day). */
  DayDiff: z.number().int(),
  /** Rail kilometres (approximate: from city coordinates). */
  Distance: z.number().int(),
  /** The stops between departure and arrival. */
  Stops: z.array(ZTrainStop),
  Seats: z.array(ZTrainSeat),
});
export type TTrain = z.output<typeof ZTrain>;

export const ZTrainSearchResult = z.object({
  DepartDate: z.string(),
  Entities: z.array(ZTrain),
  RecordCount: z.number().int(),
});
export type TTrainSearchResult = z.output<typeof ZTrainSearchResult>;

export const TrainSearch = defineCall({
  group: 'trainpolicy',
  method: 'POST',
  path: 'TrainSearch/Search',
  auth: 'session',
  payload: ZTrainSearchRequest,
  result: ZTrainSearchResult,
  summary:
    'Trains between the cities of two stations on a day (15-day presale, service hours), with seats, prices and tickets left; by train type and departure window, by departure time',
});

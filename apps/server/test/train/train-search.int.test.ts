import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TrainSearch,
  TrainSeatType,
  TrainStationSearch,
  TrainType,
  parseDateTime,
  type TLang,
  type TTrainSearchResult,
  type TTrainStationSearchResult,
} from '@opentmc/contracts';
import { releaseSeats, reserveSeats, type TSeatKey } from '../../src/modules/train/index.ts';
import { createTestApp, type TTestApp } from '../harness.ts';

// trainpolicy/TrainSearch/Station and /Search over the rail simulator: station search by Chinese, pinyin, initials
// and city; train search with the spec's presale and service-hour refusals (the server clock is the test's);
// tickets left going down as the simulator sells, never below zero however many bookings race.

let t: TTestApp;
let sid: string;
const at = (cst: string) => parseDateTime(cst)!;
const NOW = '2026-03-10 10:00:00';

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  sid = await t.login('employee');
});
afterAll(async () => t.close());

const stations = (p: unknown, lang: TLang = 'en') =>
  t.call<TTrainStationSearchResult>(TrainStationSearch, p, { session: sid, lang });
const search = (p: Record<string, unknown>, lang: TLang = 'en') =>
  t.call<TTrainSearchResult>(
    TrainSearch,
    { FromStation: 'VNP', ToStation: 'AOH', DepartDate: '2026-03-12', ...p },
    { session: sid, lang },
  );

describe('TrainSearch/Station', () => {
  it('finds stations by initials, pinyin and Chinese, best match first', async () => {
    const r = await stations({ KeyWords: 'bjn' }, 'cn');
    expect(r.isSucc, r.message).toBe(true);
    expect(r.result!.Entities[0]).toEqual({
      StationName: '北京南',
      StationCode: 'VNP',
      CityName: '北京',
      Pinyin: 'beijingnan',
      Initials: 'bjn',
    });
    expect((await stations({ KeyWords: 'shanghaihongqiao' })).result!.Entities[0]!.StationCode).toBe('AOH');
    expect((await stations({ KeyWords: '虹桥' }, 'cn')).result!.Entities.map((s) => s.StationName)).toContain(
      '上海虹桥',
    );
  });

  it("gives all of a city's stations for the city's name, and caps the list", async () => {
    const r = await stations({ KeyWords: '上海' }, 'cn');
    expect(r.result!.Entities.map((s) => s.StationName).sort()).toEqual(
      ['上海', '上海南', '上海虹桥', '上海西'].sort(),
    );
    expect(r.result!.Entities.every((s) => s.CityName === '上海')).toBe(true);
    expect((await stations({ KeyWords: 'b', PageSize: 5 })).result!.Entities).toHaveLength(5);
    expect((await stations({ KeyWords: 'b' })).result!.Entities).toHaveLength(20);
  });

  it('refuses bad input with a message in the caller’s language, and anonymous callers', async () => {
    const en = await stations({ KeyWords: '  ' });
    expect([en.isSucc, en.statusCode, en.httpStatus]).toEqual([false, 400, 400]);
    expect(en.message).toContain('Please enter a station name, its pinyin or initials');
    const cn = await stations({ KeyWords: '' }, 'cn');
    expect(cn.statusCode).toBe(400);
    expect(cn.message).toContain('请输入车站名称、拼音或简拼');
    expect((await stations({ KeyWords: 'bj', PageSize: 500 })).statusCode).toBe(400);
    const anon = await t.call(TrainStationSearch, { KeyWords: 'bjn' });
    expect(anon.statusCode).toBe(511);
  });
});

describe('TrainSearch/Search', () => {
  it('lists the trains between the two cities by departure time, with seats, prices and tickets left', async () => {
    t.clock.set(at(NOW));
    const r = await search({});
    expect(r.isSucc, r.message).toBe(true);
    const trains = r.result!.Entities;
    expect(r.result!.RecordCount).toBe(trains.length);
    expect(trains.length).toBeGreaterThan(15);
    expect(trains.map((x) => x.DepartTime)).toEqual(trains.map((x) => x.DepartTime).sort());
    expect(new Set(trains.map((x) => x.FromCityName))).toEqual(new Set(['Beijing']));
    expect(new Set(trains.map((x) => x.ToCityName))).toEqual(new Set(['Shanghai']));
    expect(trains.every((x) => x.DepartTime.startsWith('2026-03-12 '))).toBe(true);
    const g = trains.find((x) => x.TrainClass === 'G' && x.FromStationCode === 'VNP' && x.ToStationCode === 'AOH')!;
    expect(g.TrainType).toBe(TrainType.GC);
    expect(g.Duration).toBeGreaterThan(250);
    expect(g.Duration).toBeLessThan(330);
    const second = g.Seats.find((s) => s.SeatType === TrainSeatType.Second)!;
    expect(second.Price).toBeGreaterThanOrEqual(550);
    expect(second.Price).toBeLessThanOrEqual(660);
    // The same query gives the same trains.
    expect((await search({})).result).toEqual(r.result);
  });

  it('filters by train type and departure window', async () => {
    t.clock.set(at(NOW));
    const gc = (await search({ TrainTypes: [TrainType.GC] })).result!.Entities;
    expect(gc.length).toBeGreaterThan(0);
    expect(gc.every((x) => x.TrainClass === 'G' || x.TrainClass === 'C')).toBe(true);
    const zk = (await search({ TrainTypes: [TrainType.Z, TrainType.K] })).result!.Entities;
    expect(zk.length).toBeGreaterThan(0);
    expect(zk.every((x) => x.TrainClass === 'Z' || x.TrainClass === 'K')).toBe(true);
    const morning = (await search({ DepartTimeStart: '08:00', DepartTimeEnd: '12:00' })).result!.Entities;
    expect(morning.length).toBeGreaterThan(0);
    expect(morning.every((x) => x.DepartTime.slice(11, 16) >= '08:00' && x.DepartTime.slice(11, 16) <= '12:00')).toBe(
      true,
    );
  });

  it('offers only trains that have not left yet today', async () => {
    t.clock.set(at(NOW));
    const today = (await search({ DepartDate: '2026-03-10' })).result!.Entities;
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((x) => x.DepartTime > NOW)).toBe(true);
  });

  it('refuses dates outside the 15-day presale window, in both languages', async () => {
    t.clock.set(at(NOW));
    expect((await search({ DepartDate: '2026-03-24' })).isSucc).toBe(true);
    for (const day of ['2026-03-25', '2026-03-09', '2027-01-01']) {
      const en = await search({ DepartDate: day });
      expect([en.isSucc, en.statusCode, en.message], day).toEqual([
        false,
        400,
        'Train tickets are not on sale for the current date',
      ]);
    }
    expect((await search({ DepartDate: '2026-03-25' }, 'cn')).message).toBe('当前日期车票未开售');
  });

  it('refuses searches outside the service hours (06:00–23:00 China time) by the server clock', async () => {
    t.clock.set(at('2026-03-10 05:59:00'));
    const early = await search({});
    expect([early.isSucc, early.statusCode]).toEqual([false, 400]);
    expect(early.message).toContain('No train search in the current period');
    t.clock.set(at('2026-03-10 23:00:00'));
    expect((await search({}, 'cn')).message).toBe('当前时段不提供火车票查询服务');
    t.clock.set(at('2026-03-10 22:59:00'));
    expect((await search({})).isSucc).toBe(true);
    t.clock.set(at('2026-03-10 06:00:00'));
    expect((await search({})).isSucc).toBe(true);
  });

  it('refuses bad input with 400 and a message in the caller’s language', async () => {
    t.clock.set(at(NOW));
    const cases: [Record<string, unknown>, string][] = [
      [{ FromStation: 'XX' }, 'Please choose a valid station'],
      [{ ToStation: 'VNP' }, 'The departure and arrival stations cannot be the same'],
      [{ DepartDate: '2026-02-30' }, 'Dates are yyyy-MM-dd'],
      [{ DepartTimeStart: '25:00' }, 'Times are HH:mm'],
      [{ DepartTimeStart: '12:00', DepartTimeEnd: '08:00' }, 'The departure window cannot start after it ends'],
      [{ TrainTypes: [999] }, 'Please choose a valid train type'],
      [{ FromStation: 'ZZZ' }, 'Station ZZZ was not found'],
      [{ ToStation: 'BJP' }, 'The departure and destination cannot be the same city'],
    ];
    for (const [p, msg] of cases) {
      const r = await search(p);
      expect([r.isSucc, r.statusCode, r.httpStatus], JSON.stringify(p)).toEqual([false, 400, 400]);
      expect(r.message, JSON.stringify(p)).toContain(msg);
    }
    const cn = await search({ DepartTimeStart: '12:00', DepartTimeEnd: '08:00' }, 'cn');
    expect(cn.message).toContain('出发时间段的开始不能晚于结束');
    expect(
      (await t.call(TrainSearch, { FromStation: 'VNP', ToStation: 'AOH', DepartDate: '2026-03-12' })).statusCode,
    ).toBe(511);
  });
});

describe('tickets left', () => {
  const seatOf = (r: TTrainSearchResult, trainNo: string, seatType: number) =>
    r.Entities.find((x) => x.TrainNo === trainNo)!.Seats.find((s) => s.SeatType === seatType)!;

  it('go down as the simulator sells, never below zero when bookings race, and back up on release', async () => {
    t.clock.set(at(NOW));
    const before = (await search({})).result!;
    // A G train with a few business or premium seats left.
    const train = before.Entities.find((x) =>
      x.Seats.some(
        (s) => (s.SeatType === TrainSeatType.Business || s.SeatType === TrainSeatType.Special) && s.Remaining >= 2,
      ),
    )!;
    const seat = train.Seats.find(
      (s) => (s.SeatType === TrainSeatType.Business || s.SeatType === TrainSeatType.Special) && s.Remaining >= 2,
    )!;
    const key: TSeatKey = {
      trainDate: '2026-03-12',
      trainNo: train.TrainNo,
      fromStation: train.FromStationCode,
      toStation: train.ToStationCode,
      seatType: seat.SeatType as TSeatKey['seatType'],
    };
    const db = t.app.deps.db;
    const now = t.clock.now();
    const tries = seat.Remaining + 12;
    const results = await Promise.all(
      Array.from({ length: tries }, () => db.transaction((tx) => reserveSeats(tx, key, 1, now))),
    );
    expect(results.filter((r) => r.reserved)).toHaveLength(seat.Remaining);
    expect(results.filter((r) => !r.reserved).every((r) => r.remaining === 0)).toBe(true);
    expect(seatOf((await search({})).result!, train.TrainNo, seat.SeatType).Remaining).toBe(0);

    // A release gives tickets back, never above the train's own count.
    expect(await db.transaction((tx) => releaseSeats(tx, key, 1, now))).toEqual({ remaining: 1 });
    expect(await db.transaction((tx) => releaseSeats(tx, key, 100, now))).toEqual({ remaining: seat.Remaining });
    // Two tickets at once: taken whole or not at all.
    const pair = await Promise.all(
      Array.from({ length: seat.Remaining }, () => db.transaction((tx) => reserveSeats(tx, key, 2, now))),
    );
    expect(pair.filter((r) => r.reserved)).toHaveLength(Math.floor(seat.Remaining / 2));
    expect(seatOf((await search({})).result!, train.TrainNo, seat.SeatType).Remaining).toBe(seat.Remaining % 2);
    // Other seats of the train are untouched.
    const other = train.Seats.find((s) => s.SeatType === TrainSeatType.Second)!;
    expect(seatOf((await search({})).result!, train.TrainNo, TrainSeatType.Second).Remaining).toBe(other.Remaining);
  });

  it('refuses trains and seats the simulator does not run', async () => {
    const db = t.app.deps.db;
    const key: TSeatKey = {
      trainDate: '2026-03-12',
      trainNo: 'G0',
      fromStation: 'VNP',
      toStation: 'AOH',
      seatType: TrainSeatType.Second,
    };
    await expect(db.transaction((tx) => reserveSeats(tx, key, 1, t.clock.now()))).rejects.toMatchObject({
      key: 'train.errors.noSuchTrain',
    });
    const g = (await search({ TrainTypes: [TrainType.GC] })).result!.Entities[0]!;
    await expect(
      db.transaction((tx) =>
        reserveSeats(
          tx,
          {
            ...key,
            trainNo: g.TrainNo,
            fromStation: g.FromStationCode,
            toStation: g.ToStationCode,
            seatType: TrainSeatType.HardSleeper,
          },
          1,
          t.clock.now(),
        ),
      ),
    ).rejects.toMatchObject({ key: 'train.errors.noSuchSeat' });
  });
});

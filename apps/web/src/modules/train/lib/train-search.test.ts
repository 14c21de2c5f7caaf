import { describe, expect, it } from 'vitest';
import { TrainSeatType, type TTrain, type TTrainStation } from '@opentmc/contracts';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  addDays,
  bandOf,
  filterTrains,
  hasFilters,
  isOnSale,
  lowestPrice,
  orderSeatLink,
  presaleDays,
  readSearch,
  readTypedDate,
  sortTrains,
  stationChoices,
  stationsOf,
  writeSearch,
  type TTrainSearchState,
} from './train-search.ts';
import { placeNamer } from './places.ts';
import { pushRecentRoute, readRecentRoutes, recentPlaces } from './recent-searches.ts';

const DAY = '2026-11-24';

const train = (no: string, o: Partial<TTrain> = {}): TTrain => ({
  TrainNo: no,
  TrainType: 3301,
  TrainClass: no[0] as TTrain['TrainClass'],
  FromStationName: '北京南',
  FromStationCode: 'VNP',
  FromCityName: '北京',
  ToStationName: '上海虹桥',
  ToStationCode: 'AOH',
  ToCityName: '上海',
  DepartTime: `${DAY} 08:00:00`,
  ArriveTime: `${DAY} 12:30:00`,
  Duration: 270,
  DayDiff: 0,
  Distance: 1318,
  Stops: [],
  Seats: [
    { SeatType: TrainSeatType.First, Price: 930, Remaining: 10 },
    { SeatType: TrainSeatType.Second, Price: 553.5, Remaining: 100 },
  ],
  ...o,
});

const G1 = train('G1');
const G3 = train('G3', {
  FromStationName: '北京西',
  FromStationCode: 'BXP',
  DepartTime: `${DAY} 13:05:00`,
  ArriveTime: `${DAY} 17:20:00`,
  Duration: 255,
  Seats: [{ SeatType: TrainSeatType.Second, Price: 600, Remaining: 0 }],
});
const D5 = train('D5', {
  DepartTime: `${DAY} 19:40:00`,
  ArriveTime: `2026-11-25 07:10:00`,
  Duration: 690,
  DayDiff: 1,
  Seats: [{ SeatType: TrainSeatType.Second, Price: 410, Remaining: 3 }],
});
const K7 = train('K7', {
  FromStationName: '北京',
  FromStationCode: 'BJP',
  ToStationName: '上海',
  ToStationCode: 'SHH',
  DepartTime: `${DAY} 05:10:00`,
  ArriveTime: `${DAY} 22:40:00`,
  Duration: 1050,
  Seats: [
    { SeatType: TrainSeatType.HardSleeper, Price: 297, Remaining: 5 },
    { SeatType: TrainSeatType.HardSeat, Price: 158.5, Remaining: 0 },
  ],
});
const ALL = [G1, G3, D5, K7];
const nos = (ts: TTrain[]) => ts.map((t) => t.TrainNo);

describe('presale window', () => {
  // 2026-11-22 16:30 UTC is 00:30 on the 23rd in China: the window follows China's calendar, not the browser's.
  const now = new Date('2026-11-22T16:30:00Z');

  it('runs from today, China time, for TRAIN_PRESALE_DAYS days', () => {
    const days = presaleDays(now);
    expect(days).toHaveLength(15);
    expect(days[0]).toBe('2026-11-23');
    expect(days[14]).toBe('2026-12-07');
  });

  it('is on sale exactly inside the window', () => {
    expect(isOnSale('2026-11-22', now)).toBe(false);
    expect(isOnSale('2026-11-23', now)).toBe(true);
    expect(isOnSale('2026-12-07', now)).toBe(true);
    expect(isOnSale('2026-12-08', now)).toBe(false);
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('keeps a typed date on sale in any usual form, and says why another is not taken', () => {
    for (const text of ['2026-11-30', ' 2026/11/30 ', '2026.11.30', '20261130', '2026年11月30日', '2026-11-30 周一'])
      expect(readTypedDate(text, now), text).toEqual({ date: '2026-11-30' });
    expect(readTypedDate('2026-12-1', now)).toEqual({ date: '2026-12-01' });
    for (const text of ['', 'tomorrow', '2026-11-31', '2026-13-01', '2026-11'])
      expect(readTypedDate(text, now), text).toEqual({ error: 'trainMall.form.dateInvalid' });
    expect(readTypedDate('2026-11-22', now)).toEqual({ error: 'trainMall.form.dateNotOnSale', day: '2026-11-22' });
    expect(readTypedDate('20261208', now)).toEqual({ error: 'trainMall.form.dateNotOnSale', day: '2026-12-08' });
  });
});

describe('the address', () => {
  const full: TTrainSearchState = {
    from: { code: 'BJP', city: true, name: '北京' },
    to: { code: 'AOH', city: false, name: '上海虹桥' },
    date: DAY,
    filters: {
      letters: ['G', 'D'],
      depart: ['0612'],
      arrive: ['1218', '1824'],
      fromStations: ['VNP'],
      toStations: ['AOH', 'SHH'],
      onlyAvailable: true,
    },
    sort: { key: 'price', desc: true },
  };

  it('round-trips a search with every filter', () => {
    expect(readSearch(writeSearch(full), placeNamer('cn'))).toEqual(full);
  });

  it('keeps codes in the address and names the places in the reader language (issue 15)', () => {
    const p = writeSearch({ ...full, filters: NO_FILTERS, sort: DEFAULT_SORT });
    expect(p.toString()).toBe('from=BJP&fromCity=1&to=AOH&date=2026-11-24');
    expect(readSearch(p, placeNamer('en'))).toMatchObject({
      from: { code: 'BJP', city: true, name: 'Beijing' },
      to: { code: 'AOH', city: false, name: 'Shanghai Hongqiao' },
    });
    // An older address with names: the names follow the reader's language all the same.
    expect(readSearch(new URLSearchParams('from=VNP&fromName=北京南&to=AOH'), placeNamer('en')).from).toEqual({
      code: 'VNP',
      city: false,
      name: 'Beijing South',
    });
  });

  it('drops what it cannot use', () => {
    const s = readSearch(
      new URLSearchParams('from=bj&to=shh&date=24/11/2026&type=G,X&dep=0612,9999&fs=VNP,nope&sort=name&desc=0'),
      placeNamer('cn'),
    );
    expect(s.from).toBeNull();
    expect(s.to).toEqual({ code: 'SHH', city: false, name: '上海' });
    expect(readSearch(new URLSearchParams('from=ZZZ'), placeNamer('en')).from).toEqual({
      code: 'ZZZ',
      city: false,
      name: 'ZZZ',
    });
    expect(s.date).toBe('');
    expect(s.filters.letters).toEqual(['G']);
    expect(s.filters.depart).toEqual(['0612']);
    expect(s.filters.fromStations).toEqual(['VNP']);
    expect(s.sort).toEqual(DEFAULT_SORT);
  });
});

describe('filters', () => {
  it('keeps everything without filters', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(nos(filterTrains(ALL, NO_FILTERS))).toEqual(['G1', 'G3', 'D5', 'K7']);
  });

  it('filters by train letter, time bands, stations and tickets left', () => {
    expect(nos(filterTrains(ALL, { ...NO_FILTERS, letters: ['G'] }))).toEqual(['G1', 'G3']);
    expect(nos(filterTrains(ALL, { ...NO_FILTERS, letters: ['D', 'K'] }))).toEqual(['D5', 'K7']);
    expect(nos(filterTrains(ALL, { ...NO_FILTERS, depart: ['0006', '1824'] }))).toEqual(['D5', 'K7']);
    expect(nos(filterTrains(ALL, { ...NO_FILTERS, arrive: ['0612'] }))).toEqual(['D5']);
    expect(nos(filterTrains(ALL, { ...NO_FILTERS, fromStations: ['BXP', 'BJP'] }))).toEqual(['G3', 'K7']);
    expect(nos(filterTrains(ALL, { ...NO_FILTERS, toStations: ['SHH'] }))).toEqual(['K7']);
    expect(nos(filterTrains(ALL, { ...NO_FILTERS, onlyAvailable: true }))).toEqual(['G1', 'D5', 'K7']);
    expect(nos(filterTrains(ALL, { ...NO_FILTERS, letters: ['G'], onlyAvailable: true }))).toEqual(['G1']);
  });

  it('puts each minute of the day in its band', () => {
    expect([0, 359, 360, 719, 720, 1079, 1080, 1439].map(bandOf)).toEqual([
      '0006',
      '0006',
      '0612',
      '0612',
      '1218',
      '1218',
      '1824',
      '1824',
    ]);
  });

  it('counts the trains of each station, busiest first', () => {
    expect(stationsOf(ALL, 'from')).toEqual([
      { code: 'VNP', name: '北京南', count: 2 },
      { code: 'BJP', name: '北京', count: 1 },
      { code: 'BXP', name: '北京西', count: 1 },
    ]);
  });
});

describe('sorts', () => {
  it('sorts by departure, duration or lowest fare, either way', () => {
    expect(nos(sortTrains(ALL, { key: 'depart', desc: false }))).toEqual(['K7', 'G1', 'G3', 'D5']);
    expect(nos(sortTrains(ALL, { key: 'depart', desc: true }))).toEqual(['D5', 'G3', 'G1', 'K7']);
    expect(nos(sortTrains(ALL, { key: 'duration', desc: false }))).toEqual(['G3', 'G1', 'D5', 'K7']);
    expect(nos(sortTrains(ALL, { key: 'price', desc: false }))).toEqual(['K7', 'D5', 'G1', 'G3']);
  });

  it('takes the lowest fare still on sale, or the lowest fare when sold out', () => {
    expect(lowestPrice(K7)).toBe(297);
    expect(lowestPrice(G3)).toBe(600);
    expect(lowestPrice(G1)).toBe(553.5);
  });

  it('does not change its input', () => {
    const copy = [...ALL];
    sortTrains(ALL, { key: 'price', desc: true });
    expect(ALL).toEqual(copy);
  });
});

describe('the seat step link', () => {
  it('carries the train, its stations, the date and the seat type', () => {
    expect(orderSeatLink(G1, TrainSeatType.Second)).toBe(
      `/order/orderSeat?TrainNo=G1&FromStation=VNP&ToStation=AOH&DepartDate=${DAY}&SeatType=${TrainSeatType.Second}`,
    );
  });
});

describe('station choices', () => {
  const st = (StationName: string, StationCode: string, CityName: string, Pinyin = ''): TTrainStation => ({
    StationName,
    StationCode,
    CityName,
    Pinyin,
    Initials: '',
  });

  it('offers a city several results share first, by its own-named station, then its stations', () => {
    const choices = stationChoices([
      st('北京', 'BJP', '北京', 'beijing'),
      st('北京西', 'BXP', '北京'),
      st('北京南', 'VNP', '北京'),
      st('北井子', 'BRT', ''),
    ]);
    expect(choices.map((c) => [c.kind, c.name, c.code])).toEqual([
      ['city', '北京', 'BJP'],
      ['station', '北京西', 'BXP'],
      ['station', '北京南', 'VNP'],
      ['station', '北井子', 'BRT'],
    ]);
  });

  it('takes a city without an own-named station by its first result, and a lone station as itself', () => {
    const choices = stationChoices([
      st('虹桥', 'AOH', '上海X'),
      st('松江', 'SAH', '上海X'),
      st('北京南', 'VNP', '北京'),
    ]);
    expect(choices.map((c) => [c.kind, c.name, c.code])).toEqual([
      ['city', '上海X', 'AOH'],
      ['station', '虹桥', 'AOH'],
      ['station', '松江', 'SAH'],
      ['station', '北京南', 'VNP'],
    ]);
  });
});

describe('recent routes', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
  };
  const TO = ['SHH', 'AOH', 'TJP', 'NJH', 'HZH', 'WHN', 'CSQ', 'XAY'];
  const place = (code: string, city = false) => ({ code, city, name: code });

  it('keeps the newest six routes, each once', () => {
    const s = memory();
    for (const code of TO) pushRecentRoute({ from: place('BJP', true), to: place(code) }, s, 'cn');
    pushRecentRoute({ from: place('BJP', true), to: place('HZH') }, s, 'cn');
    const routes = readRecentRoutes(s, 'cn');
    expect(routes.map((r) => r.to.code)).toEqual(['HZH', 'XAY', 'CSQ', 'WHN', 'NJH', 'TJP']);
    expect(recentPlaces(routes).map((p) => p.name)).toEqual(['北京', '杭州', '西安', '长沙', '武汉', '南京', '天津']);
  });

  it('stores codes only and names the places in the reader language (issue 15)', () => {
    const s = memory();
    pushRecentRoute(
      { from: { code: 'BJP', city: true, name: '北京' }, to: { code: 'AOH', city: false, name: '上海虹桥' } },
      s,
      'cn',
    );
    expect(s.getItem('otmc.train.recentRoutes')).toBe(
      JSON.stringify([{ from: { code: 'BJP', city: true }, to: { code: 'AOH', city: false } }]),
    );
    expect(readRecentRoutes(s, 'en')).toEqual([
      {
        from: { code: 'BJP', city: true, name: 'Beijing' },
        to: { code: 'AOH', city: false, name: 'Shanghai Hongqiao' },
      },
    ]);
    // What older versions stored (a name in one language) reads in the reader's language too.
    s.setItem(
      'otmc.train.recentRoutes',
      JSON.stringify([{ from: { code: 'VNP', name: '北京南' }, to: { code: 'AOH', name: '上海虹桥' } }]),
    );
    expect(readRecentRoutes(s, 'en')[0]!.from).toEqual({ code: 'VNP', city: false, name: 'Beijing South' });
  });

  it('ignores unreadable storage', () => {
    const s = memory();
    s.setItem('otmc.train.recentRoutes', '{oops');
    expect(readRecentRoutes(s, 'cn')).toEqual([]);
    s.setItem('otmc.train.recentRoutes', JSON.stringify([{ from: { code: 'x', name: 'a' }, to: {} }]));
    expect(readRecentRoutes(s, 'cn')).toEqual([]);
  });
});

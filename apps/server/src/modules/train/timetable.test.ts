import { describe, expect, it } from 'vitest';
import { SEAT_TYPES_OF_LETTER, TrainSeatType, type TTrainLetter } from '@opentmc/contracts';
import { hashSeed, seededRandom } from './prng.ts';
import { stationsOfCity } from '@opentmc/refdata';
import { generateTimetable, taperedKm, type TSimTrain } from './timetable.ts';

const DAY = '2026-03-20';
const S = TrainSeatType;
const of = (trains: TSimTrain[], letter: TTrainLetter) => trains.filter((t) => t.letter === letter);
const price = (t: TSimTrain, seatType: number) => t.seats.find((s) => s.seatType === seatType)!.priceFen / 100;
const hours = (t: TSimTrain) => (t.arrive - t.depart) / 60;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('the seeded PRNG', () => {
  it('draws the same numbers from the same seed on every machine', () => {
    expect(hashSeed('opentmc')).toBe(1243016455);
    const r = seededRandom('opentmc');
    expect([r.next(), r.next(), r.int(1, 100)]).toEqual([0.2954648796003312, 0.6982295382767916, 30]);
  });
});

describe('timetable generator', () => {
  it('gives the same trains for the same pair and date, and keeps train numbers from day to day', () => {
    const a = generateTimetable('北京', '上海', DAY);
    expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(generateTimetable('北京', '上海', DAY))));
    const next = generateTimetable('北京', '上海', '2026-03-21');
    const numbers = new Set(a.map((t) => t.trainNo));
    // Most trains run both days under the same numbers; the tickets left differ by date.
    expect(next.filter((t) => numbers.has(t.trainNo)).length).toBeGreaterThan(a.length * 0.8);
    expect(next.map((t) => t.seats.map((s) => s.remaining))).not.toEqual(a.map((t) => t.seats.map((s) => s.remaining)));
    // The other direction is a timetable of its own.
    expect(generateTimetable('上海', '北京', DAY).map((t) => t.trainNo)).not.toEqual(a.map((t) => t.trainNo));
  });

  it('runs 北京→上海 G trains of about 4.5 hours, second class about ¥550–660', () => {
    const g = of(generateTimetable('北京', '上海', DAY), 'G');
    expect(g.length).toBeGreaterThanOrEqual(12);
    for (const t of g) {
      expect(hours(t), t.trainNo).toBeGreaterThanOrEqual(4.2);
      expect(hours(t), t.trainNo).toBeLessThanOrEqual(5.5);
      expect(price(t, S.Second), t.trainNo).toBeGreaterThanOrEqual(550);
      expect(price(t, S.Second), t.trainNo).toBeLessThanOrEqual(660);
      expect(price(t, S.First)).toBeGreaterThan(price(t, S.Second) * 1.5);
      expect(t.distanceKm).toBeGreaterThan(1200);
      expect(t.distanceKm).toBeLessThan(1450);
      expect(t.from.city).toBe('北京');
      expect(t.to.city).toBe('上海');
      // High-speed lines close at night.
      expect(t.depart).toBeGreaterThanOrEqual(6 * 60);
      expect(t.arrive).toBeLessThanOrEqual(23 * 60 + 30);
    }
    expect(median(g.map(hours))).toBeLessThan(5);
    expect(g.some((t) => t.from.name === '北京南' && t.to.name === '上海虹桥')).toBe(true);
  });

  it('runs believable trains on other real pairs', () => {
    const gz = of(generateTimetable('北京', '广州', DAY), 'G');
    expect(gz.length).toBeGreaterThan(3);
    for (const t of gz) {
      expect(hours(t)).toBeGreaterThan(7.5);
      expect(hours(t)).toBeLessThan(10);
      expect(price(t, S.Second)).toBeGreaterThan(860);
      expect(price(t, S.Second)).toBeLessThan(1100);
    }
    const sz = of(generateTimetable('广州', '深圳', DAY), 'G');
    for (const t of sz) {
      expect(t.arrive - t.depart).toBeGreaterThanOrEqual(25);
      expect(t.arrive - t.depart).toBeLessThanOrEqual(50);
      expect(price(t, S.Second)).toBeLessThan(80);
    }
    // Conventional trains of a night's length: 北京→上海 K about 15–21 h, hard seat ¥140–190, hard sleeper ¥270–360.
    const k = of(generateTimetable('北京', '上海', DAY), 'K');
    expect(k.length).toBeGreaterThan(0);
    for (const t of k) {
      expect(hours(t)).toBeGreaterThan(15);
      expect(hours(t)).toBeLessThan(21);
      expect(price(t, S.HardSeat)).toBeGreaterThan(140);
      expect(price(t, S.HardSeat)).toBeLessThan(190);
      expect(price(t, S.HardSleeper)).toBeGreaterThan(270);
      expect(price(t, S.HardSleeper)).toBeLessThan(360);
    }
  });

  it('covers the train types G, D, C, Z, T and K', () => {
    const letters = new Set(
      [
        ...generateTimetable('北京', '上海', DAY),
        ...generateTimetable('北京', '天津', DAY),
        ...generateTimetable('北京', '广州', DAY),
      ].map((t) => t.letter),
    );
    expect([...letters].sort()).toEqual(['C', 'D', 'G', 'K', 'T', 'Z']);
    // Off the high-speed network only conventional trains run.
    const tibet = generateTimetable('拉萨', '西宁', DAY);
    expect(tibet.length).toBeGreaterThan(0);
    expect(tibet.every((t) => ['Z', 'T', 'K'].includes(t.letter))).toBe(true);
  });

  it('sells the seat types of each train type', () => {
    const all = ['北京|上海', '北京|天津', '北京|广州', '拉萨|西宁', '成都|重庆'].flatMap((p) => {
      const [a, b] = p.split('|') as [string, string];
      return generateTimetable(a, b, DAY);
    });
    for (const t of all) {
      const types = t.seats.map((s) => s.seatType);
      expect(new Set(types).size).toBe(types.length);
      for (const s of types) expect(SEAT_TYPES_OF_LETTER[t.letter], `${t.trainNo} ${s}`).toContain(s);
      if (['G', 'D', 'C'].includes(t.letter))
        expect(types, t.trainNo).toEqual(expect.arrayContaining([S.First, S.Second, S.NoSeat]));
      // Conventional trains carry sleepers, except K trains on short hops, which sell seats.
      else if (t.letter !== 'K' || t.distanceKm >= 150)
        expect(types, t.trainNo).toEqual(expect.arrayContaining([S.SoftSleeper, S.HardSleeper]));
      else expect(types, t.trainNo).toEqual(expect.arrayContaining([S.HardSeat, S.NoSeat]));
      if (t.letter === 'G') expect(types.includes(S.Business) || types.includes(S.Special), t.trainNo).toBe(true);
      for (const s of t.seats) {
        expect(s.priceFen % 50, `${t.trainNo} fare in half yuan`).toBe(0);
        expect(s.remaining).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('charges more the farther a train goes', () => {
    const second = (a: string, b: string) =>
      median(of(generateTimetable(a, b, DAY), 'G').map((t) => price(t, S.Second)));
    expect(second('北京', '天津')).toBeLessThan(second('北京', '济南'));
    expect(second('北京', '济南')).toBeLessThan(second('北京', '上海'));
    expect(second('北京', '上海')).toBeLessThan(second('北京', '广州'));
  });

  it('uses the stations of both cities, stops in order between them, and numbers trains uniquely', () => {
    const down = generateTimetable('北京', '上海', DAY);
    const beijing = new Set(stationsOfCity('北京').map((s) => s.code));
    const shanghai = new Set(stationsOfCity('上海').map((s) => s.code));
    for (const t of down) {
      expect(beijing.has(t.from.code)).toBe(true);
      expect(shanghai.has(t.to.code)).toBe(true);
      let last = t.depart;
      for (const s of t.stops) {
        expect(s.arrive).toBeGreaterThan(last);
        expect(s.depart).toBeGreaterThan(s.arrive);
        expect(beijing.has(s.station.code) || shanghai.has(s.station.code)).toBe(false);
        last = s.depart;
      }
      expect(t.arrive).toBeGreaterThan(last);
    }
    expect(new Set(down.map((t) => t.trainNo)).size).toBe(down.length);
    // Away from Beijing odd numbers, towards it even ones.
    expect(down.every((t) => Number(t.trainNo.slice(1)) % 2 === 1)).toBe(true);
    expect(generateTimetable('上海', '北京', DAY).every((t) => Number(t.trainNo.slice(1)) % 2 === 0)).toBe(true);
    // Sorted by departure.
    expect(down.map((t) => t.depart)).toEqual([...down.map((t) => t.depart)].sort((a, b) => a - b));
  });

  it('runs nothing within one city or to a place off the map', () => {
    expect(generateTimetable('北京', '北京', DAY)).toEqual([]);
    expect(generateTimetable('北京', '塔尔气', DAY)).toEqual([]);
    expect(generateTimetable('北京', '不存在', DAY)).toEqual([]);
  });

  it('tapers conventional fares by distance band', () => {
    expect(taperedKm(100)).toBe(100);
    expect(taperedKm(200)).toBe(200);
    expect(taperedKm(500)).toBe(470);
    expect(taperedKm(1000)).toBe(870);
    expect(taperedKm(3000)).toBe(200 + 270 + 400 + 350 + 600 + 250);
  });
});

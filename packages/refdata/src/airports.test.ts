import { describe, expect, it } from 'vitest';
import { searchAirports, type TFlightPlace } from './airport-search.ts';
import {
  AIRPORTS,
  FLIGHT_CITIES,
  airportByCode,
  airportLabel,
  airportName,
  airportsOfCity,
  flightCitiesInDivision,
  flightCityByCode,
  flightCityName,
  flightCityOf,
  hasSeveralAirports,
  resolveFlightPlace,
} from './airports.ts';
import { cityByCode } from './regions.ts';

const codes = (list: readonly { code: string }[]) => list.map((a) => a.code);
/** Search results as codes, a city entry marked with *: *BJS PKX PEK. */
const found = (q: string, lang: 'cn' | 'en' = 'cn', limit = 20) =>
  searchAirports(q, lang, limit).map((p: TFlightPlace) => (p.kind === 'city' ? `*${p.code}` : p.code));

describe('airport base data', () => {
  it('keeps every airport of the data once, each with its codes, place and time zone', () => {
    expect(AIRPORTS.length).toBe(420);
    expect(AIRPORTS.filter((a) => flightCityOf(a).country.en === 'China').length).toBe(270);
    expect(new Set(codes(AIRPORTS)).size).toBe(AIRPORTS.length);
    for (const a of AIRPORTS) {
      expect(a.code, a.name).toMatch(/^[A-Z]{3}$/);
      expect(a.icao, a.name).toMatch(/^([A-Z]{4})?$/);
      expect(Math.abs(a.lat) <= 90 && Math.abs(a.lon) <= 180, a.code).toBe(true);
      expect(a.tz, a.code).toMatch(/^[A-Za-z]+\/[A-Za-z_/]+$/);
      expect(a.name && a.en && a.short.name && a.short.en, a.code).toBeTruthy();
      expect(flightCityByCode(a.city), a.code).toBeDefined();
    }
    // Three airports opened lately have no ICAO code in the sources used.
    expect(AIRPORTS.filter((a) => !a.icao).map((a) => a.code)).toEqual(['HQQ', 'BFY', 'SHF']);
  });

  it('has the full and ticket names, English names, places and coordinates of the airports', () => {
    expect(airportByCode('pkx')).toMatchObject({
      icao: 'ZBAD',
      city: 'BJS',
      name: '北京大兴国际机场',
      en: 'Beijing Daxing International Airport',
      short: { name: '大兴', en: 'Daxing' },
      tz: 'Asia/Shanghai',
      domestic: true,
    });
    expect(airportByCode('PEK')?.short).toEqual({ name: '首都', en: 'Capital' });
    expect(airportByCode('NRT')).toMatchObject({ city: 'TYO', short: { name: '成田', en: 'Narita' }, domestic: false });
    expect(airportByCode('PVG')!.lat).toBeCloseTo(31.15, 1);
    expect(airportByCode('PVG')!.lon).toBeCloseTo(121.8, 1);
    expect(airportByCode('XXX')).toBeUndefined();
  });

  it('tells mainland airports (domestic flights) from Hong Kong, Macao, Taiwan and abroad', () => {
    expect(flightCityByCode('BJS')).toMatchObject({ area: 'mainland', domestic: true, provinceCode: '11' });
    expect(flightCityByCode('HKG')).toMatchObject({ area: 'hmt', domestic: false, province: { en: 'Hong Kong' } });
    expect(flightCityByCode('MFM')).toMatchObject({ area: 'hmt', en: 'Macao' });
    expect(flightCityByCode('TPE')).toMatchObject({ area: 'hmt', country: { name: '中国', en: 'China' } });
    expect(flightCityByCode('LON')).toMatchObject({ area: 'international', country: { name: '英国' } });
    expect(AIRPORTS.filter((a) => a.domestic).length).toBe(270 - 6);
  });

  it('places mainland airport cities in the prefecture cities of the administrative divisions', () => {
    expect(flightCityByCode('BJS')!.division).toBe('1101');
    expect(cityByCode(flightCityByCode('KMG')!.division)?.name).toBe('昆明市');
    // A county-level city lies in its prefecture: 义乌 in 金华, 延吉 in 延边; 重庆's districts are 重庆.
    expect(cityByCode(flightCityByCode('YIW')!.division)?.name).toBe('金华市');
    expect(cityByCode(flightCityByCode('YNJ')!.division)?.name).toBe('延边朝鲜族自治州');
    expect(codes(flightCitiesInDivision('5001'))).toEqual(['CKG', 'JIQ', 'CQW', 'WXN', 'WSK']);
    // Towns a province or region governs directly are in no prefecture city.
    expect(flightCityByCode('SHF')!.division).toBe('');
    expect(flightCitiesInDivision('')).toEqual([]);
  });
});

describe('flight cities', () => {
  it('give a city with several airports its metropolitan code and each other city its airport code', () => {
    const several = FLIGHT_CITIES.filter((c) => hasSeveralAirports(c.code)).map((c) => c.code);
    expect(several.sort()).toEqual(
      ['BJS', 'SHA', 'CTU', 'TPE', 'DLC', 'RKZ', 'ZYI', 'TYO', 'SEL', 'BKK', 'PAR', 'LON', 'MOW', 'IST', 'NYC'].sort(),
    );
    expect(codes(airportsOfCity('BJS'))).toEqual(['PEK', 'PKX']);
    expect(codes(airportsOfCity('sha'))).toEqual(['PVG', 'SHA']);
    expect(codes(airportsOfCity('CTU'))).toEqual(['CTU', 'TFU']);
    expect(codes(airportsOfCity('TYO'))).toEqual(['NRT', 'HND']);
    expect(codes(airportsOfCity('LON'))).toEqual(['LHR', 'LGW']);
    expect(codes(airportsOfCity('NYC'))).toEqual(['JFK', 'EWR']);
    expect(codes(airportsOfCity('CAN'))).toEqual(['CAN']);
    expect(airportsOfCity('PEK')).toEqual([]);
    for (const c of FLIGHT_CITIES)
      if (!hasSeveralAirports(c.code)) expect(codes(airportsOfCity(c.code)), c.name).toEqual([c.code]);
  });

  it('names a city in the reader language, one English name for all its airports', () => {
    expect(flightCityName('NYC', 'cn')).toBe('纽约');
    expect(flightCityName('NYC', 'en')).toBe('New York');
    expect(flightCityName('bjs', 'en')).toBe('Beijing');
    expect(flightCityName('ZZZ', 'en')).toBe('ZZZ');
  });

  it('resolves a city code or an airport code to the airports it stands for', () => {
    expect(codes(resolveFlightPlace('BJS'))).toEqual(['PEK', 'PKX']);
    expect(codes(resolveFlightPlace('pkx'))).toEqual(['PKX']);
    expect(codes(resolveFlightPlace('TYO'))).toEqual(['NRT', 'HND']);
    // A code that is the city's and its main airport's stands for the city as a place; airportByCode gives the airport.
    expect(codes(resolveFlightPlace('SHA'))).toEqual(['PVG', 'SHA']);
    expect(airportByCode('SHA')?.short.name).toBe('虹桥');
    expect(codes(resolveFlightPlace('CAN'))).toEqual(['CAN']);
    expect(resolveFlightPlace('XXX')).toEqual([]);
    expect(resolveFlightPlace('')).toEqual([]);
  });

  it('names an airport in full or as flight lists show it', () => {
    expect(airportName('PKX', 'cn')).toBe('北京大兴国际机场');
    expect(airportName('PKX', 'en')).toBe('Beijing Daxing International Airport');
    expect(airportLabel('PKX', 'cn')).toBe('北京大兴');
    expect(airportLabel('PKX', 'en')).toBe('Beijing Daxing');
    expect(airportLabel('HND', 'en')).toBe('Tokyo Haneda');
    expect(airportLabel('HKG', 'cn')).toBe('香港');
    expect(airportLabel('HKG', 'en')).toBe('Hong Kong');
    expect(airportName('XXX', 'en')).toBe('XXX');
    expect(airportLabel('XXX', 'cn')).toBe('XXX');
  });
});

describe('airport search', () => {
  it('offers a city by its initials, pinyin or name first as a city entry, then each of its airports', () => {
    for (const q of ['bj', 'beijing', '北京', 'BeiJing', 'BJS'])
      expect(found(q).slice(0, 3), q).toEqual(['*BJS', 'PKX', 'PEK']);
    expect(found('shanghai').slice(0, 3)).toEqual(['*SHA', 'PVG', 'SHA']);
    expect(found('上海')).toEqual(['*SHA', 'PVG', 'SHA']);
    expect(found('chengdu')).toEqual(['*CTU', 'CTU', 'TFU']);
    // "bj" is also 毕节's initials: the busier city comes first.
    expect(found('bj')).toContain('BFJ');
  });

  it('finds an airport by its code or ICAO code first, under its city entry', () => {
    expect(found('PKX')).toEqual(['*BJS', 'PKX']);
    expect(found('pkx')).toEqual(['*BJS', 'PKX']);
    expect(found('ZBAD')).toEqual(['*BJS', 'PKX']);
    expect(found('CAN')[0]).toBe('CAN');
    // SHA is Shanghai's city code and Hongqiao's: the city, Hongqiao by its code, then Pudong; then prefixes (上饶).
    expect(found('sha').slice(0, 3)).toEqual(['*SHA', 'SHA', 'PVG']);
    expect(found('sha')).toContain('SQD');
  });

  it('finds an airport by its ticket name, in Chinese, pinyin or English, and a name its notes give', () => {
    expect(found('大兴').slice(0, 2)).toEqual(['*BJS', 'PKX']);
    // 大兴安岭鄂伦春机场 starts with 大兴: after the exact name.
    expect(found('大兴')).toContain('JGD');
    expect(found('daxing').slice(0, 2)).toEqual(['*BJS', 'PKX']);
    expect(found('hongqiao')).toEqual(['*SHA', 'SHA']);
    expect(found('虹桥')).toEqual(['*SHA', 'SHA']);
    expect(found('heathrow', 'en')).toEqual(['*LON', 'LHR']);
    expect(found('beijing dax')[0]).toBe('*BJS');
    expect(found('beijing dax')).toContain('PKX');
    expect(found('bjdx')).toContain('PKX');
    // Former name (乌鲁木齐地窝堡国际机场), in the data's note.
    expect(found('地窝堡')).toEqual(['URC']);
  });

  it('finds international cities by their English or Chinese names', () => {
    expect(found('tokyo', 'en')).toEqual(['*TYO', 'NRT', 'HND']);
    expect(found('东京')).toEqual(['*TYO', 'NRT', 'HND']);
    expect(found('TYO')).toEqual(['*TYO', 'NRT', 'HND']);
    expect(found('new york', 'en')).toEqual(['*NYC', 'JFK', 'EWR']);
    expect(found('London', 'en')).toEqual(['*LON', 'LHR', 'LGW']);
    expect(found('hongkong', 'en')).toEqual(['HKG']);
    // Accents aside: Garzê.
    expect(found('garze', 'en')).toEqual(['GZG']);
  });

  it('ranks a city named by the words before an airport of that name (大连 before 邢台褡裢 Dalian)', () => {
    const list = found('dalian');
    expect(list.slice(0, 3)).toEqual(['*DLC', 'DLC', 'CNI']);
    expect(list.indexOf('XNT')).toBeGreaterThan(2);
  });

  it('labels places in the reader language and keeps to the limit', () => {
    const cn = searchAirports('PKX', 'cn');
    expect(cn.map((p) => p.label)).toEqual(['北京', '北京大兴国际机场']);
    const en = searchAirports('PKX', 'en');
    expect(en.map((p) => p.label)).toEqual(['Beijing', 'Beijing Daxing International Airport']);
    const city = en[0]!;
    expect(city.kind === 'city' && codes(city.airports)).toEqual(['PEK', 'PKX']);
    expect(searchAirports('s', 'cn', 5)).toHaveLength(5);
    expect(searchAirports('', 'cn')).toEqual([]);
    expect(searchAirports("  '-  ", 'en')).toEqual([]);
    expect(searchAirports('不存在的机场名', 'cn')).toEqual([]);
  });
});

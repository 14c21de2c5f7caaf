import { describe, expect, it } from 'vitest';
import { STATIONS, cityOfStation, searchStations, stationByCode, stationsOfCity } from './station-search.ts';
import { railCity, railCityName, stationCityName, stationName } from './stations.ts';

const names = (kw: string, limit = 20) => searchStations(kw, limit).map((s) => s.name);

describe('station base data', () => {
  it('keeps every station of the 2018 table plus the ones added by hand, each with a unique telegraph code', () => {
    expect(STATIONS.length).toBe(2747);
    expect(new Set(STATIONS.map((s) => s.code)).size).toBe(STATIONS.length);
    for (const s of STATIONS) {
      expect(s.code, s.name).toMatch(/^[A-Z]{3}$/);
      expect(s.pinyin, s.name).toMatch(/^[a-z]+$/);
      expect(s.initials, s.name).toMatch(/^[a-z]+$/);
    }
  });

  it('gives at least the 400 busiest stations their city', () => {
    const withCity = STATIONS.filter((s) => s.city);
    expect(withCity.length).toBeGreaterThanOrEqual(400);
    // Ranks follow the city groups, busiest first; every ranked station has a city.
    expect(withCity.every((s) => s.rank > 0)).toBe(true);
    expect(STATIONS.filter((s) => !s.city).every((s) => s.rank === 0)).toBe(true);
  });

  it('has the real telegraph codes and cities of the main stations', () => {
    expect(stationByCode('VNP')).toMatchObject({ name: '北京南', city: '北京', pinyin: 'beijingnan', initials: 'bjn' });
    expect(stationByCode('AOH')).toMatchObject({ name: '上海虹桥', city: '上海' });
    expect(stationByCode('IZQ')).toMatchObject({ name: '广州南', city: '广州' });
    expect(stationByCode('vnp')?.name).toBe('北京南');
    // Added by hand (opened 2021).
    expect(stationByCode('IFP')).toMatchObject({ name: '北京朝阳', city: '北京', pinyin: 'beijingchaoyang' });
    // The city file's odd lines: 武昌 heads the 武汉 group, 赤峰南 the 赤峰 one.
    expect(stationByCode('WCN')).toMatchObject({ name: '武昌', city: '武汉' });
    expect(stationsOfCity('武汉').map((s) => s.name)).toEqual(expect.arrayContaining(['武汉', '汉口', '武昌']));
  });

  it('treats a station without a city as a city of its own', () => {
    const lone = STATIONS.find((s) => !s.city)!;
    expect(cityOfStation(lone)).toBe(lone.name);
    expect(cityOfStation(stationByCode('VNP')!)).toBe('北京');
  });
});

describe('station search', () => {
  it('finds a station by its Chinese name, exact match first', () => {
    expect(names('北京南')[0]).toBe('北京南');
    expect(names('虹桥')).toContain('上海虹桥');
  });

  it('finds a station by full pinyin, its prefix, or its initials', () => {
    expect(names('beijingnan')[0]).toBe('北京南');
    expect(names('shanghaihong')[0]).toBe('上海虹桥');
    expect(names('bjn')[0]).toBe('北京南');
    expect(names('BJN')[0]).toBe('北京南');
    expect(names('shhq')[0]).toBe('上海虹桥');
  });

  it('finds a station by its telegraph code', () => {
    expect(names('AOH')[0]).toBe('上海虹桥');
  });

  it('returns every station of a city searched by name or pinyin, the city-named station first', () => {
    const beijing = stationsOfCity('北京').map((s) => s.name);
    expect(beijing).toEqual(
      expect.arrayContaining(['北京', '北京南', '北京西', '北京北', '北京东', '清河', '北京朝阳']),
    );
    const byName = names('北京', 50);
    expect(byName[0]).toBe('北京');
    expect(byName.slice(0, beijing.length).sort()).toEqual([...beijing].sort());
    const byPinyin = names('shanghai', 50);
    expect(byPinyin[0]).toBe('上海');
    expect(byPinyin.slice(0, 4).sort()).toEqual(['上海', '上海南', '上海虹桥', '上海西'].sort());
    // Stations that do not start with the city's name are still the city's.
    expect(names('武汉')).toEqual(expect.arrayContaining(['汉口', '武昌']));
  });

  it('ranks exact, then prefix, then contains, busier stations first within each', () => {
    const r = names('bj', 50);
    // Initials exactly bj: 北京 and 宝鸡 (in the city groups, busiest first), then the small stations (滨江, …).
    expect(r.slice(0, 2)).toEqual(['北京', '宝鸡']);
    expect(r.indexOf('滨江')).toBeGreaterThan(1);
    // Then initials starting with bj: the 北京 stations before the small ones.
    expect(r.indexOf('北京南')).toBeGreaterThan(r.indexOf('滨江'));
    expect(r.indexOf('北京南')).toBeLessThan(r.indexOf('白芨沟'));
    expect(names('bjn')).toEqual(['北京南', '宝鸡南']);
    const c = names('州南', 50);
    expect(c.length).toBeGreaterThan(3);
    expect(c.every((n) => n.includes('州南'))).toBe(true);
  });

  it('caps the results and finds nothing for nonsense', () => {
    expect(searchStations('s', 7)).toHaveLength(7);
    expect(searchStations('不存在的站名', 20)).toEqual([]);
    expect(searchStations('   ', 20)).toEqual([]);
  });
});

describe('English station names (issue 15 item 1)', () => {
  it('names a station as the railway does: the city and the direction, else the pinyin', () => {
    const en = (code: string) => stationByCode(code)?.en;
    expect(en('VNP')).toBe('Beijing South');
    expect(en('AOH')).toBe('Shanghai Hongqiao');
    expect(en('GGQ')).toBe('Guangzhou East');
    expect(en('IFP')).toBe('Beijing Chaoyang');
    expect(en('XAY')).toBe("Xi'an");
    expect(en('EAY')).toBe("Xi'an North");
    expect(en('HBB')).toBe('Harbin');
    expect(en('JGK')).toBe('Jinan West');
    // Two characters are a place, not a place and a direction.
    expect(en('JNK')).toBe('Jinan');
    expect(en('HKN')).toBe('Hankou');
    // A station without a city named after one, and a place with a direction that is no station.
    expect(en('IFQ')).toBe('Shenzhen Pingshan');
    expect(en('PUH')).toBe('Fanchang West');
    for (const s of STATIONS) expect(s.en, s.name).toMatch(/^[A-Z][A-Za-zü' ]+$/);
  });

  it('finds a station by its English name, spaces, case and apostrophes aside', () => {
    expect(names('Beijing South')[0]).toBe('北京南');
    expect(names('beijing south')[0]).toBe('北京南');
    expect(names('Shanghai Hong')[0]).toBe('上海虹桥');
    expect(names("xi'an north")[0]).toBe('西安北');
    // A city by its English name gives all its stations.
    expect(names('Harbin', 50).slice(0, stationsOfCity('哈尔滨').length).sort()).toEqual(
      stationsOfCity('哈尔滨')
        .map((s) => s.name)
        .sort(),
    );
  });

  it('gives the names in the reader language and the rail city of a station', () => {
    expect(stationName('VNP', 'en')).toBe('Beijing South');
    expect(stationName('VNP', 'cn')).toBe('北京南');
    expect(stationName('ZZZ', 'en')).toBe('ZZZ');
    expect(stationCityName('HKN', 'en')).toBe('Wuhan');
    expect(stationCityName('HKN', 'cn')).toBe('武汉');
    // A station without a city stands for itself.
    expect(stationCityName('PUH', 'en')).toBe('Fanchang West');
    expect(railCityName('北京', 'en')).toBe('Beijing');
    expect(railCity('北京')?.cityCode).toBe('1101');
  });
});

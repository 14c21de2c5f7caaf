import { describe, expect, it } from 'vitest';
import { DISTRICTS, regionIssue, regionNames, regionTree } from './districts.ts';
import { latinKey, nameIn } from './names.ts';
import { CITIES, CITY_LEVELS, PROVINCES, cityByCode, cityCodeOf, cityMatches, cityName, cityNamed } from './regions.ts';

describe('regions', () => {
  it('has every province, prefecture city and district, each with an English name', () => {
    expect(PROVINCES).toHaveLength(31);
    expect(CITY_LEVELS).toHaveLength(342);
    expect(DISTRICTS).toHaveLength(2978);
    for (const x of [...PROVINCES, ...CITY_LEVELS, ...DISTRICTS]) expect(x.en, x.name).toMatch(/^[A-Z][\w' ()ü-]*$/);
    expect(PROVINCES.find((p) => p.code === '15')).toMatchObject({ name: '内蒙古自治区', en: 'Inner Mongolia' });
  });

  it('names cities in one scheme: the official Chinese name, the pinyin of the short name in English', () => {
    expect(cityByCode('1101')).toMatchObject({ name: '北京市', en: 'Beijing', pinyin: 'beijing' });
    expect(cityByCode('1301')).toMatchObject({ name: '石家庄市', en: 'Shijiazhuang' });
    expect(cityByCode('6101')?.en).toBe("Xi'an");
    expect(cityByCode('5002')?.code).toBe('5001');
    expect(cityByCode('2224')).toMatchObject({ name: '延边朝鲜族自治州', en: 'Yanbian Prefecture', pinyin: 'yanbian' });
    expect(cityByCode('2301')?.en).toBe('Harbin');
    expect(cityName('3101', 'en')).toBe('Shanghai');
    expect(cityName('3101', 'cn')).toBe('上海市');
    // The county-level groups are regions, not cities.
    expect(cityByCode('4190')).toBeUndefined();
    expect(CITIES.some((c) => c.code === '4190' || c.code === '5002')).toBe(false);
  });

  it('finds a city by a district code, its Chinese name and typed words', () => {
    expect(cityCodeOf('110101')).toBe('1101');
    expect(cityCodeOf('500229')).toBe('5001');
    expect(cityCodeOf('x')).toBeUndefined();
    expect(cityNamed('北京')?.code).toBe('1101');
    expect(cityNamed('延边朝鲜族自治州')?.code).toBe('2224');
    const sjz = cityByCode('1301')!;
    expect(cityMatches(sjz, '石家')).toBe(true);
    expect(cityMatches(sjz, 'shijia')).toBe(true);
    expect(cityMatches(sjz, 'Shijiazhuang')).toBe(true);
    expect(cityMatches(sjz, 'beijing')).toBe(false);
  });

  it('checks that a province, city and district nest', () => {
    expect(regionIssue('11', '1101', '110101')).toBeNull();
    expect(regionIssue('11', '1201', '110101')).toBe('mismatch');
    expect(regionIssue('99', '1101', '110101')).toBe('unknown');
  });

  it('builds the address tree and names a region in the reader language', () => {
    const tree = regionTree('en');
    expect(tree).toHaveLength(31);
    expect(tree[0]).toMatchObject({ value: '11', label: 'Beijing' });
    expect(tree[0]!.children![0]!.children![0]).toEqual({ value: '110101', label: 'Dongcheng District' });
    expect(regionNames(['11', '1101', '110101'], 'cn')).toEqual(['北京市', '北京市', '东城区']);
    expect(regionNames(['44', '4403', 'zz'], 'en')).toEqual(['Guangdong', 'Shenzhen']);
  });

  it('reads a name in the reader language and compares Latin words by their letters', () => {
    expect(nameIn({ name: '北京', en: 'Beijing' }, 'en')).toBe('Beijing');
    expect(nameIn({ name: '北京', en: '' }, 'en')).toBe('北京');
    expect(nameIn({ name: '北京', en: 'Beijing' }, 'cn')).toBe('北京');
    expect(latinKey("Xi'an North")).toBe('xiannorth');
    expect(latinKey('Lüliang')).toBe('lvliang');
  });
});

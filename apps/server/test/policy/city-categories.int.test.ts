import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CityCategoryCities,
  CityCategoryDelete,
  CityCategoryDetails,
  CityCategoryList,
  CityCategoryOf,
  CityCategoryUpdate,
  TripRuleUpdate,
  type TCityCategoryRow,
  type TCityOption,
  type TLang,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { cityCategoryOf } from '../../src/modules/policy/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { countOf, userOf } from './helpers.ts';

// City categories (/system/cityCategory/list): the TMC's defaults (一线, 二线, 三线 as the default, 国际 for every
// overseas city), a client's own categories replacing the TMC's of the same code, the lookup hotel caps use, and
// who may change which.

let t: TTestApp;
const sid: Record<string, string> = {};
let demo = '';
let tmc = '';
let other: { companyId: string; sid: string };

type TList = { Entities: TCityCategoryRow[]; RecordCount: number };
const en = (key: string, params: Record<string, string | number> = {}) => translate('en', key, params);

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'service', 'operator']) sid[a] = await t.login(a);
  demo = (await userOf(t, 'admin')).companyId;
  tmc = (await userOf(t, 'operator')).companyId;
  other = await createOtherCompany(t, '别家城市公司', '13900005555');
});
afterAll(async () => t.close());

const list = async (session: string, payload: Record<string, unknown> = {}) =>
  (await t.call<TList>(CityCategoryList, payload, { session })).result!.Entities;
const save = (p: Record<string, unknown>, session = sid.admin!, lang: TLang = 'en') =>
  t.call<TCityCategoryRow>(CityCategoryUpdate, p, { session, lang });
const of = (companyId: string, city: { code?: string; international?: boolean }) =>
  cityCategoryOf(t.app.deps.db, companyId, city);

describe('the TMC defaults', () => {
  it('offers every prefecture-level city, municipalities by their own name, in the reader language', async () => {
    const r = await t.call<{ Entities: TCityOption[] }>(CityCategoryCities, {}, { session: sid.employee, lang: 'cn' });
    const cities = r.result!.Entities;
    // 342 second-level divisions less 重庆's second group (the same city) and the four county-level groups.
    expect(cities.length).toBe(337);
    expect(cities.find((c) => c.CityCode === '1101')).toMatchObject({ CityName: '北京市', ProvinceName: '北京市' });
    expect(cities.find((c) => c.CityCode === '3205')).toMatchObject({ CityName: '苏州市', ProvinceName: '江苏省' });
    const en = await t.call<{ Entities: TCityOption[] }>(CityCategoryCities, {}, { session: sid.employee, lang: 'en' });
    expect(en.result!.Entities.find((c) => c.CityCode === '3205')).toMatchObject({
      CityName: 'Suzhou',
      ProvinceName: 'Jiangsu',
    });
  });

  it('seeds 一线, 二线 (capitals and cities with separate plans), 三线 as the default and 国际', async () => {
    const rows = await list(sid.admin!);
    expect(rows.map((r) => [r.Code, r.Source, r.IsDefault, r.International])).toEqual([
      ['T1', 'Tmc', false, false],
      ['T2', 'Tmc', false, false],
      ['T3', 'Tmc', true, false],
      ['INTL', 'Tmc', false, true],
    ]);
    expect(rows[0]).toMatchObject({
      Name: '一线城市',
      NameEn: 'Tier-1 cities',
      Cities: ['1101', '3101', '4401', '4403'],
    });
    // 26 provincial capitals (Guangzhou is tier 1), Tianjin and Chongqing, and four plan cities.
    expect(rows[1]!.Cities).toHaveLength(26 + 2 + 4);
    expect(rows[1]!.Cities).not.toContain('4403');
  });

  it.each([
    ['北京', '1101', 'T1'],
    ['a district of Beijing', '110105', 'T1'],
    ['深圳 (a plan city, tier 1)', '4403', 'T1'],
    ['杭州 (a capital)', '3301', 'T2'],
    ['大连 (a plan city)', '2102', 'T2'],
    ['重庆 counties (the same city)', '5002', 'T2'],
    ['a district of 重庆 counties', '500229', 'T2'],
    ['苏州 (listed nowhere)', '3205', 'T3'],
    ['an unknown code', '9999', 'T3'],
  ])('puts %s in its category', async (_what, code, expected) => {
    expect(await of(demo, { code })).toBe(expected);
    const r = await t.call(CityCategoryOf, { CityCode: code }, { session: sid.employee });
    expect(r.result).toMatchObject({ Code: expected });
  });

  it('puts every overseas city in the international category', async () => {
    expect(await of(demo, { international: true })).toBe('INTL');
    expect(await of(demo, {})).toBe('T3');
    const r = await t.call(CityCategoryOf, { International: true }, { session: sid.employee, lang: 'en' });
    expect(r.result).toEqual({ Code: 'INTL', Name: '国际城市', NameEn: 'International cities' });
  });
});

describe("a company's own categories", () => {
  it('replace the TMC category of the same code for that company only, and add new ones', async () => {
    const t1 = await save({
      Code: 'T1',
      Name: '一线（本企业）',
      NameEn: 'Tier 1 (ours)',
      Cities: ['1101'],
      OrderBy: 1,
    });
    expect(t1.isSucc, t1.message).toBe(true);
    expect(t1.result).toMatchObject({ Source: 'Own', Cities: ['1101'] });
    const sz = await save({ Code: 'SZ', Name: '苏州', Cities: ['3205'], OrderBy: 5 });
    expect(sz.isSucc, sz.message).toBe(true);

    const rows = await list(sid.admin!);
    expect(rows.map((r) => `${r.Code}:${r.Source}`)).toEqual(['T1:Own', 'T2:Tmc', 'T3:Tmc', 'INTL:Tmc', 'SZ:Own']);
    expect(await of(demo, { code: '3101' })).toBe('T3');
    expect(await of(demo, { code: '3205' })).toBe('SZ');
    expect(await of(demo, { code: '1101' })).toBe('T1');
    // Another company still has the TMC's.
    expect(await of(other.companyId, { code: '3101' })).toBe('T1');
    expect(await of(other.companyId, { code: '3205' })).toBe('T3');
    expect((await list(other.sid)).map((r) => r.Source)).toEqual(['Tmc', 'Tmc', 'Tmc', 'Tmc']);

    // Details of its own and of a TMC default it sees.
    const d = await t.call(CityCategoryDetails, {}, { session: sid.admin, params: { id: sz.result!.CategoryID } });
    expect(d.result).toEqual(sz.result);
    const tmcT2 = rows.find((r) => r.Code === 'T2')!;
    const seen = await t.call(CityCategoryDetails, {}, { session: sid.admin, params: { id: tmcT2.CategoryID } });
    expect(seen.result).toMatchObject({ Code: 'T2', Source: 'Tmc' });

    // A TMC default cannot be edited or deleted by the client, only overridden.
    const edit = await save({ ...tmcT2, CategoryID: tmcT2.CategoryID, Name: '改' });
    expect(edit.message).toBe(en('messages.notExists'));
    const del = await t.call(
      CityCategoryDelete,
      {},
      { session: sid.admin, params: { id: tmcT2.CategoryID }, lang: 'en' },
    );
    expect(del.message).toBe(en('messages.notExists'));

    // Deleting its own brings the TMC's back.
    for (const r of [t1, sz])
      expect(
        (await t.call(CityCategoryDelete, {}, { session: sid.admin, params: { id: r.result!.CategoryID } })).result,
      ).toBe(true);
    expect(await of(demo, { code: '3101' })).toBe('T1');
  });

  it('two new defaults saved at once leave one default, and neither reply is a server error', async () => {
    const [a, b] = await Promise.all([
      save({ Code: 'R1', Name: '并发一', IsDefault: true }),
      save({ Code: 'R2', Name: '并发二', IsDefault: true }),
    ]);
    for (const r of [a, b]) expect([200, 400]).toContain(r.statusCode);
    expect(a.isSucc || b.isSucc).toBe(true);
    for (const r of [a, b]) if (!r.isSucc) expect(r.message).toBe(en('policy.errors.categoryConflict'));
    const defaults = (await list(sid.admin!)).filter((r) => r.Source === 'Own' && r.IsDefault);
    expect(defaults).toHaveLength(1);
    for (const r of [a, b])
      if (r.isSucc) await t.call(CityCategoryDelete, {}, { session: sid.admin, params: { id: r.result!.CategoryID } });
  });

  it('a new default replaces the old one of the same owner', async () => {
    const a = await save({ Code: 'D1', Name: '默认一', IsDefault: true });
    const b = await save({ Code: 'D2', Name: '默认二', IsDefault: true });
    expect([a.isSucc, b.isSucc]).toEqual([true, true]);
    expect((await list(sid.admin!)).filter((r) => r.Source === 'Own' && r.IsDefault).map((r) => r.Code)).toEqual([
      'D2',
    ]);
    expect(await of(demo, { code: '3205' })).toBe('D2');
    for (const r of [a, b])
      await t.call(CityCategoryDelete, {}, { session: sid.admin, params: { id: r.result!.CategoryID } });
  });

  type TBad = [string, Record<string, unknown>, string, Record<string, string | number>?];
  const bad: TBad[] = [
    ['an empty name', { Code: 'X1', Name: '' }, 'messages.validation.required'],
    ['a code with spaces', { Code: 'A B', Name: '甲' }, 'policy.validation.categoryCode'],
    ['a city code of three digits', { Code: 'X1', Name: '甲', Cities: ['110'] }, 'policy.validation.city'],
    ['an unknown city', { Code: 'X1', Name: '甲', Cities: ['9999'] }, 'policy.errors.unknownCity', { code: '9999' }],
    [
      'an overseas category with cities',
      { Code: 'X1', Name: '甲', International: true, Cities: ['1101'] },
      'policy.validation.internationalCities',
    ],
    [
      'an overseas default',
      { Code: 'X1', Name: '甲', International: true, IsDefault: true },
      'policy.validation.internationalDefault',
    ],
  ];
  it.each(bad)('refuses %s with 400 in both languages and writes nothing', async (_w, p, key, params = {}) => {
    const before = await countOf(t, 'city_categories');
    for (const lang of ['cn', 'en'] as const) {
      const r = await save(p, sid.admin, lang);
      expect(r.statusCode).toBe(400);
      expect(r.message).toContain(translate(lang, key, params));
    }
    expect(await countOf(t, 'city_categories')).toBe(before);
  });

  it('keeps a city in one category, a code once and one overseas category per owner', async () => {
    const first = await save({ Code: 'A1', Name: '甲类', Cities: ['3205', '3202'] });
    expect(first.isSucc).toBe(true);
    const before = await countOf(t, 'city_categories');
    for (const lang of ['cn', 'en'] as const) {
      const taken = await save({ Code: 'A2', Name: '乙类', Cities: ['3202'] }, sid.admin, lang);
      const city = lang === 'en' ? 'Wuxi' : '无锡市';
      expect(taken.message).toBe(translate(lang, 'policy.errors.cityTaken', { city, category: '甲类' }));
      const code = await save({ Code: 'a1', Name: '乙类' }, sid.admin, lang);
      expect(code.message).toBe(translate(lang, 'policy.errors.categoryCodeTaken', { code: 'a1' }));
    }
    expect((await save({ Code: 'I1', Name: '境外', International: true })).isSucc).toBe(true);
    const second = await save({ Code: 'I2', Name: '境外二', International: true });
    expect(second.message).toBe(en('policy.errors.internationalTaken'));
    expect(await countOf(t, 'city_categories')).toBe(before + 1);
  });

  it('refuses to delete a category a trip rule caps hotels by', async () => {
    const cat = await save({ Code: 'CAP', Name: '封顶类', Cities: ['3301'] });
    const rule = await t.call(
      TripRuleUpdate,
      { Name: '封顶规则', Scope: 'Position', JobLevels: [9], hotel: { nightlyCap: { value: { CAP: 500 }, level: 3 } } },
      { session: sid.admin },
    );
    expect(rule.isSucc, rule.message).toBe(true);
    const del = await t.call(
      CityCategoryDelete,
      {},
      { session: sid.admin, params: { id: cat.result!.CategoryID }, lang: 'en' },
    );
    expect([del.statusCode, del.message]).toEqual([400, en('policy.errors.categoryInUse', { rule: '封顶规则' })]);
    // The TMC's T1 is capped by the demo company's seeded rule.
    const t1 = (await list(sid.operator!)).find((r) => r.Code === 'T1')!;
    const tmcDel = await t.call(
      CityCategoryDelete,
      {},
      { session: sid.operator, params: { id: t1.CategoryID }, lang: 'en' },
    );
    expect(['公司差旅标准', '总监差旅标准'].map((rule) => en('policy.errors.categoryInUse', { rule }))).toContain(
      tmcDel.message,
    );
  });
});

describe('who changes which categories', () => {
  it('the operator edits the TMC defaults; other TMC staff only read them', async () => {
    const rows = await list(sid.operator!);
    expect(rows.every((r) => r.Source === 'Own')).toBe(true);
    const t3 = rows.find((r) => r.Code === 'T3')!;
    const renamed = await save({ ...t3, Name: '三线及以下城市' }, sid.operator);
    expect(renamed.isSucc, renamed.message).toBe(true);
    expect((await list(sid.admin!)).find((r) => r.Code === 'T3')!.Name).toBe('三线及以下城市');
    const byService = await save({ ...t3, Name: '客服改' }, sid.service);
    expect(byService.message).toBe(en('policy.errors.tmcDefaultsOperatorOnly'));
    expect(await countOf(t, 'city_categories')).toBeGreaterThan(0);
    expect(tmc).not.toBe(demo);
  });

  it('TMC staff edit the categories of a client they reach; nobody else does', async () => {
    const r = await save({ CompanyID: demo, Code: 'SV', Name: '客服设置', Cities: ['4201'] }, sid.service);
    expect(r.isSucc, r.message).toBe(true);
    expect((await list(sid.admin!)).map((x) => x.Code)).toContain('SV');
    const named = await t.call(CityCategoryList, { CompanyID: demo }, { session: other.sid, lang: 'en' });
    expect(named.message).toBe(en('messages.forbidden'));
    const write = await save({ CompanyID: demo, Code: 'OT', Name: '别家' }, other.sid);
    expect(write.message).toBe(en('messages.forbidden'));
    const read = await t.call(
      CityCategoryDetails,
      {},
      { session: other.sid, params: { id: r.result!.CategoryID }, lang: 'en' },
    );
    expect(read.message).toBe(en('messages.notExists'));
    const del = await t.call(CityCategoryDelete, {}, { session: other.sid, params: { id: r.result!.CategoryID } });
    expect(del.isSucc).toBe(false);
    const employee = await save({ Code: 'EM', Name: '员工' }, sid.employee);
    expect(employee.message).toBe(en('messages.forbidden'));
    for (const c of [CityCategoryList, CityCategoryUpdate, CityCategoryCities, CityCategoryOf])
      expect((await t.call(c, {})).statusCode).toBe(511);
    expect((await list(sid.admin!)).map((x) => x.Code)).not.toContain('OT');
  });
});

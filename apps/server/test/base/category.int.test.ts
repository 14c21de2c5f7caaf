import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategoryAll,
  CategoryList,
  LOOKUP_NAMES,
  OrderStatus,
  type TCategoryAllResult,
  type TCategoryList,
} from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, workers: false });
});
afterAll(async () => t.close());

describe('base/Category/List', () => {
  it('serves a list with titles in the caller language and both maps, without a session', async () => {
    const cn = await t.call<TCategoryList>(CategoryList, { Name: 'ServiceType' });
    expect(cn).toMatchObject({ isSucc: true, statusCode: 200, httpStatus: 200 });
    const list = cn.result!;
    expect(list.Name).toBe('ServiceType');
    expect(list.Title).toBe('服务类型');
    expect(list.Items).toContainEqual({ CategoryID: 1407, CategoryCode: 'Flight', CategoryTitle: '机票' });
    expect(list.Items).toHaveLength(20);
    expect(list.IdByCode).toMatchObject({ Flight: 1407, Hotel: 1409, Train: 1470 });
    expect(list.CodeById).toMatchObject({ 1407: 'Flight', 1409: 'Hotel', 1470: 'Train' });

    const en = await t.call<TCategoryList>(CategoryList, { Name: 'ServiceType' }, { lang: 'en' });
    expect(en.result!.Title).toBe('Service type');
    expect(en.result!.Items).toContainEqual({ CategoryID: 1470, CategoryCode: 'Train', CategoryTitle: 'Train' });
  });

  it('takes the name as a named query parameter, in any case', async () => {
    const r = await t.call<TCategoryList>(CategoryList, undefined, { query: { Name: 'yesno' }, lang: 'en' });
    expect(r.isSucc).toBe(true);
    expect(r.result).toMatchObject({
      Name: 'YesNo',
      Items: [
        { CategoryID: 1150, CategoryCode: 'Yes', CategoryTitle: 'Yes' },
        { CategoryID: 1151, CategoryCode: 'No', CategoryTitle: 'No' },
      ],
      IdByCode: { Yes: 1150, No: 1151 },
      CodeById: { 1150: 'Yes', 1151: 'No' },
    });
  });

  it('serves the fixed status codes of the spec', async () => {
    const fc = await t.call<TCategoryList>(CategoryList, { Name: 'FlightChangeStatus' });
    expect(fc.result!.IdByCode).toMatchObject({ WaitNotify: 10301, WaitConfirm: 10303 });
    const ws = await t.call<TCategoryList>(CategoryList, { Name: 'WorkStatus' });
    expect(ws.result!.CodeById).toMatchObject({
      10105: 'WaitConfirm',
      10107: 'WaitAudit',
      10109: 'WaitReserve',
      10203: 'WaitDispose',
    });
    const bt = await t.call<TCategoryList>(CategoryList, { Name: 'BusinessType' });
    expect(bt.result!.IdByCode).toMatchObject({ Sales: 1789, Change: 1797, Amend: 1799 });
  });

  it('refuses an unknown list with 400 in the caller language', async () => {
    const cn = await t.call(CategoryList, { Name: 'NoSuchList' });
    expect(cn).toMatchObject({
      isSucc: false,
      statusCode: 400,
      httpStatus: 400,
      message: '没有名为“NoSuchList”的数据字典',
    });
    const en = await t.call(CategoryList, { Name: 'NoSuchList' }, { lang: 'en' });
    expect(en).toMatchObject({ isSucc: false, statusCode: 400, message: 'There is no lookup list named "NoSuchList"' });
  });

  it('refuses a missing or malformed name with 400 in both languages', async () => {
    const cn = await t.call(CategoryList, {});
    expect(cn).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(cn.message).toContain('请输入数据字典名称');
    const en = await t.call(CategoryList, { Name: '' }, { lang: 'en' });
    expect(en.message).toContain('Please enter the name of a lookup list');
    const long = await t.call(CategoryList, { Name: 'x'.repeat(61) }, { lang: 'en' });
    expect(long).toMatchObject({ isSucc: false, statusCode: 400 });
    const wrongType = await t.call(CategoryList, { Name: 5 }, { lang: 'en' });
    expect(wrongType).toMatchObject({ isSucc: false, statusCode: 400 });
  });
});

describe('base/Category/All', () => {
  it('serves every list in the same shape, titles translated', async () => {
    const r = await t.call<TCategoryAllResult>(CategoryAll, undefined, { lang: 'en' });
    expect(r.isSucc).toBe(true);
    const lists = r.result!.Lists;
    expect(Object.keys(lists).sort()).toEqual([...LOOKUP_NAMES].sort());
    for (const [name, l] of Object.entries(lists)) {
      expect(l.Name).toBe(name);
      expect(l.Items.length).toBeGreaterThan(0);
      for (const i of l.Items) expect(i.CategoryTitle, `${name}.${i.CategoryCode}`).not.toMatch(/^(base|adapter)\./);
      expect(Object.keys(l.IdByCode)).toHaveLength(l.Items.length);
    }
    expect(lists.DealStatus!.IdByCode).toEqual(lists.OrderStatus!.IdByCode);
    expect(lists.OrderStatus!.IdByCode.WaitPayment).toBe(OrderStatus.WaitPayment);
    expect(lists.AdviseType!.Items.map((i) => i.CategoryTitle)).toContain('Complaint');

    const cn = await t.call<TCategoryAllResult>(CategoryAll);
    expect(cn.result!.Lists.Cabin!.Items).toContainEqual({
      CategoryID: 3207,
      CategoryCode: 'Economy50',
      CategoryTitle: '经济舱5折',
    });
  });
});

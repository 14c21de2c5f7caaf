import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YesNo, addressResource as r, type TLang } from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// The address book: regions from the division data (a district of the city of the province), one default
// address per user, and rows that are the user's alone.

type TRow = Record<string, unknown>;
type TList = { Entities: TRow[]; RecordCount: number };

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { sid: string };
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['employee', 'approver', 'traveler']) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '另一家地址公司', '13900007777');
});
afterAll(async () => t.close());

// 上海市 市辖区 浦东新区.
const base = {
  Consignee: '韩梅梅',
  Phone: '13900000003',
  ProvinceCode: '31',
  CityCode: '3101',
  DistrictCode: '310115',
  Address: '世纪大道 100 号',
  IsDefault: YesNo.No,
};
const save = (payload: TRow, session = sid.employee, lang: TLang = 'en') =>
  t.call<TRow>(r.calls.Update, payload, { session, lang });
const rows = async (session = sid.employee) =>
  (await t.call<TList>(r.calls.List, { PageNo: 1, PageSize: 100 }, { session })).result!.Entities;
const defaults = async (session = sid.employee) =>
  (await rows(session)).filter((x) => x.IsDefault === YesNo.Yes).map((x) => x[r.id]);
const remove = (id: unknown, session = sid.employee) =>
  t.call(r.calls.Delete, {}, { session, params: { id: String(id) } });
const fieldMessage = (lang: TLang, field: string, key: string) =>
  translate(lang, 'messages.invalidField', { field, message: translate(lang, key) });

describe('regions', () => {
  it('accepts a district of the city of the province', async () => {
    const res = await save(base);
    expect(res.result).toMatchObject({ ProvinceCode: '31', CityCode: '3101', DistrictCode: '310115' });
    await remove(res.result![r.id]);
  });

  it('refuses codes that do not nest, in both languages', async () => {
    for (const lang of ['cn', 'en'] as const) {
      const city = await save({ ...base, CityCode: '1101', DistrictCode: '110101' }, sid.employee, lang);
      expect([city.statusCode, city.message]).toEqual([
        400,
        fieldMessage(lang, 'CityCode', 'profile.validation.regionMismatch'),
      ]);
      const district = await save({ ...base, DistrictCode: '320102' }, sid.employee, lang);
      expect(district.message).toBe(fieldMessage(lang, 'DistrictCode', 'profile.validation.regionMismatch'));
    }
  });

  it('refuses codes the division data does not have', async () => {
    for (const region of [
      { ProvinceCode: '31', CityCode: '3101', DistrictCode: '310199' },
      { ProvinceCode: '31', CityCode: '3109', DistrictCode: '310901' },
      { ProvinceCode: '99', CityCode: '9901', DistrictCode: '990101' },
    ]) {
      const res = await save({ ...base, ...region }, sid.employee, 'cn');
      expect([res.statusCode, res.message], region.DistrictCode).toEqual([
        400,
        translate('cn', 'profile.errors.regionUnknown'),
      ]);
    }
  });

  it('checks the postcode and the phone', async () => {
    const postcode = await save({ ...base, Postcode: '20012' });
    expect(postcode.message).toBe(fieldMessage('en', 'Postcode', 'profile.validation.postcode'));
    const phone = await save({ ...base, Phone: '021-12345678' });
    expect(phone.message).toBe(fieldMessage('en', 'Phone', 'messages.validation.mobile'));
    const region = await save({ ...base, ProvinceCode: '' });
    expect(region.message).toBe(fieldMessage('en', 'ProvinceCode', 'profile.validation.regionRequired'));
  });
});

describe('the default address', () => {
  it('is at most one per user: a new default takes over', async () => {
    // The seeded default of the employee.
    const [seeded] = await defaults();
    expect(seeded).toBeDefined();
    const a = (await save({ ...base, IsDefault: YesNo.Yes })).result!;
    expect(await defaults()).toEqual([a[r.id]]);
    const b = (await save({ ...base, Consignee: '李雷', IsDefault: YesNo.Yes })).result!;
    expect(await defaults()).toEqual([b[r.id]]);
    // Saving a non-default row leaves the default alone; making A the default again takes it back.
    await save({ ...base, [r.id]: a[r.id], Address: '世纪大道 200 号', IsDefault: YesNo.No });
    expect(await defaults()).toEqual([b[r.id]]);
    await save({ ...base, [r.id]: a[r.id], IsDefault: YesNo.Yes });
    expect(await defaults()).toEqual([a[r.id]]);
    // The default comes first in the list.
    expect((await rows())[0]![r.id]).toBe(a[r.id]);
    // Nobody else's default changed.
    expect(await defaults(sid.traveler)).toHaveLength(1);
    const theirs = (await save({ ...base, IsDefault: YesNo.Yes }, sid.approver)).result!;
    expect(await defaults()).toEqual([a[r.id]]);
    expect(await defaults(sid.approver)).toEqual([theirs[r.id]]);
    await remove(a[r.id]);
    await remove(b[r.id]);
    await remove(theirs[r.id], sid.approver);
  });

  it('holds when two defaults are saved at once', async () => {
    const saved = await Promise.all(
      [1, 2, 3].map((n) => save({ ...base, Consignee: `并发${n}`, IsDefault: YesNo.Yes })),
    );
    expect(saved.map((x) => x.isSucc)).toEqual([true, true, true]);
    expect(await defaults()).toHaveLength(1);
    for (const x of saved) await remove(x.result![r.id]);
  });
});

describe('whose rows', () => {
  it('shows each user only their own addresses', async () => {
    const mine = (await save(base)).result!;
    const id = String(mine[r.id]);
    for (const s of [sid.approver!, sid.traveler!, other.sid]) {
      expect((await rows(s)).map((x) => x[r.id])).not.toContain(id);
      const read = await t.call(r.calls.Details, {}, { session: s, params: { id }, lang: 'en' });
      expect([read.isSucc, read.message]).toEqual([false, translate('en', 'messages.notExists')]);
      expect((await save({ ...base, [r.id]: id, Consignee: '改' }, s)).isSucc).toBe(false);
      expect((await remove(id, s)).isSucc).toBe(false);
    }
    expect((await t.call(r.calls.List, { PageNo: 1, PageSize: 10 })).statusCode).toBe(511);
    const still = await t.call<TRow>(r.calls.Details, {}, { session: sid.employee, params: { id } });
    expect(still.result).toEqual(mine);
    await remove(id);
  });
});

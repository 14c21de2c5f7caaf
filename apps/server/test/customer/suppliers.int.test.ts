import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FeatureCode,
  GetTicketInfo,
  SaveSupplier,
  SupplierList,
  type TSupplierRow,
  type TTicketInfo,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { accountSms, rows } from './helpers.ts';

// Supplier companies: Security/saveSupplier and the list of /system/supply/list.

let t: TTestApp;
const sid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['operator', 'service', 'supervisor', 'admin', 'supplier']) sid[a] = await t.login(a);
});
afterAll(async () => t.close());

const forbidden = translate('en', 'messages.forbidden');

describe('Security/saveSupplier', () => {
  it('creates a supplier company whose account is a supplier with the supply feature', async () => {
    const r = await t.call<{ CompanyID: string; UserID: string }>(
      SaveSupplier,
      {
        CompanyName: '华夏票务有限公司',
        CompanyNameEn: 'Huaxia Ticketing',
        ShortName: '华夏票务',
        ContactName: '孔明',
        Mobile: '13900003001',
        Email: 'kong@huaxia.example',
      },
      { session: sid.operator, lang: 'en' },
    );
    expect(r.message).toBe(translate('en', 'messages.added'));
    const { CompanyID, UserID } = r.result!;
    const [c] = await rows<{ type: string; feature_codes: string[] }>(
      t,
      'select type, feature_codes from companies where id = $1',
      [CompanyID],
    );
    expect(c).toEqual({ type: 'Supplier', feature_codes: [FeatureCode.Supply] });

    const sms = await accountSms(t, '13900003001');
    expect(sms.content).toContain(sms.password);
    const supplierSid = await t.login('kong@huaxia.example', sms.password);
    const ticket = await t.call<TTicketInfo>(GetTicketInfo, {}, { session: supplierSid });
    expect(ticket.result).toMatchObject({ CompanyID, UserID, CompanyName: '华夏票务有限公司' });
    expect(ticket.result?.FeatureCodes).toContain(FeatureCode.Supply);
    const [u] = await rows<{ roles: string[] }>(t, 'select roles from users where id = $1', [UserID]);
    expect(u?.roles).toEqual(['supplier']);

    const list = await t.call<{ Entities: TSupplierRow[]; RecordCount: number }>(
      SupplierList,
      { PageNo: 1, PageSize: 20 },
      { session: sid.operator },
    );
    expect(list.result?.RecordCount).toBe(2);
    expect(list.result?.Entities[0]).toMatchObject({
      CompanyID,
      CompanyName: '华夏票务有限公司',
      ShortName: '华夏票务',
      ContactName: '孔明',
      Mobile: '13900003001',
      Email: 'kong@huaxia.example',
      FeatureCodes: [FeatureCode.Supply],
      Status: 'active',
    });
    const found = await t.call<{ Entities: TSupplierRow[] }>(
      SupplierList,
      { PageNo: 1, PageSize: 20, KeyWords: 'huaxia' },
      { session: sid.operator },
    );
    expect(found.result?.Entities.map((e) => e.CompanyID)).toEqual([CompanyID]);
  });

  it('is for operators only, validates, and refuses a taken mobile without writing', async () => {
    const count = async () => Number((await rows<{ n: number }>(t, 'select count(*)::int n from companies'))[0]?.n);
    const before = await count();
    const payload = { CompanyName: '拒绝供应商', ContactName: '李四', Mobile: '13900003002' };
    for (const who of ['service', 'supervisor', 'admin', 'supplier'] as const) {
      for (const [c, p] of [
        [SaveSupplier, payload],
        [SupplierList, {}],
      ] as const) {
        const r = await t.call(c, p, { session: sid[who], lang: 'en' });
        expect([who, r.statusCode, r.message]).toEqual([who, 400, forbidden]);
      }
    }
    const taken = await t.call(
      SaveSupplier,
      { ...payload, Mobile: '13800000005' },
      { session: sid.operator, lang: 'en' },
    );
    expect(taken.message).toBe(translate('en', 'system.errors.mobileRegistered'));
    for (const lang of ['cn', 'en'] as const) {
      const bad = await t.call(SaveSupplier, { ...payload, Email: 'not-an-email' }, { session: sid.operator, lang });
      expect(bad.statusCode).toBe(400);
      expect(bad.message).toContain('Email');
    }
    const noName = await t.call(SaveSupplier, { ...payload, CompanyName: '  ' }, { session: sid.operator, lang: 'en' });
    expect(noName.message).toContain(translate('en', 'customer.validation.companyName'));
    expect(await count()).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplyArea,
  DisptachService,
  GetServiceList,
  RevokeService,
  ServiceID,
  ServiceType,
  type TCompanyServices,
  type TServiceEntry,
} from '@opentmc/contracts';
import { BizError } from '../../src/platform/errors.ts';
import type { TScopedCompany } from '../../src/platform/tenancy.ts';
import { translate } from '../../src/platform/i18n.ts';
import { assertServiceEnabled, enabledServices } from '../../src/modules/customer/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { companyOf, newCustomer } from './helpers.ts';

// The service catalogue and service authorization: ServiceInfo/GetServiceList, DisptachService, RevokeService.

let t: TTestApp;
const sid: Record<string, string> = {};
let client: TScopedCompany;
// The tests name the companies themselves, as the scope would have resolved them for a call.
const scopedCompany = (id: string) => id as TScopedCompany;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['operator', 'service', 'sales', 'supervisor', 'admin', 'employee', 'traveler', 'supplier'])
    sid[a] = await t.login(a);
  client = scopedCompany(await companyOf(t, 'admin'));
});
afterAll(async () => t.close());

const forbidden = translate('en', 'messages.forbidden');
const list = async (session: string, payload: Record<string, unknown> = {}, lang: 'cn' | 'en' = 'cn') => {
  const r = await t.call<TServiceEntry[]>(GetServiceList, payload, { session, lang });
  expect(r.isSucc, r.message).toBe(true);
  return r.result!;
};
const enabledOf = (entries: TServiceEntry[]) => entries.filter((e) => e.Enabled).map((e) => e.ServiceID);

describe('ServiceInfo/GetServiceList', () => {
  it('lists the catalogue with the fixed service IDs, codes, types and areas', async () => {
    const entries = await list(sid.operator!);
    expect(entries.map((e) => [e.ServiceID, e.ServiceCode, e.ServiceType, e.ApplyArea])).toEqual([
      ['S00000000009', 'flight', ServiceType.Flight, ApplyArea.Internal],
      ['S00000000011', 'flight', ServiceType.Flight, ApplyArea.Overseas],
      ['S00000000013', 'hotel', ServiceType.Hotel, ApplyArea.Internal],
      ['S00000000015', 'hotel', ServiceType.Hotel, ApplyArea.Overseas],
      ['S00000000005', 'tour', ServiceType.Tour, ApplyArea.Internal],
      ['S00000000007', 'tour', ServiceType.Tour, ApplyArea.Overseas],
      ['S00000000017', 'train', ServiceType.Train, ApplyArea.Internal],
      ['S00000000025', 'insurance', ServiceType.Insurance, ApplyArea.Internal],
      ['S00000000043', 'charge', ServiceType.Charge, ApplyArea.Internal],
      ['S00000000029', 'traffic', ServiceType.Traffic, ApplyArea.Internal],
    ]);
    // TMC staff asking for their own company get no "enabled" flags.
    expect(entries.every((e) => e.Enabled === undefined)).toBe(true);
  });

  it('names the services in the caller language', async () => {
    const cn = await list(sid.operator!, {}, 'cn');
    const en = await list(sid.operator!, {}, 'en');
    expect(cn.find((e) => e.ServiceID === ServiceID.FlightInternal)?.ServiceName).toBe('国内机票');
    expect(en.find((e) => e.ServiceID === ServiceID.FlightInternal)?.ServiceName).toBe('Domestic flights');
    expect(en.find((e) => e.ServiceID === ServiceID.Car)?.ServiceName).toBe('Car service');
    expect(new Set(cn.map((e) => e.ServiceName)).size).toBe(10);
  });

  it('tells a client caller, and TMC staff naming a customer, which services the company has', async () => {
    expect(enabledOf(await list(sid.admin!))).toHaveLength(10);
    expect(enabledOf(await list(sid.employee!))).toHaveLength(10);
    expect(enabledOf(await list(sid.service!, { CompanyID: client }))).toHaveLength(10);
    // An individual's own space has every service.
    expect(enabledOf(await list(sid.traveler!))).toHaveLength(10);
  });

  it('refuses a company the caller does not reach', async () => {
    const other = await createOtherCompany(t, '服务目录测试公司', '13900001001');
    const byClient = await t.call(GetServiceList, { CompanyID: other.companyId }, { session: sid.admin, lang: 'en' });
    expect([byClient.statusCode, byClient.message]).toEqual([400, forbidden]);
    const byRep = await t.call(GetServiceList, { CompanyID: other.companyId }, { session: sid.service, lang: 'en' });
    expect([byRep.statusCode, byRep.message]).toEqual([400, forbidden]);
  });
});

describe('ServiceInfo/DisptachService and RevokeService', () => {
  it('lets the assigned rep revoke and dispatch; bookings of a revoked service are refused', async () => {
    const revoked = await t.call<TCompanyServices>(
      RevokeService,
      { CompanyID: client, ServiceIDs: [ServiceID.FlightInternal, ServiceID.Insurance] },
      { session: sid.service, lang: 'en' },
    );
    expect(revoked.message).toBe(translate('en', 'customer.messages.revoked'));
    expect(revoked.result?.ServiceIDs).not.toContain(ServiceID.FlightInternal);
    expect(revoked.result?.ServiceIDs).toHaveLength(8);
    const seen = await list(sid.admin!);
    expect(seen.find((e) => e.ServiceID === ServiceID.FlightInternal)?.Enabled).toBe(false);
    expect(seen.find((e) => e.ServiceID === ServiceID.FlightOverseas)?.Enabled).toBe(true);

    const err = await t.app.deps.db
      .transaction((tx) => assertServiceEnabled(tx, client, ServiceID.FlightInternal))
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BizError);
    const biz = err as BizError;
    expect(biz.key).toBe('customer.errors.serviceNotEnabled');
    expect(translate('cn', biz.key, biz.params)).toBe('贵公司未开通“国内机票”服务，请联系您的客服开通');
    expect(translate('en', biz.key, biz.params)).toContain('"Domestic flights"');
    await expect(assertServiceEnabled(t.app.deps.db, client, ServiceID.FlightOverseas)).resolves.toBeUndefined();

    const dispatched = await t.call<TCompanyServices>(
      DisptachService,
      { CompanyID: client, ServiceIDs: [ServiceID.FlightInternal, ServiceID.FlightInternal, ServiceID.Insurance] },
      { session: sid.sales, lang: 'en' },
    );
    expect(dispatched.message).toBe(translate('en', 'customer.messages.dispatched'));
    expect(dispatched.result?.ServiceIDs).toHaveLength(10);
    await expect(assertServiceEnabled(t.app.deps.db, client, ServiceID.FlightInternal)).resolves.toBeUndefined();
  });

  it('refuses TMC staff who are not assigned to the company, and the client itself', async () => {
    const { companyId } = await newCustomer(t, sid.operator!, '未分配客户公司', '13900001002');
    const payload = { CompanyID: companyId, ServiceIDs: [ServiceID.HotelInternal] };
    for (const who of ['service', 'sales'] as const) {
      for (const c of [DisptachService, RevokeService]) {
        const r = await t.call(c, payload, { session: sid[who], lang: 'en' });
        expect([who, r.statusCode, r.message]).toEqual([who, 400, forbidden]);
      }
    }
    // The client company's administrator holds no customer-management action, not even for their own company.
    for (const c of [DisptachService, RevokeService]) {
      const r = await t.call(
        c,
        { CompanyID: client, ServiceIDs: [ServiceID.HotelInternal] },
        {
          session: sid.admin,
          lang: 'en',
        },
      );
      expect([r.statusCode, r.message]).toEqual([400, forbidden]);
    }
    expect(await enabledServices(t.app.deps.db, client)).toHaveLength(10);
    // The operator reaches every customer.
    const r = await t.call<TCompanyServices>(RevokeService, payload, { session: sid.operator });
    expect(r.result?.ServiceIDs).not.toContain(ServiceID.HotelInternal);
    expect(r.result?.ServiceIDs).toHaveLength(9);
  });

  it('only serves client companies and validates the service IDs', async () => {
    const supplierCompany = await companyOf(t, 'supplier');
    const tmc = await companyOf(t, 'operator');
    for (const CompanyID of [supplierCompany, tmc]) {
      const r = await t.call(
        DisptachService,
        { CompanyID, ServiceIDs: [ServiceID.Car] },
        {
          session: sid.operator,
          lang: 'en',
        },
      );
      expect([r.statusCode, r.message]).toEqual([400, translate('en', 'customer.errors.notCustomer')]);
    }
    for (const ServiceIDs of [['S00000000001'], [], 'S00000000009']) {
      const r = await t.call(DisptachService, { CompanyID: client, ServiceIDs }, { session: sid.operator, lang: 'en' });
      expect(r.statusCode).toBe(400);
      expect(r.message).toContain('ServiceIDs');
    }
  });

  it('a customer created without services has none until one is dispatched', async () => {
    const { companyId, adminSid } = await newCustomer(t, sid.operator!, '无服务客户公司', '13900001003', {
      ServiceIDs: [],
    });
    expect(enabledOf(await list(adminSid))).toEqual([]);
    await expect(
      assertServiceEnabled(t.app.deps.db, scopedCompany(companyId), ServiceID.TrainInternal),
    ).rejects.toBeInstanceOf(BizError);
    await t.call(
      DisptachService,
      { CompanyID: companyId, ServiceIDs: [ServiceID.TrainInternal] },
      {
        session: sid.operator,
      },
    );
    expect(enabledOf(await list(adminSid))).toEqual([ServiceID.TrainInternal]);
    // TMC and supplier companies book nothing for themselves.
    expect(await enabledServices(t.app.deps.db, scopedCompany(await companyOf(t, 'supplier')))).toEqual([]);
  });
});

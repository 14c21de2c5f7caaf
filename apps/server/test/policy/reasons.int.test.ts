import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceType, contraryReasonResource, travelPurposeResource } from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import type { TScopedCompany } from '../../src/platform/tenancy.ts';
import { contraryReasonFor, travelPurposeFor } from '../../src/modules/policy/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';
import { countOf, userOf } from './helpers.ts';

// Violation reasons and travel purposes (kit resources; the generic suite covers their round trip and tenancy):
// the seeded defaults, the services filter of the multi-select field, codes unique in a company, everyone in the
// company reading them and only the policy actions writing them, and the validators the booking modules call.

let t: TTestApp;
const sid: Record<string, string> = {};
let demo = '';
// The tests name the companies themselves, as the scope would have resolved them for a call.
const scopedCompany = (id: string) => id as TScopedCompany;
let other: { companyId: string; sid: string };
type TRow = Record<string, unknown>;
type TList = { Entities: TRow[]; RecordCount: number };
const en = (key: string, params: Record<string, string> = {}) => translate('en', key, params);

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'service']) sid[a] = await t.login(a);
  demo = (await userOf(t, 'admin')).companyId;
  other = await createOtherCompany(t, '别家原因公司', '13900003333');
});
afterAll(async () => t.close());

const reasons = (payload: TRow = {}, session = sid.admin!) =>
  t.call<TList>(contraryReasonResource.calls.List, { PageNo: 1, PageSize: 100, ...payload }, { session, lang: 'en' });

describe('violation reasons', () => {
  it('seeds the defaults, an "other" reason among them, in order', async () => {
    const r = await reasons();
    expect(r.result!.Entities.map((x) => x.ReasonCode)).toEqual(['R01', 'R02', 'R03', 'R04', 'R05', 'R99']);
    expect(r.result!.Entities.at(-1)).toMatchObject({ ReasonName: '其他', ReasonNameEn: 'Other', IsOther: true });
  });

  it('filters by a service the reasons apply to', async () => {
    const hotel = await reasons({ ServiceTypes: ServiceType.Hotel });
    expect(hotel.result!.Entities.map((x) => x.ReasonCode)).toEqual(['R03', 'R04', 'R05', 'R99']);
    const bad = await reasons({ ServiceTypes: 1 });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps codes unique in the company (ignoring case), not across companies', async () => {
    const p = { ReasonCode: 'r01', ReasonName: '重复', ServiceTypes: [ServiceType.Flight] };
    const before = await countOf(t, 'contrary_reasons');
    for (const lang of ['cn', 'en'] as const) {
      const r = await t.call(contraryReasonResource.calls.Update, p, { session: sid.admin, lang });
      expect([r.statusCode, r.message]).toEqual([400, translate(lang, 'policy.errors.codeTaken', { code: 'r01' })]);
    }
    const none = await t.call(
      contraryReasonResource.calls.Update,
      { ...p, ServiceTypes: [] },
      { session: sid.admin, lang: 'en' },
    );
    expect(none.message).toContain(en('messages.validation.required'));
    expect(await countOf(t, 'contrary_reasons')).toBe(before);
    // Another client company may use the same code in its own list.
    const mine = await t.call(contraryReasonResource.calls.Update, p, { session: other.sid, lang: 'en' });
    expect(mine.isSucc, mine.message).toBe(true);
  });

  it('everyone in the company reads them; only the policy action writes them', async () => {
    expect((await reasons({}, sid.employee)).result!.RecordCount).toBe(6);
    const w = await t.call(
      contraryReasonResource.calls.Update,
      { ReasonCode: 'E1', ReasonName: '员工加的', ServiceTypes: [ServiceType.Train] },
      { session: sid.employee, lang: 'en' },
    );
    expect([w.statusCode, w.message]).toEqual([400, en('messages.forbidden')]);
    // TMC staff who reach the company write its list; their own company (the TMC) keeps none.
    const rep = await t.call(
      contraryReasonResource.calls.Update,
      { CompanyID: demo, ReasonCode: 'S1', ReasonName: '客服加的', ServiceTypes: [ServiceType.Train] },
      { session: sid.service, lang: 'en' },
    );
    expect(rep.isSucc, rep.message).toBe(true);
    const tmc = await t.call(
      contraryReasonResource.calls.Update,
      { ReasonCode: 'S2', ReasonName: 'TMC 的', ServiceTypes: [ServiceType.Train] },
      { session: sid.service, lang: 'en' },
    );
    expect(tmc.message).toBe(en('policy.errors.notClient'));
  });

  it('validates a chosen reason for the service of a booking', async () => {
    const rows = (await reasons()).result!.Entities;
    const id = (code: string) => String(rows.find((x) => x.ReasonCode === code)!.ReasonID);
    expect(await contraryReasonFor(t.app.deps.db, scopedCompany(demo), id('R03'), 'hotel')).toMatchObject({
      code: 'R03',
      isOther: false,
    });
    expect(await contraryReasonFor(t.app.deps.db, scopedCompany(demo), id('R99'), 'car')).toMatchObject({
      isOther: true,
    });
    await expect(contraryReasonFor(t.app.deps.db, scopedCompany(demo), id('R03'), 'flight')).rejects.toMatchObject({
      key: 'policy.refusals.violationReasonInvalid',
    });
    await expect(
      contraryReasonFor(t.app.deps.db, scopedCompany(other.companyId), id('R01'), 'flight'),
    ).rejects.toMatchObject({
      key: 'policy.refusals.violationReasonInvalid',
    });
  });
});

describe('travel purposes', () => {
  it('seeds the defaults and validates a chosen one for its company only', async () => {
    const r = await t.call<TList>(travelPurposeResource.calls.List, { PageSize: 100 }, { session: sid.employee });
    const rows = r.result!.Entities;
    expect(rows.map((x) => x.PurposeCode)).toEqual(['P01', 'P02', 'P03', 'P04', 'P05', 'P99']);
    const id = String(rows[0]!.PurposeID);
    expect(await travelPurposeFor(t.app.deps.db, scopedCompany(demo), id)).toMatchObject({
      name: '客户拜访',
      nameEn: 'Client visit',
    });
    await expect(travelPurposeFor(t.app.deps.db, scopedCompany(other.companyId), id)).rejects.toMatchObject({
      key: 'policy.refusals.travelPurposeInvalid',
    });
  });
});

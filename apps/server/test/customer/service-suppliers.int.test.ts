import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  SaveSupplier,
  ServiceSupplierList,
  ServiceSupplierRemove,
  ServiceSupplierSave,
  ServiceType,
  WorkTaskList,
  type TServiceSupplierRow,
  type TWorkTaskListResult,
} from '@opentmc/contracts';
import { PGLITE_OPTIONS } from '../../src/platform/db/database.ts';
import { translate } from '../../src/platform/i18n.ts';
import { MIGRATIONS_DIR } from '../../src/platform/paths.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { DEMO_CLIENT, NOW, at, book, bookingOf, gTrain, scalar } from '../train/order-helpers.ts';
import { accountSms, companyOf, rows } from './helpers.ts';

// Suppliers per service (issue 16 section 1, /system/supply/list): CompanyInfo/ServiceSupplierList, Save and Remove,
// and the order engine giving a client's order to the supplier chosen for it (its own, else the service's default).

let t: TTestApp;
const sid: Record<string, string> = {};
let demoSupplier: string;
let operatorCompany: string;
/** A second supplier company, made by the operator, and its one user's session. */
let huaxia: { id: string; sid: string };
const TRAIN = ServiceType.Train;
const train = gTrain(2);

type TList = { Entities: TServiceSupplierRow[] };
const list = async (payload: object = {}, who = 'operator', lang: 'cn' | 'en' = 'en') =>
  (await t.call<TList>(ServiceSupplierList, payload, { session: sid[who] ?? who, lang })).result!.Entities;
const save = (payload: object, who = 'operator', lang: 'cn' | 'en' = 'en') =>
  t.call<TServiceSupplierRow>(ServiceSupplierSave, payload, { session: sid[who] ?? who, lang });
const remove = (payload: object, who = 'operator', lang: 'cn' | 'en' = 'en') =>
  t.call(ServiceSupplierRemove, payload, { session: sid[who] ?? who, lang });
const table = () =>
  rows<{ service: number; client_id: string | null; supplier_id: string; updated_by: string | null }>(
    t,
    'select service, client_id, supplier_id, updated_by from service_suppliers order by service, client_id nulls first',
  );

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of ['operator', 'service', 'supervisor', 'sales', 'admin', 'employee', 'supplier']) {
    sid[a] = await t.login(a);
  }
  demoSupplier = await companyOf(t, 'supplier');
  operatorCompany = await companyOf(t, 'operator');
  const made = await t.call<{ CompanyID: string }>(
    SaveSupplier,
    { CompanyName: '华夏票务有限公司', CompanyNameEn: 'Huaxia Ticketing', ContactName: '孔明', Mobile: '13900005101' },
    { session: sid.operator },
  );
  const { password } = await accountSms(t, '13900005101');
  huaxia = { id: made.result!.CompanyID, sid: await t.login('13900005101', password) };
});
afterAll(async () => t.close());

/** The employee books and submits a train order of the demo client: it goes straight to fulfilment. */
const submitted = async () => {
  const o = await book(t, sid.employee!, bookingOf(train, { Submit: true }));
  expect(o.OrderStatus).toBe(OrderStatus.WaitDispose);
  return o.UniqueID;
};
const supplierOf = async (uniqueId: string) =>
  (await rows<{ supplier_id: string | null }>(t, 'select supplier_id from orders where unique_id = $1', [uniqueId]))[0]
    ?.supplier_id;
const tasked = async (who: string, uniqueId: string) => {
  const r = await t.call<TWorkTaskListResult>(WorkTaskList, { PageSize: 50 }, { session: sid[who] ?? who });
  return (r.result?.Entities ?? []).some((w) => w.ServiceID === uniqueId);
};

describe('the demo', () => {
  it('gives trains to the demo supplier by default, which every client without its own choice follows', async () => {
    const entities = await list();
    expect(entities).toEqual([
      expect.objectContaining({
        Service: TRAIN,
        CompanyID: '',
        CompanyName: '',
        SupplierID: demoSupplier,
        SupplierName: 'Demo Supplier Co., Ltd.',
        SupplierStatus: 'active',
        UpdatedBy: '',
      }),
    ]);
    expect((await list({}, 'operator', 'cn'))[0]?.SupplierName).toBe('示例供应商有限公司');
  });
});

describe('CompanyInfo/ServiceSupplierSave, List and Remove', () => {
  it("sets a client's own supplier, replaces it, lists it after the default, and removes it", async () => {
    const r = await save({ Service: TRAIN, CompanyID: DEMO_CLIENT, SupplierID: huaxia.id });
    expect(r).toMatchObject({ isSucc: true, message: translate('en', 'messages.saved') });
    expect(r.result).toMatchObject({
      Service: TRAIN,
      CompanyID: DEMO_CLIENT,
      CompanyName: 'Demo Tech Co., Ltd.',
      SupplierID: huaxia.id,
      SupplierName: 'Huaxia Ticketing',
      UpdatedBy: '陈平',
    });
    // Saving again replaces the choice: one row per service and client.
    expect((await save({ Service: TRAIN, CompanyID: DEMO_CLIENT, SupplierID: demoSupplier })).isSucc).toBe(true);
    expect((await save({ Service: TRAIN, CompanyID: DEMO_CLIENT, SupplierID: huaxia.id })).isSucc).toBe(true);
    const operatorId = (await rows<{ id: string }>(t, "select id from users where login_name = 'operator'"))[0]!.id;
    expect(await table()).toEqual([
      { service: TRAIN, client_id: null, supplier_id: demoSupplier, updated_by: null },
      { service: TRAIN, client_id: DEMO_CLIENT, supplier_id: huaxia.id, updated_by: operatorId },
    ]);
    expect((await list()).map((e) => [e.CompanyID, e.SupplierID])).toEqual([
      ['', demoSupplier],
      [DEMO_CLIENT, huaxia.id],
    ]);
    expect((await list({ Service: TRAIN, CompanyID: DEMO_CLIENT })).length).toBe(2);
    expect(await list({ Service: ServiceType.Flight })).toEqual([]);

    const gone = await remove({ Service: TRAIN, CompanyID: DEMO_CLIENT });
    expect(gone).toMatchObject({ isSucc: true, result: { Service: TRAIN, CompanyID: DEMO_CLIENT } });
    expect((await table()).map((x) => x.client_id)).toEqual([null]);
  });

  it('sets and removes the default of a service with no CompanyID', async () => {
    expect((await save({ Service: ServiceType.Flight, SupplierID: huaxia.id })).result).toMatchObject({
      Service: ServiceType.Flight,
      CompanyID: '',
      SupplierID: huaxia.id,
    });
    expect((await save({ Service: ServiceType.Flight, CompanyID: '', SupplierID: demoSupplier })).isSucc).toBe(true);
    expect((await table()).filter((x) => x.service === ServiceType.Flight)).toEqual([
      expect.objectContaining({ client_id: null, supplier_id: demoSupplier }),
    ]);
    expect((await remove({ Service: ServiceType.Flight })).isSucc).toBe(true);
    expect((await table()).filter((x) => x.service === ServiceType.Flight)).toEqual([]);
  });

  it('is for the operators who manage suppliers only', async () => {
    const before = await table();
    const forbidden = translate('en', 'messages.forbidden');
    for (const who of ['service', 'supervisor', 'sales', 'admin', 'employee', 'supplier']) {
      for (const [c, p] of [
        [ServiceSupplierList, {}],
        [ServiceSupplierSave, { Service: TRAIN, CompanyID: DEMO_CLIENT, SupplierID: huaxia.id }],
        [ServiceSupplierRemove, { Service: TRAIN }],
      ] as const) {
        const r = await t.call(c, p, { session: sid[who], lang: 'en' });
        expect([who, c.path, r.statusCode, r.message]).toEqual([who, c.path, 400, forbidden]);
      }
    }
    expect(await table()).toEqual(before);
  });

  it('refuses bad input in the caller’s language and writes nothing', async () => {
    const before = await table();
    const client = await companyOf(t, 'admin');
    for (const lang of ['cn', 'en'] as const) {
      const tr = (key: string) => translate(lang, key);
      const cases: [object, string][] = [
        [{ Service: 9999, SupplierID: huaxia.id }, tr('customer.validation.service')],
        [{ Service: 'train', SupplierID: huaxia.id }, tr('customer.validation.service')],
        [{ Service: TRAIN }, tr('customer.validation.supplier')],
        [{ Service: TRAIN, SupplierID: 'no such!' }, tr('customer.validation.supplier')],
        // Not a supplier company, or none at all.
        [{ Service: TRAIN, SupplierID: client }, tr('customer.errors.notActiveSupplier')],
        [{ Service: TRAIN, SupplierID: 'C99999999999' }, tr('customer.errors.notActiveSupplier')],
        // The client must be a client company (not the TMC, a supplier or an unknown one).
        [{ Service: TRAIN, CompanyID: operatorCompany, SupplierID: huaxia.id }, tr('customer.errors.notCustomer')],
        [{ Service: TRAIN, CompanyID: huaxia.id, SupplierID: huaxia.id }, tr('customer.errors.notCustomer')],
        [{ Service: TRAIN, CompanyID: 'C99999999999', SupplierID: huaxia.id }, tr('messages.forbidden')],
      ];
      for (const [payload, message] of cases) {
        const r = await save(payload, 'operator', lang);
        expect([payload, r.statusCode, r.message]).toEqual([payload, 400, expect.stringContaining(message)]);
      }
      const none = await remove({ Service: TRAIN, CompanyID: DEMO_CLIENT }, 'operator', lang);
      expect([none.statusCode, none.message]).toEqual([400, tr('customer.errors.noServiceSupplier')]);
      const flight = await remove({ Service: ServiceType.Flight }, 'operator', lang);
      expect(flight.message).toBe(tr('customer.errors.noServiceSupplier'));
    }
    // A disabled supplier company cannot be chosen.
    await t.database.executeSql("update companies set status = 'disabled' where id = $1", [huaxia.id]);
    const off = await save({ Service: TRAIN, SupplierID: huaxia.id });
    expect(off.message).toBe(translate('en', 'customer.errors.notActiveSupplier'));
    await t.database.executeSql("update companies set status = 'active' where id = $1", [huaxia.id]);
    expect(await table()).toEqual(before);
  });
});

describe('orders go to the supplier chosen for their client and service', () => {
  it("a client's own supplier wins over the default; its users get the tasks, the default's do not", async () => {
    expect((await save({ Service: TRAIN, CompanyID: DEMO_CLIENT, SupplierID: huaxia.id })).isSucc).toBe(true);
    const o = await submitted();
    expect(await supplierOf(o)).toBe(huaxia.id);
    expect(await tasked(huaxia.sid, o)).toBe(true);
    expect(await tasked('supplier', o)).toBe(false);
  });

  it('without its own choice, the client follows the default', async () => {
    expect((await remove({ Service: TRAIN, CompanyID: DEMO_CLIENT })).isSucc).toBe(true);
    const o = await submitted();
    expect(await supplierOf(o)).toBe(demoSupplier);
    expect(await tasked('supplier', o)).toBe(true);
    expect(await tasked(huaxia.sid, o)).toBe(false);
  });

  it('a chosen supplier that is no longer active counts as unset', async () => {
    expect((await save({ Service: TRAIN, CompanyID: DEMO_CLIENT, SupplierID: huaxia.id })).isSucc).toBe(true);
    await t.database.executeSql("update companies set status = 'disabled' where id = $1", [huaxia.id]);
    const o = await submitted();
    expect(await supplierOf(o)).toBe(demoSupplier);
    await t.database.executeSql("update companies set status = 'active' where id = $1", [huaxia.id]);
    expect((await remove({ Service: TRAIN, CompanyID: DEMO_CLIENT })).isSucc).toBe(true);
  });

  it('with no choice at all the order waits with no supplier and nobody is tasked', async () => {
    expect((await remove({ Service: TRAIN })).isSucc).toBe(true);
    const tasksBefore = await scalar(t, 'select count(*)::int from work_tasks');
    const o = await submitted();
    expect(await supplierOf(o)).toBeNull();
    expect(await scalar(t, 'select count(*)::int from work_tasks')).toBe(tasksBefore);
    expect(await tasked('supplier', o)).toBe(false);
  });
});

// Migration 0020 keeps what databases from before it did: trains go to the first active supplier company.
describe('migration 0020', () => {
  it('makes the first active supplier company the default for trains', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const apply = async (db: PGlite, tag: string) => {
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
    };
    const target = journal.entries.find((e) => e.tag.startsWith('0020_'))!;
    const db = new PGlite(PGLITE_OPTIONS);
    try {
      for (const e of journal.entries.filter((x) => x.idx < target.idx)) await apply(db, e.tag);
      await db.query(
        `INSERT INTO companies (id, name, type, status, feature_codes, created_at) VALUES
           ('C1', 'TMC', 'Tmc', 'active', '{}', now()),
           ('C2', 'Off', 'Supplier', 'disabled', '{}', now()),
           ('C3', 'First', 'Supplier', 'active', '{}', now()),
           ('C4', 'Second', 'Supplier', 'active', '{}', now())`,
      );
      await apply(db, target.tag);
      const r = await db.query('SELECT service, client_id, supplier_id FROM service_suppliers');
      expect(r.rows).toEqual([{ service: 1470, client_id: null, supplier_id: 'C3' }]);
    } finally {
      await db.close();
    }
  }, 120_000); // every migration from an empty cluster: seconds, tens of them on a loaded machine
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FlightSearch,
  flightClientCodeResource,
  parseDateTime,
  type TFlight,
  type TFlightSearchResult,
  type TLang,
} from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// flightpolicy/ClientCode/{List, Details, Update, Delete}: a client company's agreement codes per airline, kept by
// TMC staff for the clients they reach, and the search's agreement fares on exactly the airlines with an enabled code.

const { List, Details, Update, Delete } = flightClientCodeResource.calls;
type TRow = { ClientCodeID: string; AirlineCode: string; AgreementCode: string; Enabled: boolean };
type TList = { Entities: TRow[]; RecordCount: number };

let t: TTestApp;
const sid: Record<string, string> = {};
let client = '';
let other: { companyId: string; sid: string };

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(parseDateTime('2026-12-01 10:00:00')!);
  for (const a of ['operator', 'service', 'sales', 'admin', 'employee']) sid[a] = await t.login(a);
  const rows = (await t.database.executeSql("select company_id from users where login_name = 'admin'", [])).rows;
  client = String((rows[0] as { company_id: string }).company_id);
  other = await createOtherCompany(t, '别家航旅公司', '13900000077');
});
afterAll(async () => t.close());

const list = (session: string, payload: Record<string, unknown> = {}, lang: TLang = 'en') =>
  t.call<TList>(List, { PageNo: 1, PageSize: 50, ...payload }, { session, lang });
const update = (session: string, payload: Record<string, unknown>, lang: TLang = 'en') =>
  t.call<TRow>(Update, payload, { session, lang });
const agreedAirlines = async (session: string) => {
  const r = await t.call<TFlightSearchResult>(
    FlightSearch,
    { FromCity: 'BJS', ToCity: 'SHA', DepartDate: '2026-12-10' },
    { session },
  );
  expect(r.isSucc, r.message).toBe(true);
  const flights: TFlight[] = r.result!.Entities;
  return new Set(flights.filter((f) => f.Cabins.some((c) => c.IsAgreement)).map((f) => f.Airline));
};

describe('ClientCode', () => {
  it("lists the demo client's seeded codes (CA, MU, CZ) to its assigned staff", async () => {
    const en = await list(sid.service!, { CompanyID: client });
    expect(en.isSucc, en.message).toBe(true);
    expect(en.result!.Entities.map((r) => [r.AirlineCode, r.AgreementCode, r.Enabled])).toEqual([
      ['CA', 'CA-DEMO-01', true],
      ['CZ', 'CZ-DEMO-01', true],
      ['MU', 'MU-DEMO-01', true],
    ]);
  });

  it('the search gives agreement fares on exactly the airlines with an enabled code', async () => {
    expect(await agreedAirlines(sid.employee!)).toEqual(new Set(['CA', 'MU', 'CZ']));
    const mu = (await list(sid.service!, { CompanyID: client, AirlineCode: 'MU' })).result!.Entities[0]!;
    const off = await update(sid.service!, { ...mu, CompanyID: client, Enabled: false });
    expect(off.isSucc, off.message).toBe(true);
    expect(await agreedAirlines(sid.employee!)).toEqual(new Set(['CA', 'CZ']));
    await update(sid.service!, { ...mu, CompanyID: client, Enabled: true });
    expect(await agreedAirlines(sid.employee!)).toEqual(new Set(['CA', 'MU', 'CZ']));
    // Another company holds no code: no agreement fare.
    expect(await agreedAirlines(other.sid)).toEqual(new Set());
  });

  it('adds, edits, reads and deletes a code; one per airline; unknown airlines and bad codes refused', async () => {
    const added = await update(sid.sales!, {
      CompanyID: client,
      AirlineCode: 'hu',
      AgreementCode: 'HU-01',
      Enabled: true,
    });
    expect(added.isSucc, added.message).toBe(true);
    expect(added.result).toMatchObject({ AirlineCode: 'HU', AgreementCode: 'HU-01', Enabled: true });
    const id = added.result!.ClientCodeID;
    const details = await t.call<TRow>(Details, { id, CompanyID: client }, { session: sid.sales!, params: { id } });
    expect(details.result).toMatchObject({ AirlineCode: 'HU', AgreementCode: 'HU-01' });
    expect(await agreedAirlines(sid.employee!)).toEqual(new Set(['CA', 'MU', 'CZ', 'HU']));

    const twice = await update(sid.sales!, { CompanyID: client, AirlineCode: 'HU', AgreementCode: 'HU-02' });
    expect(twice).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(twice.message).toBe(translate('en', 'flight.clientCode.errors.airlineTaken', { code: 'HU' }));
    const unknown = await update(sid.sales!, { CompanyID: client, AirlineCode: 'Q9', AgreementCode: 'X' }, 'cn');
    expect(unknown).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(unknown.message).toBe(translate('cn', 'flight.clientCode.errors.unknownAirline', { code: 'Q9' }));
    const bad = await update(sid.sales!, { CompanyID: client, AirlineCode: 'X', AgreementCode: 'X' });
    expect(bad).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(bad.message).toContain(translate('en', 'flight.clientCode.errors.airline'));

    const gone = await t.call<boolean>(Delete, { id, CompanyID: client }, { session: sid.sales!, params: { id } });
    expect(gone.isSucc, gone.message).toBe(true);
    expect(await agreedAirlines(sid.employee!)).toEqual(new Set(['CA', 'MU', 'CZ']));
  });

  it("keeps to the tenancy: staff reach only their clients, a client's people none", async () => {
    // The operator reaches every client; the demo client's service rep does not reach another company.
    const byOperator = await update(sid.operator!, {
      CompanyID: other.companyId,
      AirlineCode: 'CA',
      AgreementCode: 'O-1',
    });
    expect(byOperator.isSucc, byOperator.message).toBe(true);
    expect((await list(sid.operator!, { CompanyID: other.companyId })).result!.RecordCount).toBe(1);
    const otherId = byOperator.result!.ClientCodeID;
    expect((await list(sid.service!, { CompanyID: other.companyId })).isSucc).toBe(false);
    expect(
      (await update(sid.service!, { CompanyID: other.companyId, AirlineCode: 'MU', AgreementCode: 'S' })).isSucc,
    ).toBe(false);
    // A row of another company is not found through a client the caller reaches.
    const cross = await t.call<TRow>(
      Details,
      { id: otherId, CompanyID: client },
      { session: sid.service!, params: { id: otherId } },
    );
    expect(cross.isSucc).toBe(false);
    const crossDelete = await t.call(
      Delete,
      { id: otherId, CompanyID: client },
      { session: sid.service!, params: { id: otherId } },
    );
    expect(crossDelete.isSucc).toBe(false);
    // A client's administrator reads no codes: neither another company's nor its own; an employee neither.
    for (const who of [sid.admin!, sid.employee!]) {
      expect((await list(who, { CompanyID: other.companyId })).isSucc).toBe(false);
      expect((await list(who)).isSucc).toBe(false);
    }
    expect((await list(other.sid, { CompanyID: client })).isSucc).toBe(false);
    expect((await t.call(List, { PageNo: 1 })).httpStatus).toBe(511);
    // The other company's code gives its own travellers agreement fares on CA.
    expect(await agreedAirlines(other.sid)).toEqual(new Set(['CA']));
  });
});

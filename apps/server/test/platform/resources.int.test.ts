import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCodesFor, type TResource } from '@opentmc/contracts';
import { translate } from '../../src/platform/i18n.ts';
import { modules } from '../../src/modules/index.ts';
import { createOtherCompany, createTestApp, type TTestApp } from '../harness.ts';

// One generic suite over every resource of the kit: the CRUD round trip, bad input, another company and an
// anonymous caller. Company resources are driven by the demo company's administrator; a user's own (and
// party) resources by the employee.

const bindings = modules.flatMap((m) => m.resources ?? []);
// Resources one edits (Update and Delete) and read-only ones (a log, an adapter's records).
const writable = bindings.filter((b) => b.resource.has('Update'));
const readOnly = bindings.filter((b) => !b.resource.has('Update'));

let t: TTestApp;
const sid: Record<string, string> = {};
let other: { companyId: string; sid: string };
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  for (const a of ['admin', 'employee', 'approver', 'operator']) sid[a] = await t.login(a);
  other = await createOtherCompany(t, '另一家公司', '13900009999');
});
afterAll(async () => t.close());

const notExists = translate('en', 'messages.notExists');
const forbidden = translate('en', 'messages.forbidden');

// The TMC's own company resources (e.g. customer levels) need actions a client administrator does not hold:
// the operator drives those.
const adminCodes = actionCodesFor(['company_admin']);
const clientAdminMay = (r: TResource) =>
  [r.permission.read, r.permission.write].every((c) => !c || adminCodes.includes(c));
const actorOf = (r: TResource) =>
  r.owner === 'platform' || r.owner === 'ownCompany'
    ? clientAdminMay(r)
      ? sid.admin!
      : sid.operator!
    : r.owner !== 'company'
      ? sid.employee!
      : clientAdminMay(r)
        ? sid.admin!
        : sid.operator!;

describe.each(writable.map((b) => [b.resource.key, b.resource] as const))('resource %s', (_key, r) => {
  const idOf = (row: Record<string, unknown>) => String(row[r.id]);

  it('creates, reads, lists, edits and deletes a row', async () => {
    const session = actorOf(r);
    const created = await t.call(r.calls.Update, r.example, { session, lang: 'en' });
    expect(created.message).toBe(translate('en', 'messages.added'));
    expect(created.isSucc).toBe(true);
    const row = created.result as Record<string, unknown>;
    const id = idOf(row);
    for (const [k, v] of Object.entries(r.example)) expect(row[k], k).toEqual(v);

    const read = await t.call(r.calls.Details, {}, { session, params: { id } });
    expect(read.result).toEqual(row);

    const list = await t.call(r.calls.List, { PageNo: 1, PageSize: 100 }, { session });
    expect((list.result as { Entities: Record<string, unknown>[] }).Entities.map(idOf)).toContain(id);

    const edited = await t.call(r.calls.Update, { ...r.example, [r.id]: id }, { session, lang: 'en' });
    expect(edited.message).toBe(translate('en', 'messages.updated'));
    expect(idOf(edited.result as Record<string, unknown>)).toBe(id);

    const deleted = await t.call(r.calls.Delete, {}, { session, params: { id } });
    expect(deleted.result).toBe(true);
    const gone = await t.call(r.calls.Details, {}, { session, params: { id }, lang: 'en' });
    expect([gone.statusCode, gone.message]).toEqual([400, notExists]);
  });

  it('refuses bad input with 400 in the caller language and writes nothing', async () => {
    const session = actorOf(r);
    const count = async () =>
      ((await t.call(r.calls.List, { PageNo: 1, PageSize: 1 }, { session })).result as { RecordCount: number })
        .RecordCount;
    const before = await count();
    const { field, value } = r.invalidExample;
    for (const lang of ['cn', 'en'] as const) {
      const bad = await t.call(r.calls.Update, { ...r.example, [field]: value }, { session, lang });
      expect(bad.statusCode).toBe(400);
      expect(bad.message).toContain(field);
    }
    const notObject = await t.call(r.calls.Update, [] as never, { session });
    expect(notObject.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps rows from another company or user, and from anonymous callers', async () => {
    const session = actorOf(r);
    const row = (await t.call(r.calls.Update, r.example, { session })).result as Record<string, unknown>;
    const id = idOf(row);
    // The other company's administrator, and (for a user's own rows) a colleague in the same company.
    const outsiders = r.owner === 'company' || r.owner === 'ownCompany' ? [other.sid] : [other.sid, sid.approver!];
    for (const s of outsiders) {
      const read = await t.call(r.calls.Details, {}, { session: s, params: { id }, lang: 'en' });
      expect(read.isSucc).toBe(false);
      expect([notExists, forbidden]).toContain(read.message);
      const list = await t.call(r.calls.List, { PageNo: 1, PageSize: 1000 }, { session: s });
      const ids = ((list.result as { Entities: Record<string, unknown>[] } | null)?.Entities ?? []).map(idOf);
      expect(ids).not.toContain(id);
      const edit = await t.call(r.calls.Update, { ...r.example, [r.id]: id }, { session: s });
      expect(edit.isSucc).toBe(false);
      const del = await t.call(r.calls.Delete, {}, { session: s, params: { id } });
      expect(del.isSucc).toBe(false);
    }
    // Naming the demo company explicitly does not open it to the other company either.
    const key = r.owner === 'company' ? 'CompanyID' : r.owner === 'party' ? 'RoleID' : undefined;
    if (key) {
      const demoCompany = String(
        (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'admin') }))?.companyId,
      );
      const list = await t.call(r.calls.List, { PageNo: 1, PageSize: 10, [key]: demoCompany }, { session: other.sid });
      expect(list.isSucc).toBe(false);
    }
    for (const c of [r.calls.List, r.calls.Update]) {
      const anon = await t.call(c, {});
      expect(anon.statusCode).toBe(511);
    }
    const still = await t.call(r.calls.Details, {}, { session, params: { id } });
    expect(still.result).toEqual(row);
  });
});

describe.each(readOnly.map((b) => [b.resource.key, b.resource] as const))('read-only resource %s', (_key, r) => {
  type TPage = Record<string, unknown> & { RecordCount: number };
  const rowsOf = (page: unknown) => (page as Record<string, unknown[]>)[r.rowsKey] ?? [];

  it('lists rows of its shape to the holder of the read action, and has no write calls', async () => {
    const session = actorOf(r);
    const all = await t.call(r.calls.List, { PageNo: 1, PageSize: 5 }, { session });
    expect(all.isSucc).toBe(true);
    const page = all.result as TPage;
    expect(rowsOf(page).length).toBeLessThanOrEqual(5);
    for (const row of rowsOf(page)) expect(r.row.safeParse(row).success).toBe(true);
    // The example filter is a valid one; it narrows the list.
    const filtered = await t.call(r.calls.List, { PageNo: 1, PageSize: 5, ...r.example }, { session });
    expect(filtered.isSucc).toBe(true);
    expect((filtered.result as TPage).RecordCount).toBeLessThanOrEqual(page.RecordCount);
    for (const op of ['Update', 'Delete'] as const) {
      const c = r.calls[op];
      const missing = await t.call(c, { ...r.example }, { session, params: { id: 'x' } });
      expect(missing.isSucc, op).toBe(false);
      expect(missing.statusCode, op).not.toBe(200);
    }
  });

  it('refuses a bad filter with 400 in the caller language', async () => {
    const { field, value } = r.invalidExample;
    for (const lang of ['cn', 'en'] as const) {
      const bad = await t.call(r.calls.List, { [field]: value }, { session: actorOf(r), lang });
      expect(bad.statusCode).toBe(400);
      expect(bad.message).toContain(field);
    }
  });

  it('keeps its rows from callers without the read action, another company and anonymous callers', async () => {
    const need = r.permission.read;
    // Each demo account is refused exactly when its roles do not grant the read action; another company's too.
    for (const a of ['admin', 'employee', 'approver', 'operator']) {
      const roles =
        (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, a) }))?.roles ?? [];
      const list = await t.call(r.calls.List, { PageNo: 1, PageSize: 10 }, { session: sid[a], lang: 'en' });
      const refused = list.statusCode === 400 && list.message === forbidden;
      expect(refused, a).toBe(Boolean(need) && !actionCodesFor(roles).includes(need!));
    }
    if (need && !clientAdminMay(r)) {
      const outsider = await t.call(r.calls.List, { PageNo: 1, PageSize: 10 }, { session: other.sid, lang: 'en' });
      expect([outsider.statusCode, outsider.message]).toEqual([400, forbidden]);
    }
    expect((await t.call(r.calls.List, {})).statusCode).toBe(511);
  });
});

describe('row actions', () => {
  it('every call a definition declares as a row action is mounted and needs a session', async () => {
    for (const b of bindings) {
      for (const a of b.resource.actions ?? []) {
        if (a.kind !== 'call') continue;
        const anon = await t.call(a.call, {}, { params: { id: 'x' } });
        expect(anon.statusCode, `${b.resource.key}.${a.key}`).toBe(511);
      }
    }
  });
});

describe('party resources', () => {
  it('a company row needs the company-write action; members read it, others do not', async () => {
    for (const b of bindings.filter((x) => x.resource.owner === 'party')) {
      const r = b.resource;
      const demoCompany = String(
        (await t.app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.loginName, 'admin') }))?.companyId,
      );
      const byAdmin = await t.call(r.calls.Update, { ...r.example, RoleID: demoCompany }, { session: sid.admin });
      expect(byAdmin.isSucc, r.key).toBe(true);
      const byEmployee = await t.call(
        r.calls.Update,
        { ...r.example, RoleID: demoCompany },
        { session: sid.employee, lang: 'en' },
      );
      expect([byEmployee.statusCode, byEmployee.message]).toEqual([400, forbidden]);
      const seen = await t.call(
        r.calls.List,
        { PageNo: 1, PageSize: 100, RoleID: demoCompany },
        { session: sid.employee },
      );
      const ids = (seen.result as { Entities: Record<string, unknown>[] }).Entities.map((x) => x[r.id]);
      expect(ids).toContain((byAdmin.result as Record<string, unknown>)[r.id]);
      // The employee's own list is theirs alone.
      const own = await t.call(r.calls.List, { PageNo: 1, PageSize: 100 }, { session: sid.employee });
      expect((own.result as { Entities: Record<string, unknown>[] }).Entities.map((x) => x[r.id])).not.toContain(
        (byAdmin.result as Record<string, unknown>)[r.id],
      );
    }
  });
});

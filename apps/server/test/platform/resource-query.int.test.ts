import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { defineResource, field } from '@opentmc/contracts';
import type { TCallContext } from '../../src/platform/calls/types.ts';
import { resourceCalls } from '../../src/platform/resource/crud.ts';
import { schema } from '../../src/schema.ts';
import { createTestApp, type TTestApp } from '../harness.ts';

// A query-backed resource of the kit (ADR 0039): its rows come from the store's table joined with another, with a
// computed column; search, keywords, sorting and the count run over the same join.

const people = defineResource({
  key: 'queryProbe',
  group: 'test',
  controller: 'QueryProbe',
  id: 'UserID',
  owner: 'platform',
  i18n: 'test.queryProbe',
  permission: {},
  ops: ['List'],
  updateTime: false,
  fields: {
    UserName: field.text({ search: 'like', sortable: true, form: false }),
    CompanyName: field.text({ search: 'like', form: false }),
    Greeting: field.text({ form: false }),
  },
  keywords: { name: 'KeyWords', fields: ['UserName', 'CompanyName'], label: 'test.keywords' },
  example: {},
  invalidExample: { field: 'PageNo', value: 0 },
});

// The org module's tables, through the schema that gathers every module's (a test reads them, never writes).
const { companies, users } = schema;

let t: TTestApp;
let list: (payload: Record<string, unknown>) => Promise<{ Entities: Record<string, unknown>[]; RecordCount: number }>;
beforeAll(async () => {
  t = await createTestApp({ workers: false });
  const [bound] = resourceCalls(people, {
    table: users,
    id: users.id,
    joins: [{ table: companies, on: eq(companies.id, users.companyId), kind: 'inner' }],
    columns: {
      UserName: users.name,
      CompanyName: companies.name,
      Greeting: sql<string>`'Hello, ' || ${users.name}`,
    },
    createdAt: users.createdAt,
  });
  const ctx = { db: t.app.deps.db, session: { userId: 'x', ticket: { CompanyID: 'x' } } } as unknown as TCallContext;
  list = async (p) =>
    (await bound!.handler(ctx, people.list.parse({ PageNo: 1, PageSize: 500, ...p }))) as Awaited<
      ReturnType<typeof list>
    >;
});
afterAll(async () => t.close());

describe('a query-backed resource', () => {
  it('reads joined and computed columns, and filters, counts and sorts over the join', async () => {
    const all = await list({ SortField: 'UserName', SortOrder: 'asc' });
    const expected = await t.app.deps.db
      .select({ name: users.name, company: companies.name })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .orderBy(asc(users.name), asc(users.id));
    expect(all.RecordCount).toBe(expected.length);
    expect(all.Entities.length).toBe(expected.length);
    // In the database's own order of names.
    expect(all.Entities.map((r) => r.UserName)).toEqual(expected.map((e) => e.name));
    for (const r of all.Entities) {
      expect(r.Greeting).toBe(`Hello, ${String(r.UserName)}`);
      expect(expected).toContainEqual({ name: r.UserName, company: r.CompanyName });
    }

    const company = String(expected[0]!.company);
    const ofCompany = await list({ CompanyName: company });
    expect(ofCompany.RecordCount).toBe(expected.filter((e) => e.company === company).length);
    expect(ofCompany.Entities.every((r) => r.CompanyName === company)).toBe(true);

    // The keyword matches the joined company's name as well as the person's.
    const byKeyword = await list({ KeyWords: company });
    expect(byKeyword.RecordCount).toBeGreaterThanOrEqual(ofCompany.RecordCount);
    const none = await list({ KeyWords: 'no such name at all' });
    expect([none.RecordCount, none.Entities.length]).toEqual([0, 0]);
  });
});

import type { TTestApp } from '../harness.ts';

// Helpers of the travel-policy API tests.

/** Rows of a SQL query on the test database. */
export const rows = async <T = Record<string, unknown>>(t: TTestApp, text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows as T[];

/** How many rows a table holds. */
export const countOf = async (t: TTestApp, table: string): Promise<number> =>
  Number((await rows<{ n: number | string }>(t, `select count(*) as n from ${table}`))[0]?.n ?? 0);

/** A demo account's user row (id, company). */
export const userOf = async (t: TTestApp, login: string): Promise<{ id: string; companyId: string }> => {
  const u = await t.app.deps.db.query.users.findFirst({ where: (x, { eq }) => eq(x.loginName, login) });
  if (!u) throw new Error(`no user ${login}`);
  return { id: u.id, companyId: u.companyId };
};

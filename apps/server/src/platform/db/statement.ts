import crypto from 'node:crypto';
import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import type { TTx } from './database.ts';

// Statements written once as SQL text, for the few paths where building the query costs more than running it (the
// payment call: ADR 0019). They run in the caller's transaction through drizzle's own session, so they join it like
// any builder query, on PGlite and on PostgreSQL alike. Everything else uses the query builder.

export type TRawRow = Record<string, unknown>;

// Each text is a named statement: PostgreSQL parses it once per connection and, once it has run a few times, keeps a
// generic plan (PGlite ignores the name). The pool names the query builder's statements the same way (database.ts,
// ADR 0024). A text is named at its second run: one that embeds a value (a literal in the text) is seen once and
// stays unnamed, so connections don't gather statements without end; past MAX_NAMES distinct texts a process runs
// the rest unnamed.
const MAX_NAMES = 5000;
const MAX_SEEN = 20000;
const names = new Map<string, string>();
const seenOnce = new Set<string>();
export const statementName = (text: string): string | undefined => {
  const name = names.get(text);
  if (name || names.size >= MAX_NAMES) return name;
  if (!seenOnce.has(text)) {
    if (seenOnce.size >= MAX_SEEN) seenOnce.clear();
    seenOnce.add(text);
    return undefined;
  }
  seenOnce.delete(text);
  const named = `otmc_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  names.set(text, named);
  return named;
};

// Every text is declared where it is written, with sqlText (a constant) or sqlTexts (a builder, one text per shape:
// its sample shapes are declared), so the set is enumerable: the PostgreSQL pass prepares each one against the
// migrated schema (test/platform/statements.pg.int.test.ts, ADR 0033), and the boundary check refuses a runSql whose
// text is not declared. A text stays private to its module: a module offers functions that run its statements, or a
// JSON sub-select with its reader for a caller's combined statement, never a text to splice.
const declared = new Set<string>();

/** Declares a constant SQL text (with $1… parameters); returns it. */
export const sqlText = (text: string): string => {
  declared.add(text);
  return text;
};

/**
 * Declares a builder of SQL texts (e.g. one text per set of columns) with sample arguments that give each of its
 * shapes; returns the builder.
 */
export const sqlTexts = <A extends unknown[]>(
  build: (...args: A) => string,
  samples: readonly A[],
): ((...args: A) => string) => {
  for (const sample of samples) declared.add(build(...sample));
  return build;
};

/** Every declared text of the modules loaded so far (load `modules/index.ts` first to get them all). */
export const declaredSqlTexts = (): readonly string[] => [...declared];

/**
 * Runs one statement (constant SQL text with $1… parameters) in the caller's transaction; returns the driver's rows.
 */
export const runSql = async (tx: TTx, text: string, params: unknown[]): Promise<TRawRow[]> => {
  const query = tx._.session.prepareQuery({ sql: text, params }, undefined, statementName(text), false);
  const result = (await query.execute()) as { rows: TRawRow[] };
  return result.rows;
};

// The drivers differ on a few types: pg returns int8 as a string, PGlite as a number or bigint; both return
// timestamptz as a Date and jsonb parsed.
const decode = (column: Column, value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (column.dataType === 'date') return value instanceof Date ? value : new Date(String(value));
  if (column.columnType === 'PgBigInt53') return Number(value);
  return value;
};

/**
 * A table's columns as a select (or RETURNING) list aliased to their keys, and readers that turn a driver row (`read`)
 * or a row as `to_json`/`json_agg` gives it, keyed by column names (`readJson`), into the table's row type, as the
 * query builder would.
 */
export const tableRow = <T extends Table>(table: T, qualifier?: string) => {
  const columns = Object.entries(getTableColumns(table)) as [string, Column][];
  const byKey = new Map(columns);
  const prefix = qualifier ? `"${qualifier}".` : '';
  return {
    /** A value for the column of `key` as a statement's parameter, as the query builder sends it (jsonb as JSON). */
    param: (key: string, value: unknown): unknown => {
      const c = byKey.get(key);
      return value === null || value === undefined || !c ? value : c.mapToDriverValue(value);
    },
    list: columns.map(([key, c]) => `${prefix}"${c.name}" AS "${key}"`).join(', '),
    read: (raw: TRawRow): T['$inferSelect'] => {
      const row: TRawRow = {};
      for (const [key, c] of columns) row[key] = decode(c, raw[key]);
      return row as T['$inferSelect'];
    },
    readJson: (json: TRawRow): T['$inferSelect'] => {
      const row: TRawRow = {};
      for (const [key, c] of columns) row[key] = decode(c, json[c.name]);
      return row as T['$inferSelect'];
    },
  };
};

/** `($1, $2, …), ($n+1, …)`: the VALUES of `rows` rows of `width` parameters. */
export const valuesList = (rows: number, width: number, casts: readonly string[] = []): string =>
  Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}${casts[c] ?? ''}`).join(', ')})`,
  ).join(', ');

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredSqlTexts } from '../../src/platform/db/statement.ts';
// Loading every module declares every SQL text the server runs (sqlText / sqlTexts where each is written).
import { modules } from '../../src/modules/index.ts';
import { freshDatabase } from '../harness.ts';

// Every statement written as text is prepared against the migrated schema on PostgreSQL (ADR 0033): PostgreSQL parses,
// analyses and plans it without running it, so a renamed column or table, a wrong type or a parameter it cannot type
// fails here, in CI, not in production on the one path that runs the text. Runs in the real-PostgreSQL pass.

let drop: () => Promise<void>;
let client: pg.Client;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await drop?.();
});

/** PREPARE (parse, analyse, plan; nothing runs), then DEALLOCATE; the error's code and message when it fails. */
const prepare = async (text: string, name: string): Promise<string | null> => {
  try {
    await client.query(`PREPARE ${name} AS ${text}`);
    await client.query(`DEALLOCATE ${name}`);
    return null;
  } catch (e) {
    const err = e as { code?: string; message: string };
    return `${err.code ?? '?'} ${err.message}`;
  }
};

describe('statements written as text', () => {
  it('are all declared: every module with such statements contributes its texts', () => {
    expect(modules.length).toBeGreaterThan(10);
    const texts = declaredSqlTexts();
    // The texts name the tables of the modules that write them (a spot check that the set is the whole server's).
    for (const table of [
      'orders',
      'order_history',
      'work_tasks',
      'trade_deals',
      'trade_details',
      'idempotency_keys',
      'train_seat_stock',
      'trip_rules',
      'service_fee_sets',
    ])
      expect(
        texts.some((t) => new RegExp(`\\b${table}\\b`).test(t)),
        table,
      ).toBe(true);
    expect(texts.length).toBeGreaterThanOrEqual(20);
  });

  it('each prepares against the migrated schema', async () => {
    const failures: string[] = [];
    for (const [i, text] of declaredSqlTexts().entries()) {
      const error = await prepare(text, `otmc_check_${i}`);
      if (error) failures.push(`${error}\n    in: ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('a text naming a renamed column fails to prepare (the check catches it)', async () => {
    const text = declaredSqlTexts().find((t) => t.includes('INSERT INTO idempotency_keys'));
    expect(text).toBeDefined();
    expect(await prepare(text!, 'otmc_check_good')).toBeNull();
    // The same text as it would read after a column rename the statement did not follow.
    const error = await prepare(text!.replace('request_hash', 'request_digest'), 'otmc_check_renamed');
    expect(error).toMatch(/^42703 .*request_digest/);
  });
});

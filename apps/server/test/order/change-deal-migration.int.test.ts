import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS } from '../../src/platform/db/database.ts';
import { MIGRATIONS_DIR } from '../../src/platform/paths.ts';

// Migration 0023 (ADR 0038): a change's deal link moves from the train goods (`train_changes.deal_id`) to the
// engine's amend (`amends.deal_id`). This applies the migrations before it to an empty database, writes two changes
// as the code before 0023 wrote them (one with its deal, one without), applies 0023 and reads them back. It runs on
// PGlite whatever TEST_DB says: the SQL is the same for both drivers.

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const apply = async (db: PGlite, tag: string) => {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
};
const migration = journal.entries.find((e) => e.tag.startsWith('0023_'))!;

let db: PGlite;
beforeAll(async () => {
  db = new PGlite(PGLITE_OPTIONS);
  for (const e of journal.entries.filter((x) => x.idx < migration.idx)) await apply(db, e.tag);
});
afterAll(() => db.close());

const ride = `'G2', 1, '2026-12-01', 'VNP', '北京南', '北京', 'AOH', '上海虹桥', '上海', $1, $1, 9, 60000`;

describe('migration 0023: a change’s deal is linked on its amend', () => {
  it('carries an existing change’s deal to its amend, leaves a change without one unlinked, and drops the old column', async () => {
    const at = '2026-11-20 10:00:00+08';
    await db.query(
      `INSERT INTO orders (id, unique_id, service, company_id, booker_id, status, currency, deal_id, created_at, updated_at)
       VALUES ('OR1', 'T2611200000001', 3, 'C1', 'U1', 10005, 1, 'TD1', $1, $1)`,
      [at],
    );
    await db.query(
      `INSERT INTO train_orders (order_id, company_id, train_no, train_type, train_date, from_station, from_station_name,
         from_city, to_station, to_station_name, to_city, depart_at, arrive_at, seat_type, price_fen, created_at)
       VALUES ('OR1', 'C1', 'G1', 1, '2026-11-30', 'VNP', '北京南', '北京', 'AOH', '上海虹桥', '上海', $1, $1, 9, 55300, $1)`,
      [at],
    );
    for (const id of ['AM1', 'AM2'])
      await db.query(
        `INSERT INTO amends (id, order_id, company_id, kind, status, price_fen, difference_fen, created_by, version,
           created_at, updated_at)
         VALUES ($2, 'OR1', 'C1', 'change', 30, 60000, 4700, 'U1', 3, $1, $1)`,
        [at, id],
      );
    for (const [id, deal] of [
      ['AM1', 'TD2'],
      ['AM2', null],
    ] as const)
      await db.query(
        `INSERT INTO train_changes (amend_id, order_id, train_no, train_type, train_date, from_station,
           from_station_name, from_city, to_station, to_station_name, to_city, depart_at, arrive_at, seat_type,
           price_fen, pay_fen, passengers, deal_id, created_at)
         VALUES ($2, 'OR1', ${ride}, 4700, '[]', $3, $1)`,
        [at, id, deal],
      );
    await apply(db, migration.tag);

    const linked = (await db.query<Record<string, unknown>>('SELECT id, deal_id, version FROM amends ORDER BY id'))
      .rows;
    // The link moves as it was; the amend's version stays (no reader compares the link).
    expect(linked).toEqual([
      { id: 'AM1', deal_id: 'TD2', version: 3 },
      { id: 'AM2', deal_id: null, version: 3 },
    ]);
    const goods = (
      await db.query<Record<string, unknown>>('SELECT amend_id, train_no, pay_fen FROM train_changes ORDER BY amend_id')
    ).rows;
    expect(goods).toEqual([
      { amend_id: 'AM1', train_no: 'G2', pay_fen: 4700 },
      { amend_id: 'AM2', train_no: 'G2', pay_fen: 4700 },
    ]);
    const left = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'train_changes' AND column_name = 'deal_id'`,
    );
    expect(left.rows).toEqual([]);
  });
});

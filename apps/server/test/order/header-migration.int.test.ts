import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS } from '../../src/platform/db/database.ts';
import { MIGRATIONS_DIR } from '../../src/platform/paths.ts';

// Migration 0019 (ADR 0036): the booking header moves from train_orders to the order engine's orders, and
// train_order_extras becomes order_extras, with the data of orders booked before it. This applies the migrations up
// to 0018 to an empty database, writes an order as the code before 0019 wrote it, applies 0019 and reads it back.
// It runs on PGlite whatever TEST_DB says: the SQL is the same for both drivers.

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const apply = async (db: PGlite, tag: string) => {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
};
const header = journal.entries.find((e) => e.tag.startsWith('0019_'))!;

let db: PGlite;
beforeAll(async () => {
  db = new PGlite(PGLITE_OPTIONS);
  for (const e of journal.entries.filter((x) => x.idx < header.idx)) await apply(db, e.tag);
});
afterAll(() => db.close());

describe('migration 0019: the booking header is the order engine’s', () => {
  it('moves an order’s contact, invoice, policy, references, deal, deadline and extras, and keeps the goods', async () => {
    const at = '2026-11-20 10:00:00+08';
    await db.query(
      `INSERT INTO orders (id, unique_id, service, company_id, booker_id, status, currency, deal_id, created_at, updated_at)
       VALUES ('OR1', 'T2611200000001', 3, 'C1', 'U1', 10005, 1, NULL, $1, $1)`,
      [at],
    );
    await db.query(
      `INSERT INTO train_orders (order_id, company_id, train_no, train_type, train_date, from_station, from_station_name,
         from_city, to_station, to_station_name, to_city, depart_at, arrive_at, seat_type, price_fen, contact_name,
         contact_mobile, contact_email, invoice_title, invoice_tax_no, invoice_recipient, invoice_mobile,
         invoice_address, policy_level, violations, violation_reason_id, violation_reason, needs_approval,
         travel_purpose_id, cost_center_id, project_id, approval_no, remark, deal_id, pay_deadline, price_confirm,
         created_at)
       VALUES ('OR1', 'C1', 'G1', 1, '2026-11-30', 'VNP', '北京南', '北京', 'AOH', '上海虹桥', '上海', $1, $1, 9, 55300,
         '郑浩', '13800000007', 'zh@example.com', '示例公司', '91110000', '郑浩', '13800000007', '北京市', 2,
         '[{"code":"Seat","level":2,"message":{"cn":"超标","en":"Out of policy"},"userId":"U1"}]', 'R1', '赶会议: 急',
         true, 'P1', 'CC1', 'PR1', 'SQ2611', '靠窗', 'TD1', $1, 'pending', $1)`,
      [at],
    );
    await db.query(
      `INSERT INTO train_order_extras (order_id, kind, name, amount_fen, settlement, deal_id, created_by, created_at)
       VALUES ('OR1', 'Delivery', '快递', 2000, 'Order', 'TD1', 'U9', $1)`,
      [at],
    );
    await apply(db, header.tag);

    const [order] = (
      await db.query<Record<string, unknown>>(
        `SELECT contact_name, contact_mobile, contact_email, invoice_title, invoice_address, policy_level, violations,
                violation_reason_id, violation_reason, needs_approval, travel_purpose_id, cost_center_id, project_id,
                approval_no, remark, deal_id, pay_deadline IS NOT NULL AS has_deadline, price_confirm
           FROM orders WHERE id = 'OR1'`,
      )
    ).rows;
    expect(order).toEqual({
      contact_name: '郑浩',
      contact_mobile: '13800000007',
      contact_email: 'zh@example.com',
      invoice_title: '示例公司',
      invoice_address: '北京市',
      policy_level: 2,
      violations: [{ code: 'Seat', level: 2, message: { cn: '超标', en: 'Out of policy' }, userId: 'U1' }],
      violation_reason_id: 'R1',
      violation_reason: '赶会议: 急',
      needs_approval: true,
      travel_purpose_id: 'P1',
      cost_center_id: 'CC1',
      project_id: 'PR1',
      approval_no: 'SQ2611',
      remark: '靠窗',
      deal_id: 'TD1',
      has_deadline: true,
      price_confirm: 'pending',
    });
    const extras = (await db.query<Record<string, unknown>>('SELECT id, order_id, name, amount_fen FROM order_extras'))
      .rows;
    expect(extras).toEqual([{ id: 'TX0000000001', order_id: 'OR1', name: '快递', amount_fen: 2000 }]);
    const goods = (
      await db.query<Record<string, unknown>>(`SELECT train_no, price_fen FROM train_orders WHERE order_id = 'OR1'`)
    ).rows;
    expect(goods).toEqual([{ train_no: 'G1', price_fen: 55300 }]);
    const left = await db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'train_orders'
         AND column_name IN ('contact_name', 'deal_id', 'pay_deadline', 'remark')`,
    );
    expect(left.rows).toEqual([]);
    expect((await db.query(`SELECT to_regclass('train_order_extras') IS NULL AS gone`)).rows).toEqual([{ gone: true }]);
  });
});

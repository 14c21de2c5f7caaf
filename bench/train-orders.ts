import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import {
  AccountType,
  BusinessType,
  CardType,
  CurrencyUnit,
  OrderStatus,
  PassengerType,
  PaymentMode,
  ProductType,
  ServiceType,
  TradeStatus,
  TradeType,
  TrainCreateOrder,
  TrainOrderSubmit,
  TrainSeatType,
  TrainType,
  idCardCheck,
  trainSeatChoices,
  WorkStatus,
  type TTrainCreateOrderInput,
} from '@opentmc/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { readConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { sessionContext } from '../apps/server/src/platform/calls/context.ts';
import { createJobs } from '../apps/server/src/platform/jobs.ts';
import type { TCallContext } from '../apps/server/src/platform/calls/types.ts';
import type { TSession } from '../apps/server/src/platform/session.ts';
import { modules } from '../apps/server/src/modules/index.ts';
import { buildSessionTicket } from '../apps/server/src/modules/org/index.ts';
import { cityOfStation, generateTimetable, stationByCode } from '../apps/server/src/modules/train/index.ts';
import {
  benchLogin,
  closeCalls,
  cpuSeconds,
  ownCpuMs,
  pct,
  postgresCpuSeconds,
  shareOfBaseline,
  sendCall,
  startBenchServer,
  stopBenchServer,
} from './bench-server.ts';

// Train orders on the real PostgreSQL (issue 6 section 7), through the production server on a fresh database with
// the demo data (the demo client company, its people, travel policy, approval rules and company accounts):
// - create: TrainOrder/CreateOrder then TrainOrder/OrderSubmit/{id} for each order, as the demo employee, for
//   different passengers and trains, with BENCH_CONNECTIONS orders in flight; orders per second (target ≥ 150) and
//   the server's CPU per order. Every call must succeed and every order must end submitted. Each round also runs a
//   plain SQL baseline from this process (pg, a pool of the server's size, the same orders in flight): two hand-written
//   transactions that write the same rows as CreateOrder + submit (seats, the order and its history, the account's
//   freeze with its hold and deal, the goods, the passenger; the move to WaitDispose with its history, the supplier's
//   work tasks), so the engine's rate is a share of it (issue 16 section 5, as bench/payments.ts does).
//   BENCH_IN_PROCESS=1 adds the engine's own handlers run from this process (no HTTP on either side).
// - list: 1,000,000 train orders of the demo client, written with set-based SQL into the tables TrainOrder/List reads
//   (orders, train_orders; bookers are the company's people), then TrainOrder/List as the company administrator
//   (the whole company) and as the 研发部 head (department data range): the first and the hundredth page, by page
//   number and by cursor, and a state tab; p50 / p95 / p99 (target p95 < 50 ms).
//   npm run bench:train-orders -w @opentmc/bench
//   (BENCH_CASES=create,list  BENCH_ORDERS=1000  BENCH_CONNECTIONS=10  BENCH_LIST_ORDERS=1000000  BENCH_REQUESTS=400
//    BENCH_LIST_CONNECTIONS=4  BENCH_PORT=18662  BENCH_PG_ADMIN_URL;
//    BENCH_LIST_OLD_INDEXES=1 then runs the list cases again with the company list indexes before migration 0021;
//    BENCH_KEEP=1 keeps the database for EXPLAIN and prints its URL; BENCH_LOG_STATEMENTS=1 has PostgreSQL log every
//    statement of the run, to count the round trips of an order)

const CASES = new Set((process.env.BENCH_CASES ?? 'create,list').split(','));
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LIST_ORDERS = Number(process.env.BENCH_LIST_ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const LIST_CONNECTIONS = Number(process.env.BENCH_LIST_CONNECTIONS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 18662);
const KEEP = process.env.BENCH_KEEP === '1';
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const api = (path: string) => `http://127.0.0.1:${PORT}/api/train/TrainOrder/${path}`;

type TReply<R> = { isSucc: boolean; message: string; result: R | null };
type TDetail = { OrderID: string; UniqueID: string; OrderStatus: number };
type TList = { Entities: { UniqueID: string }[]; RecordCount: number; NextCursor: string };

// ------------------------------------------------------------------ database and server

const dbName = `otmc_bench_orders_${crypto.randomBytes(4).toString('hex')}`;
const adminSql = async (text: string) => {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
};
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

const post = async <R>(cookie: string, path: string, data: unknown): Promise<{ ms: number; reply: TReply<R> }> => {
  const t0 = performance.now();
  const body = new URLSearchParams({ data: JSON.stringify(data) }).toString();
  const reply = JSON.parse(await sendCall(api(path), cookie, 'POST', body)) as TReply<R>;
  return { ms: performance.now() - t0, reply };
};
const get = async <R>(cookie: string, path: string): Promise<TReply<R>> =>
  JSON.parse(await sendCall(api(path), cookie, 'GET')) as TReply<R>;

/** `n` jobs with `c` in flight; the wall time in seconds. */
const inFlight = async (n: number, c: number, job: (i: number) => Promise<void>): Promise<number> => {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(c, n) }, async () => {
      while (next < n) await job(next++);
    }),
  );
  return (performance.now() - t0) / 1000;
};

const fmt = (n: number) => n.toFixed(1);
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `${fmt(pct(s, 50))} / ${fmt(pct(s, 95))} / ${fmt(pct(s, 99))}`;
};

// ------------------------------------------------------------------ create and submit

/** Trains with second class tickets, over busy city pairs and the next twelve days, as booking slots. */
const PAIRS: [string, string][] = [
  ['VNP', 'AOH'],
  ['AOH', 'VNP'],
  ['IOQ', 'IZQ'],
  ['HGH', 'AOH'],
  ['NKH', 'VNP'],
  ['ICW', 'CQW'],
  ['WHN', 'IZQ'],
  ['XAY', 'BXP'],
];
const chinaDate = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86400_000).toISOString().slice(0, 10);

const bookingSlots = () => {
  const slots: { trainNo: string; date: string; from: string; to: string; left: number }[] = [];
  for (let d = 2; d <= 13; d++) {
    const date = chinaDate(d);
    for (const [a, b] of PAIRS) {
      for (const t of generateTimetable(cityOfStation(stationByCode(a)!), cityOfStation(stationByCode(b)!), date)) {
        const second = t.seats.find((s) => s.seatType === TrainSeatType.Second);
        if (second && second.remaining >= 20)
          slots.push({ trainNo: t.trainNo, date, from: t.from.code, to: t.to.code, left: second.remaining - 5 });
      }
    }
  }
  return slots;
};

const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红玲鹏飞斌宇浩凯健俊帆帅旭宁婷雪琳晨辰欣怡';
/** The i-th test passenger: a valid identification number of its own (birthday and sequence from i). */
const passenger = (i: number) => {
  const birth = new Date(Date.UTC(1960, 0, 1) + Math.floor(i / 900) * 86400_000).toISOString().slice(0, 10);
  const first17 = `110101${birth.replaceAll('-', '')}${String(100 + (i % 900)).padStart(3, '0')}`;
  return {
    Surname: '张',
    GivenName: `${GIVEN[i % GIVEN.length]}${GIVEN[Math.floor(i / GIVEN.length) % GIVEN.length]}`,
    CardNo: `${first17}${idCardCheck(first17)}`,
  };
};

/** Who the plain SQL path books as, and the supplier its orders go to (read from the engine's first orders). */
type TPlainParties = {
  companyId: string;
  bookerId: string;
  departmentId: string | null;
  supplierId: string;
  supplierUsers: string[];
};

const plainParties = async (db: pg.Client): Promise<TPlainParties> => {
  const [o] = (
    await db.query(
      `SELECT company_id, booker_id, department_id, supplier_id FROM orders
        WHERE supplier_id IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows as { company_id: string; booker_id: string; department_id: string | null; supplier_id: string }[];
  if (!o) throw new Error('no submitted order to read the parties from');
  const staff = (
    await db.query(`SELECT id FROM users WHERE company_id = $1 AND status = 'active' AND roles @> '{supplier}'`, [
      o.supplier_id,
    ])
  ).rows as { id: string }[];
  return {
    companyId: o.company_id,
    bookerId: o.booker_id,
    departmentId: o.department_id,
    supplierId: o.supplier_id,
    supplierUsers: staff.map((r) => r.id),
  };
};

const PRICE_FEN = 47350;
const FEE_FEN = 300;

/**
 * The plain SQL baseline of one order: CreateOrder's rows in one transaction, then the submit's in another, one
 * statement per table written and no reads besides what a statement returns (what the engine adds on top: the
 * policy, approval and fee settings, the repeat check, the supplier's lookup, reading the order back, the replies).
 */
const plainOrder = async (pool: pg.Pool, who: TPlainParties, booking: TTrainCreateOrderInput): Promise<void> => {
  const c = await pool.connect();
  const now = new Date();
  const t = booking.Train;
  const p = booking.Passengers[0]!;
  const fullName = `${p.Surname}${p.GivenName}`;
  const title = `${t.FromStation}-${t.ToStation} ${t.TrainNo}`;
  const total = PRICE_FEN + FEE_FEN;
  const depart = new Date(`${t.TrainDate}T08:00:00+08:00`);
  try {
    await c.query('BEGIN');
    const seats = await c.query(
      `INSERT INTO train_seat_stock (train_date, from_station, to_station, train_no, seat_type, remaining, capacity,
                                     updated_at)
       SELECT $1::date, $2::text, $3::text, $4::text, $5::int, 500 - 1, 500, $6::timestamptz
       ON CONFLICT ON CONSTRAINT train_seat_stock_pk DO UPDATE
         SET remaining = train_seat_stock.remaining - 1, updated_at = $6::timestamptz
         WHERE train_seat_stock.remaining >= 1
       RETURNING remaining`,
      [t.TrainDate, t.FromStation, t.ToStation, t.TrainNo, t.SeatType, now],
    );
    if (seats.rowCount !== 1) throw new Error('no seat left');
    const created = await c.query(
      `WITH created AS (
         INSERT INTO orders (unique_id, pay_mode, account_type, total_fen, service_fee_fen, title, travel_date,
                             traveller_names, contact_name, contact_mobile, pay_deadline, service, company_id,
                             booker_id, department_id, status, currency, created_at, updated_at)
         VALUES ((SELECT 'T' || to_char($14::timestamptz AT TIME ZONE 'Asia/Shanghai', 'YYMMDD')
                         || lpad(s::text, greatest(7, length(s::text)), '0') FROM nextval('order_number_seq') AS s),
                 $1, $2, $3, $4, $5, $6, $7, $8, $9, $14::timestamptz + interval '30 minutes', $10, $11, $12, $13,
                 ${OrderStatus.WaitBooking}, ${CurrencyUnit.RMB}, $14, $14)
         RETURNING id, unique_id, status, created_at),
       entry AS (
         INSERT INTO order_history (order_id, action, from_status, to_status, actor, user_id, reason, at)
         SELECT id, 'create', NULL, status, 'booker', $12, '', created_at FROM created)
       SELECT id, unique_id FROM created`,
      [
        PaymentMode.Offline,
        AccountType.Credit,
        total,
        FEE_FEN,
        title,
        t.TrainDate,
        fullName,
        booking.Contact.Name,
        booking.Contact.Mobile,
        ServiceType.Train,
        who.companyId,
        who.bookerId,
        who.departmentId,
        now,
      ],
    );
    const order = created.rows[0] as { id: string; unique_id: string };
    const deal = await c.query(
      `WITH acct AS (
         UPDATE trade_accounts SET frozen_fen = frozen_fen + $1::bigint, updated_at = $2
          WHERE company_id = $3 AND purpose = 'customer' AND account_type = ${AccountType.Credit}
            AND currency = ${CurrencyUnit.RMB} AND balance_fen + credit_limit_fen - frozen_fen >= $1::bigint
          RETURNING id),
       ids AS (SELECT 'T' || lpad(nextval('trade_deal_id_seq')::text, 11, '0') AS deal_id FROM acct),
       held AS (
         INSERT INTO trade_holds (account_id, deal_id, amount_fen, status, created_at)
         SELECT acct.id, ids.deal_id, $1::bigint, 'Held', $2 FROM acct, ids RETURNING id, deal_id)
       INSERT INTO trade_deals (id, hold_id, company_id, trade_type, trade_status, currency, amount_fen, subject,
                                remark, order_service, order_unique_id, created_by, created_at, updated_at)
       SELECT held.deal_id, held.id, $3, ${TradeType.Payment}, ${TradeStatus.WaitPayment}, ${CurrencyUnit.RMB},
              $1::bigint, $4, '', 'train', $5, $6, $2, $2 FROM held
       RETURNING id`,
      [total, now, who.companyId, title, order.unique_id, who.bookerId],
    );
    if (deal.rowCount !== 1) throw new Error('not enough credit');
    await c.query(`UPDATE orders SET deal_id = $1 WHERE id = $2`, [(deal.rows[0] as { id: string }).id, order.id]);
    await c.query(
      `INSERT INTO train_orders (order_id, company_id, train_no, train_type, train_date, from_station,
                                 from_station_name, from_city, to_station, to_station_name, to_city, depart_at,
                                 arrive_at, seat_type, price_fen, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $6, $7, $7, $7, $8, $8::timestamptz + interval '4 hours', $9, $10, $11)`,
      [
        order.id,
        who.companyId,
        t.TrainNo,
        TrainType.GC,
        t.TrainDate,
        t.FromStation,
        t.ToStation,
        depart,
        t.SeatType,
        PRICE_FEN,
        now,
      ],
    );
    await c.query(
      `INSERT INTO train_order_passengers (order_id, company_id, seq, surname, given_name, full_name, card_type,
                                           card_no, mobile, seat, status, passenger_type, price_fen, service_fee_fen,
                                           train_no, train_date)
       VALUES ($1, $2, 1, $3, $4, $5, ${CardType.IdCard}, $6, '', '1A', 'Booked', ${PassengerType.Adult}, $7, $8,
               $9, $10)`,
      [order.id, who.companyId, p.Surname, p.GivenName, fullName, p.CardNo, PRICE_FEN, FEE_FEN, t.TrainNo, t.TrainDate],
    );
    await c.query('COMMIT');

    // The submit: the compare-and-set to WaitDispose with its history entry and the supplier, and its work tasks.
    const at = new Date();
    await c.query('BEGIN');
    const moved = await c.query(
      `WITH moved AS (
         UPDATE orders SET pay_deadline = NULL, supplier_id = $4, status = ${OrderStatus.WaitDispose},
                           updated_at = $5, version = version + 1
          WHERE id = $1 AND status = ${OrderStatus.WaitBooking} AND version = 1 AND company_id = $2
          RETURNING id, status),
       entry AS (
         INSERT INTO order_history (order_id, action, from_status, to_status, actor, user_id, reason, at)
         SELECT id, 'submit', ${OrderStatus.WaitBooking}, status, 'booker', $3, '', $5 FROM moved)
       SELECT id FROM moved`,
      [order.id, who.companyId, who.bookerId, who.supplierId, at],
    );
    if (moved.rowCount !== 1) throw new Error('the order moved meanwhile');
    await c.query(
      `INSERT INTO work_tasks (company_id, assignee_id, business_type, service_type, flow_code, service_id,
                               business_status, order_status, product_type, title, number, summary, url, creator_name,
                               created_at, updated_at, title_en, summary_en)
       SELECT $1, a.id, ${BusinessType.Sales}, ${ServiceType.Train}, '', $2, ${WorkStatus.WaitReserve},
              ${OrderStatus.WaitDispose}, ${ProductType.Train}, $3, $2, $4, '/order/detail?UniqueID=' || $2, '', $5, $5,
              $3, $4
         FROM unnest($6::text[]) AS a(id)`,
      [who.companyId, order.unique_id, title, `${t.TrainDate} ${fullName}`, at, who.supplierUsers],
    );
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  } finally {
    c.release();
  }
};

/**
 * The engine in process (BENCH_IN_PROCESS=1), as the payment benchmark's module path: the CreateOrder and OrderSubmit
 * handlers with their payloads parsed by the contracts and a context built as the call pipeline builds it (the
 * booker's session, tenancy, clock), on a pool of the server's size in this process, so neither side pays HTTP.
 */
const inProcessEngine = async (bookerId: string) => {
  const database = await openDatabase({ kind: 'pg', url: dbUrl, max: 10 });
  const app = await buildApp({
    // As the server runs in this benchmark: open the whole day.
    config: { ...readConfig({ TRAIN_SERVICE_HOURS: '00:00-24:00' }), logLevel: 'silent', webDist: undefined },
    database,
    jobs: createJobs(database, { workers: false }),
    clock: systemClock,
    logger: false,
  });
  const ticket = (await buildSessionTicket(database.db, bookerId))!;
  const session: TSession = { idHash: 'bench', userId: bookerId, companyId: ticket.CompanyID, ticket };
  const calls = modules.flatMap((m) => m.calls);
  const create = calls.find((b) => b.contract === TrainCreateOrder)!;
  const submit = calls.find((b) => b.contract === TrainOrderSubmit)!;
  const ctx = () => sessionContext(app.deps, session);

  const call = async (bound: typeof create, payload: unknown) => {
    const parsed = bound.contract.payload.safeParse(payload);
    if (!parsed.success) throw new Error(parsed.error.message);
    return (await bound.handler(ctx() as TCallContext, parsed.data)) as TDetail;
  };
  return {
    order: async (b: TTrainCreateOrderInput) => {
      const created = await call(create, b);
      return call(submit, { id: created.OrderID });
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

const runCreate = async (cookie: string, serverPid: number, db: pg.Client) => {
  const slots = bookingSlots();
  let slot = 0;
  const booking = (i: number): TTrainCreateOrderInput => {
    while (slots[slot % slots.length]!.left <= 0) slot++;
    const s = slots[slot++ % slots.length]!;
    s.left--;
    return {
      Train: {
        TrainNo: s.trainNo,
        TrainDate: s.date,
        FromStation: s.from,
        ToStation: s.to,
        SeatType: TrainSeatType.Second,
      },
      Passengers: [passenger(i)],
      Seats: trainSeatChoices(TrainSeatType.Second).slice(0, 1),
      Contact: { Name: '郑浩', Mobile: '13800000007' },
      PaymentMode: PaymentMode.Offline,
      AccountType: AccountType.Credit,
    };
  };
  const statuses = new Map<number, number>();
  let passengerNo = 0;
  const order = async (ms: number[], createMs: number[], submitMs: number[]) => {
    const t0 = performance.now();
    const created = await post<TDetail>(cookie, 'CreateOrder', booking(passengerNo++));
    if (!created.reply.isSucc || !created.reply.result) throw new Error(`CreateOrder: ${created.reply.message}`);
    const t1 = performance.now();
    const submitted = await get<TDetail>(cookie, `OrderSubmit/${created.reply.result.OrderID}`);
    if (!submitted.isSucc || !submitted.result) throw new Error(`OrderSubmit: ${submitted.message}`);
    const t2 = performance.now();
    statuses.set(submitted.result.OrderStatus, (statuses.get(submitted.result.OrderStatus) ?? 0) + 1);
    ms.push(t2 - t0);
    createMs.push(t1 - t0);
    submitMs.push(t2 - t1);
  };
  // Warm-up: the server's statements, pools and caches; then the plain SQL path's.
  await inFlight(100, CONNECTIONS, () => order([], [], []));
  statuses.clear();
  const who = await plainParties(db);
  // The server's own pool size (platform/db/database.ts).
  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  pool.on('error', () => undefined);
  const plain = async (ms: number[]) => {
    const t0 = performance.now();
    await plainOrder(pool, who, booking(passengerNo++));
    ms.push(performance.now() - t0);
  };
  await inFlight(100, CONNECTIONS, () => plain([]));
  const engine = process.env.BENCH_IN_PROCESS === '1' ? await inProcessEngine(who.bookerId) : null;
  const inProcess = async (ms: number[]) => {
    const t0 = performance.now();
    const done = await engine!.order(booking(passengerNo++));
    statuses.set(done.OrderStatus, (statuses.get(done.OrderStatus) ?? 0) + 1);
    ms.push(performance.now() - t0);
  };
  if (engine) await inFlight(100, CONNECTIONS, () => inProcess([]));
  console.log(`\n### CreateOrder + OrderSubmit, ${os.cpus().length} cores, ${new Date().toISOString()}\n`);
  console.log(
    '| in flight | path | orders | orders/s | of plain SQL | server CPU ms/order | PostgreSQL CPU ms/order | client CPU ms/order | order p50 / p95 / p99 (ms) | create p50 / p95 / p99 | submit p50 / p95 / p99 |',
  );
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---|---|---|');
  for (const [round, c] of [1, CONNECTIONS].entries()) {
    const n = c === 1 ? Math.min(ORDERS, 300) : ORDERS;
    // Alternate which path goes first, so neither always meets a fresher table.
    const paths: ('engine' | 'plain SQL' | 'engine in process')[] =
      round % 2 ? ['plain SQL', 'engine'] : ['engine', 'plain SQL'];
    if (engine) paths.push('engine in process');
    const rates = new Map<string, number>();
    const lines: string[] = [];
    for (const path of paths) {
      const ms: number[] = [];
      const createMs: number[] = [];
      const submitMs: number[] = [];
      const cpu0 = cpuSeconds(serverPid);
      const pgCpu0 = postgresCpuSeconds();
      const clientCpu0 = ownCpuMs();
      const seconds = await inFlight(n, c, () =>
        path === 'engine' ? order(ms, createMs, submitMs) : path === 'plain SQL' ? plain(ms) : inProcess(ms),
      );
      const cpu = (cpuSeconds(serverPid) - cpu0) / n;
      const pgCpu = (postgresCpuSeconds() - pgCpu0) / n;
      const clientMs = (ownCpuMs() - clientCpu0) / n;
      rates.set(path, n / seconds);
      lines.push(
        `| ${c} | ${path} | ${n} | ${Math.round(n / seconds)} | %${path}% | ${fmt(cpu * 1000)} | ${fmt(pgCpu * 1000)} | ${fmt(clientMs)} | ${summary(ms)} | ${path === 'engine' ? summary(createMs) : '—'} | ${path === 'engine' ? summary(submitMs) : '—'} |`,
      );
    }
    const base = rates.get('plain SQL')!;
    for (const line of lines)
      console.log(line.replace(/%([a-zA-Z ]+)%/, (_, p: string) => shareOfBaseline(rates.get(p)!, base)));
  }
  await pool.end();
  await engine?.close();
  const names = Object.fromEntries(Object.entries(OrderStatus).map(([k, v]) => [v, k]));
  console.log(
    `\nstatus after submit: ${[...statuses].map(([s, n]) => `${names[s] ?? s} ${n}`).join(', ')}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
};

// ------------------------------------------------------------------ a company with 1,000,000 orders

/**
 * Writes `n` train orders of a company in two set-based statements: one a minute going back from two days ago
 * (so their numbers never meet the day's real ones), booked by the company's people in turn (with their
 * departments), in every status; and their goods. Then VACUUM ANALYZE, the state autovacuum leaves a settled table in.
 */
const loadOrders = async (db: pg.Client, companyId: string, n: number) => {
  const t0 = performance.now();
  const statuses = [
    OrderStatus.Finished,
    OrderStatus.Finished,
    OrderStatus.Finished,
    OrderStatus.Finished,
    OrderStatus.Canceled,
    OrderStatus.WaitDispose,
    OrderStatus.WaitPayment,
    OrderStatus.WaitBooking,
    OrderStatus.Rejected,
    OrderStatus.Cannot,
  ];
  await db.query(`SET synchronous_commit = off`);
  await db.query(`SET maintenance_work_mem = '256MB'`);
  await db.query(
    `WITH people AS (
       SELECT row_number() OVER (ORDER BY id) - 1 AS k, id, department_id, count(*) OVER () AS n
         FROM users WHERE company_id = $1 AND status = 'active')
     INSERT INTO orders (id, unique_id, service, company_id, booker_id, department_id, supplier_id, status, pay_mode,
                         account_type, currency, total_fen, paid_fen, service_fee_fen, deal_id, status_reason, title,
                         travel_date, traveller_names, contact_name, contact_mobile, version, created_at, updated_at)
     SELECT 'OB' || lpad(g::text, 10, '0'),
            'T' || to_char(at AT TIME ZONE 'Asia/Shanghai', 'YYMMDD') || lpad((5000000 + g)::text, 7, '0'),
            $2, $1, p.id, p.department_id, NULL, ($3::int[])[1 + g % array_length($3::int[], 1)], $4, $5, 1,
            55800, CASE WHEN g % 10 < 6 THEN 55800 ELSE 0 END, 500, 'TB' || lpad(g::text, 10, '0'), '',
            '北京南-上海虹桥 G' || (1 + g % 300), (at + interval '3 days')::date, '张' || (g % 1000), '郑浩',
            '13800000007', 2, at, at
       FROM generate_series(1, $6::int) AS g
       CROSS JOIN LATERAL (SELECT now() - interval '2 days' - g * interval '1 minute' AS at) t
       JOIN people p ON p.k = g % p.n`,
    [companyId, ServiceType.Train, statuses, PaymentMode.Offline, AccountType.Credit, n],
  );
  await db.query(
    `INSERT INTO train_orders (order_id, company_id, train_no, train_type, train_date, from_station, from_station_name,
                               from_city, to_station, to_station_name, to_city, depart_at, arrive_at, seat_type,
                               price_fen, created_at)
     SELECT o.id, o.company_id, 'G' || (1 + g % 300), $2, o.travel_date, 'VNP', '北京南', '北京', 'AOH', '上海虹桥',
            '上海', o.created_at + interval '3 days', o.created_at + interval '3 days 5 hours', $3, 55300, o.created_at
       FROM orders o CROSS JOIN LATERAL (SELECT substr(o.id, 3)::int AS g) x
      WHERE o.id LIKE 'OB%' AND o.company_id = $1`,
    [companyId, TrainType.GC, TrainSeatType.Second],
  );
  await db.query('VACUUM ANALYZE orders');
  await db.query('VACUUM ANALYZE train_orders');
  const [row] = (
    await db.query(`SELECT count(*)::int AS n FROM orders WHERE company_id = $1 AND service = $2`, [
      companyId,
      ServiceType.Train,
    ])
  ).rows as { n: number }[];
  console.error(`wrote ${n} orders in ${Math.round((performance.now() - t0) / 1000)} s; the company has ${row!.n}`);
};

/** `REQUESTS` requests of one list call, LIST_CONNECTIONS in flight, after 30 warm-up ones. */
const timeList = async (cookie: string, payload: Record<string, unknown>, expectRows: number) => {
  const one = async (ms: number[]) => {
    const r = await post<TList>(cookie, 'List', payload);
    if (!r.reply.isSucc || !r.reply.result) throw new Error(`List: ${r.reply.message}`);
    if (r.reply.result.Entities.length !== expectRows)
      throw new Error(`List gave ${r.reply.result.Entities.length} rows, not ${expectRows}`);
    ms.push(r.ms);
    return r.reply.result;
  };
  await inFlight(30, LIST_CONNECTIONS, async () => void (await one([])));
  const serial: number[] = [];
  await inFlight(REQUESTS, 1, async () => void (await one(serial)));
  const parallel: number[] = [];
  const seconds = await inFlight(REQUESTS, LIST_CONNECTIONS, async () => void (await one(parallel)));
  return { serial: summary(serial), parallel: summary(parallel), rate: Math.round(REQUESTS / seconds) };
};

/** The cursor of the n-th page (walked from the first). */
const cursorOf = async (cookie: string, payload: Record<string, unknown>, page: number) => {
  let cursor = '';
  for (let i = 1; i < page; i++) {
    const r = await post<TList>(cookie, 'List', { ...payload, Cursor: cursor });
    if (!r.reply.result?.NextCursor) throw new Error(`no page ${i + 1}`);
    cursor = r.reply.result.NextCursor;
  }
  return cursor;
};

const runList = async (db: pg.Client, companyId: string) => {
  await loadOrders(db, companyId, LIST_ORDERS);
  const admin = await benchLogin(PORT, 'admin');
  const head = await benchLogin(PORT, 'approver');
  const count = async (who: string, payload: Record<string, unknown>) =>
    (await post<TList>(who, 'List', payload)).reply.result!.RecordCount;
  const cases: [string, string, Record<string, unknown>][] = [
    ['company administrator, page 1', admin, { PageNo: 1, PageSize: 20 }],
    ['company administrator, page 100 (PageNo)', admin, { PageNo: 100, PageSize: 20 }],
    [
      'company administrator, page 100 (Cursor)',
      admin,
      { PageSize: 20, Cursor: await cursorOf(admin, { PageSize: 20 }, 100) },
    ],
    [
      'company administrator, tab WaitDispose, page 1',
      admin,
      { PageNo: 1, PageSize: 20, OrderStatus: [OrderStatus.WaitDispose] },
    ],
    [
      'company administrator, tab WaitDispose, page 100',
      admin,
      { PageNo: 100, PageSize: 20, OrderStatus: [OrderStatus.WaitDispose] },
    ],
    ['研发部 head (department range), page 1', head, { PageNo: 1, PageSize: 20 }],
    ['研发部 head (department range), page 100', head, { PageNo: 100, PageSize: 20 }],
    [
      '研发部 head (department range), tab WaitDispose, page 1',
      head,
      { PageNo: 1, PageSize: 20, OrderStatus: [OrderStatus.WaitDispose] },
    ],
  ];
  console.log(
    `\n### TrainOrder/List over ${LIST_ORDERS} orders of one company, ${os.cpus().length} cores, ${new Date().toISOString()}\n`,
  );
  console.log(
    `| case | RecordCount | 1 in flight p50 / p95 / p99 (ms) | ${LIST_CONNECTIONS} in flight p50 / p95 / p99 (ms) | lists/s at ${LIST_CONNECTIONS} |`,
  );
  console.log('|---|---:|---|---|---:|');
  for (const [name, who, payload] of cases) {
    const r = await timeList(who, payload, 20);
    console.log(`| ${name} | ${await count(who, payload)} | ${r.serial} | ${r.parallel} | ${r.rate} |`);
  }
  if (process.env.BENCH_LIST_OLD_INDEXES === '1') {
    // The same run with the company list indexes as they were before migration 0021 (without the department and
    // booker), so the data range's gain is read within one run and one machine load.
    await db.query(`DROP INDEX orders_company_created_idx`);
    await db.query(`DROP INDEX orders_company_status_idx`);
    await db.query(
      `CREATE INDEX orders_company_created_idx ON orders (company_id, created_at DESC NULLS LAST, id DESC NULLS LAST, service)`,
    );
    await db.query(
      `CREATE INDEX orders_company_status_idx ON orders
         (company_id, status, created_at DESC NULLS LAST, id DESC NULLS LAST, service)`,
    );
    await db.query('VACUUM ANALYZE orders');
    console.log(`\nThe same cases with the indexes before migration 0021:\n`);
    for (const [name, who, payload] of cases) {
      const r = await timeList(who, payload, 20);
      console.log(`| ${name} (before 0021) | ${await count(who, payload)} | ${r.serial} | ${r.parallel} | ${r.rate} |`);
    }
  }
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
};

// ------------------------------------------------------------------ run

await adminSql(`CREATE DATABASE ${dbName}`);
if (process.env.BENCH_LOG_STATEMENTS === '1') await adminSql(`ALTER DATABASE ${dbName} SET log_statement = 'all'`);
let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
const db = new pg.Client({ connectionString: dbUrl });
try {
  // The server migrates the database and seeds the demo data as it starts.
  server = await startBenchServer(PORT, dbUrl, { DEMO: '1', TRAIN_SERVICE_HOURS: '00:00-24:00' });
  await db.connect();
  const [company] = (await db.query(`SELECT id FROM companies WHERE name = '示例科技有限公司'`)).rows as {
    id: string;
  }[];
  // Room on the credit line for every booking of the run (the demo's ¥100,000 would last about 180 orders).
  await db.query(
    `UPDATE trade_accounts SET credit_limit_fen = 100000000000 WHERE company_id = $1 AND account_type = $2`,
    [company!.id, AccountType.Credit],
  );
  if (CASES.has('create')) await runCreate(await benchLogin(PORT, 'employee'), server.pid!, db);
  if (CASES.has('list')) await runList(db, company!.id);
} finally {
  closeCalls();
  await db.end().catch(() => undefined);
  await stopBenchServer(server);
  if (KEEP) console.error(`kept ${dbUrl}`);
  else await adminSql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}

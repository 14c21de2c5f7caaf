import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { BusinessType, FeatureCode, WORK_TASK_LOAD, WorkStatus } from '@opentmc/contracts';
import { openDatabase, runMigrations } from '../apps/server/src/platform/db/database.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { hashPassword, insertCompany, insertUser } from '../apps/server/src/modules/org/index.ts';
import { FORM_HEADERS as headers, benchLogin, pct, startBenchServer, stopBenchServer } from './bench-server.ts';
import { freshBenchDatabase } from './seed-org.ts';

// Work-task list benchmark (issue 4): 100,000 work tasks on the real PostgreSQL, spread over 250 people; the measured
// approver holds 2,000 of them (a busy approver: 10 % still open) across a year of approvals and order tasks. The
// approver's queue calls go through the HTTP API one at a time for the latency percentiles.
//   npm run bench:worktasks -w @opentmc/bench     (BENCH_REQUESTS, BENCH_TASKS)

const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const total = Number(process.env.BENCH_TASKS ?? 100000);
const mine = 2000;
const port = 18340;
const api = `http://127.0.0.1:${port}/api`;
const APPROVER = 'bench-approver';

/** Seeds the tasks with set-based SQL (fixed pseudo-random spread); returns the approver's user id. */
const seed = async (url: string): Promise<string> => {
  const database = await openDatabase({ kind: 'pg', url });
  try {
    await runMigrations(database);
    const t0 = performance.now();
    const userId = await database.db.transaction(async (tx) => {
      const companyId = await insertCompany(tx, systemClock, {
        name: '审批压测公司',
        type: 'Client',
        featureCodes: [FeatureCode.Client],
      });
      return insertUser(tx, systemClock, companyId, {
        name: '压测审批人',
        loginName: APPROVER,
        mobile: '13700000001',
        passwordHash: await hashPassword('Trip@2026'),
        roles: ['approver'],
      });
    });
    const [c] = (await database.executeSql('select company_id from users where id = $1', [userId])).rows as {
      company_id: string;
    }[];
    // Task i belongs to the approver when i % (total / mine) = 0, else to one of 249 other people. Statuses: the
    // approver's newest tenth are open; others follow the same shape by row number.
    await database.executeSql(
      `insert into work_tasks (company_id, assignee_id, business_type, service_type, flow_code, service_id,
         business_status, order_status, product_type, title, number, summary, url, creator_name, source_ref,
         created_at, updated_at, finished_at)
       select $1,
              case when i % $3 = 0 then $2 else 'U9' || lpad((i % 249)::text, 10, '0') end,
              (array[${BusinessType.Approval},${BusinessType.Approval},${BusinessType.Sales},${BusinessType.Change},${BusinessType.Amend}])[1 + i % 5],
              (array[1405,1407,1409,1470,1403])[1 + (i / 7) % 5],
              'AP' || lpad(i::text, 10, '0'),
              'B' || lpad(i::text, 11, '0'),
              case when i > $4 * 0.9 then ${WorkStatus.WaitApprove}
                   else (array[${WorkStatus.Finished},${WorkStatus.Finished},${WorkStatus.Rejected},${WorkStatus.Canceled},${WorkStatus.WaitDispose}])[1 + (i / 3) % 5] end,
              case when i % 2 = 0 then 10003 end,
              null,
              '出差申请 上海 → 北京 第' || i || '号',
              'SQ2026' || lpad(i::text, 8, '0'),
              '出行人：张三；预算 ¥' || (i % 9000 + 500) || '.00',
              '/btrip/Applicationform?TaskID=B' || lpad(i::text, 11, '0'),
              '张三',
              gen_random_uuid()::text,
              now() - ((($4 - i) * interval '315 seconds')),
              now() - ((($4 - i) * interval '315 seconds')),
              null
       from generate_series(1, $4) as i`,
      [c!.company_id, userId, Math.floor(total / mine), total],
    );
    // As autovacuum leaves a settled table: statistics and the visibility map (index-only counts).
    await database.executeSql('vacuum analyze work_tasks');
    const [n] = (
      await database.executeSql(
        `select count(*)::int as all, count(*) filter (where assignee_id = $1)::int as mine,
                count(*) filter (where assignee_id = $1 and business_status = ${WorkStatus.WaitApprove})::int as open
         from work_tasks`,
        [userId],
      )
    ).rows as { all: number; mine: number; open: number }[];
    console.error(
      `seeded ${n!.all} work tasks (${n!.mine} of the approver, ${n!.open} open) in ${Math.round(performance.now() - t0)} ms`,
    );
    if (process.env.BENCH_EXPLAIN) {
      // The plans of the queue's page and count queries, as drizzle writes them.
      const where = `assignee_id = $1 and business_status = ${WorkStatus.WaitApprove} and business_type = ${BusinessType.Approval}`;
      const done = `assignee_id = $1 and business_status in (${WorkStatus.Finished}, ${WorkStatus.Rejected}, ${WorkStatus.Canceled}) and business_type = ${BusinessType.Approval}`;
      for (const q of [
        `select * from work_tasks where ${where} order by created_at desc, id desc limit 20`,
        `select count(*) from work_tasks where ${where}`,
        `select * from work_tasks where ${done} order by created_at desc, id desc limit 20 offset 180`,
        `select count(*) from work_tasks where ${done}`,
      ]) {
        const plan = await database.executeSql(`explain (analyze, buffers) ${q}`, [userId]);
        console.error(`\n${q}\n${plan.rows.map((r) => String(r['QUERY PLAN'])).join('\n')}`);
      }
    }
    return userId;
  } finally {
    await database.close();
  }
};

type TReply = { isSucc: boolean; message: string; result: { RecordCount?: number; Entities?: unknown[] } | null };

const send = async (cookie: string, method: 'GET' | 'POST', p: string, payload: unknown): Promise<TReply> => {
  const data = JSON.stringify(payload);
  const r =
    method === 'POST'
      ? await fetch(`${api}/${p}`, { method, headers: { ...headers, cookie }, body: new URLSearchParams({ data }) })
      : await fetch(`${api}/${p}?data=${encodeURIComponent(data)}`, { headers: { ...headers, cookie } });
  return (await r.json()) as TReply;
};

/** One request at a time: the latency a person waits for, without queueing behind others. */
const sequential = async (cookie: string, method: 'GET' | 'POST', p: string, payload: unknown) => {
  const first = await send(cookie, method, p, payload);
  if (!first.isSucc || !first.result) throw new Error(`${p} failed: ${first.message}`);
  for (let i = 0; i < 30; i++) await send(cookie, method, p, payload);
  const ms: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const r = await send(cookie, method, p, payload);
    ms.push(performance.now() - t0);
    if (!r.isSucc) throw new Error(r.message);
  }
  ms.sort((a, b) => a - b);
  return {
    records: first.result.RecordCount ?? '—',
    rows: first.result.Entities?.length ?? '—',
    p50: pct(ms, 50),
    p95: pct(ms, 95),
    p99: pct(ms, 99),
    max: ms.at(-1)!,
  };
};

const db = await freshBenchDatabase();
let server: ChildProcess | undefined;
try {
  await seed(db.url);
  server = await startBenchServer(port, db.url);
  const me = await benchLogin(port, APPROVER);
  const approval = { BusinessType: BusinessType.Approval };
  const cases: [string, 'GET' | 'POST', string, unknown][] = [
    [
      'List, to approve (Approval, WaitApprove), page 1',
      'POST',
      'work/WorkTask/List',
      { ...approval, BusinessStatus: WorkStatus.WaitApprove, PageNo: 1, PageSize: 20 },
    ],
    [
      'List, processed (Finished/Rejected/Canceled), page 10',
      'POST',
      'work/WorkTask/List',
      {
        ...approval,
        BusinessStatuss: [WorkStatus.Finished, WorkStatus.Rejected, WorkStatus.Canceled],
        PageNo: 10,
        PageSize: 20,
      },
    ],
    ['List, all of mine, page 1', 'POST', 'work/WorkTask/List', { PageNo: 1, PageSize: 20 }],
    [
      'List, all of mine, PageSize 999999999 (capped: 500 rows)',
      'POST',
      'work/WorkTask/List',
      { PageNo: 1, PageSize: 999999999 },
    ],
    [
      'List, key word and date range',
      'POST',
      'work/WorkTask/List',
      { KeyWords: '第19', CreateTime: '2026-01-01 00:00:00', PageNo: 1, PageSize: 20 },
    ],
    [
      'GetWorkTasks, the spec load (PageSize 999999999, capped at 500)',
      'POST',
      'work/WorkTask/GetWorkTasks',
      { ...WORK_TASK_LOAD },
    ],
    ['GetWorkTasks, open tasks (side panel, 5 rows)', 'POST', 'work/WorkTask/GetWorkTasks', { PageNo: 1, PageSize: 5 }],
    ['side/Side/Badges (open-task count)', 'GET', 'side/Side/Badges', {}],
  ];
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `\n${total} work tasks, ${mine} of the approver; ${requests} sequential requests per case after 30 warm-up, ${os.cpus().length} cores, ${new Date().toISOString()}\n`,
  );
  console.log('| case | matching | rows | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, method, p, payload] of cases) {
    const s = await sequential(me, method, p, payload);
    console.log(
      `| ${name} | ${s.records} | ${s.rows} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} |`,
    );
  }
} finally {
  await stopBenchServer(server);
  await db.drop();
}

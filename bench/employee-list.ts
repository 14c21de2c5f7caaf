import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { FORM_HEADERS as headers, benchLogin, pct, startBenchServer, stopBenchServer } from './bench-server.ts';
import { BENCH_ADMIN, BENCH_HEAD, seedOrgDatabase } from './seed-org.ts';

// Employee list benchmark (issue 3): 10,000 employees and 2,000 departments in one company, on the real
// PostgreSQL. The head of the biggest division (approver: own department and below, ~900 departments and
// ~4,900 people under them) lists employees through the HTTP API: one request at a time for the latency
// percentiles, then autocannon for throughput. Prints Markdown for docs/performance.md.
//   npm run bench:employees -w @opentmc/bench     (BENCH_REQUESTS, BENCH_SECONDS, BENCH_CONNECTIONS)

const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = 18330;
const base = `http://127.0.0.1:${port}/api/system`;

type TReply = { isSucc: boolean; message: string; result: { RecordCount: number; Entities: unknown[] } | null };

const list = async (cookie: string, payload: Record<string, unknown>): Promise<TReply> => {
  const r = await fetch(`${base}/UserAccount/List`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: new URLSearchParams({ data: JSON.stringify(payload) }),
  });
  return (await r.json()) as TReply;
};

/** One request at a time: the latency a person waits for, without queueing behind others. */
const sequential = async (cookie: string, payload: Record<string, unknown>) => {
  const first = await list(cookie, payload);
  if (!first.isSucc || !first.result) throw new Error(`list failed: ${first.message}`);
  for (let i = 0; i < 30; i++) await list(cookie, payload);
  const ms: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const r = await list(cookie, payload);
    ms.push(performance.now() - t0);
    if (!r.isSucc) throw new Error(r.message);
  }
  ms.sort((a, b) => a - b);
  return { records: first.result.RecordCount, p50: pct(ms, 50), p95: pct(ms, 95), p99: pct(ms, 99), max: ms.at(-1)! };
};

const load = (cookie: string, payload: Record<string, unknown>) =>
  new Promise<Result>((resolve, reject) =>
    autocannon(
      {
        url: `${base}/UserAccount/List`,
        method: 'POST',
        headers: { ...headers, cookie },
        body: new URLSearchParams({ data: JSON.stringify(payload) }).toString(),
        connections,
        duration,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );

const db = await seedOrgDatabase();
const server = await startBenchServer(port, db.url);
try {
  const head = await benchLogin(port, BENCH_HEAD);
  const admin = await benchLogin(port, BENCH_ADMIN);
  const cases: [string, string, Record<string, unknown>][] = [
    ['head of 研发中心, page 1 (own department and below)', head, { PageNo: 1, PageSize: 20 }],
    ['head of 研发中心, page 100', head, { PageNo: 100, PageSize: 20 }],
    ['head of 研发中心, key word 王', head, { PageNo: 1, PageSize: 20, KeyWords: '王' }],
    ['head of 研发中心, sorted by name', head, { PageNo: 1, PageSize: 20, SortField: 'Name' }],
    ['company administrator (no limit), page 1', admin, { PageNo: 1, PageSize: 20 }],
  ];
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `\n${requests} sequential requests per case after 30 warm-up, ${os.cpus().length} cores, ${new Date().toISOString()}\n`,
  );
  console.log('| case | matching rows | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [name, cookie, payload] of cases) {
    const s = await sequential(cookie, payload);
    console.log(`| ${name} | ${s.records} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${fmt(s.max)} |`);
  }
  const r = await load(head, { PageNo: 1, PageSize: 20 });
  console.log(
    `\nautocannon, head of 研发中心 page 1, ${connections} connections, ${duration} s: ${Math.round(r.requests.average)} requests/s, ` +
      `p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`,
  );
} finally {
  await stopBenchServer(server);
  await db.drop();
}

import os from 'node:os';
import {
  benchLogin,
  closeCalls,
  cpuSeconds,
  pct,
  sendCall,
  startBenchServer,
  stopBenchServer,
} from './bench-server.ts';
import { BENCH_ADMIN, seedOrgDatabase } from './seed-org.ts';

// TrainSearch/Search latency (issue 6 section 7: p95 under 30 ms at 20 connections) on the real PostgreSQL, through
// the production server. 20 clients search at once, each request a different city pair and day of the presale window
// (busy trunk lines and smaller cities, every train type), with a client company's user; every reply must succeed.
// The service hours are opened to the whole day so the run does not depend on the clock.
//   npm run bench:train-search -w @opentmc/bench   (BENCH_REQUESTS, BENCH_CONNECTIONS)

const requests = Number(process.env.BENCH_REQUESTS ?? 4000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 18336);
const url = `http://127.0.0.1:${port}/api/trainpolicy/TrainSearch/Search`;

/** Station pairs (telegraph codes): trunk lines, regional lines and long conventional routes. */
const PAIRS: [string, string][] = [
  ['VNP', 'AOH'], // 北京南 → 上海虹桥
  ['AOH', 'VNP'],
  ['IOQ', 'IZQ'], // 深圳北 → 广州南
  ['HGH', 'AOH'], // 杭州东 → 上海虹桥
  ['NKH', 'VNP'], // 南京南 → 北京南
  ['ICW', 'CQW'], // 成都东 → 重庆
  ['WHN', 'IZQ'], // 武汉 → 广州南
  ['XAY', 'BXP'], // 西安 → 北京西
  ['TJP', 'VNP'], // 天津 → 北京南
  ['CSQ', 'WHN'], // 长沙 → 武汉
];

type TReply = { isSucc: boolean; message: string; result: { RecordCount: number } | null };

const chinaDate = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86400_000).toISOString().slice(0, 10);

const postForm = (cookie: string, body: string): Promise<string> => sendCall(url, cookie, 'POST', body);

const search = async (cookie: string, i: number): Promise<{ ms: number; trains: number }> => {
  const [from, to] = PAIRS[i % PAIRS.length]!;
  const body = new URLSearchParams({
    data: JSON.stringify({ FromStation: from, ToStation: to, DepartDate: chinaDate(1 + (i % 13)) }),
  }).toString();
  const t0 = performance.now();
  const reply = JSON.parse(await postForm(cookie, body)) as TReply;
  const ms = performance.now() - t0;
  if (!reply.isSucc || !reply.result) throw new Error(`search ${from}→${to} failed: ${reply.message}`);
  return { ms, trains: reply.result.RecordCount };
};

/** `n` searches with `c` in flight; each latency as the client waits for it. */
const run = async (cookie: string, n: number, c: number, serverPid: number) => {
  let next = 0;
  const serverCpu0 = cpuSeconds(serverPid);
  const clientCpu0 = process.cpuUsage();
  const ms: number[] = [];
  let trains = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: c }, async () => {
      while (next < n) {
        const r = await search(cookie, next++);
        ms.push(r.ms);
        trains += r.trains;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const client = process.cpuUsage(clientCpu0);
  ms.sort((a, b) => a - b);
  return {
    rate: n / seconds,
    trains: trains / n,
    p50: pct(ms, 50),
    p95: pct(ms, 95),
    p99: pct(ms, 99),
    max: ms.at(-1)!,
    /** CPU per search, ms: the server's, and this load generator's. */
    serverCpu: ((cpuSeconds(serverPid) - serverCpu0) * 1000) / n,
    clientCpu: (client.user + client.system) / 1000 / n,
  };
};

const db = await seedOrgDatabase();
const server = await startBenchServer(port, db.url, { TRAIN_SERVICE_HOURS: '00:00-24:00' });
try {
  const cookie = await benchLogin(port, BENCH_ADMIN);
  await run(cookie, 400, connections, server.pid!);
  const fmt = (n: number) => n.toFixed(1);
  console.log(
    `\n${requests} searches per case after 400 warm-up, ${os.cpus().length} cores, ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| in flight | searches/s | trains per reply | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | server CPU ms/search | client CPU ms/search |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const c of [1, connections]) {
    const r = await run(cookie, c === 1 ? Math.min(requests, 1000) : requests, c, server.pid!);
    console.log(
      `| ${c} | ${Math.round(r.rate)} | ${Math.round(r.trains)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.serverCpu.toFixed(2)} | ${r.clientCpu.toFixed(2)} |`,
    );
  }
} finally {
  closeCalls();
  await stopBenchServer(server);
  await db.drop();
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetTicketInfo, GetUserActions, TrainSearch, callUrl, type TCallContract } from '@opentmc/contracts';
import { benchLogin, closeCalls, sendCall } from './bench-server.ts';

// Start-up time and memory of the server as `npm start` runs it (issue 15 item 7: at most 300 MB RSS at idle after
// start on the embedded database with demo data, start-up at most 5 s). Each run starts the production bundle twice on
// one new data folder: first on an empty folder (the embedded database is created, migrated and seeded with the demo
// data), then again on the same folder (the usual restart). For each start it reads, from /proc/<pid>/status:
// start-up time (spawn to the "OpenTMC is up" line), RSS when up, RSS after BENCH_IDLE_SECONDS of idling, and the peak
// (VmHWM). The second start is then used (a login, the first page and its scripts, a train search) and measured again.
// Train search hours are opened to the whole day so the run does not depend on the clock; nothing else is set.
//   npm run bench:startup -w @opentmc/bench   (BENCH_RUNS, default 3; BENCH_IDLE_SECONDS, default 10; BENCH_NODE_ARGS)

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 18341);
const bundle = path.join(root, 'apps/server/dist/bench-startup/main.js');
/**
 * The environment and node options `npm start` gives the server (the root package.json's start script), so the bench
 * runs what a user runs.
 */
const { startEnv, startArgs } = (() => {
  const start: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const m = /((?:\b[A-Z_]+=\S+ )*)node ((?:--\S+ )*)apps\/server\/dist\/main\.js/.exec(start);
  if (!m) throw new Error(`the start script does not run apps/server/dist/main.js with node: ${start}`);
  const words = (s: string) => s.split(' ').filter(Boolean);
  return {
    startEnv: Object.fromEntries(words(m[1]!).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)])),
    startArgs: words(m[2]!),
  };
})();
// BENCH_NODE_ARGS: node options to try instead, e.g. `--max-semi-space-size=8`.
const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean) : startArgs;
/** The target, 300 MB, in MiB as /proc counts (kB of 1024 bytes). */
const BUDGET_MIB = 300e6 / 2 ** 20;

const mib = (kb: number) => kb / 1024;

/** VmRSS and VmHWM of a process, in kB. */
const memoryOf = (pid: number): { rss: number; peak: number } => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type TStart = { proc: ChildProcess; seconds: number };

/** Starts the bundle as `npm start` does (demo data, embedded database, the built web app) and waits until it is up. */
const start = async (dataDir: string): Promise<TStart> => {
  const t0 = performance.now();
  const proc = spawn(process.execPath, [...nodeArgs, bundle], {
    cwd: root,
    env: {
      ...startEnv,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      TRAIN_SERVICE_HOURS: '00:00-24:00',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (!out.includes('OpenTMC is up')) return;
      clearInterval(check);
      resolve();
    }, 10);
    proc.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`server exited ${code}:\n${out}`));
    });
  });
  return { proc, seconds: (performance.now() - t0) / 1000 };
};

const stop = async (proc: ChildProcess) => {
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
};

type TRow = { run: number; kind: string; seconds?: number; up?: number; idle: number; peak: number };

/** Measures a started server: RSS now, after the idle time, and the peak so far. */
const measure = async (s: TStart, run: number, kind: string): Promise<TRow> => {
  const pid = s.proc.pid!;
  const up = memoryOf(pid).rss;
  await sleep(idleSeconds * 1000);
  const after = memoryOf(pid);
  return { run, kind, seconds: s.seconds, up: mib(up), idle: mib(after.rss), peak: mib(after.peak) };
};

/** What a first visitor does: the first page and its scripts, a login, the ticket and the menu, a train search. */
const use = async () => {
  const base = `http://127.0.0.1:${port}`;
  const html = await (await fetch(`${base}/`)).text();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g))
    await (await fetch(`${base}${m[1]}`)).arrayBuffer();
  const cookie = await benchLogin(port, 'employee');
  const send = async (c: TCallContract, payload: object) => {
    const data = new URLSearchParams({ data: JSON.stringify(payload) }).toString();
    const reply = JSON.parse(
      c.method === 'GET'
        ? await sendCall(`${base}${callUrl(c)}?${data}`, cookie, 'GET')
        : await sendCall(`${base}${callUrl(c)}`, cookie, 'POST', data),
    ) as { isSucc: boolean; message: string };
    if (!reply.isSucc) throw new Error(`${c.path} failed: ${reply.message}`);
  };
  await send(GetTicketInfo, {});
  await send(GetUserActions, {});
  const day = new Date(Date.now() + 8 * 3600_000 + 3 * 86400_000).toISOString().slice(0, 10);
  await send(TrainSearch, { FromStation: 'VNP', ToStation: 'AOH', DepartDate: day });
  closeCalls();
};

const build = spawnSync(process.execPath, ['scripts/build-server.mjs', bundle], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('server build failed');
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
  console.warn('no web build (apps/web/dist): run `npm run build` first to measure the server as npm start runs it');

const rows: TRow[] = [];
for (let run = 1; run <= runs; run++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-bench-startup-'));
  const dataDir = path.join(dir, 'data');
  try {
    const fresh = await start(dataDir);
    rows.push(await measure(fresh, run, 'new data folder'));
    await stop(fresh.proc);
    const again = await start(dataDir);
    rows.push(await measure(again, run, 'existing data'));
    await use();
    await sleep(idleSeconds * 1000);
    const used = memoryOf(again.proc.pid!);
    rows.push({ run, kind: 'existing data, after use', idle: mib(used.rss), peak: mib(used.peak) });
    await stop(again.proc);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
fs.rmSync(path.dirname(bundle), { recursive: true, force: true });

const f = (n: number | undefined, d = 0) => (n === undefined ? '' : n.toFixed(d));
console.log(
  `\nNode ${process.version} ${nodeArgs.join(' ')}, ${os.cpus().length} CPUs, load average ` +
    `${os.loadavg()[0]!.toFixed(1)}, idle ${idleSeconds} s`,
);
console.log('| run | start | start-up (s) | RSS when up (MiB) | RSS idle (MiB) | peak RSS (MiB) |');
console.log('|---:|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.run} | ${r.kind} | ${f(r.seconds, 2)} | ${f(r.up)} | ${f(r.idle)} | ${f(r.peak)} |`);
const worst = Math.max(...rows.filter((r) => r.seconds !== undefined).map((r) => r.idle));
const slowest = Math.max(...rows.map((r) => r.seconds ?? 0));
console.log(
  `\nworst idle RSS after start ${worst.toFixed(0)} MiB (target 300 MB = ${BUDGET_MIB.toFixed(0)} MiB): ` +
    `${worst <= BUDGET_MIB ? 'met' : 'NOT met'}; slowest start-up ${slowest.toFixed(2)} s (target 5 s): ` +
    `${slowest <= 5 ? 'met' : 'NOT met'}`,
);

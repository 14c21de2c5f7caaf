import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// What the HTTP benchmarks share: the server started from its production bundle on a benchmark database, a login,
// the form headers of a call, and percentiles.

const root = path.resolve(import.meta.dirname, '..');

/** The headers of a call as the web client sends it (form body, CSRF proof). */
export const FORM_HEADERS = {
  'content-type': 'application/x-www-form-urlencoded',
  'x-requested-with': 'XMLHttpRequest',
};

/**
 * Builds the server and starts it from its production bundle, as `npm start` runs it (NODE_ENV=production, no
 * workers, no demo data), on a database; resolves once /healthz answers.
 */
export const startBenchServer = async (
  port: number,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('server build failed');
  // BENCH_NODE_ARGS: extra node options for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const p = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      WORKERS: '0',
      NODE_ENV: 'production',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (p.exitCode !== null) throw new Error(`server exited ${p.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return p;
    await new Promise((r) => setTimeout(r, 200));
  }
  p.kill('SIGTERM');
  throw new Error('server did not start');
};

/** Stops a server started above and gives it a moment to close its connections. */
export const stopBenchServer = async (p: ChildProcess | undefined): Promise<void> => {
  p?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
};

/** Logs in over HTTP; returns the session cookie (`SfsSes=…`). */
export const benchLogin = async (port: number, account: string, password = 'Trip@2026'): Promise<string> => {
  const r = await fetch(`http://127.0.0.1:${port}/api/system/Security/Login`, {
    method: 'POST',
    headers: FORM_HEADERS,
    body: new URLSearchParams({ data: JSON.stringify({ Account: account, Password: password }) }),
  });
  const sid = r.headers
    .getSetCookie()
    .find((c) => c.startsWith('SfsSes='))
    ?.split(';')[0];
  if (!sid) throw new Error(`login ${account} failed: ${await r.text()}`);
  return sid;
};

/**
 * A rate as a share of the physical limit measured in the same run (a plain SQL transaction writing the same rows,
 * from the same process with the same concurrency), e.g. "77%": the benchmarks' measure of the code's cost, steadier
 * than absolute rates on a shared machine.
 */
export const shareOfBaseline = (rate: number, baseline: number): string => `${Math.round((100 * rate) / baseline)}%`;

/** The p-th percentile of sorted numbers. */
export const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** CPU seconds (user + system) a process has used so far, from /proc (Linux): fields 14 and 15 of its stat. */
export const cpuSeconds = (pid: number): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * CPU seconds all PostgreSQL server processes of this machine have used so far (their backends come and go; a
 * backend that exits between two readings takes its share with it, so runs keep their pools open).
 */
export const postgresCpuSeconds = (): number => {
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return total;
};

// A lean client (node:http, kept-alive sockets) rather than fetch: on two shared cores the load generator's own CPU
// is taken from the server, and fetch spent more per request than the server did (docs/performance.md).
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Sends a call as the web client does (form body, CSRF proof); resolves with the reply's text. */
export const sendCall = (url: string, cookie: string, method: 'GET' | 'POST', body = ''): Promise<string> =>
  new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...FORM_HEADERS,
          cookie,
          ...(method === 'POST' ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString()));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? body : undefined);
  });

/** Closes the lean client's kept-alive sockets (at the end of a run). */
export const closeCalls = (): void => agent.destroy();

/** This process's CPU in ms (user + system). */
export const ownCpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

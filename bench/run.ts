import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

// Load run (issue 2, section 7): a bare Fastify route, GetSiteInfo and GetTicketInfo with a session,
// against the real PostgreSQL, 50 connections each. Prints a Markdown table for docs/performance.md.

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Starts a server process and waits until its health URL answers. */
const start = async (args: string[], env: Record<string, string>, healthUrl: string): Promise<ChildProcess> => {
  const p = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (p.exitCode !== null) throw new Error(`${args.join(' ')} exited ${p.exitCode}`);
    const up = await fetch(healthUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return p;
    await new Promise((r) => setTimeout(r, 200));
  }
  p.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not start`);
};

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
const cpuSeconds = (p: ChildProcess): number => {
  const fields = fs.readFileSync(`/proc/${p.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 of stat (utime, stime) are the 12th and 13th after the command name, in clock ticks.
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

type TRun = { result: Result; cpuPerRequestUs: number };

/**
 * Drives one target and measures, besides throughput, the CPU its server process spent per request. On two shared
 * cores autocannon competes with the server, so throughput ratios move with the scheduler; CPU per request is what
 * the server itself costs, and its ratio is the throughput ratio on cores of its own.
 */
const load = async (title: string, target: ChildProcess, opts: autocannon.Options): Promise<TRun> => {
  const before = cpuSeconds(target);
  const result = await new Promise<Result>((resolve, reject) =>
    autocannon({ title, connections, duration, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );
  const cpu = cpuSeconds(target) - before;
  return { result, cpuPerRequestUs: (cpu * 1e6) / Math.max(1, result.requests.total) };
};

const dbName = `otmc_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const u = new URL(adminUrl);
u.pathname = `/${dbName}`;

const bare = await start(['--import', 'tsx', 'bench/bare-server.ts'], { PORT: '18180' }, 'http://127.0.0.1:18180/bare');
const server = await start(
  // The production build, as npm start runs it (npm run bench builds it first).
  ['apps/server/dist/main.js'],
  {
    PORT: '18181',
    HOST: '127.0.0.1',
    DATABASE_URL: u.toString(),
    DEMO: '1',
    LOG_LEVEL: 'warn',
    WORKERS: '0',
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent',
  },
  'http://127.0.0.1:18181/healthz',
);

try {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' };
  const login = await fetch('http://127.0.0.1:18181/api/system/Security/Login', {
    method: 'POST',
    headers,
    body: new URLSearchParams({ data: JSON.stringify({ Account: 'employee', Password: 'Trip@2026' }) }),
  });
  const sid = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('SfsSes='))
    ?.split(';')[0];
  if (!sid) throw new Error(`login failed: ${await login.text()}`);

  const runs: [string, TRun][] = [];
  runs.push(['bare Fastify route (GET)', await load('bare', bare, { url: 'http://127.0.0.1:18180/bare' })]);
  runs.push([
    'GET Security/GetSiteInfo',
    await load('site', server, { url: 'http://127.0.0.1:18181/api/system/Security/GetSiteInfo' }),
  ]);
  runs.push([
    'POST Security/GetTicketInfo (session)',
    await load('ticket', server, {
      url: 'http://127.0.0.1:18181/api/system/Security/GetTicketInfo',
      method: 'POST',
      headers: { ...headers, cookie: sid },
      body: 'data=%7B%7D',
    }),
  ]);
  runs.push([
    'bare Fastify route (POST, same form body)',
    await load('bare-post', bare, { url: 'http://127.0.0.1:18180/bare', method: 'POST', headers, body: 'data=%7B%7D' }),
  ]);
  const baseOf = (name: string) => runs.find(([n]) => n === name)![1];
  const share = (name: string) => {
    const base = baseOf(name);
    return (r: TRun) =>
      `${Math.round((100 * r.result.requests.average) / base.result.requests.average)}% · ` +
      `${Math.round((100 * base.cpuPerRequestUs) / r.cpuPerRequestUs)}%`;
  };
  const ofGet = share('bare Fastify route (GET)');
  const ofPost = share('bare Fastify route (POST, same form body)');
  console.log(`\nconnections ${connections}, ${duration} s each, ${new Date().toISOString()}\n`);
  console.log('Shares are by throughput · by server CPU per request.\n');
  console.log(
    '| call | requests/s | server CPU µs/request | p99 latency (ms) | of bare GET | of bare POST | non-2xx |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, r] of runs) {
    const post = name.startsWith('POST') || name.includes('(POST');
    console.log(
      `| ${name} | ${Math.round(r.result.requests.average)} | ${Math.round(r.cpuPerRequestUs)} | ` +
        `${r.result.latency.p99} | ${ofGet(r)} | ${post ? ofPost(r) : '—'} | ${r.result.non2xx} |`,
    );
  }
} finally {
  bare.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

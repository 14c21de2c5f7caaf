import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@opentmc/contracts';
import { freshDatabase } from '../harness.ts';

// Two real server processes on one PostgreSQL share sessions: log in on one, use the session on
// the other, log out on the second and the first refuses it. Runs in the real-PostgreSQL pass.

const serverDir = path.resolve(import.meta.dirname, '../..');
let drop: () => Promise<void>;
const procs: ChildProcess[] = [];

const startServer = (url: string, port: number) =>
  new Promise<void>((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: url,
        DEMO: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    procs.push(p);
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server ${port} did not start:\n${out}`)), 45000);
    p.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('OpenTMC is up')) {
        clearTimeout(timer);
        resolve();
      }
    });
    p.stderr?.on('data', (b: Buffer) => (out += b.toString()));
    p.on('exit', (code) => reject(new Error(`server ${port} exited ${code}:\n${out}`)));
  });

const post = async (port: number, p: string, data: unknown, sid?: string) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/system/${p}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {}),
    },
    body: new URLSearchParams({ data: JSON.stringify(data) }),
  });
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return {
    body: (await res.json()) as { isSucc: boolean; statusCode: number; result: { UserName?: string } | null },
    sid: setCookie?.split(';')[0]?.split('=')[1],
  };
};

const portA = 18000 + Math.floor(Math.random() * 1000);
const portB = portA + 1000;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  // Both start together: migrations and the demo seed must happen once.
  await Promise.all([startServer(fresh.url!, portA), startServer(fresh.url!, portB)]);
}, 90000);

afterAll(async () => {
  for (const p of procs) p.kill('SIGTERM');
  await Promise.all(procs.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.on('exit', r)))));
  await drop?.();
});

describe('two instances on one PostgreSQL', () => {
  it('share sessions, and logout on one ends it on both', async () => {
    const login = await post(portA, 'Security/Login', { Account: 'employee', Password: 'Trip@2026' });
    expect(login.body.isSucc).toBe(true);
    expect(login.sid).toBeTruthy();
    // Both instances now hold the session (each caches it after its first lookup).
    for (const port of [portA, portB]) {
      const r = await post(port, 'Security/GetTicketInfo', {}, login.sid);
      expect(r.body).toMatchObject({ isSucc: true, statusCode: 200 });
      expect(r.body.result?.UserName).toBe(login.body.result?.UserName);
    }
    const out = await post(portB, 'Security/Logout', {}, login.sid);
    expect(out.body.isSucc).toBe(true);
    expect((await post(portB, 'Security/GetTicketInfo', {}, login.sid)).body.statusCode).toBe(511);
    // A learns of the logout through PostgreSQL NOTIFY, within moments.
    await expect
      .poll(async () => (await post(portA, 'Security/GetTicketInfo', {}, login.sid)).body.statusCode, {
        timeout: 2000,
        interval: 100,
      })
      .toBe(511);
  });

  it('stop cleanly on SIGTERM', async () => {
    const p = procs[0]!;
    const exited = new Promise<number | null>((r) => p.on('exit', (code) => r(code)));
    p.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

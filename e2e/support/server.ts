import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '@opentmc/contracts';

const root = path.resolve(import.meta.dirname, '../..');

export type TServer = {
  url: string;
  /** Stops the server and deletes its data (kept with keepData). */
  stop: (o?: { keepData?: boolean }) => Promise<void>;
  log: () => string;
};

/** A port nothing listens on now, as the operating system hands them out (a random pick once hit RabbitMQ's). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Runs the run's server bundle on a free port over an embedded database folder. */
export const launchServer = async (dbDir: string, bundle: string): Promise<TServer> => {
  const port = await freePort();
  const proc: ChildProcess = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dbDir,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  proc.stderr?.on('data', (b: Buffer) => (out += b.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 180000);
    const check = setInterval(() => {
      if (out.includes('OpenTMC is up')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    proc.on('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`server exited ${code}:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => out,
    stop: async (o = {}) => {
      proc.removeAllListeners('exit');
      const exited = new Promise((r) => proc.on('exit', r));
      proc.kill('SIGTERM');
      await exited;
      if (!o.keepData) fs.rmSync(path.dirname(dbDir), { recursive: true, force: true });
    },
  };
};

/**
 * Starts the real server (built web app, demo data) on a free port, on its own copy of the run's migrated and seeded
 * embedded database (support/global-setup.ts).
 */
export const startServer = async (): Promise<TServer> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-e2e-'));
  const template = inject('e2eDataTemplate');
  if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  return launchServer(path.join(dataDir, 'db'), inject('e2eServerBundle'));
};

/** Calls the API outside the browser, e.g. to read the SMS outbox as the operator. */
export const apiClient = (base: string) => {
  let sid = '';
  const post = async <T>(p: string, data: unknown): Promise<{ isSucc: boolean; message: string; result: T }> => {
    const res = await fetch(`${base}/api/${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {}),
      },
      body: new URLSearchParams({ data: JSON.stringify(data) }),
    });
    const c = res.headers.getSetCookie().find((x) => x.startsWith(`${SESSION_COOKIE}=`));
    if (c) sid = c.split(';')[0]!.split('=')[1]!;
    return (await res.json()) as { isSucc: boolean; message: string; result: T };
  };
  /** A GET call (the spec's GET calls that change state need the session and the CSRF header too). */
  const get = async <T>(p: string, data: unknown): Promise<{ isSucc: boolean; message: string; result: T }> => {
    const res = await fetch(`${base}/api/${p}?${new URLSearchParams({ data: JSON.stringify(data) }).toString()}`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {}) },
    });
    return (await res.json()) as { isSucc: boolean; message: string; result: T };
  };
  return { post, get };
};

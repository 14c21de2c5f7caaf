import PgBoss from 'pg-boss';
import type { TDatabase } from './db/database.ts';

export type TJobHandler<T> = (data: T) => Promise<void>;

/** Background work on pg-boss, in the same PostgreSQL (or PGlite) as everything else. */
export type TJobs = {
  send: <T extends object>(
    queue: string,
    data: T,
    opts?: { startAfterSeconds?: number; singletonKey?: string },
  ) => Promise<void>;
  work: <T extends object>(queue: string, handler: TJobHandler<T>) => Promise<void>;
  schedule: (queue: string, cron: string) => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export const createJobs = (database: TDatabase, opts: { workers: boolean }): TJobs => {
  const boss =
    database.kind === 'pg'
      ? new PgBoss({ connectionString: database.url, max: 3, schema: 'pgboss' })
      : new PgBoss({ db: { executeSql: database.executeSql }, schema: 'pgboss' });
  const queues = new Set<string>();
  let started = false;
  const ensureQueue = async (q: string) => {
    if (queues.has(q)) return;
    await boss.createQueue(q);
    queues.add(q);
  };
  return {
    send: async (queue, data, o = {}) => {
      await ensureQueue(queue);
      await boss.send(queue, data, {
        ...(o.startAfterSeconds ? { startAfter: o.startAfterSeconds } : {}),
        ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
        retryLimit: 5,
        retryBackoff: true,
      });
    },
    work: async (queue, handler) => {
      if (!opts.workers) return;
      await ensureQueue(queue);
      await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    schedule: async (queue, cron) => {
      if (!opts.workers) return;
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: 'Asia/Shanghai' });
    },
    start: async () => {
      if (started) return;
      boss.on('error', (err) => console.error(JSON.stringify({ level: 50, msg: 'pg-boss error', err: String(err) })));
      await boss.start();
      started = true;
    },
    stop: async () => {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
};

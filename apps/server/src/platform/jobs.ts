import PgBoss from 'pg-boss';
import type { TDatabase, TTx } from './db/database.ts';
import { runSql } from './db/statement.ts';
import { PGBOSS_SCHEMA } from './queues.ts';

export type TJobHandler<T> = (data: T) => Promise<void>;

/** Background work on pg-boss, in the same PostgreSQL (or PGlite) as everything else. */
export type TJobs = {
  /**
   * Queues a job. With `tx` the job is written in that transaction: it exists only if the transaction commits, and a
   * worker can take it the moment it does. The queue must exist already (`work` creates it at start-up): creating
   * one takes the single PGlite connection, which the open transaction holds.
   */
  send: <T extends object>(
    queue: string,
    data: T,
    opts?: { startAfterSeconds?: number; singletonKey?: string; tx?: TTx },
  ) => Promise<void>;
  /**
   * Creates the queue (in every process, so that any process can send to it in a transaction) and, where workers run
   * (config WORKERS), takes its jobs, polling every half second (pg-boss's shortest interval).
   */
  work: <T extends object>(queue: string, handler: TJobHandler<T>) => Promise<void>;
  schedule: (queue: string, cron: string) => Promise<void>;
  /** Stops a schedule an earlier version set (nothing when there is none). */
  unschedule: (queue: string) => Promise<void>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export const createJobs = (database: TDatabase, opts: { workers: boolean }): TJobs => {
  const boss =
    database.kind === 'pg'
      ? new PgBoss({ connectionString: database.url, max: 3, schema: PGBOSS_SCHEMA })
      : new PgBoss({ db: { executeSql: database.executeSql }, schema: PGBOSS_SCHEMA });
  const queues = new Set<string>();
  let started = false;
  const ensureQueue = async (q: string) => {
    if (queues.has(q)) return;
    // pg-boss 10 attaches each queue's partition to its job table without a lock of its own, so
    // instances starting together can deadlock; PostgreSQL rolls one back and create_queue is
    // idempotent, so that one simply tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(q);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
    queues.add(q);
  };
  return {
    send: async (queue, data, o = {}) => {
      const tx = o.tx;
      if (!tx) await ensureQueue(queue);
      else if (!queues.has(queue)) throw new Error(`queue ${queue} is not created: call work() at start-up`);
      await boss.send(queue, data, {
        ...(o.startAfterSeconds ? { startAfter: o.startAfterSeconds } : {}),
        ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
        ...(tx ? { db: { executeSql: async (text, values) => ({ rows: await runSql(tx, text, values) }) } } : {}),
        retryLimit: 5,
        retryBackoff: true,
      });
    },
    work: async (queue, handler) => {
      await ensureQueue(queue);
      if (!opts.workers) return;
      await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    schedule: async (queue, cron) => {
      if (!opts.workers) return;
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: 'Asia/Shanghai' });
    },
    unschedule: async (queue) => {
      if (!opts.workers) return;
      await boss.unschedule(queue);
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

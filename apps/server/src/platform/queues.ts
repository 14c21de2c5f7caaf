// The names of the server's pg-boss queues, declared where each module names its queue. A new embedded database's
// cluster template (platform/db/database.ts, ADR 0035) is made with pg-boss's schema and these queues already in it:
// creating a queue makes a partitioned table (about 60 ms each on PGlite), most of a first start's pg-boss time.
// A queue declared after the template was made is created at start-up as before (creating a queue is idempotent).
const declared = new Set<string>();

/** Declares a queue's name and returns it. */
export const queueName = (name: string): string => {
  declared.add(name);
  return name;
};

/** Every queue declared so far, in order. */
export const declaredQueues = (): string[] => [...declared].sort();

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const PGBOSS_SCHEMA = 'pgboss';

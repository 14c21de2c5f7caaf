import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { TSessionTicket } from '@opentmc/contracts';
import type { TDatabase, TTx } from './db/database.ts';
import type { TClock } from './clock.ts';
import { sessions } from './tables.ts';

/** A session ends after 2 hours idle or 7 days in all (issue 2). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// last_seen_at is written at most once a minute, so reads stay cheap.
const TOUCH_EVERY_MS = 60 * 1000;

export type TSession = { idHash: string; userId: string; companyId: string; ticket: TSessionTicket };

const hashId = (id: string) => crypto.createHash('sha256').update(id).digest('base64url');

/** Creates a session and returns its id (256 random bits); only the hash is stored. */
export const createSession = async (
  tx: TTx,
  clock: TClock,
  s: { ticket: TSessionTicket; ip?: string | undefined; userAgent?: string | undefined },
): Promise<string> => {
  const id = crypto.randomBytes(32).toString('base64url');
  const now = clock.now();
  await tx.insert(sessions).values({
    idHash: hashId(id),
    userId: s.ticket.UserID,
    companyId: s.ticket.CompanyID,
    ticket: s.ticket,
    createdAt: now,
    lastSeenAt: now,
    ip: s.ip ?? null,
    userAgent: s.userAgent?.slice(0, 300) ?? null,
  });
  return id;
};

// Every call authenticates, so each instance keeps live sessions in memory. Whatever ends or changes
// a session notifies every instance (NOTIFY in the same transaction), and each drops its copy; while
// the notification channel is down the cache is bypassed. Idle and absolute expiry are checked on every
// hit, and last_seen_at is still written once a minute, which also proves the row still exists.
const CHANNEL = 'otmc_session';
const CACHE_MAX = 20000;
const CACHE_TTL_MS = 5 * 60 * 1000;

type TCached = TSession & { createdAt: number; lastSeenAt: number; cachedAt: number; session: TSession };
// Keyed by the raw id, so a hit needs no hashing; the id lives only in this process's memory.
type TSessionCache = { live: boolean; byId: Map<string, TCached> };
const caches = new WeakMap<object, TSessionCache>();
// Every cache of this process: a change is applied to them at once, without waiting for its notification.
const allCaches = new Set<TSessionCache>();

const evict = (cache: TSessionCache, payload: string) => {
  // h:<idHash> drops one session, u:<userId> every session of a user.
  const value = payload.slice(2);
  const byUser = payload.startsWith('u:');
  for (const [k, v] of cache.byId) if ((byUser ? v.userId : v.idHash) === value) cache.byId.delete(k);
};

/** Starts the session cache of a database: listens for changes made by any instance. */
export const startSessionCache = async (database: TDatabase): Promise<() => Promise<void>> => {
  const cache: TSessionCache = { live: false, byId: new Map() };
  caches.set(database.db, cache);
  allCaches.add(cache);
  const unlisten = await database.listen(CHANNEL, {
    message: (payload) => evict(cache, payload),
    lost: () => {
      cache.live = false;
      cache.byId.clear();
    },
    ready: () => {
      cache.live = true;
    },
  });
  return async () => {
    caches.delete(database.db);
    allCaches.delete(cache);
    await unlisten();
  };
};

/** Tells every instance (and this one) that sessions changed; runs inside the caller's transaction. */
const announce = async (tx: TTx, payload: string) => {
  for (const cache of allCaches) evict(cache, payload);
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
};

// The session lookup on a cache miss: a prepared statement per database skips parsing and planning.
const buildLookup = (db: TTx) =>
  db
    .select({
      userId: sessions.userId,
      companyId: sessions.companyId,
      ticket: sessions.ticket,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        gt(sessions.createdAt, sql.placeholder('startedSince')),
      ),
    )
    .limit(1)
    .prepare('load_session');
const lookups = new WeakMap<object, ReturnType<typeof buildLookup>>();

const fresh = (hit: TCached, now: number) =>
  now - hit.cachedAt <= CACHE_TTL_MS &&
  now - hit.lastSeenAt <= TOUCH_EVERY_MS &&
  now - hit.createdAt <= SESSION_ABSOLUTE_MS;

/**
 * The session of an id when this instance holds it and it needs no database work (no touch due):
 * the synchronous fast path of every call. Otherwise undefined, and loadSession decides.
 */
export const cachedSession = (db: TTx, clock: TClock, id: string): TSession | undefined => {
  const cache = caches.get(db);
  const hit = cache?.live ? cache.byId.get(id) : undefined;
  if (!hit || !fresh(hit, clock.now().getTime())) return undefined;
  return hit.session;
};

/** Loads a live session by id, sliding its idle expiry; null when absent or expired. */
export const loadSession = async (db: TTx, clock: TClock, id: string): Promise<TSession | null> => {
  if (!id || id.length > 200) return null;
  const now = clock.now().getTime();
  const cache = caches.get(db);
  let hit = cache?.live ? cache.byId.get(id) : undefined;
  if (hit && now - hit.cachedAt > CACHE_TTL_MS) hit = undefined;
  if (!hit) {
    const idHash = hashId(id);
    let lookup = lookups.get(db);
    if (!lookup) lookups.set(db, (lookup = buildLookup(db)));
    const [row] = await lookup.execute({
      idHash,
      idleSince: new Date(now - SESSION_IDLE_MS),
      startedSince: new Date(now - SESSION_ABSOLUTE_MS),
    });
    if (!row) return null;
    const session: TSession = {
      idHash,
      userId: row.userId,
      companyId: row.companyId,
      ticket: row.ticket as TSessionTicket,
    };
    hit = {
      ...session,
      session,
      createdAt: row.createdAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
      cachedAt: now,
    };
    if (cache?.live) {
      if (cache.byId.size >= CACHE_MAX) cache.byId.delete(cache.byId.keys().next().value ?? '');
      cache.byId.set(id, hit);
    }
  }
  const { idHash } = hit;
  if (now - hit.lastSeenAt > SESSION_IDLE_MS || now - hit.createdAt > SESSION_ABSOLUTE_MS) {
    cache?.byId.delete(id);
    return null;
  }
  if (now - hit.lastSeenAt > TOUCH_EVERY_MS) {
    const touched = await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash))
      .returning({ idHash: sessions.idHash });
    if (touched.length === 0) {
      cache?.byId.delete(id);
      return null;
    }
    hit.lastSeenAt = now;
  }
  return hit.session;
};

export const destroySession = async (tx: TTx, idHash: string): Promise<void> => {
  await tx.delete(sessions).where(eq(sessions.idHash, idHash));
  await announce(tx, `h:${idHash}`);
};

/** Ends every session of a user (password reset, account disabled). */
export const destroyUserSessions = async (tx: TTx, userId: string): Promise<void> => {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await announce(tx, `u:${userId}`);
};

/** Ends every session of a user but one (a password change keeps the session that made it). */
export const destroyOtherSessions = async (tx: TTx, userId: string, keepIdHash: string): Promise<void> => {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
  // The kept session is dropped from caches too; it reloads from its row on the next call.
  await announce(tx, `u:${userId}`);
};

/** Replaces the ticket snapshot of a user's sessions after their name, company or rights change. */
export const refreshUserTickets = async (tx: TTx, userId: string, ticket: TSessionTicket): Promise<void> => {
  await tx.update(sessions).set({ ticket, companyId: ticket.CompanyID }).where(eq(sessions.userId, userId));
  await announce(tx, `u:${userId}`);
};

/** Deletes expired sessions; run by a periodic job. */
export const purgeExpiredSessions = async (tx: TTx, clock: TClock): Promise<void> => {
  const now = clock.now().getTime();
  await tx
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
        lt(sessions.createdAt, new Date(now - SESSION_ABSOLUTE_MS)),
      ),
    );
};

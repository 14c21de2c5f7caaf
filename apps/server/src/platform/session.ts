import crypto from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { TSessionTicket } from '@opentmc/contracts';
import type { TTx } from './db/database.ts';
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

/** Loads a live session by id, sliding its idle expiry; null when absent or expired. */
export const loadSession = async (tx: TTx, clock: TClock, id: string): Promise<TSession | null> => {
  if (!id || id.length > 200) return null;
  const now = clock.now();
  const idHash = hashId(id);
  const rows = await tx
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      companyId: sessions.companyId,
      ticket: sessions.ticket,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { idHash, userId: row.userId, companyId: row.companyId, ticket: row.ticket as TSessionTicket };
};

export const destroySession = async (tx: TTx, idHash: string): Promise<void> => {
  await tx.delete(sessions).where(eq(sessions.idHash, idHash));
};

/** Ends every session of a user (password reset, account disabled). */
export const destroyUserSessions = async (tx: TTx, userId: string): Promise<void> => {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
};

/** Ends every session of a user but one (a password change keeps the session that made it). */
export const destroyOtherSessions = async (tx: TTx, userId: string, keepIdHash: string): Promise<void> => {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
};

/** Replaces the ticket snapshot of a user's sessions after their name, company or rights change. */
export const refreshUserTickets = async (tx: TTx, userId: string, ticket: TSessionTicket): Promise<void> => {
  await tx.update(sessions).set({ ticket, companyId: ticket.CompanyID }).where(eq(sessions.userId, userId));
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

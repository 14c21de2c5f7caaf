import { eq } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';
import { destroyUserSessions, refreshUserTickets } from '../../platform/session.ts';
import { sessions } from '../../platform/tables.ts';
import { buildSessionTicket } from './build-ticket.ts';

/** Rebuilds the tickets of these users' open sessions (every instance drops its cached copy at once). */
export const refreshTicketsOf = async (tx: TTx, userIds: Iterable<string>): Promise<void> => {
  for (const userId of new Set(userIds)) {
    const ticket = await buildSessionTicket(tx, userId);
    if (ticket) await refreshUserTickets(tx, userId, ticket);
    else await destroyUserSessions(tx, userId);
  }
};

/**
 * Rebuilds the ticket of everyone in a company who is logged in now: after a role changes, working out exactly
 * who holds it through jobs, groups and departments costs more than rebuilding the few open sessions.
 */
export const refreshCompanyTickets = async (tx: TTx, companyId: string): Promise<void> => {
  const open = await tx
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.companyId, companyId));
  await refreshTicketsOf(
    tx,
    open.map((r) => r.userId),
  );
};

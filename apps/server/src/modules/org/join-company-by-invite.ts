import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { TSessionTicket, TTicketInfo } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { buildSessionTicket } from './build-ticket.ts';
import { findInvite, inviteStatusOf, inviteUnusable } from './find-invite.ts';
import { findUserById } from './find-user.ts';
import { refreshTicketsOf } from './refresh-tickets.ts';
import { companies, invites, users } from './tables.ts';

const ticketInfo = (t: TSessionTicket, lang: string): TTicketInfo => ({
  CompanyID: t.CompanyID,
  UserID: t.UserID,
  UserName: t.UserName,
  CompanyName: lang === 'en' && t.CompanyNameEn ? t.CompanyNameEn : t.CompanyName,
  FeatureCodes: t.FeatureCodes,
});

/**
 * InviteInfo/join: the caller joins the invite's company in its department as an employee.
 *
 * Only an individual joins: their user moves out of their personal space, keeping their id, password,
 * mobile and everything they own as a person (passengers, addresses, their own contacts and invoice
 * titles are the user's). The personal space stays behind, empty: whatever was booked in it keeps its
 * company, so past orders and bills stay whole, and nobody can reach it any more. Someone who already
 * belongs to a company (a client, the TMC or a supplier) is refused: leaving one company for another is
 * the administrators' business, not a link's.
 *
 * One use of the invite and the move are compare-and-sets in one transaction; every open session of
 * the user gets the new ticket at once.
 */
export const joinCompanyByInvite = async (ctx: TAuthedContext, code: string): Promise<TTicketInfo> => {
  const invite = await findInvite(ctx.db, code);
  const me = await findUserById(ctx.db, ctx.session.userId);
  if (!me) throw new BizError('messages.sessionExpired', {}, 511);
  if (me.companyId === invite.companyId) throw new BizError('company.errors.alreadyMember');
  if (me.company.type !== 'Personal') {
    throw new BizError('company.errors.otherCompanyMember', { company: me.company.name });
  }
  const status = inviteStatusOf(invite, ctx.clock.now());
  if (status !== 'Valid') throw inviteUnusable(status);

  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const used = await tx
      .update(invites)
      .set({ usedCount: sql`${invites.usedCount} + 1` })
      .where(
        and(
          eq(invites.code, invite.code),
          gt(invites.expiresAt, now),
          or(eq(invites.maxUses, 0), lt(invites.usedCount, invites.maxUses)),
        ),
      )
      .returning({ code: invites.code });
    if (used.length === 0) throw inviteUnusable(inviteStatusOf(await findInvite(tx, code), now));
    // The personal space must still be one (not turned into a company meanwhile); it stays locked until commit.
    const [space] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, me.companyId), eq(companies.type, 'Personal')))
      .for('update');
    if (!space) throw new BizError('company.errors.otherCompanyMember', { company: me.company.name });
    const moved = await tx
      .update(users)
      .set({
        companyId: invite.companyId,
        departmentId: invite.departmentId,
        roles: ['employee'],
        jobId: null,
        employeeNo: '',
      })
      .where(and(eq(users.id, me.id), eq(users.companyId, me.companyId), eq(users.status, 'active')))
      .returning({ id: users.id });
    if (moved.length === 0) throw new BizError('company.errors.joinConflict');
    await refreshTicketsOf(tx, [me.id]);
  });

  const ticket = await buildSessionTicket(ctx.db, me.id);
  if (!ticket) throw new Error(`joined user ${me.id} vanished`);
  ctx.succeed('company.messages.joined');
  return ticketInfo(ticket, ctx.lang);
};

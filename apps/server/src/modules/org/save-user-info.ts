import { and, eq } from 'drizzle-orm';
import type { TLang, TUserInfo } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { uniqueErrors } from './create-accounts.ts';
import { userInfoOf } from './get-user-info.ts';
import { refreshTicketsOf } from './refresh-tickets.ts';
import { companies, users } from './tables.ts';

/**
 * userinfo/save: the caller changes their own name, email and notification language. The mobile is the
 * login account and changes only with a code sent to the new number, which this call does not take.
 * A new name reaches every open session at once (the ticket carries it).
 */
export const saveUserInfo = async (
  ctx: TAuthedContext,
  p: { UserName: string; Email: string; Lang: TLang },
): Promise<TUserInfo> =>
  ctx.db.transaction(async (tx) => {
    const { userId } = ctx.session;
    await tx
      .update(users)
      .set({ name: p.UserName, email: p.Email ? p.Email.toLowerCase() : null, lang: p.Lang })
      .where(eq(users.id, userId))
      .catch(uniqueErrors);
    if (p.UserName !== ctx.session.ticket.UserName) {
      // A personal space is named after its owner.
      await tx
        .update(companies)
        .set({ name: p.UserName })
        .where(and(eq(companies.id, ctx.session.ticket.CompanyID), eq(companies.type, 'Personal')));
      await refreshTicketsOf(tx, [userId]);
    }
    ctx.succeed('messages.saved');
    return userInfoOf(tx, userId);
  });

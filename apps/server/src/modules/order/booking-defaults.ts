import { and, eq, inArray } from 'drizzle-orm';
import { AccountType, TradeAction, type TBookingPayChoice, type TOrderBookingDefaults } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { ofCompany, users } from '../org/index.ts';
import { activeSimulator, tradeAccounts } from '../trade/index.ts';

/**
 * BookingDefaults of every product (trains: TrainPolicy/BookingDefaults): the payment types — the company accounts
 * the caller's company has (credit first), then online when the cashier can take the payment: a gateway runs (the
 * simulator is the one built in) and the caller may pay at the cashier (the pay action: a company's finance and
 * administrator, an individual for themselves) — and the caller's own name, mobile and email as the contact.
 */
export const orderBookingDefaults = async (ctx: TAuthedContext): Promise<TOrderBookingDefaults> => {
  const accounts = await ctx.db
    .select({ type: tradeAccounts.accountType })
    .from(tradeAccounts)
    .where(
      and(
        ofCompany(tradeAccounts.companyId, ctx.session),
        eq(tradeAccounts.purpose, 'customer'),
        inArray(tradeAccounts.accountType, [AccountType.Credit, AccountType.Balance]),
      ),
    );
  const has = (type: number) => accounts.some((a) => a.type === type);
  const choices: TBookingPayChoice[] = [];
  if (has(AccountType.Credit)) choices.push('credit');
  if (has(AccountType.Balance)) choices.push('balance');
  if (activeSimulator(ctx.config) && ctx.session.ticket.ActionCodes.includes(TradeAction.pay)) choices.push('online');
  const [me] = await ctx.db
    .select({ name: users.name, mobile: users.mobile, email: users.email })
    .from(users)
    .where(eq(users.id, ctx.session.userId))
    .limit(1);
  return {
    PaymentTypes: choices,
    Contact: { Name: me?.name ?? '', Mobile: me?.mobile ?? '', Email: me?.email ?? '' },
  };
};

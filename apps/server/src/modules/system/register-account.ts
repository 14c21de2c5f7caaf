import type { TRegisterRequest, TTicketInfo } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { destroyUserSessions } from '../../platform/session.ts';
import {
  buildSessionTicket,
  createCompanyWithAdmin,
  createPersonalUser,
  findUserByEmail,
  findUserByMobile,
  hashPassword,
  isCompanyAccount,
  upgradePersonalSpace,
} from '../org/index.ts';
import { assertCode, consumeCode } from './code-store.ts';
import { startSession, ticketInfoOf } from './start-session.ts';

/**
 * Security/Register, personal or company. The registration code proves the mobile. A company
 * registration makes the registrant company_admin of a new client company; an individual who
 * registers a company turns their personal space into it. Logs in afterwards.
 */
export const registerAccount = async (ctx: TCallContext, p: TRegisterRequest): Promise<TTicketInfo> => {
  const email = p.Email ? p.Email.toLowerCase() : null;
  const existing = await findUserByMobile(ctx.db, p.Mobile);
  if (existing) {
    if (p.RegisterType === 'Personal') throw new BizError('system.errors.mobileRegistered');
    if (isCompanyAccount(existing)) throw new BizError('system.errors.companyCannotRegisterCompany');
  }
  if (email) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== existing?.id) throw new BizError('system.errors.emailRegistered');
  }
  const code = await assertCode(ctx.db, ctx.clock, { destination: p.Mobile, purpose: 'Register' }, p.Code);
  // scrypt takes a while: hash before the transaction opens.
  const passwordHash = await hashPassword(p.Password);
  const person = { name: p.UserName, mobile: p.Mobile, email, passwordHash, lang: ctx.lang };

  const userId = await ctx.db.transaction(async (tx) => {
    await consumeCode(tx, ctx.clock, code);
    if (existing) {
      await upgradePersonalSpace(tx, ctx.clock, {
        userId: existing.id,
        companyId: existing.companyId,
        companyName: p.CompanyName ?? '',
        name: p.UserName,
        email,
        passwordHash,
      });
      // A new password: sessions opened with the old one end.
      await destroyUserSessions(tx, existing.id);
      return existing.id;
    }
    const created =
      p.RegisterType === 'Company'
        ? await createCompanyWithAdmin(tx, ctx.clock, { companyName: p.CompanyName ?? '', admin: person })
        : await createPersonalUser(tx, ctx.clock, person);
    return created.userId;
  });

  const ticket = await buildSessionTicket(ctx.db, userId);
  if (!ticket) throw new Error(`registered user ${userId} vanished`);
  await startSession(ctx, ticket);
  ctx.succeed('messages.registered');
  return ticketInfoOf(ticket, ctx.lang);
};

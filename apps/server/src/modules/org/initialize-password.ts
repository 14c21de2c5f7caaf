import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { maskContact } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { destroyUserSessions } from '../../platform/session.ts';
import { notify } from './notifier.ts';
import { employeeScope } from './employee-scope.ts';
import { hashPassword } from './password.ts';
import { users } from './tables.ts';

// Letters and digits without the look-alikes (0/O, 1/l/I), so a password read from an SMS is typed right.
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const LENGTH = 10;

const pick = (set: string) => set[crypto.randomInt(set.length)]!;

/** A random 10-character password with upper and lower case letters and digits (spec: 8 to 16 characters). */
export const randomInitialPassword = (): string => {
  const all = LOWER + UPPER + DIGITS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < LENGTH) chars.push(pick(all));
  // Fisher–Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
};

/**
 * system/UserAccount/InitializePassword: gives an employee a new random password, sends it to their mobile
 * (or email when they have none) through the outbox, and ends their sessions. The caller never sees the
 * password. One's own password is changed on the security page; the company administrator's is theirs alone.
 */
export const initializePassword = async (
  ctx: TAuthedContext,
  p: { UserID: string; CompanyID?: string | undefined },
): Promise<{ SentTo: string }> => {
  const password = randomInitialPassword();
  const passwordHash = await hashPassword(password);
  const to = await ctx.db.transaction(async (tx) => {
    const scope = await employeeScope(ctx, tx, p.CompanyID);
    const [u] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, p.UserID), scope.visible))
      .limit(1);
    if (!u) throw new BizError('messages.notExists');
    if (u.id === ctx.session.userId) throw new BizError('employee.errors.selfPassword');
    if (u.roles.includes('company_admin')) throw new BizError('employee.errors.adminPassword');
    const dest = u.mobile ?? u.email;
    if (!dest) throw new BizError('employee.errors.noContact');
    await tx.update(users).set({ passwordHash, passwordChangedAt: ctx.clock.now() }).where(eq(users.id, u.id));
    await destroyUserSessions(tx, u.id);
    await notify(tx, ctx, {
      channel: u.mobile ? 'sms' : 'mail',
      to: dest,
      templateKey: 'employee.templates.initialPassword',
      params: { site: ctx.config.systemName[u.lang], name: u.name, account: dest, password },
      lang: u.lang,
      companyId: u.companyId,
    });
    return dest;
  });
  ctx.succeed('employee.messages.passwordSent');
  return { SentTo: maskContact(to) };
};

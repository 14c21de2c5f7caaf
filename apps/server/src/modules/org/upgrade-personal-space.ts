import { and, eq } from 'drizzle-orm';
import { FeatureCode } from '@opentmc/contracts';
import type { TClock } from '../../platform/clock.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companies, users } from './tables.ts';
import { uniqueErrors } from './create-accounts.ts';

/**
 * An individual registers a company: their personal space becomes the new client company and they
 * its administrator. Converting in place keeps everything they own (it carries the same company id).
 */
export const upgradePersonalSpace = async (
  tx: TTx,
  clock: TClock,
  u: {
    userId: string;
    companyId: string;
    companyName: string;
    name: string;
    email: string | null;
    passwordHash: string;
  },
): Promise<void> => {
  const converted = await tx
    .update(companies)
    .set({ name: u.companyName, type: 'Client', featureCodes: [FeatureCode.Client] })
    .where(and(eq(companies.id, u.companyId), eq(companies.type, 'Personal')))
    .returning({ id: companies.id })
    .catch(uniqueErrors);
  // Someone else converted it in the meantime.
  if (converted.length === 0) throw new BizError('system.errors.companyCannotRegisterCompany');
  await tx
    .update(users)
    .set({
      name: u.name,
      roles: ['company_admin'],
      passwordHash: u.passwordHash,
      passwordChangedAt: clock.now(),
      ...(u.email ? { email: u.email.toLowerCase() } : {}),
    })
    .where(eq(users.id, u.userId))
    .catch(uniqueErrors);
};

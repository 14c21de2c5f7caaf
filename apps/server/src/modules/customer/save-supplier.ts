import { FeatureCode, type TCreatedAccount, type ZSaveSupplierRequest } from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { hashPassword, insertCompany, insertUser } from '../org/index.ts';
import { initialPassword, queueAccountSms } from './initial-password.ts';

/**
 * Security/saveSupplier: an operator opens a supplier company (FeatureCodes: the business supply feature)
 * with its account (a supplier), whose initial password goes out by SMS once everything commits.
 */
export const saveSupplier = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZSaveSupplierRequest>,
): Promise<TCreatedAccount> => {
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  const created = await ctx.db.transaction(async (tx) => {
    const companyId = await insertCompany(tx, ctx.clock, {
      name: p.CompanyName,
      nameEn: p.CompanyNameEn ?? '',
      shortName: p.ShortName ?? '',
      email: p.Email || null,
      type: 'Supplier',
      featureCodes: [FeatureCode.Supply],
    });
    const userId = await insertUser(tx, ctx.clock, companyId, {
      name: p.ContactName,
      mobile: p.Mobile,
      email: p.Email || null,
      passwordHash,
      roles: ['supplier'],
      lang: ctx.lang,
    });
    await queueAccountSms(ctx, tx, {
      template: 'supplierAccount',
      mobile: p.Mobile,
      company: p.CompanyName,
      password,
      lang: ctx.lang,
    });
    return { CompanyID: companyId, UserID: userId };
  });
  ctx.succeed('messages.added');
  return created;
};

import { ALL_SERVICE_IDS, FeatureCode, type TCreatedAccount, type ZSaveCustomerRequest } from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { forbidden } from '../../platform/errors.ts';
import { hashPassword, insertCompany, insertUser, ownCompany } from '../org/index.ts';
import { initialPassword, queueAccountSms } from './initial-password.ts';
import { findLevel } from './level-store.ts';
import { isOperator } from './staff-scope.ts';
import { companyServices, customerProfiles } from './tables.ts';

/**
 * CompanyInfo/SaveCustomer: an operator opens a client company with its administrator, its first services
 * (all unless listed) and optionally its level. The administrator gets the account and an initial password
 * by SMS, sent only if everything commits.
 */
export const saveCustomer = async (
  ctx: TAuthedContext,
  p: z.output<typeof ZSaveCustomerRequest>,
): Promise<TCreatedAccount> => {
  if (!isOperator(ctx.session)) throw forbidden();
  const password = initialPassword();
  // scrypt takes a while: hash before the transaction opens.
  const passwordHash = await hashPassword(password);
  const services = [...new Set(p.ServiceIDs ?? ALL_SERVICE_IDS)];
  const created = await ctx.db.transaction(async (tx) => {
    const level = p.LevelID ? await findLevel(tx, ownCompany(ctx.session), p.LevelID) : null;
    const now = ctx.clock.now();
    const companyId = await insertCompany(tx, ctx.clock, {
      name: p.CompanyName,
      nameEn: p.CompanyNameEn ?? '',
      shortName: p.ShortName ?? '',
      email: p.AdminEmail || null,
      type: 'Client',
      featureCodes: [FeatureCode.Client],
    });
    const userId = await insertUser(tx, ctx.clock, companyId, {
      name: p.AdminName,
      mobile: p.AdminMobile,
      email: p.AdminEmail || null,
      passwordHash,
      roles: ['company_admin'],
      lang: ctx.lang,
    });
    if (services.length > 0) {
      await tx
        .insert(companyServices)
        .values(services.map((serviceId) => ({ companyId, serviceId, grantedBy: ctx.session.userId, createdAt: now })));
    }
    if (level) {
      await tx
        .insert(customerProfiles)
        .values({ companyId, levelId: level.id, updatedBy: ctx.session.userId, updatedAt: now });
    }
    await queueAccountSms(ctx, tx, {
      template: 'customerAccount',
      mobile: p.AdminMobile,
      company: p.CompanyName,
      password,
      lang: ctx.lang,
    });
    return { CompanyID: companyId, UserID: userId };
  });
  ctx.succeed('messages.added');
  return created;
};

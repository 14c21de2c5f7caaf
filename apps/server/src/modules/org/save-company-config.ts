import type { TCompanyConfigInfo } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { configCompanyFor, configInfoOf } from './get-company-config.ts';
import { companyConfigs } from './tables.ts';

/**
 * Replaces a company's switches (the rules switched on) in one upsert. The policy module's approval-rule
 * settings write the same switches through it; callers check the permission and the rules first.
 */
export const storeApprovalRules = async (
  tx: TTx,
  c: { companyId: string; rules: readonly number[]; userId: string; now: Date },
): Promise<void> => {
  const values = { approvalRules: [...c.rules], updatedBy: c.userId, updatedAt: c.now };
  await tx
    .insert(companyConfigs)
    .values({ companyId: c.companyId, ...values })
    .onConflictDoUpdate({ target: companyConfigs.companyId, set: values });
};

/** ConfigInfo/Save: replaces the company's switches (the rules switched on) in one upsert. */
export const saveCompanyConfig = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; ApprovalRules: number[] },
): Promise<TCompanyConfigInfo> =>
  ctx.db.transaction(async (tx) => {
    const target = await configCompanyFor(ctx, tx, p.CompanyID);
    await storeApprovalRules(tx, {
      companyId: target.companyId,
      rules: p.ApprovalRules,
      userId: ctx.session.userId,
      now: ctx.clock.now(),
    });
    ctx.succeed('messages.saved');
    return configInfoOf(tx, target);
  });

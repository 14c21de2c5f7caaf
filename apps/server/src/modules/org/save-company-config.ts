import type { TCompanyConfigInfo } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { configCompanyFor, configInfoOf } from './get-company-config.ts';
import { companyConfigs } from './tables.ts';

/** ConfigInfo/Save: replaces the company's switches (the rules switched on) in one upsert. */
export const saveCompanyConfig = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; ApprovalRules: number[] },
): Promise<TCompanyConfigInfo> =>
  ctx.db.transaction(async (tx) => {
    const target = await configCompanyFor(ctx, tx, p.CompanyID);
    const values = {
      approvalRules: p.ApprovalRules,
      updatedBy: ctx.session.userId,
      updatedAt: ctx.clock.now(),
    };
    await tx
      .insert(companyConfigs)
      .values({ companyId: target.companyId, ...values })
      .onConflictDoUpdate({ target: companyConfigs.companyId, set: values });
    ctx.succeed('messages.saved');
    return configInfoOf(tx, target);
  });

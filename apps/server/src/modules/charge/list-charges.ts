import { feeItemOut, effectiveFees, type TChargeList } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { chargeCompanyFor, isTmcStaff } from './charge-company.ts';
import { companyFeeSources } from './fee-sets.ts';

/** A company's fees as the Charge screens show them. */
export const chargeListOf = async (
  ctx: TAuthedContext,
  tx: TTx,
  company: { companyId: TScopedCompany; companyName: string },
): Promise<TChargeList> => {
  const { level, own, levelSet } = await companyFeeSources(tx, company.companyId);
  return {
    CompanyID: company.companyId,
    CompanyName: company.companyName,
    LevelID: level?.id ?? '',
    LevelName: level?.name ?? '',
    Items: effectiveFees(own.items, levelSet.items).map(({ source, ...i }) => ({ ...feeItemOut(i), Source: source })),
    Own: own.items.map(feeItemOut),
    LevelItems: levelSet.items.map(feeItemOut),
    Version: own.version,
    CanEdit: isTmcStaff(ctx.session),
  };
};

/** Charge/List: a client company's effective, own and level fees. */
export const listCharges = async (ctx: TAuthedContext, p: { CompanyID?: string | undefined }): Promise<TChargeList> =>
  chargeListOf(ctx, ctx.db, await chargeCompanyFor(ctx, ctx.db, p.CompanyID, false));

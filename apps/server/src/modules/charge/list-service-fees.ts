import { feeItemOut, type TEffectiveFee, type TFeeService } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { ownClientCompany } from './charge-company.ts';
import { serviceFeesOf } from './fee-sets.ts';

/** btrip/ServiceFee/List: the effective fees of the caller's own client company, optionally of one service. */
export const listServiceFees = async (
  ctx: TAuthedContext,
  p: { Service?: TFeeService | '' | undefined },
): Promise<{ Items: TEffectiveFee[] }> => {
  const companyId = await ownClientCompany(ctx, ctx.db);
  const items = await serviceFeesOf(ctx.db, companyId);
  return {
    Items: items
      .filter((i) => !p.Service || i.service === p.Service)
      .map(({ source, ...i }) => ({ ...feeItemOut(i), Source: source })),
  };
};

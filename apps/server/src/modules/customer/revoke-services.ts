import { and, inArray } from 'drizzle-orm';
import type { TCompanyServices } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { reachableCustomer } from './customer-target.ts';
import { enabledServices } from './service-access.ts';
import { companyServices } from './tables.ts';
import { ofCompany } from '../org/index.ts';

/** ServiceInfo/RevokeService: TMC staff who serve a client company take services back; its bookings of them stop. */
export const revokeServices = (
  ctx: TAuthedContext,
  p: { CompanyID: string; ServiceIDs: string[] },
): Promise<TCompanyServices> =>
  ctx.db.transaction(async (tx) => {
    const companyId = await reachableCustomer(ctx, tx, p.CompanyID);
    await tx
      .delete(companyServices)
      .where(and(ofCompany(companyServices.companyId, companyId), inArray(companyServices.serviceId, p.ServiceIDs)));
    ctx.succeed('customer.messages.revoked');
    return { CompanyID: companyId, ServiceIDs: await enabledServices(tx, companyId) };
  });

import type { TCompanyServices } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { reachableCustomer } from './customer-target.ts';
import { enabledServices } from './service-access.ts';
import { companyServices } from './tables.ts';

/** ServiceInfo/DisptachService: TMC staff who serve a client company give it services (already given ones stay). */
export const dispatchServices = (
  ctx: TAuthedContext,
  p: { CompanyID: string; ServiceIDs: string[] },
): Promise<TCompanyServices> =>
  ctx.db.transaction(async (tx) => {
    const companyId = await reachableCustomer(ctx, tx, p.CompanyID);
    const now = ctx.clock.now();
    await tx
      .insert(companyServices)
      .values(
        p.ServiceIDs.map((serviceId) => ({ companyId, serviceId, grantedBy: ctx.session.userId, createdAt: now })),
      )
      .onConflictDoNothing();
    ctx.succeed('customer.messages.dispatched');
    return { CompanyID: companyId, ServiceIDs: await enabledServices(tx, companyId) };
  });

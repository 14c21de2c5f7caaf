import { eq } from 'drizzle-orm';
import { SERVICE_CATALOGUE, serviceNameKey, type TServiceEntry } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { companies } from '../org/index.ts';
import { enabledServices } from './service-access.ts';

/**
 * ServiceInfo/GetServiceList: the catalogue with names in the caller's language. For a client company (the
 * caller's own, or a customer that TMC staff name by CompanyID) each entry also says whether it is enabled.
 */
export const getServiceList = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined },
): Promise<TServiceEntry[]> => {
  const companyId = await ctx.tenancy.companyFor(ctx.db, ctx.session, p.CompanyID || undefined);
  const [c] = await ctx.db.select({ type: companies.type }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const governed = c?.type === 'Client' || c?.type === 'Personal';
  const enabled = governed ? new Set(await enabledServices(ctx.db, companyId)) : null;
  return SERVICE_CATALOGUE.map((s) => ({
    ServiceName: ctx.t(serviceNameKey(s.ServiceID)),
    ServiceCode: s.ServiceCode,
    ServiceType: s.ServiceType,
    ApplyArea: s.ApplyArea,
    ServiceID: s.ServiceID,
    ...(enabled ? { Enabled: enabled.has(s.ServiceID) } : {}),
  }));
};

import type { TSiteInfo } from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';

/** The system name in the caller's language, the domain and the proxy switch. */
export const getSiteInfo = (ctx: Pick<TCallContext, 'config' | 'lang'>): TSiteInfo => ({
  SystemName: ctx.config.systemName[ctx.lang],
  SystemDomain: ctx.config.systemDomain,
  ProxyMode: ctx.config.proxyMode,
  Hotline: ctx.config.site.hotline,
  ServiceEmail: ctx.config.site.serviceEmail,
  LicenceNo: ctx.config.site.licenceNo,
});

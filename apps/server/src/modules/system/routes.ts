import { GetSiteInfo } from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { getSiteInfo } from './get-site-info.ts';

export const systemCalls: TBoundCall[] = [bind(GetSiteInfo, async (ctx) => getSiteInfo(ctx))];

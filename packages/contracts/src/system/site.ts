import { z } from 'zod';
import { defineCall } from '../call.ts';
import * as routes from '../routes.ts';

/** Site info of spec section 3, shown in the footer. */
export const ZSiteInfo = z.object({
  SystemName: z.string(),
  SystemDomain: z.string(),
  /** Whether the footer shows the proxy/online switch. */
  ProxyMode: z.boolean(),
  /** Customer-service hotline, mailbox and travel-agency licence number (footer, contact page, chat). */
  Hotline: z.string(),
  ServiceEmail: z.string(),
  LicenceNo: z.string(),
});
export type TSiteInfo = z.infer<typeof ZSiteInfo>;

export const GetSiteInfo = defineCall({
  ...routes.GetSiteInfo,
  auth: 'public',
  payload: z.object({}),
  result: ZSiteInfo,
  summary: 'Site name and domain for the footer',
});

import { formatDateTime } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { smsRecords } from './tables.ts';

/**
 * Whether the caller sees the clear text of the development adapter's records: only in a demo, and only the platform
 * operator (the account kind, not a role). Everyone else, and everyone outside a demo, sees the secrets masked.
 */
export const revealsSecrets = (ctx: Pick<TAuthedContext, 'config' | 'session'>): boolean =>
  ctx.config.demo && ctx.session.ticket.Roles.includes('platform_admin');

export const toSmsRecord = (r: typeof smsRecords.$inferSelect, reveal: boolean) => ({
  SmsID: r.id,
  Mobile: r.recipient,
  Channel: r.channel,
  Content: reveal && r.clearContent !== null ? r.clearContent : r.content,
  SmsStatus: r.smsStatus,
  SendStatus: r.sendStatus,
  CreateTime: formatDateTime(r.createdAt),
});

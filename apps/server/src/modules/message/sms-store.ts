import { sql } from 'drizzle-orm';
import { smsResource } from '@opentmc/contracts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import { revealsSecrets } from './sms-record.ts';
import { smsRecords } from './tables.ts';

/**
 * `Sms/List` (the SMS resource): the development adapter's records, newest first. The content shown is the clear text
 * for the platform operator of a demo; the keyword matches the recipient or the masked text, so a secret is never
 * searchable. A page holds at most 1000 rows, whatever PageSize asks (the spec's screens ask for 9999 and more).
 */
export const smsBinding: TResourceBinding = {
  resource: smsResource,
  store: {
    table: smsRecords,
    id: smsRecords.id,
    columns: {
      Mobile: smsRecords.recipient,
      Channel: smsRecords.channel,
      Content: (s) =>
        revealsSecrets(s.ctx)
          ? sql<string>`coalesce(${smsRecords.clearContent}, ${smsRecords.content})`
          : smsRecords.content,
      SendStatus: smsRecords.sendStatus,
      SmsStatus: smsRecords.smsStatus,
    },
    filterColumns: { Content: smsRecords.content },
    createdAt: smsRecords.createdAt,
    maxPage: 1000,
  },
};

import { and, eq } from 'drizzle-orm';
import { SmsStatus, formatDateTime, type TSmsDetailsResult } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { revealsSecrets, toSmsRecord } from './sms-record.ts';
import { smsRecords } from './tables.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One record; the first reading marks it read (1150) and stamps the time. */
export const getSmsDetails = async (
  deps: Pick<TAuthedContext, 'db' | 'clock' | 'config' | 'session'>,
  smsId: string,
): Promise<TSmsDetailsResult> => {
  if (!UUID_RE.test(smsId)) throw new BizError('message.errors.smsNotFound');
  await deps.db
    .update(smsRecords)
    .set({ smsStatus: SmsStatus.Read, readAt: deps.clock.now() })
    .where(and(eq(smsRecords.id, smsId), eq(smsRecords.smsStatus, SmsStatus.Unread)));
  const [row] = await deps.db.select().from(smsRecords).where(eq(smsRecords.id, smsId)).limit(1);
  if (!row) throw new BizError('message.errors.smsNotFound');
  return { ...toSmsRecord(row, revealsSecrets(deps)), ReadTime: row.readAt ? formatDateTime(row.readAt) : '' };
};

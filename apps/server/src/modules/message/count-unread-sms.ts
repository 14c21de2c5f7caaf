import { count, eq } from 'drizzle-orm';
import { SmsStatus } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { smsRecords } from './tables.ts';

/** Unread SMS and mail records (SmsStatus 1151): the side menu's SMS badge. */
export const countUnreadSms = async (tx: TTx): Promise<number> => {
  const [row] = await tx.select({ n: count() }).from(smsRecords).where(eq(smsRecords.smsStatus, SmsStatus.Unread));
  return row?.n ?? 0;
};

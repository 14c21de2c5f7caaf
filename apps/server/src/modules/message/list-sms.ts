import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatDateTime, type TSmsListResult, type ZSmsListRequest } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { smsRecords } from './tables.ts';

// A page is never larger than this, whatever PageSize asks (the spec's screens ask for 9999 and more).
const MAX_PAGE = 1000;

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const toSmsRecord = (r: typeof smsRecords.$inferSelect) => ({
  SmsID: r.id,
  Mobile: r.recipient,
  Channel: r.channel,
  Content: r.content,
  SmsStatus: r.smsStatus,
  SendStatus: r.sendStatus,
  CreateTime: formatDateTime(r.createdAt),
});

/** SMS and mail records, newest first, filtered by read status and a keyword (recipient or content). */
export const listSms = async (tx: TTx, q: z.output<typeof ZSmsListRequest>): Promise<TSmsListResult> => {
  const conds: SQL[] = [];
  if (q.SmsStatus !== undefined) conds.push(eq(smsRecords.smsStatus, q.SmsStatus));
  if (q.KeyWords) {
    const p = likePattern(q.KeyWords);
    conds.push(or(ilike(smsRecords.recipient, p), ilike(smsRecords.content, p))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const size = Math.min(q.PageSize, MAX_PAGE);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(smsRecords)
      .where(where)
      .orderBy(desc(smsRecords.createdAt), desc(smsRecords.id))
      .limit(size)
      .offset((q.PageNo - 1) * size),
    tx.select({ n: count() }).from(smsRecords).where(where),
  ]);
  return { Items: rows.map(toSmsRecord), RecordCount: total?.n ?? 0 };
};

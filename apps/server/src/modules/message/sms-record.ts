import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formatDateTime, type TSmsListResult, type ZSmsListRequest } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { smsRecords } from './tables.ts';

// A page is never larger than this, whatever PageSize asks (the spec's screens ask for 9999 and more).
const MAX_PAGE = 1000;

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

/**
 * SMS and mail records, newest first, filtered by read status and a keyword (recipient or the masked content: a
 * secret is never searchable).
 */
export const listSms = async (
  ctx: Pick<TAuthedContext, 'db' | 'config' | 'session'>,
  q: z.output<typeof ZSmsListRequest>,
): Promise<TSmsListResult> => {
  const tx = ctx.db;
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
  const reveal = revealsSecrets(ctx);
  return { Items: rows.map((r) => toSmsRecord(r, reveal)), RecordCount: total?.n ?? 0 };
};

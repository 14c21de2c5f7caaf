import { DEFAULT_LANG, type TLang } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText, tableRow, type TRawRow } from '../../platform/db/statement.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { BizError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { loadOrder } from './orders.ts';
import { storedLine, storedText } from './stored-keys.ts';
import { orderMessages } from './tables.ts';

// The order log (spec MessageSend): notes by people on either side and by the system. Internal notes are for the
// TMC side (TMC staff, suppliers) and never shown to the client. A line the system writes (a refund, a change, a
// correction) is kept as its catalogue key and parameters and read in each reader's language (issue 14 item 10:
// no stored text shown in one language only); what people write is theirs, as written.

/** Longest message, in characters. */
export const ORDER_MESSAGE_MAX = 1000;

export type TOrderMessageRow = typeof orderMessages.$inferSelect;

export type TAddOrderMessageInput = {
  orderId: string;
  companyId?: TScopedCompany | undefined;
  /** Null for the system. */
  authorId: string | null;
  authorName: string;
  internal?: boolean | undefined;
  now: Date;
} & (
  | { /** What a person wrote. */ text: string; line?: undefined }
  | { /** A line the system writes: read in each reader's language. */ line: TOrderLine; text?: undefined }
);

/**
 * A system line of the order log: a catalogue key and its parameters (names, amounts, reasons as written; a reason
 * chosen from a list is its own catalogue key, translated with the line).
 */
export type TOrderLine = { key: string; params: Record<string, string | number> };
export const orderLine = (key: string, params: Record<string, string | number> = {}): TOrderLine => ({ key, params });

/** A log entry's text in a reader's language: a system line translated now, a person's note as written. */
export const orderMessageText = (m: Pick<TOrderMessageRow, 'text' | 'textKey' | 'textParams'>, lang: TLang) => {
  if (!m.textKey) return m.text;
  const line = storedLine(m.textKey, m.textParams ?? {});
  return translate(lang, line.key, paramsIn(lang, line.params));
};

const paramsIn = (lang: TLang, params: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? storedText(lang, v) : v]));

export const addOrderMessage = async (tx: TTx, i: TAddOrderMessageInput): Promise<TOrderMessageRow> => {
  const text = (
    i.line ? orderMessageText({ text: '', textKey: i.line.key, textParams: i.line.params }, DEFAULT_LANG) : i.text
  ).trim();
  if (!text) throw new BizError('order.errors.messageEmpty');
  if ([...text].length > ORDER_MESSAGE_MAX)
    throw new BizError('order.errors.messageTooLong', { max: ORDER_MESSAGE_MAX });
  const order = await loadOrder(tx, i.orderId, i.companyId);
  const [row] = await tx
    .insert(orderMessages)
    .values({
      orderId: order.id,
      authorId: i.authorId,
      authorName: i.authorName,
      text,
      textKey: i.line?.key ?? null,
      textParams: i.line?.params ?? null,
      internal: i.internal ?? false,
      at: i.now,
    })
    .returning();
  return row!;
};

/**
 * The order's log as one JSON array, oldest first, for a product's detail statement (a scalar subquery): `orderId`
 * and `withInternal` name its parameters ($n); internal notes only when withInternal is true (the TMC side).
 */
export const orderMessagesJson = (orderId: string, withInternal: string): string =>
  `(SELECT coalesce(json_agg(m ORDER BY m.at, m.id), '[]') FROM order_messages m
     WHERE m.order_id = ${orderId} AND (${withInternal} OR NOT m.internal))`;

const messageRow = tableRow(orderMessages);
export const readOrderMessagesJson = (json: unknown): TOrderMessageRow[] =>
  (json as TRawRow[]).map((m) => messageRow.readJson(m));

const MESSAGES = sqlText(`SELECT ${orderMessagesJson('$1', '$2::boolean')} AS "messages"`);
/** The order's log, oldest first; internal notes only when asked for (the TMC side). */
export const listOrderMessages = async (
  tx: TTx,
  i: { orderId: string; companyId?: TScopedCompany | undefined; includeInternal: boolean },
): Promise<TOrderMessageRow[]> => {
  const order = await loadOrder(tx, i.orderId, i.companyId);
  const [row] = await runSql(tx, MESSAGES, [order.id, i.includeInternal]);
  return readOrderMessagesJson(row!['messages']);
};

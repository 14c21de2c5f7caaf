import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TMessageChannel, TSmsSendStatus, TSmsStatus } from '@opentmc/contracts';

/**
 * 'disabled': the company switched the template off for this channel, so the row is never delivered. 'obsolete': what
 * the message was about was over when its delivery ran (an approval step already decided), so it was not sent.
 */
export type TOutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'disabled' | 'obsolete';

/**
 * The notification outbox: a row is written in the sender's transaction, then a job delivers it
 * through the channel adapter. A sweeper redelivers rows left behind.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<TMessageChannel>().notNull(),
    /** A mobile number (sms) or an email address (mail). */
    recipient: text('recipient').notNull(),
    templateKey: text('template_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    lang: text('lang').$type<'cn' | 'en'>().notNull(),
    /**
     * The text in the recipient's language, rendered when the row was written. It holds the message's secrets (a code,
     * a password, a one-time link) only until delivery: a delivered row keeps maskedContent instead (outside a demo).
     */
    content: text('content').notNull(),
    /** The same text with its template's secrets masked (contracts maskSecrets): what every kept copy shows. */
    maskedContent: text('masked_content').notNull().default(''),
    /**
     * What the message is about, when that can be over before it is delivered: a topic kind its sender registered
     * (registerMessageTopic) and the id of the thing. Delivery asks the kind whether it is still current.
     */
    topicKind: text('topic_kind'),
    topicId: text('topic_id'),
    status: text('status').$type<TOutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a delivery attempt took the row (a stale 'sending' row is retried by the sweeper). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('notification_outbox_status_idx').on(t.status, t.createdAt)],
);

/** What the development SMS/mail adapter "sent": the `/adapter/smslist` screen reads these. */
export const smsRecords = pgTable(
  'sms_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The outbox row it delivers; unique, so a redelivery never records a message twice. */
    outboxId: uuid('outbox_id').notNull(),
    channel: text('channel').$type<TMessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    /** The text with its secrets masked: what the list shows. */
    content: text('content').notNull(),
    /**
     * The clear text, kept only by the development adapter of a demo (config DEMO) so that the platform operator can
     * read a demo code; null otherwise, and when the message holds no secret.
     */
    clearContent: text('clear_content'),
    /** 1151 unread, 1150 read (contracts SmsStatus). */
    smsStatus: integer('sms_status').$type<TSmsStatus>().notNull(),
    sendStatus: text('send_status').$type<TSmsSendStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_records_outbox_uq').on(t.outboxId),
    index('sms_records_created_idx').on(t.createdAt),
    index('sms_records_recipient_idx').on(t.recipient),
  ],
);

/**
 * A company's own text of a message template on one channel (system MessageTemplate). The TMC's rows apply to
 * every company without its own; with neither, the catalogue default is sent. company_id holds an org company
 * id (no foreign key: tables.ts may not import another module's tables).
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    companyId: text('company_id').notNull(),
    /** A contracts MESSAGE_TEMPLATES key. */
    templateKey: text('template_key').notNull(),
    channel: text('channel').$type<TMessageChannel>().notNull(),
    textCn: text('text_cn').notNull(),
    textEn: text('text_en').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The user who saved it last. */
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.templateKey, t.channel] })],
);

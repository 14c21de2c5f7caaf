import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Feedback (advice) from the chat widget and /mall/feedBack. The sender's company and user come
 * from their session (null when anonymous); TMC staff answer it once (status Pending → Handled).
 */
export const advises = pgTable(
  'advises',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** An AdviseType code (docs/codes.md). */
    adviseType: integer('advise_type').notNull(),
    /** An AdviseStatus code: Pending until staff reply, then Handled. */
    status: integer('status').notNull(),
    content: text('content').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    /** The page address the form was sent from. */
    page: text('page').notNull().default(''),
    companyId: text('company_id'),
    companyName: text('company_name').notNull().default(''),
    companyNameEn: text('company_name_en').notNull().default(''),
    userId: text('user_id'),
    userName: text('user_name').notNull().default(''),
    /** The sender's address, for abuse handling; never shown. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    replyContent: text('reply_content'),
    replyUserId: text('reply_user_id'),
    replyUserName: text('reply_user_name'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('advises_created_idx').on(t.createdAt),
    index('advises_status_idx').on(t.status, t.createdAt),
    index('advises_sender_idx').on(t.companyId, t.userId),
  ],
);

export type TAdviseRow = typeof advises.$inferSelect;

import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Server-side sessions (shared by every instance). The id is stored only as its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id').notNull(),
    companyId: text('company_id').notNull(),
    /** The ticket info snapshot (spec: CompanyID, UserID, UserName, CompanyName, FeatureCodes, ...). */
    ticket: jsonb('ticket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Rate-limit counters, shared by every instance: one row per bucket and slot of its sliding window (rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/** Captchas given out (captcha.ts): only a hash of the answer, good for one check until it expires. */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Installation facts, e.g. whether demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TCodePurpose } from '@opentmc/contracts';

/**
 * Verification codes (SMS or mail). One row per destination and purpose: a resend replaces the
 * code in place, so only the newest code works. The code itself is never stored, only its HMAC.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A mobile number or a lower-case email address. */
    destination: text('destination').notNull(),
    channel: text('channel').$type<'sms' | 'mail'>().notNull(),
    purpose: text('purpose').$type<TCodePurpose>().notNull(),
    /** The user the code was sent for (login, reset); null for a registration. */
    userId: text('user_id'),
    /** Random per code; keys the HMAC. */
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong tries; the code is burnt at CODE_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('verification_codes_dest_purpose_uq').on(t.destination, t.purpose)],
);

/** One-time password reset tokens from checkCode (ResetPwd); only the SHA-256 is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

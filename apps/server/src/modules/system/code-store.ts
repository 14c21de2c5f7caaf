import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type TCodePurpose } from '@opentmc/contracts';
import type { TClock } from '../../platform/clock.ts';
import type { TDb, TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { verificationCodes } from './tables.ts';
import { codeMatches, generateCode, hashCode, newSalt } from './verification-code.ts';

/** Wrong tries that burn a code. */
export const CODE_MAX_ATTEMPTS = 5;

export type TCodeTarget = { destination: string; purpose: TCodePurpose };
export type TCodeRow = typeof verificationCodes.$inferSelect;

/** Seconds before a new code may be sent to this destination for this purpose (0: now). */
export const resendWaitSeconds = async (tx: TTx, clock: TClock, t: TCodeTarget): Promise<number> => {
  const [row] = await tx
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.destination, t.destination), eq(verificationCodes.purpose, t.purpose)))
    .limit(1);
  if (!row) return 0;
  const wait = row.sentAt.getTime() + SMS_RESEND_SECONDS * 1000 - clock.now().getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
};

export const resendWaitError = (seconds: number) =>
  new BizError('system.errors.codeResendWait', { seconds }, 400, { WaitSeconds: seconds });

/**
 * Makes a new code for a destination and purpose and returns it (to be sent, never stored).
 * It replaces the previous code only when that one is at least 60 s old: the upsert's condition
 * is the resend wait, so two requests racing each other cannot both get a code.
 */
export const issueCode = async (
  tx: TTx,
  clock: TClock,
  t: TCodeTarget & { channel: 'sms' | 'mail'; userId: string | null },
): Promise<string> => {
  const now = clock.now();
  const code = generateCode();
  const salt = newSalt();
  const values = {
    destination: t.destination,
    channel: t.channel,
    purpose: t.purpose,
    userId: t.userId,
    salt,
    codeHash: hashCode(salt, t.destination, t.purpose, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    attempts: 0,
    usedAt: null,
  };
  const rows = await tx
    .insert(verificationCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [verificationCodes.destination, verificationCodes.purpose],
      set: values,
      setWhere: lte(verificationCodes.sentAt, new Date(now.getTime() - SMS_RESEND_SECONDS * 1000)),
    })
    .returning({ id: verificationCodes.id });
  if (rows.length === 0) throw resendWaitError(Math.max(1, await resendWaitSeconds(tx, clock, t)));
  return code;
};

/**
 * Checks a code without using it up and returns its row. A wrong code counts one try against that
 * code; the fifth wrong try burns it. Run it on the database, not in a transaction that a refusal
 * rolls back, so wrong tries always count.
 */
export const assertCode = async (db: TDb, clock: TClock, t: TCodeTarget, code: string): Promise<TCodeRow> => {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.destination, t.destination), eq(verificationCodes.purpose, t.purpose)))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) {
    throw new BizError('system.errors.codeExpired');
  }
  if (!codeMatches(row, code)) {
    // Counted against this very code: a resend in between starts afresh.
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, row.id), eq(verificationCodes.codeHash, row.codeHash)));
    throw new BizError('system.errors.codeWrong');
  }
  return row;
};

/**
 * Uses up a checked code with a compare-and-set, in the caller's transaction: of two requests
 * racing with the same code, exactly one wins. Refuses when it was used, resent or expired since.
 */
export const consumeCode = async (tx: TTx, clock: TClock, row: TCodeRow): Promise<void> => {
  const now = clock.now();
  const used = await tx
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        eq(verificationCodes.codeHash, row.codeHash),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new BizError('system.errors.codeExpired');
};

import { eq } from 'drizzle-orm';
import type { TClock } from '../../platform/clock.ts';
import type { TTx } from '../../platform/db/database.ts';
import { users } from './tables.ts';

/** Stores a new password hash (hash it with hashPassword first, outside any transaction: scrypt is slow). */
export const setPasswordHash = async (tx: TTx, clock: TClock, userId: string, passwordHash: string): Promise<void> => {
  await tx.update(users).set({ passwordHash, passwordChangedAt: clock.now() }).where(eq(users.id, userId));
};

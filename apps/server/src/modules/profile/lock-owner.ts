import { sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database.ts';

// Saves of one user's rows of a kind take turns (until the transaction ends), so the duplicate and default
// checks that run before the write see each other's result instead of breaking a unique index.
export const lockOwner = async (tx: TTx, kind: string, userId: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${userId}`}))`);
};

import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_HOURS } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText } from '../../platform/db/statement.ts';
import { BizError } from '../../platform/errors.ts';
import { idempotencyKeys } from './tables.ts';

// Idempotency of money-moving calls (issue 5 section 1). The key row is inserted first, in the transaction that moves
// the money: a concurrent retry with the same key waits on the unique key until the first commits, then replays its
// result; if the first rolls back (a refused payment), nothing was stored and the retry is judged afresh. The same
// key with a different payload is refused. Keys live IDEMPOTENCY_TTL_HOURS (≥ 24 h).

const hashOf = (call: string, payload: unknown): string =>
  crypto.createHash('sha256').update(call).update('\n').update(JSON.stringify(payload)).digest('hex');

const CLAIM_KEY = sqlText(`INSERT INTO idempotency_keys (company_id, key, call, request_hash, result, created_at)
  VALUES ($1, $2, $3, $4, '{}', $5) ON CONFLICT DO NOTHING RETURNING key`);
const KEEP_RESULT = sqlText(`UPDATE idempotency_keys SET result = $3::text::jsonb WHERE company_id = $1 AND key = $2`);

/** Runs `fn` once per (company, key); a retry gets the first result back. */
export const once = async <R>(
  tx: TTx,
  k: { companyId: string; key: string; call: string; payload: unknown; now: Date },
  fn: () => Promise<R>,
): Promise<R> => {
  const requestHash = hashOf(k.call, k.payload);
  // Every money-moving call passes here: both statements are written as text (platform/db/statement.ts).
  const inserted = await runSql(tx, CLAIM_KEY, [k.companyId, k.key, k.call, requestHash, k.now]);
  if (inserted.length === 0) {
    const [prior] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.companyId, k.companyId), eq(idempotencyKeys.key, k.key)))
      .limit(1);
    if (!prior || prior.requestHash !== requestHash) throw new BizError('trade.errors.keyReused');
    return prior.result as R;
  }
  const result = await fn();
  await runSql(tx, KEEP_RESULT, [k.companyId, k.key, JSON.stringify(result ?? null)]);
  return result;
};

/** Deletes keys older than the retention (a scheduled job). */
export const purgeIdempotencyKeys = async (tx: TTx, now: Date): Promise<number> => {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3600_000);
  const gone = await tx
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
};

import { and, eq, sql } from 'drizzle-orm';
import { TradeStatus, TradeType, formatYuan } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { loadDeal, type TDealRow } from './deals.ts';
import { availableSql } from './ledger.ts';
import { tradeAccounts, tradeDeals, tradeHolds } from './tables.ts';

// Re-pricing a payment deal that is still awaiting payment (an order whose price the TMC corrected, or to which it
// added an extra charge before payment). The deal's amount and the money frozen for it move together, in the
// caller's transaction: a higher amount freezes the difference more (refused past what the account has available),
// a lower one releases the difference. Nothing is paid, so no posting is written; the hold is the ledger's record.

export type TRepricedDeal = { deal: TDealRow; frozenBeforeFen: number; frozenAfterFen: number };

export const repriceDeal = async (tx: TTx, r: { id: string; amountFen: number; now: Date }): Promise<TRepricedDeal> => {
  if (!Number.isSafeInteger(r.amountFen) || r.amountFen <= 0) throw new Error(`bad deal amount ${r.amountFen}`);
  // Compare-and-set on the status: a deal paid or cancelled meanwhile is not re-priced.
  const [deal] = await tx
    .update(tradeDeals)
    .set({ amountFen: r.amountFen, version: sql`${tradeDeals.version} + 1`, updatedAt: r.now })
    .where(
      and(
        eq(tradeDeals.id, r.id),
        eq(tradeDeals.tradeType, TradeType.Payment),
        eq(tradeDeals.tradeStatus, TradeStatus.WaitPayment),
      ),
    )
    .returning();
  if (!deal) {
    await loadDeal(tx, r.id);
    throw new BizError('trade.errors.wrongStatus');
  }
  const [held] = await tx
    .select()
    .from(tradeHolds)
    .where(and(eq(tradeHolds.dealId, r.id), eq(tradeHolds.status, 'Held')))
    .for('update');
  if (!held) return { deal, frozenBeforeFen: 0, frozenAfterFen: 0 };
  const delta = r.amountFen - held.amountFen;
  if (delta !== 0) {
    const moved = await tx
      .update(tradeAccounts)
      .set({ frozenFen: sql`${tradeAccounts.frozenFen} + ${delta}`, updatedAt: r.now })
      .where(and(eq(tradeAccounts.id, held.accountId), delta > 0 ? sql`${availableSql(r.now)} >= ${delta}` : undefined))
      .returning({ id: tradeAccounts.id });
    if (moved.length === 0) {
      const [a] = await tx
        .select({ available: availableSql(r.now) })
        .from(tradeAccounts)
        .where(eq(tradeAccounts.id, held.accountId));
      throw new BizError('trade.errors.insufficient', {
        available: formatYuan(Number(a?.available ?? 0)),
        amount: formatYuan(delta),
      });
    }
    await tx.update(tradeHolds).set({ amountFen: r.amountFen }).where(eq(tradeHolds.id, held.id));
  }
  return { deal, frozenBeforeFen: held.amountFen, frozenAfterFen: r.amountFen };
};

import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ServiceType,
  TRAIN_ORDER_COUNT_CAP,
  type TTrainAmendListRequest,
  type TTrainAmendListResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { amends, orders } from '../order/index.ts';
import { scopeOf } from './list-train-orders.ts';
import { amendViews } from './train-amend-view.ts';

// TrainAmend/List: the refunds and changes of the train orders the caller's order list covers (same scope as
// TrainOrder/List: own company within the data range, a TMC's reachable clients, a supplier's orders), newest first,
// by page number along amends_company_status_idx / amends_status_created_idx.

export const listTrainAmends = async (
  ctx: TAuthedContext,
  p: TTrainAmendListRequest,
): Promise<TTrainAmendListResult> => {
  const tx = ctx.db;
  const scope = await scopeOf(tx, ctx, p.CompanyID ?? '');
  const filters: SQL[] = [eq(orders.service, ServiceType.Train), scope.where];
  if (p.AmendStatus.length) filters.push(inArray(amends.status, p.AmendStatus));
  if (p.Kind) filters.push(eq(amends.kind, p.Kind));
  const where = and(...filters);
  const rows = await tx
    .select({ amend: amends, uniqueId: orders.uniqueId })
    .from(amends)
    .innerJoin(orders, eq(orders.id, amends.orderId))
    .where(where)
    .orderBy(desc(amends.createdAt), desc(amends.id))
    .limit(p.PageSize)
    .offset((p.PageNo - 1) * p.PageSize);
  const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(
    tx
      .select({ one: sql`1` })
      .from(amends)
      .innerJoin(orders, eq(orders.id, amends.orderId))
      .where(where)
      .limit(TRAIN_ORDER_COUNT_CAP)
      .as('capped'),
  );
  return {
    Entities: await amendViews(tx, rows),
    RecordCount: Number(counted?.n ?? 0),
    PageNo: p.PageNo,
    PageSize: p.PageSize,
  };
};

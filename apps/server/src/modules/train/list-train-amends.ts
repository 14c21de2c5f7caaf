import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ServiceType,
  ORDER_LIST_COUNT_CAP,
  type TTrainAmendListRequest,
  type TTrainAmendListResult,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { amends, orders, orderListScope, orderListFilters } from '../order/index.ts';
import { amendViews } from './train-amend-view.ts';

// TrainAmend/List: the refunds and changes of the train orders the caller's order list covers (same scope as
// TrainOrder/List: own company within the data range, a TMC's reachable clients, a supplier's orders), newest first,
// by page number along amends_company_status_idx / amends_status_created_idx. The filters are the order list's:
// requested between two China dates, a traveller's name, a batch of order or amend numbers.

export const listTrainAmends = async (
  ctx: TAuthedContext,
  p: TTrainAmendListRequest,
): Promise<TTrainAmendListResult> => {
  const tx = ctx.db;
  const scope = await orderListScope(tx, ctx, p.CompanyID ?? '');
  const filters: SQL[] = [eq(orders.service, ServiceType.Train), scope.where];
  if (p.AmendStatus.length) filters.push(inArray(amends.status, p.AmendStatus));
  if (p.Kind) filters.push(eq(amends.kind, p.Kind));
  const where = and(...filters, ...orderListFilters(p, amends.createdAt, [amends.id]));
  const rows = await tx
    .select({ amend: amends, uniqueId: orders.uniqueId })
    .from(amends)
    .innerJoin(orders, eq(orders.id, amends.orderId))
    .where(where)
    // As the amends indexes are built (DESC NULLS LAST; see list-train-orders.ts), so they can be walked.
    .orderBy(sql`${amends.createdAt} desc nulls last`, sql`${amends.id} desc nulls last`)
    .limit(p.PageSize)
    .offset((p.PageNo - 1) * p.PageSize);
  const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(
    tx
      .select({ one: sql`1` })
      .from(amends)
      .innerJoin(orders, eq(orders.id, amends.orderId))
      .where(where)
      .limit(ORDER_LIST_COUNT_CAP)
      .as('capped'),
  );
  return {
    Entities: await amendViews(tx, rows, ctx.lang),
    RecordCount: Number(counted?.n ?? 0),
    PageNo: p.PageNo,
    PageSize: p.PageSize,
  };
};

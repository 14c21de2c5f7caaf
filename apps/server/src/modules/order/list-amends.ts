import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_LIST_COUNT_CAP,
  fenToYuan,
  formatDateTime,
  type TAmendKind,
  type TLang,
  type TOrderAmendPassenger,
  type TOrderAmendRow,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { translateStored } from '../../platform/i18n.ts';
import type { TAmendRow } from './amends.ts';
import { accessOrder, type TOrderAccess } from './order-access.ts';
import { orderListFilters, orderListScope } from './order-scope.ts';
import { orderProduct } from './products.ts';
import { amends, orders } from './tables.ts';

// The amend list of every product (TrainAmend/List; issue 16 section 1) and an order's amends by its number
// (TrainOrder/AmendDetails): the refunds and changes of one product's orders the caller's order list covers (the same
// scope), newest first, by page number along amends_company_status_idx / amends_status_created_idx. The columns are
// the amend's and its order's number; the product adds the travellers whose units each took back or changed, for the
// whole page at once (its port's `lists.amends`). A reason chosen from a list is kept as its catalogue key and read
// in the reader's language.

/** An amend list's filters and page, as every product's amend list call validates them (trains: ZTrainAmendListRequest). */
export type TAmendListRequest = {
  AmendStatus: number[];
  Kind?: TAmendKind | '' | undefined;
  CreateTime?: string | undefined;
  CreateTimeEnd?: string | undefined;
  Traveller: string;
  UniqueIDs: string[];
  CompanyID?: string | undefined;
  PageNo: number;
  PageSize: number;
};

export type TAmendListPage = { Entities: TOrderAmendRow[]; RecordCount: number; PageNo: number; PageSize: number };

/** A page of amends with their orders' numbers, as the lists show them (the product's travellers added). */
export const amendListRows = async (
  tx: TTx,
  service: number,
  rows: readonly { amend: TAmendRow; uniqueId: string }[],
  lang: TLang,
): Promise<TOrderAmendRow[]> => {
  const passengers = rows.length
    ? await orderProduct(service).lists.amends(
        tx,
        rows.map((r) => r.amend),
        lang,
      )
    : new Map<string, TOrderAmendPassenger[]>();
  return rows.map(({ amend: a, uniqueId }) => ({
    AmendID: a.id,
    UniqueID: uniqueId,
    OrderID: a.orderId,
    Kind: a.kind,
    AmendStatus: a.status,
    Price: fenToYuan(a.priceFen),
    Fee: fenToYuan(a.feeFen),
    RefundAmount: fenToYuan(a.refundFen),
    ServiceFee: fenToYuan(a.serviceFeeFen),
    Reason: translateStored(lang, a.reason),
    StatusReason: a.statusReason,
    CreateTime: formatDateTime(a.createdAt),
    UpdateTime: formatDateTime(a.updatedAt),
    Passengers: passengers.get(a.id) ?? [],
  }));
};

/** A page of the amends of one product's (`service`) orders the caller's list covers. */
export const listAmends = async (
  ctx: TAuthedContext,
  service: number,
  p: TAmendListRequest,
): Promise<TAmendListPage> => {
  orderProduct(service);
  const tx = ctx.db;
  const scope = await orderListScope(tx, ctx, p.CompanyID ?? '');
  const filters: SQL[] = [eq(orders.service, service), scope.where];
  if (p.AmendStatus.length) filters.push(inArray(amends.status, p.AmendStatus));
  if (p.Kind) filters.push(eq(amends.kind, p.Kind));
  const where = and(...filters, ...orderListFilters(p, amends.createdAt, [amends.id]));
  // The page (then the product's part of it) and the count, in parallel.
  const [entities, [counted]] = await Promise.all([
    tx
      .select({ amend: amends, uniqueId: orders.uniqueId })
      .from(amends)
      .innerJoin(orders, eq(orders.id, amends.orderId))
      .where(where)
      // As the amends indexes are built (DESC NULLS LAST; see list-orders.ts), so they can be walked.
      .orderBy(sql`${amends.createdAt} desc nulls last`, sql`${amends.id} desc nulls last`)
      .limit(p.PageSize)
      .offset((p.PageNo - 1) * p.PageSize)
      .then((rows) => amendListRows(tx, service, rows, ctx.lang)),
    tx.select({ n: sql<number>`count(*)::int` }).from(
      tx
        .select({ one: sql`1` })
        .from(amends)
        .innerJoin(orders, eq(orders.id, amends.orderId))
        .where(where)
        .limit(ORDER_LIST_COUNT_CAP)
        .as('capped'),
    ),
  ]);
  return { Entities: entities, RecordCount: Number(counted?.n ?? 0), PageNo: p.PageNo, PageSize: p.PageSize };
};

/**
 * The refunds and changes of one order of a product, by its number (or internal id), newest first: the order with
 * the caller's roles on it (another product's number, or an order the caller does not see, is "not found"), its
 * amends as stored and as the lists show them. The product adds what only it shows of one (trains: a change's view).
 */
export const orderAmends = async (
  ctx: TAuthedContext,
  service: number,
  ref: string,
): Promise<TOrderAccess & { amends: { row: TAmendRow; view: TOrderAmendRow }[] }> => {
  const access = await accessOrder(ctx.db, ctx, ref, { service });
  const rows = await ctx.db
    .select()
    .from(amends)
    .where(eq(amends.orderId, access.order.id))
    .orderBy(desc(amends.createdAt), desc(amends.id));
  const views = await amendListRows(
    ctx.db,
    service,
    rows.map((amend) => ({ amend, uniqueId: access.order.uniqueId })),
    ctx.lang,
  );
  return { ...access, amends: rows.map((row, i) => ({ row, view: views[i]! })) };
};

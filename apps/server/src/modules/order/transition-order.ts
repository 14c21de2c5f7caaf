import { getTableColumns, type Column } from 'drizzle-orm';
import {
  findOrderTransition,
  type TOrderAction,
  type TOrderActor,
  type TOrderGuards,
  type TOrderStatus,
  type TOrderTransition,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlTexts, tableRow } from '../../platform/db/statement.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import {
  assertActorUser,
  assertLockAllows,
  loadOrder,
  lockStateOf,
  type THistoryEntry,
  type TOrderRow,
} from './orders.ts';
import { orders } from './tables.ts';

/** Header columns a product may change together with a transition (amounts, links, summary). */
export type TOrderPatch = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'supplierId'
    | 'payMode'
    | 'accountType'
    | 'totalFen'
    | 'paidFen'
    | 'refundedFen'
    | 'serviceFeeFen'
    | 'dealId'
    | 'approvalId'
    | 'title'
    | 'travelDate'
    | 'travellerNames'
    | keyof TOrderBookingHeader
  >
>;

/** The booking's header, the same for every product: contact, invoice delivery, policy verdict, references. */
export type TOrderBookingHeader = Pick<
  typeof orders.$inferInsert,
  | 'contactName'
  | 'contactMobile'
  | 'contactEmail'
  | 'invoiceTitle'
  | 'invoiceTaxNo'
  | 'invoiceRecipient'
  | 'invoiceMobile'
  | 'invoiceAddress'
  | 'policyLevel'
  | 'violations'
  | 'violationReasonId'
  | 'violationReason'
  | 'needsApproval'
  | 'travelPurposeId'
  | 'costCenterId'
  | 'projectId'
  | 'approvalNo'
  | 'remark'
  | 'payDeadline'
  | 'priceConfirm'
>;

export type TTransitionOrderInput = {
  orderId: string;
  /** Scopes the order to the company its access yielded: another company's order is "not found". */
  companyId?: TScopedCompany | undefined;
  action: TOrderAction;
  actor: TOrderActor;
  /** The acting user; null for the system. */
  userId: string | null;
  /** The guard values the table branches on (e.g. needsApproval from the company's rules). */
  guards?: TOrderGuards | undefined;
  reason?: string | undefined;
  /**
   * The order as the caller read it in this transaction, to spare a second read; the compare-and-set still refuses
   * it if it changed since.
   */
  before?: TOrderRow | undefined;
  /** The version the caller showed the user; a different one now is refused as stale. */
  version?: number | undefined;
  set?: TOrderPatch | undefined;
  detail?: Record<string, unknown> | undefined;
  now: Date;
};

export type TOrderMove = { before: TOrderRow; order: TOrderRow; row: TOrderTransition; reason: string };

const orderRow = tableRow(orders);
const orderColumns = getTableColumns(orders) as Record<string, Column>;
const casTexts = new Map<string, string>();

/**
 * The compare-and-set of a move as one statement (ADR 0024): the columns it sets, in the order of `keys`, and the
 * history entry in the same round trip when `history` is set. $1 id, $2 from status, $3 version, $4 company or null,
 * $5… the set values, then action, actor, user, reason, detail (JSON text) and time of the history entry.
 */
const casText = sqlTexts(
  (keys: readonly string[], history: boolean): string => {
    const id = `${keys.join(',')}|${history}`;
    let text = casTexts.get(id);
    if (text) return text;
    const sets = keys.map((k, i) => `"${orderColumns[k]!.name}" = $${i + 5}`);
    const h = keys.length + 5;
    text = `WITH moved AS (
    UPDATE orders SET ${[...sets, '"version" = "version" + 1'].join(', ')}
     WHERE id = $1 AND status = $2 AND version = $3 AND ($4::text IS NULL OR company_id = $4)
     RETURNING ${orderRow.list})${
       history
         ? `, entry AS (
    INSERT INTO order_history (order_id, action, from_status, to_status, actor, user_id, reason, detail, at)
    SELECT "id", $${h}::text, $2::int, "status", $${h + 1}::text, $${h + 2}::text, $${h + 3}::text, $${h + 4}::jsonb,
           $${h + 5}::timestamptz FROM moved)`
         : ''
     }
  SELECT * FROM moved`;
    casTexts.set(id, text);
    return text;
  },
  [
    // Its shapes: every column a move may set, with and without the history entry.
    [Object.keys(orderColumns).filter((k) => k !== 'id' && k !== 'version'), true],
    [['status'], false],
  ],
);

/**
 * Checks a move against the table and the lock and applies it with one compare-and-set on status and version;
 * with `history`, the history entry goes in the same statement (transitionOrder; createAmend writes its own). A
 * status change releases the order's lock.
 */
export const moveOrder = async (
  tx: TTx,
  i: TTransitionOrderInput,
  history?: Pick<THistoryEntry, 'action' | 'detail'>,
): Promise<TOrderMove> => {
  assertActorUser(i.actor, i.userId);
  const before = i.before ?? (await loadOrder(tx, i.orderId, i.companyId));
  if (i.companyId !== undefined && before.companyId !== i.companyId) throw new BizError('order.errors.notFound');
  if (i.version !== undefined && i.version !== before.version) throw new BizError('order.errors.stateChanged');
  const from = before.status as TOrderStatus;
  const row = findOrderTransition(i.action, from, i.actor, i.guards);
  if (!row) throw new BizError('order.errors.actionNotAllowed');
  assertLockAllows(row, i.actor, lockStateOf(before, i.userId));
  const reason = i.reason?.trim() ?? '';
  if (row.reason && !reason) throw new BizError('order.errors.reasonRequired');

  const to = row.to === 'same' ? from : row.to;
  const lock =
    i.action === 'lock'
      ? { lockHolderId: i.userId, lockedAt: i.now }
      : i.action === 'unlock' || to !== from
        ? { lockHolderId: null, lockedAt: null }
        : {};
  const set: Record<string, unknown> = {
    ...i.set,
    ...lock,
    status: to,
    ...(to !== from ? { statusReason: reason } : {}),
    updatedAt: i.now,
  };
  const keys = Object.keys(set).filter((k) => set[k] !== undefined);
  const params = [before.id, from, before.version, i.companyId ?? null, ...keys.map((k) => orderRow.param(k, set[k]))];
  if (history)
    params.push(
      history.action,
      i.actor,
      i.userId,
      reason,
      history.detail ? JSON.stringify(history.detail) : null,
      i.now,
    );
  const [moved] = await runSql(tx, casText(keys, !!history), params);
  // Someone moved it between our read and our write: never apply a second time.
  if (!moved) throw new BizError('order.errors.stateChanged');
  return { before, order: orderRow.read(moved), row, reason };
};

/**
 * Applies one action of the order table to an order, in the caller's transaction: the compare-and-set on status and
 * version (plus the company when given) and the history entry, in one statement. The caller runs the side effects
 * (ledger, work tasks, messages, notifications) in the same transaction, so a refusal here rolls them back.
 */
export const transitionOrder = async (tx: TTx, i: TTransitionOrderInput): Promise<TOrderRow> =>
  (await moveOrder(tx, i, { action: i.action, detail: i.detail ?? null })).order;

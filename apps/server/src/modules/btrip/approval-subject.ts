import { and, eq, sql } from 'drizzle-orm';
import { BtripStatus, formatDate, formatYuan, listText, type TLang } from '@opentmc/contracts';
import type { TClock } from '../../platform/clock.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { TApprovalSubjectHandlers } from '../approval/index.ts';
import { routeIn } from './cities.ts';
import { btripApprovalNumbers, btripTasks } from './tables.ts';
import { peopleByIds, travellerIdsOf } from './task-view.ts';

/**
 * The next approval number: SQ, the day in China Standard Time and a sequence of that day (at least four digits),
 * e.g. SQ202603150001. The counter row of the day is bumped atomically, so two approvals never share a number.
 */
export const nextApprovalNo = async (tx: TTx, clock: TClock): Promise<string> => {
  const day = formatDate(clock.now()).replaceAll('-', '');
  const [r] = await tx
    .insert(btripApprovalNumbers)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: btripApprovalNumbers.day, set: { last: sql`${btripApprovalNumbers.last} + 1` } })
    .returning({ last: btripApprovalNumbers.last });
  return `SQ${day}${String(r!.last).padStart(4, '0')}`;
};

const stateChanged = () => new BizError('btrip.errors.stateChanged');

/** What the approval engine calls back on: a pending application is approved, rejected or withdrawn. */
export const btripApprovalHandlers: TApprovalSubjectHandlers = {
  onApproved: async (tx, deps, id, info) => {
    const [row] = await tx
      .select({ approvalNo: btripTasks.approvalNo })
      .from(btripTasks)
      .where(and(eq(btripTasks.id, id), eq(btripTasks.status, BtripStatus.Pending)))
      .limit(1);
    if (!row) throw stateChanged();
    // The number is issued at the first approval and kept through corrections.
    const approvalNo = row.approvalNo ?? (await nextApprovalNo(tx, deps.clock));
    const now = deps.clock.now();
    const [done] = await tx
      .update(btripTasks)
      .set({
        status: BtripStatus.Approved,
        approvalNo,
        approvedAt: now,
        updatedAt: now,
        instanceId: info.instanceId,
        version: sql`${btripTasks.version} + 1`,
      })
      .where(and(eq(btripTasks.id, id), eq(btripTasks.status, BtripStatus.Pending)))
      .returning({ id: btripTasks.id });
    if (!done) throw stateChanged();
  },
  onRejected: async (tx, deps, id, info) => {
    const now = deps.clock.now();
    const [done] = await tx
      .update(btripTasks)
      .set({
        status: BtripStatus.Rejected,
        rejectReason: info.reason,
        rejectedBy: info.byUserId,
        rejectedAt: now,
        updatedAt: now,
        instanceId: info.instanceId,
        version: sql`${btripTasks.version} + 1`,
      })
      .where(and(eq(btripTasks.id, id), eq(btripTasks.status, BtripStatus.Pending)))
      .returning({ id: btripTasks.id });
    if (!done) throw stateChanged();
  },
  onWithdrawn: async (tx, deps, id, info) => {
    const [done] = await tx
      .update(btripTasks)
      .set({
        status: BtripStatus.Withdrawn,
        updatedAt: deps.clock.now(),
        instanceId: info.instanceId,
        version: sql`${btripTasks.version} + 1`,
      })
      .where(and(eq(btripTasks.id, id), eq(btripTasks.status, BtripStatus.Pending)))
      .returning({ id: btripTasks.id });
    if (!done) throw stateChanged();
  },
  describe: async (db, id, lang: TLang) => {
    const [row] = await db.select().from(btripTasks).where(eq(btripTasks.id, id)).limit(1);
    if (!row) return null;
    const ids = await travellerIdsOf(db, id);
    const people = await peopleByIds(db, ids);
    const names = listText(
      lang,
      ids.map((u) => people.get(u)?.Name ?? ''),
    );
    return {
      No: row.approvalNo ?? row.id,
      Title: translate(lang, 'btrip.approval.title', { route: routeIn(row.legs, lang) }),
      Summary: translate(lang, 'btrip.approval.summary', {
        travellers: names,
        start: row.startDate,
        end: row.endDate,
        amount: formatYuan(row.totalBudgetFen),
      }),
      Url: `/btrip/Applicationform?TaskID=${encodeURIComponent(row.id)}`,
    };
  },
};

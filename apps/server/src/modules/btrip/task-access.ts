import { and, eq } from 'drizzle-orm';
import { BtripAction } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TSession } from '../../platform/session.ts';
import { approvalTrail } from '../approval/index.ts';
import { ofCompany, reaches } from '../org/index.ts';
import { btripTasks, btripTaskTravellers, type TBtripTaskRow } from './tables.ts';

const notFound = () => new BizError('btrip.errors.notFound');

/** An application the caller created, in their company; anything else reads as not found. */
export const loadOwnTask = async (tx: TTx, s: TSession, id: string): Promise<TBtripTaskRow> => {
  const [row] = await tx
    .select()
    .from(btripTasks)
    .where(and(eq(btripTasks.id, id), ofCompany(btripTasks.companyId, s), eq(btripTasks.creatorId, s.userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
};

/**
 * Whether a session may read an application: its creator and travellers; the approvers of its approval; and
 * whoever manages the company's applications (its administrator within their data range, TMC staff who reach it).
 */
export const mayRead = async (
  tx: TTx,
  deps: Pick<TDeps, 'tenancy'>,
  s: TSession,
  row: TBtripTaskRow,
): Promise<boolean> => {
  if (row.creatorId === s.userId && row.companyId === s.companyId) return true;
  if (row.companyId === s.companyId) {
    const [t] = await tx
      .select({ id: btripTaskTravellers.userId })
      .from(btripTaskTravellers)
      .where(and(eq(btripTaskTravellers.taskId, row.id), eq(btripTaskTravellers.userId, s.userId)))
      .limit(1);
    if (t) return true;
    const trail = row.instanceId ? await approvalTrail(tx, { kind: 'btrip', id: row.id }) : null;
    if (trail?.Steps.some((step) => step.Approvers.some((a) => a.UserID === s.userId))) return true;
  }
  if (!s.ticket.ActionCodes.includes(BtripAction.manage)) return false;
  if (row.companyId !== s.companyId) return reaches(tx, s, row.companyId);
  const range = await deps.tenancy.rangeFilter(tx, s, {
    user: btripTasks.creatorId,
    department: btripTasks.creatorDepartmentId,
  });
  if (!range) return true;
  const [inRange] = await tx
    .select({ id: btripTasks.id })
    .from(btripTasks)
    .where(and(eq(btripTasks.id, row.id), range))
    .limit(1);
  return inRange !== undefined;
};

/** An application the caller may read; anything else reads as not found. */
export const loadReadableTask = async (
  tx: TTx,
  deps: Pick<TDeps, 'tenancy'>,
  s: TSession,
  id: string,
): Promise<TBtripTaskRow> => {
  const [row] = await tx.select().from(btripTasks).where(eq(btripTasks.id, id)).limit(1);
  if (!row || !(await mayRead(tx, deps, s, row))) throw notFound();
  return row;
};

import { and, eq } from 'drizzle-orm';
import { BtripStatus } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { ofCompany } from '../org/index.ts';
import { btripTasks, btripTaskTravellers, type TStoredLeg, type TStoredService } from './tables.ts';

/** An approved application as bookings check it. */
export type TApprovedApplication = {
  TaskID: string;
  ApprovalNo: string;
  StartDate: string;
  EndDate: string;
  International: boolean;
  Legs: TStoredLeg[];
  /** Budgets in fen and the standards approved. */
  Services: TStoredService[];
  TotalBudgetFen: number;
  CostCenterID: string;
  ProjectID: string;
  PurposeID: string;
};

/**
 * The approved application of a company with this approval number on which this person travels; null when there
 * is none (unknown number, another company, not approved now — e.g. its correction is pending — or not theirs).
 * For the "approval number required / checkable" rule of bookings.
 */
export const findApprovedApplication = async (
  db: TTx,
  company: TScopedCompany,
  approvalNo: string,
  travellerId: string,
): Promise<TApprovedApplication | null> => {
  const [row] = await db
    .select()
    .from(btripTasks)
    .innerJoin(btripTaskTravellers, eq(btripTaskTravellers.taskId, btripTasks.id))
    .where(
      and(
        ofCompany(btripTasks.companyId, company),
        eq(btripTasks.approvalNo, approvalNo.trim().toUpperCase()),
        eq(btripTasks.status, BtripStatus.Approved),
        eq(btripTaskTravellers.userId, travellerId),
      ),
    )
    .limit(1);
  if (!row) return null;
  const t = row.btrip_tasks;
  return {
    TaskID: t.id,
    ApprovalNo: t.approvalNo ?? '',
    StartDate: t.startDate,
    EndDate: t.endDate,
    International: t.international,
    Legs: t.legs,
    Services: t.services,
    TotalBudgetFen: t.totalBudgetFen,
    CostCenterID: t.costCenterId ?? '',
    ProjectID: t.projectId ?? '',
    PurposeID: t.purposeId ?? '',
  };
};

import { and, eq } from 'drizzle-orm';
import type { TApprovalSubjectKind } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { departmentLine } from './people.ts';
import { approvalFlowBindings, approvalFlows } from './tables.ts';

/**
 * The flow that applies to a subject kind for someone in a department: the enabled flow bound to the nearest
 * department on their path (their own first, then upwards), else the company's default for the kind; null when none.
 */
export const applicableFlow = async (
  tx: TTx,
  companyId: string,
  kind: TApprovalSubjectKind,
  departmentId: string | null,
) => {
  const bound = await tx
    .select({ departmentId: approvalFlowBindings.departmentId, flow: approvalFlows })
    .from(approvalFlowBindings)
    .innerJoin(approvalFlows, eq(approvalFlows.id, approvalFlowBindings.flowId))
    .where(
      and(
        eq(approvalFlowBindings.companyId, companyId),
        eq(approvalFlowBindings.subjectKind, kind),
        eq(approvalFlows.enabled, true),
      ),
    );
  if (bound.length === 0) return null;
  const line = await departmentLine(tx, companyId, departmentId);
  for (const d of [...line].reverse()) {
    const hit = bound.find((b) => b.departmentId === d);
    if (hit) return hit.flow;
  }
  return bound.find((b) => b.departmentId === '')?.flow ?? null;
};

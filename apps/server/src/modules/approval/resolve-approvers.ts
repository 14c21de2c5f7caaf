import type { TFlowStepDef } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { roleHolderIds } from '../org/index.ts';
import { activeInCompany, companyAdminIds, costCenterOwnerIds, departmentOf, loadPeople } from './people.ts';

export type TResolvedStep = {
  /** Who is asked. */
  approverIds: string[];
  /** Approvers left out because they are travellers themselves. */
  skippedIds: string[];
  /** Nobody was found for the step, so it went to the company administrator. */
  escalated: boolean;
};

type TContext = { companyId: string; travellerIds: string[]; creatorId: string; costCenterId?: string | undefined };

/** The people a step names, before travellers are taken out; [] when there is no such person. */
const namedBy = async (tx: TTx, step: TFlowStepDef, c: TContext): Promise<string[]> => {
  switch (step.ApproverType) {
    case 'Users':
      return step.UserIDs;
    case 'Role':
      return roleHolderIds(tx, c.companyId, step.RoleID);
    case 'CostCenterOwner':
      return c.costCenterId ? costCenterOwnerIds(tx, c.companyId, c.costCenterId) : [];
    case 'DepartmentHead':
    case 'UpperDepartmentHead': {
      // The heads of the travellers' departments (or of the level above); the creator's when no traveller is given.
      const who = c.travellerIds.length > 0 ? c.travellerIds : [c.creatorId];
      const people = await loadPeople(tx, who);
      const heads: string[] = [];
      for (const id of who) {
        const deptId = people.get(id)?.departmentId;
        let d = deptId ? await departmentOf(tx, c.companyId, deptId) : null;
        if (d && step.ApproverType === 'UpperDepartmentHead')
          d = d.parentId ? await departmentOf(tx, c.companyId, d.parentId) : null;
        if (d?.head) heads.push(d.head);
      }
      return heads;
    }
  }
};

/**
 * Who approves a step for a subject: the people the step names who are active in the company. Travellers among them
 * are skipped; a step that names nobody (no such head, an empty role) escalates to the company administrator.
 */
export const resolveStep = async (tx: TTx, step: TFlowStepDef, c: TContext): Promise<TResolvedStep> => {
  let candidates = await activeInCompany(tx, c.companyId, await namedBy(tx, step, c));
  let escalated = false;
  if (candidates.length === 0) {
    candidates = await companyAdminIds(tx, c.companyId);
    escalated = true;
  }
  const travellers = new Set(c.travellerIds);
  return {
    approverIds: candidates.filter((id) => !travellers.has(id)),
    skippedIds: candidates.filter((id) => travellers.has(id)),
    escalated,
  };
};

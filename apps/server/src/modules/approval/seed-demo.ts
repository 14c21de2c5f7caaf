import { and, eq, inArray } from 'drizzle-orm';
import type { TFlowStepDef } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { companies, users } from '../org/index.ts';
import { approvalFlowBindings, approvalFlows } from './tables.ts';

/** The demo amount over which step 2 of the demo flow applies: 5,000 yuan. */
export const DEMO_FINANCE_OVER_FEN = 500000;

/**
 * The demo client's approval of pre-trip applications (issue 4) and of the train bookings its rules send to approval
 * (out of policy: the policy module's demo rules): step 1 the traveller's department head (研发部's head is the
 * approver account), step 2 the finance account, only over 5,000 yuan or out of policy.
 */
export const seedApprovalDemo = async (tx: TTx, deps: Pick<TDeps, 'clock'>): Promise<void> => {
  const [client] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, '示例科技有限公司'))
    .limit(1);
  if (!client) return;
  const people = await tx
    .select({ id: users.id, login: users.loginName })
    .from(users)
    .where(and(eq(users.companyId, client.id), inArray(users.loginName, ['admin', 'finance'])));
  const admin = people.find((p) => p.login === 'admin');
  const finance = people.find((p) => p.login === 'finance');
  if (!admin || !finance) return;
  const noConditions = {
    ServiceTypes: [],
    AmountOverFen: null,
    OutOfPolicy: false,
    International: false,
    Match: 'Any' as const,
  };
  const steps: TFlowStepDef[] = [
    {
      StepName: '部门负责人审批',
      ApproverType: 'DepartmentHead',
      RoleID: '',
      UserIDs: [],
      Mode: 'Any',
      Conditions: noConditions,
    },
    {
      StepName: '财务审批',
      ApproverType: 'Users',
      RoleID: '',
      UserIDs: [finance.id],
      Mode: 'Any',
      Conditions: { ...noConditions, AmountOverFen: DEMO_FINANCE_OVER_FEN, OutOfPolicy: true, Match: 'Any' },
    },
  ];
  const now = deps.clock.now();
  const [flow] = await tx
    .insert(approvalFlows)
    .values({
      companyId: client.id,
      name: '出差申请审批',
      remark: '部门负责人审批；超过 5000 元或超标时再由财务审批',
      steps,
      followerIds: [],
      updatedBy: admin.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: approvalFlows.id });
  await tx.insert(approvalFlowBindings).values(
    (['btrip', 'train'] as const).map((subjectKind) => ({
      companyId: client.id,
      subjectKind,
      departmentId: '',
      flowId: flow!.id,
      updatedBy: admin.id,
      updatedAt: now,
    })),
  );
};

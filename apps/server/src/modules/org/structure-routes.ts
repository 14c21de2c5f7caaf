import {
  DepartmentMove,
  DepartmentPeople,
  DepartmentTree,
  GroupMembers,
  GroupPeople,
  GroupSetMembers,
} from '@opentmc/contracts';
import { bind, type TBoundCall, type TResourceBinding } from '../../platform/calls/types.ts';
import { costCenterBinding } from './cost-center-store.ts';
import { departmentBinding } from './department-store.ts';
import { getDepartmentTree } from './get-department-tree.ts';
import { groupBinding } from './group-store.ts';
import { jobBinding } from './job-store.ts';
import { listGroupMembers } from './list-group-members.ts';
import { listPeople } from './list-people.ts';
import { moveDepartment } from './move-department.ts';
import { projectBinding } from './project-store.ts';
import { setGroupMembers } from './set-group-members.ts';

// The company's structure (issue 3): departments, jobs, groups, cost centres and projects.

/** The kit resources of the structure. */
export const structureResources: TResourceBinding[] = [
  departmentBinding,
  jobBinding,
  groupBinding,
  costCenterBinding,
  projectBinding,
];

/** The structure's own calls, beside the kit's. */
export const structureCalls: TBoundCall[] = [
  bind(DepartmentTree, async (ctx, p) => getDepartmentTree(ctx, p)),
  bind(DepartmentMove, async (ctx, p) => moveDepartment(ctx, p)),
  // One picker of people, under each screen's own permission.
  bind(DepartmentPeople, async (ctx, p) => listPeople(ctx, p)),
  bind(GroupPeople, async (ctx, p) => listPeople(ctx, p)),
  bind(GroupMembers, async (ctx, p) => listGroupMembers(ctx, p)),
  bind(GroupSetMembers, async (ctx, p) => setGroupMembers(ctx, p)),
];

import type { TModule } from '../../platform/calls/types.ts';
import { approvalCalls } from './routes.ts';
import { seedApprovalDemo } from './seed-demo.ts';
import { countOpenTasks } from './work-tasks.ts';
// Registers the topics of approval notices with the message module.
import './notice-topics.ts';

// The approval module: approval flows and their bindings (FlowInfo, TripFlow), the approval engine behind the
// approval port (subjects register their handlers), approval by link, and work tasks (the work group).

export { registerApprovalSubject, type TApprovalSubjectHandlers } from './subjects.ts';
export { startApproval, type TStartApprovalInput } from './start-approval.ts';
export { withdrawApproval } from './withdraw-approval.ts';
export { approvalTrail } from './trail.ts';
export {
  countOpenTasks,
  openWorkTask,
  openWorkTasksFor,
  setWorkTaskStatus,
  toWorkTask,
  type TNewWorkTask,
} from './work-tasks.ts';
export { decideApproval, registerWorkTaskHandler, type TWorkTaskHandler } from './decide-approval.ts';
export { workTasks } from './tables.ts';

export const approvalModule: TModule = {
  name: 'approval',
  calls: approvalCalls,
  seedDemo: seedApprovalDemo,
  // The side menu's work-task badge: the caller's open tasks.
  badges: { WorkTask: (ctx) => countOpenTasks(ctx.db, ctx.session.userId) },
};

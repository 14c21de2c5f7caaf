import {
  ApprovalDetails,
  ApprovalLinkInfo,
  ApprovalLinkReject,
  ApprovalLinkResolve,
  ApprovalReject,
  ApprovalResolve,
  FlowDelete,
  FlowDetails,
  FlowList,
  FlowPeople,
  FlowRoles,
  FlowUpdate,
  TripFlowDetail,
  TripFlowUpdate,
  WorkTaskGetWorkTasks,
  WorkTaskList,
  WorkTaskReject,
  WorkTaskResolve,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import { approvalOfTarget, approvalView } from './approval-details.ts';
import { actOnTask, decideApproval } from './decide-approval.ts';
import { deleteFlow, flowDetails, flowPeople, flowRoles, listFlows, saveFlow } from './flows.ts';
import { decideByLink, readApprovalLink } from './link-approval.ts';
import { listWorkTasks } from './list-work-tasks.ts';
import { saveTripFlow, tripFlowDetail } from './trip-flow.ts';

export const approvalCalls: TBoundCall[] = [
  bind(FlowList, async (ctx, p) => listFlows(ctx, p)),
  bind(FlowDetails, async (ctx, p) => flowDetails(ctx, p)),
  bind(FlowUpdate, async (ctx, p) => saveFlow(ctx, p)),
  bind(FlowDelete, async (ctx, p) => deleteFlow(ctx, p)),
  bind(FlowRoles, async (ctx, p) => flowRoles(ctx, p)),
  bind(FlowPeople, async (ctx, p) => flowPeople(ctx, p)),
  bind(TripFlowDetail, async (ctx, p) => tripFlowDetail(ctx, p)),
  bind(TripFlowUpdate, async (ctx, p) => saveTripFlow(ctx, p)),
  bind(ApprovalDetails, async (ctx, p) =>
    approvalView(ctx.db, await approvalOfTarget(ctx.db, ctx, ctx.session, p), ctx.session.userId, ctx.lang),
  ),
  bind(ApprovalResolve, async (ctx, p) => decideApproval(ctx, p, { approve: true })),
  bind(ApprovalReject, async (ctx, p) => decideApproval(ctx, p, { approve: false, reason: p.Reason })),
  bind(ApprovalLinkInfo, async (ctx, p) => readApprovalLink(ctx, p.InviteCode)),
  bind(ApprovalLinkResolve, async (ctx, p) => decideByLink(ctx, p.InviteCode, { approve: true })),
  bind(ApprovalLinkReject, async (ctx, p) => decideByLink(ctx, p.InviteCode, { approve: false, reason: p.Reason })),
  bind(WorkTaskList, async (ctx, p) => listWorkTasks(ctx, p, 'list')),
  bind(WorkTaskGetWorkTasks, async (ctx, p) => listWorkTasks(ctx, p, 'load')),
  bind(WorkTaskResolve, async (ctx, p) => actOnTask(ctx, p.id, null)),
  bind(WorkTaskReject, async (ctx, p) => actOnTask(ctx, p.id, p.Reason)),
];

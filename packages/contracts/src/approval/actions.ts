// Action codes of the approval screens (issue 4 sections 2 and 4). Kept free of imports so the action
// catalogue (system/actions.ts) can import them without a cycle.

export const ApprovalAction = {
  /** Approval flows of a company (`/Flow`, `/Flow/{FlowID}`, system/FlowInfo/*). */
  flows: 'system.flow',
  /** Which flow applies to what (`/System/TripFlow/{CompanyID}/Detail`, system/TripFlow/*). */
  tripFlow: 'system.tripflow',
  /** The approver's queue (`/mall/approvals`). */
  approvals: 'mall.approvals',
} as const;

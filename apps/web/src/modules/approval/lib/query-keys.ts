// TanStack Query keys of the approval screens.
export const FLOW_KEY = ['approval', 'flows'] as const;
export const flowListKey = (companyId: string, payload: unknown) => [...FLOW_KEY, 'list', companyId, payload] as const;
export const flowDetailKey = (companyId: string, id: string) => [...FLOW_KEY, 'detail', companyId, id] as const;
export const tripFlowKey = (companyId: string) => ['approval', 'tripFlow', companyId] as const;
export const WORK_TASK_KEY = ['work', 'tasks'] as const;
export const approvalDetailKey = (taskId: string) => ['approval', 'detail', taskId] as const;
export const approvalLinkKey = (code: string) => ['approval', 'link', code] as const;

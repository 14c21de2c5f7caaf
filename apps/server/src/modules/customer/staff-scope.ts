import type { TSession } from '../../platform/session.ts';

// Who a TMC staff member is towards the customers: an operator reaches all of them, a supervisor those of
// their team, a rep their own. The team and the reach are the org module's tenancy (teamCondition, teamUserIds).

export const isOperator = (s: TSession): boolean => s.ticket.Roles.includes('platform_admin');
export const isSupervisor = (s: TSession): boolean => s.ticket.Roles.includes('supervisor');
/** Operators assign any customer; supervisors within their team. */
export const canAssign = (s: TSession): boolean => isOperator(s) || isSupervisor(s);

import {
  RoleClear,
  RoleDelete,
  RoleDetails,
  RoleGetConsumers,
  RoleGetRoleOwners,
  RoleNameList,
  RoleOwners,
  RoleSubscribe,
  RoleUpdate,
} from '@opentmc/contracts';
import { bind, type TBoundCall } from '../../platform/calls/types.ts';
import {
  clearRole,
  deleteRole,
  roleConsumers,
  roleDetails,
  roleNameList,
  roleOwnerCandidates,
  roleOwnersOf,
  saveRole,
  subscribeRole,
} from './role-use-cases.ts';

/** system/RoleInfo/* (spec section 7). */
export const roleCalls: TBoundCall[] = [
  bind(RoleNameList, (ctx, p) => roleNameList(ctx, p)),
  bind(RoleDetails, (ctx, p) => roleDetails(ctx, p)),
  bind(RoleUpdate, (ctx, p) => saveRole(ctx, p)),
  bind(RoleGetConsumers, (ctx, p) => roleConsumers(ctx, p)),
  bind(RoleGetRoleOwners, (ctx, p) => roleOwnersOf(ctx, p)),
  bind(RoleOwners, (ctx, p) => roleOwnerCandidates(ctx, p)),
  bind(RoleSubscribe, (ctx, p) => subscribeRole(ctx, p)),
  bind(RoleClear, (ctx, p) => clearRole(ctx, p.RoleID)),
  bind(RoleDelete, (ctx, p) => deleteRole(ctx, p)),
];

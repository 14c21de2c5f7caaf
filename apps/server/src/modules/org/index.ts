import type { TModule } from '../../platform/calls/types.ts';
import { seedOrgDemo } from './seed-demo.ts';
import { seedStructureDemo } from './seed-structure-demo.ts';
import { contactBinding, invoiceBinding } from './contact-stores.ts';
import { roleBinding } from './role-store.ts';
import { roleCalls } from './role-routes.ts';
import { structureCalls, structureResources } from './structure-routes.ts';
import { companyCalls } from './company-routes.ts';
import { employeeCalls } from './employee-routes.ts';

// The org module: companies, departments and users. Other modules use it only through this file.

export type { TOrgUser } from './find-user.ts';
export { activeUsersWithRole } from './find-user.ts';
export {
  findUserByAccount,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  isActiveUser,
  isCompanyAccount,
  normalizeAccount,
} from './find-user.ts';
export { buildSessionTicket, roleGrantsOf, ticketOf } from './build-ticket.ts';
export {
  companyFor,
  isTmcStaff,
  ofCompany,
  orgTenancy,
  ownCompany,
  rangeFilter,
  findReachedClients,
  reachedClients,
  reachedCompanies,
  reaches,
  scoped,
  scopedById,
  scopedCompanyById,
  teamCondition,
  teamUserIds,
  type TScopeOptions,
  type TScopedColumns,
} from './tenancy.ts';
export { clearRep, currentRep, repsOfCompanies, setRep } from './staff-assignments.ts';
export { registerNotifier, type TNotifier, type TOrgMessage } from './notifier.ts';
export { refreshCompanyTickets, refreshTicketsOf } from './refresh-tickets.ts';
export { createCompanyWithAdmin, createPersonalUser } from './create-accounts.ts';
export { insertCompany, insertUser, type TNewCompany, type TNewUser } from './create-accounts.ts';
export { upgradePersonalSpace } from './upgrade-personal-space.ts';
export { setPasswordHash } from './set-password.ts';
export { hashPassword, needsRehash, verifyPassword } from './password.ts';
export { DEMO_PASSWORD } from './seed-demo.ts';
export { companies, users, departments } from './tables.ts';
export { type TCompanyType } from './tables.ts';
export { costCenters, jobs, projects, userGroups, groupMembers } from './tables.ts';
export { departmentTree } from './get-department-tree.ts';
export { approvalRulesJson, companyConfig, configOf, type TCompanyConfig } from './get-company-config.ts';
export { companyRoles, roleHolderIds } from './role-holders.ts';
export { storeApprovalRules } from './save-company-config.ts';
export { isClientCompany, tmcCompanyId } from './tmc-company.ts';

/** Companies, departments and users; no calls of its own yet (the system group serves accounts). */
export const orgModule: TModule = {
  name: 'org',
  calls: [...structureCalls, ...companyCalls, ...employeeCalls, ...roleCalls],
  resources: [contactBinding, invoiceBinding, roleBinding, ...structureResources],
  seedDemo: async (tx, deps) => {
    await seedOrgDemo(tx, deps);
    await seedStructureDemo(tx, deps);
  },
};

import type { TModule } from '../../platform/calls/types.ts';
import { seedOrgDemo } from './seed-demo.ts';

// The org module: companies, departments and users. Other modules use it only through this file.

export type { TOrgUser } from './find-user.ts';
export {
  findUserByAccount,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  isActiveUser,
  isCompanyAccount,
  normalizeAccount,
} from './find-user.ts';
export { buildSessionTicket, ticketOf } from './build-ticket.ts';
export { createCompanyWithAdmin, createPersonalUser } from './create-accounts.ts';
export { upgradePersonalSpace } from './upgrade-personal-space.ts';
export { setPasswordHash } from './set-password.ts';
export { hashPassword, needsRehash, verifyPassword } from './password.ts';
export { DEMO_PASSWORD } from './seed-demo.ts';
export { companies, users, departments } from './tables.ts';

/** Companies, departments and users; no calls of its own yet (the system group serves accounts). */
export const orgModule: TModule = {
  name: 'org',
  calls: [],
  seedDemo: (tx, deps) => seedOrgDemo(tx, deps),
};

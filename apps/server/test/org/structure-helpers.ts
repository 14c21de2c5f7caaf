import { DataRange, RoleCategory } from '@opentmc/contracts';
import type { TTestApp } from '../harness.ts';

// Helpers of the structure tests: roles written straight into the tables, so the tests see only what the
// structure calls themselves do to tickets (no role call refreshes anything on their behalf).

/** Creates a role with one action and gives it to an owner (a department, group, job…). */
export const grantRole = async (
  t: TTestApp,
  companyId: string,
  code: string,
  action: string,
  ownerType: number,
  ownerId: string,
): Promise<string> => {
  const now = t.clock.now();
  const { rows } = await t.database.executeSql(
    `insert into roles (company_id, code, name, category, data_range, action_codes, created_at, updated_at)
     values ($1, $2, $2, $3, $4, $5, $6, $6) returning id`,
    [companyId, code, RoleCategory.User, DataRange.SelfOnly, [action], now],
  );
  const roleId = String((rows[0] as { id: string }).id);
  await t.database.executeSql(
    `insert into role_owners (role_id, company_id, owner_type, owner_id, created_at) values ($1, $2, $3, $4, $5)`,
    [roleId, companyId, ownerType, ownerId, now],
  );
  return roleId;
};

/** The role grants held by an owner. */
export const roleOwnersOf = async (t: TTestApp, ownerId: string) =>
  (await t.database.executeSql('select role_id from role_owners where owner_id = $1', [ownerId])).rows;

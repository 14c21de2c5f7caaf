import { and, arrayContains, asc, eq } from 'drizzle-orm';
import { isEmail, isMobile } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { companies, users, type TCompanyRow, type TUserRow } from './tables.ts';

/** A user with the company they belong to. */
export type TOrgUser = TUserRow & {
  company: Pick<TCompanyRow, 'id' | 'name' | 'nameEn' | 'type' | 'status' | 'featureCodes'>;
};

/** Which column an account string names: a mobile number, an email address, or else a login name. */
export const accountColumn = (account: string): 'mobile' | 'email' | 'loginName' => {
  if (isMobile(account)) return 'mobile';
  if (account.includes('@')) return 'email';
  return 'loginName';
};

/** The normal form of an account string: emails and login names are kept lower-case. */
export const normalizeAccount = (account: string): string => {
  const a = account.trim();
  return accountColumn(a) === 'mobile' ? a : a.toLowerCase();
};

const selectUser = async (tx: TTx, where: ReturnType<typeof eq>): Promise<TOrgUser | null> => {
  const rows = await tx
    .select({
      user: users,
      company: {
        id: companies.id,
        name: companies.name,
        nameEn: companies.nameEn,
        type: companies.type,
        status: companies.status,
        featureCodes: companies.featureCodes,
      },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(1);
  const row = rows[0];
  return row ? { ...row.user, company: row.company } : null;
};

export const findUserById = (tx: TTx, id: string) => selectUser(tx, eq(users.id, id));

export const findUserByMobile = (tx: TTx, mobile: string) => selectUser(tx, eq(users.mobile, mobile.trim()));

export const findUserByEmail = (tx: TTx, email: string) =>
  isEmail(email.trim()) ? selectUser(tx, eq(users.email, email.trim().toLowerCase())) : Promise.resolve(null);

/** Finds a user by account: login name, mobile or email (spec: "Account is the login name, mobile or email"). */
export const findUserByAccount = (tx: TTx, account: string): Promise<TOrgUser | null> => {
  const a = normalizeAccount(account);
  switch (accountColumn(a)) {
    case 'mobile':
      return findUserByMobile(tx, a);
    case 'email':
      return findUserByEmail(tx, a);
    default:
      return selectUser(tx, eq(users.loginName, a));
  }
};

/** Whether the user may log in: the account and its company are active. */
export const isActiveUser = (u: TOrgUser): boolean => u.status === 'active' && u.company.status === 'active';

/** Whether the user belongs to a company (anything but an individual's personal space). */
export const isCompanyAccount = (u: TOrgUser): boolean => u.company.type !== 'Personal';

/** The ids of the active users of a company who hold a role (e.g. the supplier's people who get an order's tasks). */
export const activeUsersWithRole = async (db: TTx, companyId: string, role: string): Promise<string[]> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), arrayContains(users.roles, [role])))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
};

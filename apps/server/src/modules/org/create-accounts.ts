import { FeatureCode, type TAccountKind, type TLang } from '@opentmc/contracts';
import type { TClock } from '../../platform/clock.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companies, users, type TCompanyType } from './tables.ts';
import { isUniqueViolation } from './unique-violation.ts';

export type TNewUser = {
  name: string;
  mobile: string | null;
  email?: string | null | undefined;
  loginName?: string | null | undefined;
  passwordHash: string | null;
  roles: TAccountKind[];
  lang?: TLang;
  departmentId?: string | null;
  jobTitle?: string;
};

export type TNewCompany = {
  name: string;
  nameEn?: string;
  shortName?: string;
  email?: string | null;
  type: TCompanyType;
  featureCodes: string[];
};

/** Maps a broken unique index to the business message the caller understands. */
export const uniqueErrors = (err: unknown): never => {
  if (isUniqueViolation(err, 'users_mobile_uq')) throw new BizError('system.errors.mobileRegistered');
  if (isUniqueViolation(err, 'users_email_uq')) throw new BizError('system.errors.emailRegistered');
  if (isUniqueViolation(err, 'companies_name_uq')) throw new BizError('system.errors.companyNameTaken');
  throw err;
};

export const insertCompany = async (tx: TTx, clock: TClock, c: TNewCompany): Promise<string> => {
  const [row] = await tx
    .insert(companies)
    .values({
      name: c.name,
      nameEn: c.nameEn ?? '',
      shortName: c.shortName ?? '',
      email: c.email ?? null,
      type: c.type,
      featureCodes: c.featureCodes,
      createdAt: clock.now(),
    })
    .returning({ id: companies.id })
    .catch(uniqueErrors);
  return row!.id;
};

export const insertUser = async (tx: TTx, clock: TClock, companyId: string, u: TNewUser): Promise<string> => {
  const now = clock.now();
  const [row] = await tx
    .insert(users)
    .values({
      companyId,
      departmentId: u.departmentId ?? null,
      loginName: u.loginName?.toLowerCase() ?? null,
      mobile: u.mobile,
      email: u.email ? u.email.toLowerCase() : null,
      name: u.name,
      jobTitle: u.jobTitle ?? '',
      passwordHash: u.passwordHash,
      roles: u.roles,
      lang: u.lang ?? 'cn',
      createdAt: now,
      passwordChangedAt: u.passwordHash ? now : null,
    })
    .returning({ id: users.id })
    .catch(uniqueErrors);
  return row!.id;
};

/** A new client company with its registrant as company administrator (company registration). */
export const createCompanyWithAdmin = async (
  tx: TTx,
  clock: TClock,
  c: { companyName: string; admin: Omit<TNewUser, 'roles'> },
): Promise<{ companyId: string; userId: string }> => {
  const companyId = await insertCompany(tx, clock, {
    name: c.companyName,
    type: 'Client',
    featureCodes: [FeatureCode.Client],
    email: c.admin.email ?? null,
  });
  const userId = await insertUser(tx, clock, companyId, { ...c.admin, roles: ['company_admin'] });
  return { companyId, userId };
};

/**
 * An individual user (personal registration). Every user belongs to a company, so an individual
 * gets a personal space of their own: a company row of type Personal with FeatureCodes ['Personal'].
 */
export const createPersonalUser = async (
  tx: TTx,
  clock: TClock,
  u: Omit<TNewUser, 'roles'>,
): Promise<{ companyId: string; userId: string }> => {
  const companyId = await insertCompany(tx, clock, {
    name: u.name,
    type: 'Personal',
    featureCodes: [FeatureCode.Personal],
  });
  const userId = await insertUser(tx, clock, companyId, { ...u, roles: ['individual'] });
  return { companyId, userId };
};

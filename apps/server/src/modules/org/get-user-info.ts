import { eq } from 'drizzle-orm';
import { maskMobile, type TUserInfo } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companies, departments, users } from './tables.ts';

/** A user's own profile (userinfo/details). */
export const userInfoOf = async (tx: TTx, userId: string): Promise<TUserInfo> => {
  const [r] = await tx
    .select({
      UserID: users.id,
      UserName: users.name,
      Mobile: users.mobile,
      Email: users.email,
      LoginName: users.loginName,
      Lang: users.lang,
      CompanyName: companies.name,
      DepartmentName: departments.name,
      JobTitle: users.jobTitle,
      EmployeeNo: users.employeeNo,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!r) throw new BizError('messages.notExists');
  return {
    ...r,
    Mobile: r.Mobile ? maskMobile(r.Mobile) : '',
    Email: r.Email ?? '',
    LoginName: r.LoginName ?? '',
    DepartmentName: r.DepartmentName ?? '',
  };
};

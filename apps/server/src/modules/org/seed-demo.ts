import { eq } from 'drizzle-orm';
import {
  DataRange,
  FeatureCode,
  InvoiceRole,
  InvoiceType,
  OrgAction,
  RoleCategory,
  RoleType,
  YesNo,
  creditCodeCheck,
  type TAccountKind,
} from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { insertCompany, insertUser } from './create-accounts.ts';
import { insertDepartment } from './departments.ts';
import { hashPassword } from './password.ts';
import { contacts, departments, invoiceTitles, roleOwners, roles } from './tables.ts';

/** The demo password of every demo account (README). */
export const DEMO_PASSWORD = 'Trip@2026';

type TDemoUser = { login: string; name: string; jobTitle: string; roles: TAccountKind[]; department?: string };

const account = (n: number, u: TDemoUser) => ({
  loginName: u.login,
  mobile: `138${String(n).padStart(8, '0')}`,
  email: `${u.login}@opentmc.local`,
  name: u.name,
  jobTitle: u.jobTitle,
  roles: u.roles,
});

/**
 * The demo data of issue 2 section 2: the TMC with its staff, a supplier, a client company with
 * four departments and four people, and an individual. Mobiles run 13800000001 upward in this order.
 */
export const seedOrgDemo = async (tx: TTx, deps: Pick<TDeps, 'clock'>): Promise<void> => {
  const { clock } = deps;
  // scrypt is slow on purpose: hash once, share it (each account still gets its own on first change).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let n = 0;
  const add = async (companyId: string, u: TDemoUser, departmentId: string | null = null) =>
    insertUser(tx, clock, companyId, { ...account(++n, u), passwordHash, departmentId });

  const tmc = await insertCompany(tx, clock, {
    name: 'OpenTMC 商旅服务',
    nameEn: 'OpenTMC Travel Services',
    shortName: 'OpenTMC',
    email: 'service@opentmc.local',
    type: 'Tmc',
    featureCodes: [FeatureCode.Platform, FeatureCode.Tmc],
  });
  await add(tmc, { login: 'operator', name: '陈平', jobTitle: '平台管理员', roles: ['platform_admin'] });
  await add(tmc, { login: 'service', name: '李娜', jobTitle: '客服专员', roles: ['service'] });
  await add(tmc, { login: 'sales', name: '王磊', jobTitle: '销售经理', roles: ['sales'] });
  await add(tmc, { login: 'supervisor', name: '赵敏', jobTitle: '服务主管', roles: ['supervisor'] });

  const supply = await insertCompany(tx, clock, {
    name: '示例供应商有限公司',
    nameEn: 'Demo Supplier Co., Ltd.',
    shortName: '示例供应商',
    type: 'Supplier',
    featureCodes: [FeatureCode.Supply],
  });
  await add(supply, { login: 'supplier', name: '孙强', jobTitle: '供应商对接人', roles: ['supplier'] });

  const client = await insertCompany(tx, clock, {
    name: '示例科技有限公司',
    nameEn: 'Demo Tech Co., Ltd.',
    shortName: '示例科技',
    email: 'admin@opentmc.local',
    type: 'Client',
    featureCodes: [FeatureCode.Client],
  });
  const dept: Record<string, string> = {};
  for (const [i, name] of ['总经办', '研发部', '销售部', '财务部'].entries()) {
    dept[name] = await insertDepartment(tx, clock, { companyId: client, parentId: null, name, orderBy: i + 1 });
  }
  await add(client, { login: 'admin', name: '周婷', jobTitle: '行政主管', roles: ['company_admin'] }, dept['总经办']);
  const approver = await add(
    client,
    { login: 'approver', name: '吴刚', jobTitle: '研发部负责人', roles: ['approver'] },
    dept['研发部'],
  );
  await tx.update(departments).set({ managerUserId: approver }).where(eq(departments.id, dept['研发部']!));
  await add(client, { login: 'employee', name: '郑浩', jobTitle: '软件工程师', roles: ['employee'] }, dept['研发部']);
  await add(client, { login: 'finance', name: '冯丽', jobTitle: '财务专员', roles: ['finance'] }, dept['财务部']);
  // The company's default contact and invoice title.
  const now = clock.now();
  await tx.insert(contacts).values({
    ownerId: client,
    companyId: client,
    name: '周婷',
    phone: '13800000006',
    email: 'admin@opentmc.local',
    isDefault: YesNo.Yes,
    createdAt: now,
    updatedAt: now,
  });
  const creditFirst17 = '91310115MA1K4B2X0';
  await tx.insert(invoiceTitles).values({
    ownerId: client,
    companyId: client,
    invoiceRole: InvoiceRole.Company,
    invoiceType: InvoiceType.Special,
    title: '示例科技有限公司',
    taxpayerNo: `${creditFirst17}${creditCodeCheck(creditFirst17)}`,
    bankName: '招商银行上海分行',
    bankAccount: '121900000010001',
    registeredAddress: '上海市浦东新区张江路 100 号',
    registeredPhone: '021-50000000',
    isDefault: YesNo.Yes,
    createdAt: now,
    updatedAt: now,
  });
  // A company role, so the role screens show one with a holder: 财务部 keeps cost centres and projects.
  const [role] = await tx
    .insert(roles)
    .values({
      companyId: client,
      code: 'cost_keeper',
      name: '成本中心维护',
      nameEn: 'Cost-centre keeper',
      category: RoleCategory.User,
      dataRange: DataRange.OwnDepartment,
      actionCodes: [OrgAction.costCenters, OrgAction.projects],
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning({ id: roles.id });
  await tx.insert(roleOwners).values({
    roleId: role!.id,
    companyId: client,
    ownerType: RoleType.Department,
    ownerId: dept['财务部']!,
    createdAt: clock.now(),
  });

  const personal = await insertCompany(tx, clock, {
    name: '林晓',
    type: 'Personal',
    featureCodes: [FeatureCode.Personal],
  });
  await add(personal, { login: 'traveler', name: '林晓', jobTitle: '', roles: ['individual'] });
  // Added after the first ten, so their mobiles stay as documented.
  await add(tmc, { login: 'accountant', name: '钱芳', jobTitle: '结算会计', roles: ['tmc_finance'] });
};

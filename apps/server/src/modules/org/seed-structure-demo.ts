import { and, eq, inArray } from 'drizzle-orm';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { companies, costCenters, groupMembers, jobs, projects, userGroups, users } from './tables.ts';

/**
 * Demo jobs, a group, cost centres and projects of the demo client company (示例科技有限公司), so its
 * structure screens are not empty. Runs after the org demo, which made the company and its people.
 */
export const seedStructureDemo = async (tx: TTx, deps: Pick<TDeps, 'clock'>): Promise<void> => {
  const [client] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, '示例科技有限公司'))
    .limit(1);
  if (!client) return;
  const companyId = client.id;
  const now = deps.clock.now();
  const stamp = { companyId, createdAt: now, updatedAt: now };

  await tx.insert(jobs).values([
    { ...stamp, name: '总监', level: 1, remark: '部门负责人及以上' },
    { ...stamp, name: '经理', level: 2, remark: '' },
    { ...stamp, name: '主管', level: 3, remark: '' },
    { ...stamp, name: '专员', level: 5, remark: '一般员工' },
  ]);

  const [group] = await tx
    .insert(userGroups)
    .values({ ...stamp, name: '差旅常客', remark: '每月出差两次以上的同事' })
    .returning({ id: userGroups.id });
  const people = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.loginName, ['approver', 'employee'])));
  if (group && people.length)
    await tx.insert(groupMembers).values(people.map((p) => ({ groupId: group.id, userId: p.id })));

  await tx.insert(costCenters).values([
    { ...stamp, code: 'CC-001', name: '管理费用', managerName: '周婷' },
    { ...stamp, code: 'CC-002', name: '研发费用', managerName: '吴刚' },
    { ...stamp, code: 'CC-003', name: '销售费用', managerName: '', enabled: false, remark: '暂停使用' },
  ]);
  await tx.insert(projects).values([
    { ...stamp, code: 'PJ-2026-001', name: '华东客户拓展', startDate: '2026-01-01', endDate: '2026-12-31' },
    { ...stamp, code: 'PJ-2026-002', name: '新版本发布会', startDate: '2026-06-01', endDate: '2026-06-30' },
  ]);
};

import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { TDepartmentNode } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { departments, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

type TSibling = Pick<TDepartmentNode, 'DepartmentID' | 'DepartmentName' | 'OrderBy'>;

/** How siblings are ordered: by OrderBy, then by name, then by id (the tree and moves agree on it). */
export const bySiblingOrder = (a: TSibling, b: TSibling): number =>
  a.OrderBy - b.OrderBy ||
  a.DepartmentName.localeCompare(b.DepartmentName, 'zh-CN') ||
  a.DepartmentID.localeCompare(b.DepartmentID);

/** Every department of a company, parents before children and siblings by their order, then name. */
export const departmentTree = async (tx: TTx, companyId: TScopedCompany): Promise<TDepartmentNode[]> => {
  const rows = await tx
    .select({
      DepartmentID: departments.id,
      DepartmentName: departments.name,
      ParentID: departments.parentId,
      ManagerID: departments.managerUserId,
      ManagerName: users.name,
      OrderBy: departments.orderBy,
    })
    .from(departments)
    .leftJoin(users, eq(users.id, departments.managerUserId))
    .where(ofCompany(departments.companyId, companyId));
  const counts = await tx
    .select({ id: users.departmentId, n: count() })
    .from(users)
    .where(and(ofCompany(users.companyId, companyId), isNotNull(users.departmentId)))
    .groupBy(users.departmentId);
  const people = new Map(counts.map((c) => [c.id ?? '', Number(c.n)]));
  const nodes = rows.map((r): TDepartmentNode => ({
    ...r,
    ParentID: r.ParentID ?? '',
    ManagerID: r.ManagerID ?? '',
    ManagerName: r.ManagerName ?? '',
    PeopleCount: people.get(r.DepartmentID) ?? 0,
  }));
  nodes.sort(bySiblingOrder);
  const known = new Set(nodes.map((n) => n.DepartmentID));
  const children = new Map<string, TDepartmentNode[]>();
  for (const n of nodes) {
    // A parent that is not in the company (it cannot happen through the calls) makes a root.
    const parent = known.has(n.ParentID) ? n.ParentID : '';
    children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  const out: TDepartmentNode[] = [];
  const seen = new Set<string>();
  const walk = (parent: string) => {
    for (const n of children.get(parent) ?? []) {
      if (seen.has(n.DepartmentID)) continue;
      seen.add(n.DepartmentID);
      out.push(n);
      walk(n.DepartmentID);
    }
  };
  walk('');
  return out;
};

/** DepartmentInfo/Tree: the whole tree of the caller's company (or a customer a TMC staff member serves). */
export const getDepartmentTree = async (ctx: TAuthedContext, p: { CompanyID?: string | undefined }) => {
  const companyId = await ctx.tenancy.companyFor(ctx.db, ctx.session, p.CompanyID ?? '');
  const Entities = await departmentTree(ctx.db, companyId);
  return { Entities, RecordCount: Entities.length };
};

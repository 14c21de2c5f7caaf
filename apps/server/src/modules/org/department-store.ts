import { and, count, eq } from 'drizzle-orm';
import { RoleType, departmentResource } from '@opentmc/contracts';
import { BizError } from '../../platform/errors.ts';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import type { TDbValues, THookScope } from '../../platform/resource/crud.ts';
import { departmentPath } from './departments.ts';
import { checkSiblingName, lockDepartmentTree, relocateDepartment } from './relocate-department.ts';
import { departments, roleOwners, users } from './tables.ts';
import { ofCompany } from './tenancy.ts';

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

const beforeSave = async (s: THookScope, values: TDbValues, existing: TDbValues | null) => {
  const { tx, companyId } = s;
  await lockDepartmentTree(tx, companyId);
  const parentId = 'parentId' in values ? str(values.parentId) : str(existing?.parentId);
  if (parentId && (await departmentPath(tx, companyId, parentId)) === null)
    throw new BizError('org.errors.parentDepartment');
  const manager = str(values.managerUserId);
  if (manager) {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, manager), ofCompany(users.companyId, companyId)))
      .limit(1);
    if (!u) throw new BizError('structure.errors.managerNotInCompany');
  }
  const name = String(values.name ?? existing?.name ?? '');
  const id = str(existing?.id) ?? undefined;
  if (!(await checkSiblingName(tx, { companyId, parentId, name, id })))
    throw new BizError('structure.errors.departmentNameTaken');
  // A new parent is a move: the paths of the whole subtree change with it.
  if (existing && id) await relocateDepartment(tx, companyId, { id, parentId: str(existing.parentId) }, parentId);
  return { ...values, parentId };
};

/** DepartmentInfo: the kit's List/Details/Update/Delete, with the tree kept whole by the hooks. */
export const departmentBinding: TResourceBinding = {
  resource: departmentResource,
  store: {
    table: departments,
    id: departments.id,
    owner: departments.companyId,
    columns: {
      DepartmentName: departments.name,
      ParentID: departments.parentId,
      ManagerID: departments.managerUserId,
      OrderBy: departments.orderBy,
    },
    createdAt: departments.createdAt,
    updatedAt: departments.updatedAt,
    hooks: {
      beforeSave,
      // A new department's path is its parent's and its own id, known once the row has one.
      afterSave: async (s, saved, existing) => {
        if (existing) return;
        const parent = str(saved.parentId);
        const base = parent ? await departmentPath(s.tx, s.companyId, parent) : '/';
        await s.tx
          .update(departments)
          .set({ path: `${base ?? '/'}${String(saved.id)}/` })
          .where(eq(departments.id, String(saved.id)));
      },
      beforeDelete: async (s, existing) => {
        const id = String(existing.id);
        await lockDepartmentTree(s.tx, s.companyId);
        const [children] = await s.tx
          .select({ n: count() })
          .from(departments)
          .where(and(ofCompany(departments.companyId, s.companyId), eq(departments.parentId, id)));
        const [people] = await s.tx.select({ n: count() }).from(users).where(eq(users.departmentId, id));
        if (Number(children?.n ?? 0) > 0 || Number(people?.n ?? 0) > 0)
          throw new BizError('structure.errors.departmentNotEmpty');
        await s.tx
          .delete(roleOwners)
          .where(
            and(
              ofCompany(roleOwners.companyId, s.companyId),
              eq(roleOwners.ownerType, RoleType.Department),
              eq(roleOwners.ownerId, id),
            ),
          );
      },
    },
  },
};

import { and, eq, ne } from 'drizzle-orm';
import type { DepartmentMove } from '@opentmc/contracts';
import type { z } from 'zod';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { bySiblingOrder } from './get-department-tree.ts';
import { childrenOf, checkSiblingName, lockDepartmentTree, relocateDepartment } from './relocate-department.ts';
import { departments } from './tables.ts';
import { ofCompany } from './tenancy.ts';

/**
 * DepartmentInfo/Move (drag and drop): puts a department under a parent (or at the top) at a place among its
 * new siblings, which are numbered again 1, 2, 3… in their new order.
 */
export const moveDepartment = (ctx: TAuthedContext, p: z.output<(typeof DepartmentMove)['payload']>) =>
  ctx.db.transaction(async (tx) => {
    const companyId = await ctx.tenancy.companyFor(tx, ctx.session, p.CompanyID ?? '');
    await lockDepartmentTree(tx, companyId);
    const [d] = await tx
      .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
      .from(departments)
      .where(and(eq(departments.id, p.DepartmentID), ofCompany(departments.companyId, companyId)))
      .limit(1);
    if (!d) throw new BizError('messages.notExists');
    const parentId = p.ParentID || null;
    if (!(await checkSiblingName(tx, { companyId, parentId, name: d.name, id: d.id })))
      throw new BizError('structure.errors.departmentNameTaken');
    await relocateDepartment(tx, companyId, d, parentId);
    const siblings = await tx
      .select({ DepartmentID: departments.id, DepartmentName: departments.name, OrderBy: departments.orderBy })
      .from(departments)
      .where(and(childrenOf(companyId, parentId), ne(departments.id, d.id)));
    const order = siblings.sort(bySiblingOrder).map((s) => s.DepartmentID);
    order.splice(Math.min(p.OrderBy, order.length), 0, d.id);
    const was = new Map(siblings.map((s) => [s.DepartmentID, s.OrderBy]));
    const now = ctx.clock.now();
    for (const [i, id] of order.entries()) {
      if (id !== d.id && was.get(id) === i + 1) continue;
      await tx
        .update(departments)
        .set({ orderBy: i + 1, ...(id === d.id ? { updatedAt: now } : {}) })
        .where(eq(departments.id, id));
    }
    ctx.succeed('messages.updated');
    return true;
  });

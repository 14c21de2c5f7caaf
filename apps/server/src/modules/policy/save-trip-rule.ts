import { and, eq, inArray, ne } from 'drizzle-orm';
import { tripRuleOfInput, type TTripRuleParsed, type TTripRuleRow } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { departments, ofCompany } from '../org/index.ts';
import { effectiveCategories } from './city-categories.ts';
import { policyCompanyFor } from './policy-company.ts';
import { tripRules, type TTripRuleItems } from './tables.ts';
import { departmentNames, tripRuleRowOf } from './trip-rules.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * TripRule/Update: a new rule or a whole replacement of one. Who it applies to must be unambiguous, since the
 * engine takes the first rule that matches: one company-wide rule, a job level in one position rule, a department
 * in one department rule. Departments are the company's; hotel caps are keyed by its city categories.
 */
export const saveTripRule = async (ctx: TAuthedContext, p: TTripRuleParsed): Promise<TTripRuleRow> =>
  ctx.db.transaction(async (tx) => {
    const { companyId } = await policyCompanyFor(ctx, tx, p.CompanyID);
    const id = p.RuleID || undefined;
    const [existing] = id
      ? await tx
          .select()
          .from(tripRules)
          .where(and(eq(tripRules.id, id), ofCompany(tripRules.companyId, companyId)))
          .limit(1)
      : [];
    if (id && !existing) throw new BizError('messages.notExists');
    const others = await tx
      .select()
      .from(tripRules)
      .where(and(ofCompany(tripRules.companyId, companyId), id ? ne(tripRules.id, id) : undefined));
    if (others.some((o) => o.name === p.Name)) throw new BizError('policy.errors.ruleNameTaken', { name: p.Name });
    const jobLevels = p.Scope === 'Position' ? p.JobLevels : [];
    const departmentIds = p.Scope === 'Department' ? p.DepartmentIDs : [];
    if (p.Scope === 'All') {
      const all = others.find((o) => o.scope === 'All');
      if (all) throw new BizError('policy.errors.allRuleExists', { rule: all.name });
    }
    for (const level of jobLevels) {
      const hit = others.find((o) => o.scope === 'Position' && o.jobLevels.includes(level));
      if (hit) throw new BizError('policy.errors.jobLevelTaken', { level, rule: hit.name });
    }
    if (departmentIds.length > 0) {
      const found = await tx
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(and(ofCompany(departments.companyId, companyId), inArray(departments.id, departmentIds)));
      const unknown = departmentIds.find((d) => !found.some((f) => f.id === d));
      if (unknown) throw new BizError('policy.errors.unknownDepartment', { id: unknown });
      for (const d of departmentIds) {
        const hit = others.find((o) => o.scope === 'Department' && o.departmentIds.includes(d));
        if (hit)
          throw new BizError('policy.errors.departmentTaken', {
            department: found.find((f) => f.id === d)?.name ?? d,
            rule: hit.name,
          });
      }
    }
    const capCodes = Object.keys(p.hotel?.nightlyCap?.value ?? {});
    if (capCodes.length > 0) {
      const known = new Set((await effectiveCategories(tx, companyId)).map((c) => c.row.code));
      const unknown = capCodes.find((c) => !known.has(c));
      if (unknown) throw new BizError('policy.errors.unknownCityCategory', { code: unknown });
    }
    const { flight, hotel, train, car } = tripRuleOfInput(p, id ?? '');
    const items: TTripRuleItems = {
      ...(flight ? { flight } : {}),
      ...(hotel ? { hotel } : {}),
      ...(train ? { train } : {}),
      ...(car ? { car } : {}),
    };
    const now = ctx.clock.now();
    const values = {
      name: p.Name,
      scope: p.Scope,
      jobLevels,
      departmentIds,
      items,
      updatedBy: ctx.session.userId,
      updatedAt: now,
    };
    let row;
    try {
      [row] = existing
        ? await tx.update(tripRules).set(values).where(eq(tripRules.id, existing.id)).returning()
        : await tx
            .insert(tripRules)
            .values({ ...values, companyId, createdAt: now })
            .returning();
    } catch (err) {
      // A save racing this one took the name or the company-wide scope first.
      if (isUniqueViolation(err)) throw new BizError('policy.errors.ruleConflict');
      throw err;
    }
    ctx.succeed(existing ? 'messages.updated' : 'messages.added');
    return tripRuleRowOf(row!, await departmentNames(tx, companyId, departmentIds));
  });

import { SERVICE_SCOPED_RULES, type TApprovalRuleInfo, type TApprovalRuleSettings } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText } from '../../platform/db/statement.ts';
import { approvalRulesJson, configOf, storeApprovalRules } from '../org/index.ts';
import { policyCompanyFor, type TPolicyCompany } from './policy-company.ts';
import { approvalRuleServices } from './tables.ts';

// Approval-rule settings (btrip ApprovalRule/Get and Save): the switches are the company configuration's (org),
// the services of the scoped rules are this module's.

/**
 * A company's approval-rule settings as one JSON object (a scalar subquery; `company` names its parameter): the
 * switches (the company configuration's) and the services of the scoped rules (this module's); and its reader.
 */
export const approvalSettingsJson = (company: string): string =>
  `json_build_object('rules', ${approvalRulesJson(company)},
    'services', (SELECT coalesce(json_agg(json_build_object('code', s.rule_code, 'types', s.service_types)), '[]')
                   FROM approval_rule_services s WHERE s.company_id = ${company}))`;
export const readApprovalSettingsJson = (json: unknown): TApprovalRuleSettings => {
  const j = json as { rules: number[] | null; services: { code: number; types: number[] }[] };
  return {
    rules: configOf(j.rules ?? []).approvalRules,
    services: Object.fromEntries(j.services.map((r) => [r.code, r.types])),
  };
};

const SETTINGS = sqlText(`SELECT ${approvalSettingsJson('$1')} AS "settings"`);
/** A company's approval-rule settings as the enforcement hook reads them. */
export const approvalSettingsFor = async (db: TTx, companyId: string): Promise<TApprovalRuleSettings> => {
  const [row] = await runSql(db, SETTINGS, [companyId]);
  return readApprovalSettingsJson(row!['settings']);
};

const infoOf = async (tx: TTx, c: TPolicyCompany): Promise<TApprovalRuleInfo> => {
  const settings = await approvalSettingsFor(tx, c.companyId);
  return {
    CompanyID: c.companyId,
    CompanyName: c.companyName,
    Rules: [...settings.rules],
    Details: SERVICE_SCOPED_RULES.map((Code) => ({ Code, ServiceTypes: [...(settings.services?.[Code] ?? [])] })),
  };
};

/** ApprovalRule/Get: the settings of the caller's company (any member) or of a client a TMC staff member reaches. */
export const getApprovalRules = async (ctx: TAuthedContext, p: { CompanyID?: string | undefined }) =>
  infoOf(ctx.db, await policyCompanyFor(ctx, ctx.db, p.CompanyID));

/** ApprovalRule/Save: the switches (all of them) and the services of the scoped rules given. */
export const saveApprovalRules = async (
  ctx: TAuthedContext,
  p: { CompanyID?: string | undefined; Rules: number[]; Details?: { Code: number; ServiceTypes: number[] }[] },
): Promise<TApprovalRuleInfo> =>
  ctx.db.transaction(async (tx) => {
    const c = await policyCompanyFor(ctx, tx, p.CompanyID);
    const now = ctx.clock.now();
    await storeApprovalRules(tx, { companyId: c.companyId, rules: p.Rules, userId: ctx.session.userId, now });
    // One upsert per rule: saves racing each other end with one of them, never with a broken key.
    for (const d of p.Details ?? []) {
      const values = { serviceTypes: d.ServiceTypes, updatedBy: ctx.session.userId, updatedAt: now };
      await tx
        .insert(approvalRuleServices)
        .values({ companyId: c.companyId, ruleCode: d.Code, ...values })
        .onConflictDoUpdate({ target: [approvalRuleServices.companyId, approvalRuleServices.ruleCode], set: values });
    }
    ctx.succeed('messages.saved');
    return infoOf(tx, c);
  });

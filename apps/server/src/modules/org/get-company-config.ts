import { eq } from 'drizzle-orm';
import { OrgAction, TripApprovalRule, formatDateTime, type TCompanyConfigInfo } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText } from '../../platform/db/statement.ts';
import { BizError, forbidden } from '../../platform/errors.ts';
import { companies, companyConfigs } from './tables.ts';
import { ofCompany, ownCompany } from './tenancy.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';

/** A company's configuration as other modules read it: the TripApprovalRule codes switched on. */
export type TCompanyConfig = {
  /** Every rule switched on (TripApprovalRule codes), ascending. */
  approvalRules: readonly number[];
  /** Whether one rule is on. */
  has: (rule: number) => boolean;
  /** Online booking needs approval. */
  approvalRequired: boolean;
  costCenterRequired: boolean;
  projectRequired: boolean;
  violationReasonRequired: boolean;
  travelPurposeRequired: boolean;
  flightBookingDisabled: boolean;
  hotelBookingDisabled: boolean;
  trainBookingDisabled: boolean;
};

export const configOf = (approvalRules: readonly number[]): TCompanyConfig => {
  const on = new Set(approvalRules);
  const has = (rule: number) => on.has(rule);
  return {
    approvalRules: [...on].sort((a, b) => a - b),
    has,
    approvalRequired: has(TripApprovalRule.OnlineBookingApproval),
    costCenterRequired: has(TripApprovalRule.CostCenterRequired),
    projectRequired: has(TripApprovalRule.ProjectCodeRequired),
    violationReasonRequired: has(TripApprovalRule.ViolationReasonRequired),
    travelPurposeRequired: has(TripApprovalRule.TravelPurposeRequired),
    flightBookingDisabled: has(TripApprovalRule.FlightBookingDisabled),
    hotelBookingDisabled: has(TripApprovalRule.HotelBookingDisabled),
    trainBookingDisabled: has(TripApprovalRule.TrainBookingDisabled),
  };
};

/** A company's approval-rule switches as a JSON array (a scalar subquery; `company` names its parameter). */
export const approvalRulesJson = (company: string): string =>
  `(SELECT to_json(c.approval_rules) FROM company_configs c WHERE c.company_id = ${company})`;

const APPROVAL_RULES = sqlText(`SELECT ${approvalRulesJson('$1')} AS "rules"`);
/**
 * The configuration of a company (system ConfigInfo): every switch is off until the company saves one.
 * Booking, approval and order modules call it through the org module's index.
 */
export const companyConfig = async (tx: TTx, companyId: string): Promise<TCompanyConfig> => {
  const [row] = await runSql(tx, APPROVAL_RULES, [companyId]);
  return configOf((row?.['rules'] as number[] | null) ?? []);
};

/**
 * The company a ConfigInfo call acts on: the caller's own needs the config action; a client company the
 * caller reaches as TMC staff needs the config-management action.
 */
export const configCompanyFor = async (ctx: TAuthedContext, tx: TTx, requested: string | undefined) => {
  const { CompanyID: own, ActionCodes: codes } = ctx.session.ticket;
  const isOwn = !requested || requested === own;
  if (!codes.includes(isOwn ? OrgAction.config : OrgAction.configManage)) throw forbidden();
  const companyId = isOwn ? ownCompany(ctx.session) : await ctx.tenancy.companyFor(tx, ctx.session, requested);
  const [c] = await tx
    .select({ name: companies.name, type: companies.type })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  // Travel rules are a client company's: the TMC, suppliers and individuals have none to set.
  if (!c || c.type !== 'Client') throw new BizError('company.errors.notClient');
  return { companyId, companyName: c.name };
};

/** The configuration as ConfigInfo/Details and Save return it. */
export const configInfoOf = async (
  tx: TTx,
  c: { companyId: TScopedCompany; companyName: string },
): Promise<TCompanyConfigInfo> => {
  const [row] = await tx.select().from(companyConfigs).where(ofCompany(companyConfigs.companyId, c.companyId)).limit(1);
  return {
    CompanyID: c.companyId,
    CompanyName: c.companyName,
    ApprovalRules: configOf(row?.approvalRules ?? []).approvalRules.slice(),
    UpdateTime: row ? formatDateTime(row.updatedAt) : '',
  };
};

/** ConfigInfo/Details. */
export const getCompanyConfig = async (ctx: TAuthedContext, requested: string | undefined) =>
  configInfoOf(ctx.db, await configCompanyFor(ctx, ctx.db, requested));

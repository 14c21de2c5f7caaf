import {
  TripApprovalRule,
  evaluateStandards,
  servicesNeedingReason,
  stayCities,
  verdictNeeds,
  type TBtripVerdict,
  type TLang,
  type TStandardVerdict,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { companyConfig } from '../org/index.ts';
import { categoryOf, rulesOf, travellerOf } from './policy-port.ts';
import type { TStoredLeg, TStoredService, TStoredViolation } from './tables.ts';

/** A verdict and the services that need a violation reason under it. */
export type TTaskVerdict = Omit<TStandardVerdict, 'violations'> & {
  violations: (TStandardVerdict['violations'][number] & { ruleName: string })[];
  reasonServices: number[];
};

/**
 * The travel-policy verdict on an itinerary: the company's rules, each traveller as the rules see them, and the
 * category of every city they stay in. Under "violation reason required" every violation needs a reason.
 */
export const evaluateTask = async (
  tx: TTx,
  clock: TClock,
  companyId: string,
  t: { travellers: readonly string[]; legs: readonly TStoredLeg[]; services: readonly TStoredService[] },
): Promise<TTaskVerdict> => {
  const rules = await rulesOf(tx, companyId);
  if (rules.length === 0) return { compliant: true, level: 0, violations: [], reasonServices: [] };
  const travellers = await Promise.all(t.travellers.map((id) => travellerOf(tx, companyId, id)));
  const stayCategories = await Promise.all(stayCities(t.legs).map((c) => categoryOf(tx, companyId, c)));
  const verdict = evaluateStandards(
    rules,
    travellers,
    {
      services: t.services.map((s) => ({
        ServiceType: s.ServiceType,
        ...(s.Cabin !== undefined ? { Cabin: s.Cabin } : {}),
        ...(s.HotelStar !== undefined ? { HotelStar: s.HotelStar } : {}),
        ...(s.NightlyFen !== undefined ? { NightlyFen: s.NightlyFen } : {}),
      })),
      departDate: t.legs[0]?.DepartDate ?? '',
      stayCategories,
    },
    clock.now().toISOString(),
  );
  const config = await companyConfig(tx, companyId);
  const names = new Map(rules.map((r) => [r.RuleID, r.Name]));
  return {
    ...verdict,
    violations: verdict.violations.map((v) => ({ ...v, ruleName: names.get(v.RuleID) ?? '' })),
    reasonServices: servicesNeedingReason(verdict.violations, config.has(TripApprovalRule.ViolationReasonRequired)),
  };
};

/** A verdict as it is stored with the application. */
export const storedViolations = (v: TTaskVerdict): TStoredViolation[] =>
  v.violations.map((x) => ({
    code: x.code,
    ServiceType: x.ServiceType,
    level: x.level,
    message: x.message,
    limit: x.limit,
    actual: x.actual,
    RuleID: x.RuleID,
    ruleName: x.ruleName,
    UserID: x.UserID ?? '',
  }));

/** A verdict on the wire, messages in the caller's language. */
export const verdictView = (
  v: { level: number; violations: readonly TStoredViolation[]; reasonServices: readonly number[] },
  lang: TLang,
  names: ReadonlyMap<string, string>,
): TBtripVerdict => {
  const needs = verdictNeeds(v.level);
  return {
    Level: v.level,
    Compliant: v.violations.length === 0,
    Forbidden: needs.forbidden,
    ReasonRequired: v.reasonServices.length > 0,
    ReasonServices: [...v.reasonServices],
    OutOfPolicy: needs.outOfPolicy,
    Violations: v.violations.map((x) => ({
      Code: x.code,
      ServiceType: x.ServiceType,
      Level: x.level,
      Message: x.message[lang],
      Limit: x.limit,
      Actual: x.actual,
      RuleID: x.RuleID,
      RuleName: x.ruleName,
      UserID: x.UserID,
      UserName: names.get(x.UserID) ?? '',
    })),
  };
};

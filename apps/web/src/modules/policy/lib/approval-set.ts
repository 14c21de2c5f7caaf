import {
  APPROVAL_RULE_GROUPS,
  POLICY_SERVICE_TYPES,
  SERVICE_SCOPED_RULES,
  conflictOf,
  lookupMaps,
  lookupOf,
  type TApprovalRuleInfo,
} from '@opentmc/contracts';

// The approval-rule settings screens' pure parts: rule names, the groups, toggling and the services of a rule.

const CODE_NAMES = lookupMaps(lookupOf('TripApprovalRule')).CodeById;

/** The stable name of a rule code (e.g. 3453 → CostCenterRequired), '' when it is none. */
export const ruleName = (code: number): string => CODE_NAMES[String(code)] ?? '';

/** Whether a code has services to set (the detail screen). */
export const isScoped = (code: number): boolean => SERVICE_SCOPED_RULES.includes(code);

export const GROUPS = APPROVAL_RULE_GROUPS;
export const SERVICES = POLICY_SERVICE_TYPES;

/** The rules after switching one on or off, ascending. */
export const toggle = (rules: readonly number[], code: number, on: boolean): number[] => {
  const next = new Set(rules);
  if (on) next.add(code);
  else next.delete(code);
  return [...next].sort((a, b) => a - b);
};

/** Whether the rules contradict each other (the server refuses them). */
export const conflicting = (rules: readonly number[]): boolean => conflictOf(rules) !== null;

/** The services a rule applies to (empty: every service). */
export const servicesOf = (info: Pick<TApprovalRuleInfo, 'Details'>, code: number): number[] =>
  info.Details.find((d) => d.Code === code)?.ServiceTypes ?? [];

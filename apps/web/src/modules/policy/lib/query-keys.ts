// TanStack Query keys of the travel-policy screens.
export const POLICY_KEY = ['policy'] as const;
export const tripRulesKey = (companyId: string) => [...POLICY_KEY, 'tripRules', companyId] as const;
export const tripRuleKey = (companyId: string, id: string) => [...POLICY_KEY, 'tripRule', companyId, id] as const;
export const ruleOptionsKey = (companyId: string) => [...POLICY_KEY, 'ruleOptions', companyId] as const;
export const citiesKey = [...POLICY_KEY, 'cities'] as const;
export const approvalRulesKey = (companyId: string) => [...POLICY_KEY, 'approvalRules', companyId] as const;
export const clientCompaniesKey = (keyWords: string) => [...POLICY_KEY, 'clients', keyWords] as const;

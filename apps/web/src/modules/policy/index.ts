// The policy module's parts other web modules may use: the company a company-scoped back-office screen works on,
// and the TMC staff's choice of client company.
export { ClientCompanyBar, PickClientFirst } from './components/ClientCompanyBar.tsx';
export { policyTarget, type TPolicyTarget } from './lib/company.ts';

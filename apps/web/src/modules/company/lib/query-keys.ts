// TanStack Query keys of the company screens.
export const COMPANY_KEY = ['company'] as const;
export const profileKey = (companyId: string) => [...COMPANY_KEY, 'profile', companyId] as const;
export const receiversKey = [...COMPANY_KEY, 'receivers'] as const;
export const inviteDepartmentsKey = [...COMPANY_KEY, 'inviteDepartments'] as const;
export const configKey = (companyId: string) => [...COMPANY_KEY, 'config', companyId] as const;
/** The side menu's key prefix (app shell): the menu follows the ticket's actions. */
export const USER_ACTIONS_KEY = ['system', 'userActions'] as const;

// TanStack Query keys of the service-fee screens.
export const CHARGE_KEY = ['charge'] as const;
export const chargeListKey = (companyId: string) => [...CHARGE_KEY, 'list', companyId] as const;
export const levelChargeKey = (levelId: string) => [...CHARGE_KEY, 'level', levelId] as const;

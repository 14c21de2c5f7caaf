// TanStack Query keys of the trade screens. Everything under TRADE_KEY is refetched after money moves.
export const TRADE_KEY = ['trade'] as const;
export const accountsKey = (companyId: string) => [...TRADE_KEY, 'accounts', companyId] as const;
export const creditChangesKey = (companyId: string) => [...TRADE_KEY, 'creditChanges', companyId] as const;
export const ledgerKey = [...TRADE_KEY, 'ledger'] as const;
export const dealsKey = [...TRADE_KEY, 'deals'] as const;
export const receiptsKey = [...TRADE_KEY, 'receipts'] as const;
export const dealKey = (tradeId: string) => [...TRADE_KEY, 'deal', tradeId] as const;
/** The side menu's badge counts (the shell's query), refetched after a receipt is confirmed or rejected. */
export const SIDE_BADGES_KEY = ['side', 'badges'] as const;
export const tradeCompaniesKey = (keyWords: string) => [...TRADE_KEY, 'companies', keyWords] as const;
/** The bank accounts and cards offered in the recharge and confirm forms. */
export const bankChoicesKey = (kind: string) => [...TRADE_KEY, 'bank', kind] as const;

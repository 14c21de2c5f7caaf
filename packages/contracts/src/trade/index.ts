export * from './actions.ts';
export * from './ledger.ts';
export * from './account.ts';
export * from './deal.ts';
export * from './export.ts';
export * from './bank.ts';
export * from './cashier.ts';

export * from './actions.ts';
export * from './fees.ts';
export * from './calls.ts';

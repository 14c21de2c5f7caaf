export * from './templates.ts';
export * from './calls.ts';

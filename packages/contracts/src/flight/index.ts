export * from './search.ts';
export * from './client-code.ts';

export * from './lookups.ts';

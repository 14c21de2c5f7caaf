export * from './site.ts';
export * from './security.ts';

export * from './services.ts';
export * from './customers.ts';
export * from './suppliers.ts';
export * from './level.ts';

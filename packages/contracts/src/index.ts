export * from './call.ts';
export * from './lang.ts';
export * from './format.ts';
export * from './validation.ts';
export * from './ticket.ts';
export * from './system/index.ts';
export * from './lookups/index.ts';
export * from './adapter/index.ts';

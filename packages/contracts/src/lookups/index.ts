export * from './fixed.ts';
export * from './define.ts';
export * from './lists.ts';
export * from './advise.ts';
export * from './catalogue.ts';

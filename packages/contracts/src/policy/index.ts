export * from './engine.ts';
export * from './actions.ts';
export * from './trip-rule.ts';
export * from './city-category.ts';
export * from './reasons.ts';
export * from './approval-rules.ts';

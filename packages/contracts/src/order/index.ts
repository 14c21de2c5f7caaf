export * from './transitions.ts';
export * from './number.ts';
export * from './lock.ts';
export * from './actions.ts';
export * from './display.ts';
export * from './reasons.ts';
export * from './lists.ts';
export * from './booking.ts';

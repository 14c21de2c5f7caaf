export * from './subject.ts';
export * from './actions.ts';
export * from './flow.ts';
export * from './decide.ts';

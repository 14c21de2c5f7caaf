export * from './engine.ts';

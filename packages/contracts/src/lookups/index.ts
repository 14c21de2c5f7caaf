export * from './fixed.ts';

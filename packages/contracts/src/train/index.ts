export * from './station.ts';
export * from './search.ts';

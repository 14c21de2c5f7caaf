export * from './define.ts';
export * from './pages.ts';

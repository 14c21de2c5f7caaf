export * from './site.ts';
export * from './security.ts';
export * from './captcha.ts';
export * from './code-limits.ts';
export * from './actions.ts';
export * from './mask.ts';

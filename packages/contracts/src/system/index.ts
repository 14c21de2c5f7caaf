export * from './site.ts';
export * from './security.ts';
export * from './captcha.ts';
export * from './actions.ts';
export * from './mask.ts';

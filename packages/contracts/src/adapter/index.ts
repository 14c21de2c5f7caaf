export * from './sms.ts';
export * from './advise.ts';

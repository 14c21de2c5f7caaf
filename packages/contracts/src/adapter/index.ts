export * from './sms.ts';

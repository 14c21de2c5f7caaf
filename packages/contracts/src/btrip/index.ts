export * from './task.ts';
export * from './attachment.ts';
export * from './standard.ts';
export * from './project.ts';

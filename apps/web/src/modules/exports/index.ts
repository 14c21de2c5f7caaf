// The export list (/system/bill/exportlist): files made by background exports, for other screens to point at.
export { EXPORTS_KEY } from './lib/exports.ts';

// The cashier's parts other web modules may use: its address for a deal awaiting payment.
export { cashierPath } from './lib/cashier.ts';

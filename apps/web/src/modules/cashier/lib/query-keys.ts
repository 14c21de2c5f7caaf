/** TanStack Query keys of the cashier. */
export const CASHIER_KEY = ['cashier'] as const;
export const cashierInfoKey = (tradeId: string) => ['cashier', 'info', tradeId] as const;
export const cashierPaymentKey = (paymentId: string) => ['cashier', 'payment', paymentId] as const;

import type { TModule } from '../../platform/calls/types.ts';
import { bankAccountBinding, bankCardBinding } from './bank-stores.ts';
import { exportFileBinding } from './export-store.ts';
import { exportWorkers } from './export-jobs.ts';
import { registerCashierWorkers } from './cashier-jobs.ts';
import { purgeIdempotencyKeys } from './idempotency.ts';
import { tradeCalls } from './routes.ts';
import { countReceipts } from './deal-calls.ts';
import { seedTradeDemo } from './seed-demo.ts';
import { queueName } from '../../platform/queues.ts';

// The trade module (issue 5): company trade accounts, the double-entry ledger, recharges, payments, refunds and
// idempotency of every money-moving call. Orders reach it only through this file, by an order reference
// {service, UniqueID}; they never touch its tables. Trade reaches an order back only through the handlers its
// service registers (registerDealOrderHandlers): paid or refunded by any path, the order follows in the same
// transaction.

export { cancelDeal, createPaymentDeal, loadDeal, payDeal, refundDeal, settleOnline, type TDealRow } from './deals.ts';
export { repriceDeal, type TRepricedDeal } from './reprice-deal.ts';
export {
  registerDealOrderHandlers,
  type TDealOrderHandlers,
  type TDealOrderRef,
  type TDealPaidEvent,
  type TDealRefundedEvent,
} from './order-links.ts';
export { once as runOnce } from './idempotency.ts';
export { countReceipts } from './deal-calls.ts';
export { dealView } from './views.ts';
// The cashier's gateway simulator and expiry job, for the tests that drive them.
export { activeSimulator, createSimGateway } from './gateway/index.ts';
export { closeExpiredPayments } from './cashier-payments.ts';
export { tradeDeals, tradePayments, tradeAccounts, tradeDetails, tradeHolds, exportFiles } from './tables.ts';

const PURGE_QUEUE = queueName('trade.purge-idempotency-keys');

export const tradeModule: TModule = {
  name: 'trade',
  calls: tradeCalls,
  resources: [bankAccountBinding, bankCardBinding, exportFileBinding],
  // The side menu's receipts badge: the recharges awaiting the caller's confirmation.
  badges: { TradeReceipt: countReceipts },
  workers: async (deps) => {
    await deps.jobs.work(PURGE_QUEUE, async () => {
      await purgeIdempotencyKeys(deps.db, deps.clock.now());
    });
    await deps.jobs.schedule(PURGE_QUEUE, '41 * * * *');
    await exportWorkers(deps);
    await registerCashierWorkers(deps);
  },
  seedDemo: (tx, deps) => seedTradeDemo(tx, deps),
};

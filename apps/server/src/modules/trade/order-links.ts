import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TDealRow } from './deals.ts';

// What happens to an order when one of its deals is paid or refunded (issue 14 items 8 and 9; ADR 0027). A deal
// knows its order only by the reference {service, UniqueID}; the order side registers, per service, what its order
// does, and trade calls it in the transaction that moves the money, on every path: bill/TradeDeal/Payment and
// Refund, the cashier (an account at once, or the gateway's notice), and the products' own calls. Trade imports
// neither the order engine nor a product: the registry is the one way back.
//
// Locks: the order's row is locked (`lock`) before the deal's, on every path, as the order paths do (they move the
// order, then its deal), so a payment and a cancel of the same order queue instead of deadlocking.

/** An order reference, as a deal holds it. */
export type TDealOrderRef = { service: string; uniqueId: string };

export type TDealPaidEvent = {
  ref: TDealOrderRef;
  /** The deal as paid (Finished). */
  deal: TDealRow;
  /** The company account that paid it (AccountType); null when paid online through the gateway. */
  accountType: number | null;
  /** The user whose call paid it; null for the gateway's notice. */
  byUserId: string | null;
  now: Date;
};

export type TDealRefundedEvent = {
  ref: TDealOrderRef;
  /** The payment refunded (its refunded total raised). */
  payment: TDealRow;
  /** The refund deal. */
  refund: TDealRow;
  byUserId: string | null;
  reason: string;
  now: Date;
};

export type TDealOrderHandlers = {
  /**
   * Locks the order's row for the caller's transaction, before its deal's. For a payment, returns why the order takes
   * none now (an i18n key: not submitted, in approval...), or null when it does.
   */
  lock(tx: TTx, ref: TDealOrderRef, forPayment: boolean): Promise<string | null>;
  /** The deal was paid: the order moves on (awaiting payment → fulfilment) and its paid amount follows. */
  paid(tx: TTx, e: TDealPaidEvent): Promise<void>;
  /** Part of the deal went back: the order's refunded amount follows. */
  refunded(tx: TTx, e: TDealRefundedEvent): Promise<void>;
};

const registry = new Map<string, TDealOrderHandlers>();

/** Registers what the orders of a service do when their deals move (at module load); a second one replaces it. */
export const registerDealOrderHandlers = (service: string, handlers: TDealOrderHandlers): void => {
  registry.set(service, handlers);
};

/** The deal's order reference and its service's handlers; null for a deal of no order (or of an unknown service). */
const linkOf = (deal: Pick<TDealRow, 'orderService' | 'orderUniqueId'>) => {
  if (!deal.orderService || !deal.orderUniqueId) return null;
  const handlers = registry.get(deal.orderService);
  return handlers ? { handlers, ref: { service: deal.orderService, uniqueId: deal.orderUniqueId } } : null;
};

/** Why the deal's order takes no payment now (an i18n key), or null; its row is locked either way. */
export const lockOrderForPayment = async (tx: TTx, deal: TDealRow): Promise<string | null> => {
  const link = linkOf(deal);
  return link ? link.handlers.lock(tx, link.ref, true) : null;
};

/** Refuses the payment of a deal whose order takes none now; locks the order's row first. */
export const assertOrderTakesPayment = async (tx: TTx, deal: TDealRow): Promise<void> => {
  const refusal = await lockOrderForPayment(tx, deal);
  if (refusal) throw new BizError(refusal);
};

/** Locks the row of the deal's order (before a refund). */
export const lockOrderOf = async (tx: TTx, deal: TDealRow): Promise<void> => {
  const link = linkOf(deal);
  if (link) await link.handlers.lock(tx, link.ref, false);
};

export const orderDealPaid = async (tx: TTx, e: Omit<TDealPaidEvent, 'ref'>): Promise<void> => {
  const link = linkOf(e.deal);
  if (link) await link.handlers.paid(tx, { ...e, ref: link.ref });
};

export const orderDealRefunded = async (tx: TTx, e: Omit<TDealRefundedEvent, 'ref'>): Promise<void> => {
  const link = linkOf(e.payment);
  if (link) await link.handlers.refunded(tx, { ...e, ref: link.ref });
};

import type { TCallContract } from '@opentmc/contracts';
import type { TTestApp } from '../../harness.ts';

// What the order conformance suite (suite.ts) needs of a product: how to book one of its orders and how to name each
// of its order calls. Everything else (statuses, money, history, amends) the suite reads from the engine's tables,
// which are the same for every product.

/** One call of a product as the suite makes it: the contract, its payload and its path parameters. */
export type TProductCall = { contract: TCallContract; payload?: unknown; params?: Record<string, string> };

/** How an order is paid: from the company's Credit or Balance account (frozen at booking), or online at the cashier. */
export type TPayWay = 'credit' | 'balance' | 'online';

/** A booked order as the suite refers to it (read from the product's CreateOrder reply). */
export type TBookedOrder = { UniqueID: string; OrderID: string; TravellerIDs: string[] };

/** A change to goods that cost more (the client pays the difference) or less (the difference comes back). */
export type TChangeWay = 'dearer' | 'cheaper';

export type TOrderProductDriver = {
  /** The product's key (`train`), used in the suite's names. */
  product: string;
  /** Its ServiceType code: the `service` of its orders. */
  service: number;
  /** Once per file, after the app is built: the clock and anything its searches need. */
  prepare: (t: TTestApp) => Promise<void>;
  /** The product's search and quote folded into one booking call of `travellers` travellers never booked before. */
  create: (p: { travellers: number; pay: TPayWay; submit: boolean }) => TProductCall;
  /** The order the CreateOrder reply names. */
  booked: (result: unknown) => TBookedOrder;
  /** The product's order calls, each for one order. */
  calls: {
    submit: (o: TBookedOrder) => TProductCall;
    /** The booker pays an order waiting for payment from a company account (AccountType code). */
    pay: (o: TBookedOrder, accountType: number) => TProductCall;
    cancel: (o: TBookedOrder) => TProductCall;
    details: (o: TBookedOrder) => TProductCall;
    /** The order list filtered to this order. */
    list: (o: TBookedOrder) => TProductCall;
    resolve: (o: TBookedOrder) => TProductCall;
    reject: (o: TBookedOrder, reason: string) => TProductCall;
    lock: (o: TBookedOrder) => TProductCall;
    unlock: (o: TBookedOrder) => TProductCall;
    /** The supplier's steps between taking the lock and issuing (trains: booking with the rail supplier). */
    prepareIssue: (o: TBookedOrder) => TProductCall[];
    issue: (o: TBookedOrder) => TProductCall;
    /** The booker refunds the first traveller of an issued order; the refund finishes in this call. */
    refund: (o: TBookedOrder) => TProductCall;
    /** The booker changes the first traveller of an issued order; the change finishes in this call. */
    change: (o: TBookedOrder, way: TChangeWay) => TProductCall;
  };
};

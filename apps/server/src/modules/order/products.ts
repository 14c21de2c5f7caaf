import type { TApprovalSubjectKind, TLang, TOrderAmendPassenger } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { registerApprovalSubject } from '../approval/index.ts';
import { followOrderDeals } from './deal-money.ts';
import { orderApprovalHandlers } from './order-approval.ts';
import { orderPaid } from './submit-order.ts';
import type { TOrderRow } from './orders.ts';
import type { TAmendRow } from './amends.ts';
import type { TOrderListGoods } from './list-orders.ts';

// The product port (docs/orders.md "Products"; ADR 0036): what the order engine needs from a product to carry its
// orders, registered once at the product module's load. The engine owns the header, its moves, money, locks, the
// log, access, extras, supplier tasks and timeouts; a product owns its goods and says here what only it knows.

export type TOrderProduct = {
  /** Its ServiceType code (the header's `service`). */
  service: number;
  /** Its key in deal references and approval subjects: 'train', 'flight'... */
  key: Exclude<TApprovalSubjectKind, 'btrip'>;
  /** The ProductType code of its work tasks. */
  productType: number;
  /** The order's title in a language, from its goods (work tasks, notices). */
  title(tx: TTx, order: TOrderRow, lang: TLang): Promise<string>;
  /**
   * The order ends before issue (cancel, cannot, reject, timeout): its goods give back what they hold (seats, rooms)
   * and its travellers' bookings end, in the caller's transaction. The engine gives the money back.
   */
  release(tx: TTx, deps: Pick<TDeps, 'clock'>, order: TOrderRow): Promise<void>;
  /** Refuses (BizError) an order whose goods cannot be issued yet, e.g. not booked with the supplier. */
  assertIssuable(tx: TTx, order: TOrderRow): Promise<void>;
  /** Records what the supplier issued (tickets, numbers) on the goods, in the issue's transaction. */
  issue(tx: TTx, order: TOrderRow): Promise<void>;
  /** Minutes an order waiting for payment has before the timeout job cancels it. */
  payMinutes: number;
  /** The WorkStatus of the supplier's tasks when an order reaches fulfilment (trains: to be booked, WaitReserve). */
  fulfilmentTaskStatus: number;
  /** The employees travelling on the order (its approval is theirs); the booker when none is an employee. */
  travellerIds(tx: TTx, order: TOrderRow): Promise<string[]>;
  /** The issued tickets of the order as the issue notice lists them, in a language (names, seats, numbers). */
  ticketLines(tx: TTx, order: TOrderRow, lang: TLang): Promise<string>;
  /** The order's approval title and summary in a language, from its goods. */
  describe(tx: TTx, order: TOrderRow, lang: TLang): Promise<{ Title: string; Summary: string }>;
  /** Its part of the order and amend lists' rows (list-orders.ts, list-amends.ts), read for a whole page at once. */
  lists: TOrderListParts;
};

/** What a product adds to its list rows, each by one statement for the whole page (no query per row). */
export type TOrderListParts = {
  /** Per order id: the goods' title in the reader's language and the units sold and refunded. */
  orders(tx: TTx, page: readonly TOrderRow[], lang: TLang): Promise<Map<string, TOrderListGoods>>;
  /** Per amend id: the travellers whose units (tickets, rooms) the refund took back or the change moved. */
  amends(tx: TTx, page: readonly TAmendRow[], lang: TLang): Promise<Map<string, TOrderAmendPassenger[]>>;
};

const products = new Map<number, TOrderProduct>();

/**
 * Registers a product (at module load): its orders then follow their deals and are approval subjects under its key.
 * Returns what takes it back out.
 */
export const registerOrderProduct = (product: TOrderProduct): (() => void) => {
  products.set(product.service, product);
  followOrderDeals(product.key, { pay: orderPaid });
  const restoreApprovals = registerApprovalSubject(product.key, orderApprovalHandlers);
  // A test's stand-in product must not outlive its file (a test worker keeps the modules loaded).
  return () => {
    products.delete(product.service);
    restoreApprovals();
  };
};

/** The product of an order's service; an order of a product not registered is "not found". */
export const orderProduct = (service: number): TOrderProduct => {
  const product = products.get(service);
  if (!product) throw new BizError('order.errors.notFound');
  return product;
};

/** The registered products' service codes. */
export const orderServices = (): number[] => [...products.keys()];

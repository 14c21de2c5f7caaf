import type { TApprovalSubjectKind, TLang, TOrderAmendPassenger } from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
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
  /** How its goods are refunded (refund-order.ts); a product without it takes no refunds. */
  refunds?: TOrderRefunds;
  /** Its goods lines' prices before issue, for the TMC's price correction (correct-order-price.ts). */
  prices?: TOrderPrices;
  /** How its goods are changed (change-*.ts); a product without it takes no changes. */
  changes?: TOrderChanges;
};

/** The amounts of a change as its amend keeps them (fen): new goods, fees kept, the signed difference, money back. */
export type TChangeAmounts = {
  /** The new goods' price. */
  priceFen: number;
  /** The fees of the change (the supplier's rule, the price check's change fee). */
  feeFen: number;
  /** New less old, signed. */
  differenceFen: number;
  /** What goes back to the client; 0 when the client pays. */
  refundFen: number;
  /** The TMC's service fee of the change. */
  serviceFeeFen: number;
};

/**
 * The product's side of a change (change-*.ts in the engine run the amend, its deal — linked on the amend,
 * `amends.deal_id` — and the header): pricing the new goods at the price check, making the change once the client
 * confirmed, giving back what it held when it ends unmade, and its record's names. Opening one is the product's call
 * (its request names new goods); it asks the engine's `openChangeAmend` with its quote and hold.
 */
export type TOrderChanges = {
  /**
   * The price check (by the supplier or TMC, or by the system at the supplier's price): the change's amounts at a unit
   * price of the new goods (the supplier's when not given) and a change fee, recorded with the product's change.
   */
  changeQuote(
    tx: TTx,
    deps: Pick<TDeps, 'config'>,
    x: { order: TOrderRow; amendId: string; priceFen?: number | undefined; changeFeeFen: number; now: Date },
  ): Promise<{ amounts: TChangeAmounts; priceFen: number }>;
  /**
   * The client confirmed: the new goods are issued on the changed lines and the old given back, in the confirmation's
   * transaction; refuses (BizError) when it can no longer be made (the product's windows, lines refunded meanwhile).
   * Returns the header fields that follow the goods: the travel date, and the title when every line moved.
   */
  changeGoods(
    tx: TTx,
    ctx: TAuthedContext,
    x: { order: TOrderRow; amendId: string; now: Date },
  ): Promise<{ travelDate: string | null; title?: string | undefined }>;
  /** The change ends unmade (withdrawn, declined, cannot): the new goods held go back and its lines may change again. */
  releaseChange(tx: TTx, x: { order: TOrderRow; amendId: string; now: Date }): Promise<void>;
  /** What the log and the deal name: the travellers, the new goods and their date. */
  changeLabel(tx: TTx, amendId: string): Promise<{ names: string; goods: string; date: string }>;
};

/** A goods line's ticket (or room) price and the TMC's service fee on it, fen. */
export type TPricedLine = { id: string; priceFen: number; serviceFeeFen: number };

/** The product's side of UpdateOrderPrice: the lines a correction may re-price, and writing their new prices. */
export type TOrderPrices = {
  /** The lines not yet issued (trains: the booked passengers), with their prices now. */
  lines(tx: TTx, order: TOrderRow): Promise<TPricedLine[]>;
  /** Sets the corrected lines' prices, in the correction's transaction. */
  setLines(tx: TTx, order: TOrderRow, lines: readonly TPricedLine[]): Promise<void>;
};

/** A goods line (a ticket, a room) of a refund as the product quotes it now: its price, its fee kept, its rate. */
export type TRefundLine = {
  id: string;
  /** The traveller's name, for the order log. */
  name: string;
  priceFen: number;
  serviceFeeFen: number;
  /** What the product's rule keeps of the price (the railway's tier); the rest goes back. */
  feeFen: number;
  /** The fee's rate of the price, for the price check's history detail. */
  rate: number;
};

/** The product's side of a refund: which goods lines can go back now and at what fee, and marking them. */
export type TOrderRefunds = {
  /**
   * The lines of an issued order refunded now at the product's fee; refuses (BizError) when one of them is not the
   * order's, not issued any more, or past its refund cut-off.
   */
  refundQuote(
    tx: TTx,
    deps: Pick<TDeps, 'config'>,
    x: { order: TOrderRow; lineIds: readonly string[]; now: Date },
  ): Promise<TRefundLine[]>;
  /**
   * Marks the quoted lines refunded under the amend (compare-and-set: refuses, BizError, when one is no longer
   * refundable, so concurrent refunds of a line apply once) and gives back what they held (seats, rooms).
   */
  refundGoods(
    tx: TTx,
    x: { order: TOrderRow; amendId: string; lines: readonly TRefundLine[]; now: Date },
  ): Promise<void>;
  /** A refund withdrawn before it finished: its lines are the order's again, as they were. */
  restoreGoods(tx: TTx, x: { order: TOrderRow; amendId: string }): Promise<void>;
  /**
   * What can be amended now (CheckAmend): the lines still issued, how many can be refunded and changed, and when none
   * can be refunded, the message key of why.
   */
  amendable(
    tx: TTx,
    deps: Pick<TDeps, 'config'>,
    x: { order: TOrderRow; now: Date },
  ): Promise<{ lines: number; refundable: number; changeable: number; closedKey: string | null }>;
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

import { AmendStatus, OrderStatus, type TAmendStatus, type TOrderStatus } from '../lookups/lists.ts';

// The order engine's transition tables (issue 6 section 1; architecture guide section 4; docs/orders.md).
// They are data: the server applies them (modules/order), the web asks the server which actions a user may take
// and draws those buttons. One action vocabulary serves both tables; each row says from which statuses, by which
// actors, under which guards, an action leads to which status.

/** Who acts on an order, as the caller (a product's use case) decides from the session and the order. */
export const OrderActor = {
  /** The traveller or booker: a client-company user the order belongs to or whose data range covers it. */
  booker: 'booker',
  /** The current approver of the order's approval. */
  approver: 'approver',
  /** TMC staff who reach the order's company. */
  tmc: 'tmc',
  /** The supplier company fulfilling the order. */
  supplier: 'supplier',
  /** Jobs and callbacks: the unpaid-order timeout, the cashier's payment notice, ledger refunds. */
  system: 'system',
} as const;
export type TOrderActor = (typeof OrderActor)[keyof typeof OrderActor];
export const ORDER_ACTORS: readonly TOrderActor[] = Object.values(OrderActor);

/** The order and amend actions of spec section 4, plus `pay` (the spec's OrderPayment call). */
export const OrderAction = {
  submit: 'submit',
  cannot: 'cannot',
  drawer: 'drawer',
  reject: 'reject',
  resolve: 'resolve',
  cancel: 'cancel',
  pay: 'pay',
  lock: 'lock',
  unlock: 'unlock',
  refund: 'refund',
  refundCancel: 'refundCancel',
  amendCreate: 'amendCreate',
  amendSubmit: 'amendSubmit',
  amendStatusBack: 'amendStatusBack',
  confirmPrice: 'confirmPrice',
} as const;
export type TOrderAction = (typeof OrderAction)[keyof typeof OrderAction];
export const ORDER_ACTIONS: readonly TOrderAction[] = Object.values(OrderAction);

/** Amends are refunds or changes of (part of) a finished order. */
export const AMEND_KINDS = ['refund', 'change'] as const;
export type TAmendKind = (typeof AMEND_KINDS)[number];

/** Facts the caller decides and the table branches on. A guard a row names but the caller omits refuses the row. */
export const ORDER_GUARDS = ['needsApproval', 'needsPayment'] as const;
export type TOrderGuard = (typeof ORDER_GUARDS)[number];
export type TOrderGuards = Partial<Record<TOrderGuard, boolean>>;
/** refundDue: after the client confirms an amend's price, money goes back to the client (WaitRefund). */
export const AMEND_GUARDS = ['refundDue'] as const;
export type TAmendGuard = (typeof AMEND_GUARDS)[number];
export type TAmendGuards = Partial<Record<TAmendGuard, boolean>>;

/** The order's lock as the acting user sees it: nobody holds it, they hold it, someone else holds it. */
export type TLockState = 'free' | 'mine' | 'other';
/** The actors the lock binds: TMC staff and suppliers process an order only under their own lock. */
export const LOCK_BOUND_ACTORS: readonly TOrderActor[] = ['tmc', 'supplier'];

/** `same`: the action does not change the status (lock, unlock, opening an amend). */
export type TTransitionRow<S extends number, G extends string> = {
  action: TOrderAction;
  from: readonly S[];
  to: S | 'same';
  actors: readonly TOrderActor[];
  /** Guard values that must all equal the caller's for the row to apply. */
  when?: Partial<Record<G, boolean>>;
  /** The lock state a lock-bound actor needs; 'mine' when absent. Other actors ignore the lock, unless `unlocked`. */
  lock?: 'free' | 'mine';
  /** Only while nobody holds the order's lock, whoever the actor: nobody has taken the order up yet. */
  unlocked?: true;
  /** The actor must give a reason (shown to the client: rejection, cannot, cancel by the TMC). */
  reason?: true;
  /** Amends only: the kinds the row applies to; every kind when absent. */
  kinds?: readonly TAmendKind[];
};
export type TOrderTransition = TTransitionRow<TOrderStatus, TOrderGuard>;
export type TAmendTransition = TTransitionRow<TAmendStatus, TAmendGuard>;

const O = OrderStatus;
const A = AmendStatus;

/** An order is created unsubmitted, in WaitBooking: the booking is filled in and saved, not yet submitted. */
export const ORDER_INITIAL_STATUS: TOrderStatus = O.WaitBooking;
/** Statuses with no way out. Finished is not among them: refunds and changes hang off a finished order. */
export const ORDER_FINAL_STATUSES: readonly TOrderStatus[] = [O.Canceled, O.Rejected, O.Cannot];
const LOCKABLE: readonly TOrderStatus[] = [O.WaitBooking, O.WaitConfirm, O.WaitPayment, O.WaitDispose, O.Finished];

/** The order table (docs/orders.md draws it). */
export const ORDER_TRANSITIONS: readonly TOrderTransition[] = [
  // Submit: to approval when the company's rules send it there, else to payment when paid online, else straight
  // to fulfilment (company balance or credit: the money is frozen at submit and paid at issue).
  { action: 'submit', from: [O.WaitBooking], to: O.WaitConfirm, actors: ['booker'], when: { needsApproval: true } },
  {
    action: 'submit',
    from: [O.WaitBooking],
    to: O.WaitPayment,
    actors: ['booker'],
    when: { needsApproval: false, needsPayment: true },
  },
  {
    action: 'submit',
    from: [O.WaitBooking],
    to: O.WaitDispose,
    actors: ['booker'],
    when: { needsApproval: false, needsPayment: false },
  },
  { action: 'resolve', from: [O.WaitConfirm], to: O.WaitPayment, actors: ['approver'], when: { needsPayment: true } },
  { action: 'resolve', from: [O.WaitConfirm], to: O.WaitDispose, actors: ['approver'], when: { needsPayment: false } },
  { action: 'reject', from: [O.WaitConfirm], to: O.Rejected, actors: ['approver'], reason: true },
  // Online payment: the booker at the cashier, or the cashier's payment notice.
  { action: 'pay', from: [O.WaitPayment], to: O.WaitDispose, actors: ['booker', 'system'] },
  // Fulfilment: issue (drawer) or give up (cannot), by the supplier or the TMC holding the lock.
  { action: 'drawer', from: [O.WaitDispose], to: O.Finished, actors: ['supplier', 'tmc'] },
  { action: 'cannot', from: [O.WaitDispose], to: O.Cannot, actors: ['supplier', 'tmc'], reason: true },
  // Cancel before issue: the booker until fulfilment starts (waiting for the supplier, until the supplier or the TMC
  // takes the order up by locking it); the TMC also during fulfilment, with a reason; the system for unsubmitted or
  // unpaid orders past their time limit.
  { action: 'cancel', from: [O.WaitBooking, O.WaitConfirm, O.WaitPayment], to: O.Canceled, actors: ['booker'] },
  { action: 'cancel', from: [O.WaitDispose], to: O.Canceled, actors: ['booker'], unlocked: true },
  {
    action: 'cancel',
    from: [O.WaitBooking, O.WaitConfirm, O.WaitPayment, O.WaitDispose],
    to: O.Canceled,
    actors: ['tmc'],
    reason: true,
  },
  { action: 'cancel', from: [O.WaitBooking, O.WaitPayment], to: O.Canceled, actors: ['system'] },
  // The lock: taken while free, released by its holder (in any status, so a lock never outlives its use);
  // a supervisor's takeover is not a row (modules/order lock-order.ts).
  { action: 'lock', from: LOCKABLE, to: 'same', actors: ['tmc', 'supplier'], lock: 'free' },
  { action: 'unlock', from: Object.values(O), to: 'same', actors: ['tmc', 'supplier'], lock: 'mine' },
  // Opening an amend on an issued order: a refund (kind refund) or a change (kind change, amendCreate).
  { action: 'refund', from: [O.Finished], to: 'same', actors: ['booker', 'tmc'] },
  { action: 'amendCreate', from: [O.Finished], to: 'same', actors: ['booker', 'tmc'] },
];

/** An amend starts in WaitSubmit, opened by the order's `refund` (a refund) or `amendCreate` (a change). */
export const AMEND_INITIAL_STATUS: TAmendStatus = A.WaitSubmit;
/** The order action that opens an amend of each kind. */
export const AMEND_OPENING_ACTION: Record<TAmendKind, TOrderAction> = { refund: 'refund', change: 'amendCreate' };
export const AMEND_FINAL_STATUSES: readonly TAmendStatus[] = [A.Finished, A.Cannot, A.Rejected, A.Canceled];

/** The amend table (docs/orders.md draws it). */
export const AMEND_TRANSITIONS: readonly TAmendTransition[] = [
  // The client (or the TMC for them) submits the request to be priced.
  { action: 'amendSubmit', from: [A.WaitSubmit], to: A.WaitDispose, actors: ['booker', 'tmc'] },
  // The supplier or the TMC prices it (refund fee, change difference): the client then confirms.
  { action: 'confirmPrice', from: [A.WaitDispose], to: A.WaitConfirm, actors: ['supplier', 'tmc'] },
  // An online train refund or change is priced by the railway's fixed rule and fares, by the system at once
  // (docs/orders.md; ADR 0020, 0021).
  {
    action: 'confirmPrice',
    from: [A.WaitDispose],
    to: A.WaitConfirm,
    actors: ['system'],
    kinds: ['refund', 'change'],
  },
  // The client accepts the price: money back to the client first when any is due, else done.
  {
    action: 'confirmPrice',
    from: [A.WaitConfirm],
    to: A.WaitRefund,
    actors: ['booker', 'tmc'],
    when: { refundDue: true },
  },
  {
    action: 'confirmPrice',
    from: [A.WaitConfirm],
    to: A.Finished,
    actors: ['booker', 'tmc'],
    when: { refundDue: false },
  },
  // The money went back through the ledger.
  { action: 'refund', from: [A.WaitRefund], to: A.Finished, actors: ['system', 'tmc'] },
  { action: 'cannot', from: [A.WaitDispose], to: A.Cannot, actors: ['supplier', 'tmc'], reason: true },
  // The TMC refuses a request (e.g. the ticket is used); the client declines the price.
  { action: 'reject', from: [A.WaitDispose], to: A.Rejected, actors: ['tmc'], reason: true },
  { action: 'reject', from: [A.WaitConfirm], to: A.Rejected, actors: ['booker'], reason: true },
  // Withdrawing the request before any money moves: refundCancel for refunds, cancel for changes.
  {
    action: 'refundCancel',
    from: [A.WaitSubmit, A.WaitDispose, A.WaitConfirm],
    to: A.Canceled,
    actors: ['booker', 'tmc'],
    kinds: ['refund'],
  },
  {
    action: 'cancel',
    from: [A.WaitSubmit, A.WaitDispose, A.WaitConfirm],
    to: A.Canceled,
    actors: ['booker', 'tmc'],
    kinds: ['change'],
  },
  // The TMC sends an amend back one step: to the client to correct, to be priced again, to be confirmed again.
  { action: 'amendStatusBack', from: [A.WaitDispose], to: A.WaitSubmit, actors: ['tmc'] },
  { action: 'amendStatusBack', from: [A.WaitConfirm], to: A.WaitDispose, actors: ['tmc'] },
  { action: 'amendStatusBack', from: [A.WaitRefund], to: A.WaitConfirm, actors: ['tmc'] },
];

const guardsHold = <G extends string>(
  when: Partial<Record<G, boolean>> | undefined,
  guards: Partial<Record<G, boolean>> | undefined,
): boolean => Object.entries(when ?? {}).every(([g, v]) => guards?.[g as G] === v);

/**
 * Whether the lock lets this actor use the row: lock-bound actors need the row's lock state; a row for while the
 * order is unlocked refuses everyone once someone holds the lock.
 */
export const lockAllows = (
  row: { lock?: 'free' | 'mine'; unlocked?: true },
  actor: TOrderActor,
  lock: TLockState,
): boolean =>
  (!row.unlocked || lock === 'free') && (!LOCK_BOUND_ACTORS.includes(actor) || lock === (row.lock ?? 'mine'));

/** The row of the order table that applies, ignoring the lock; null when the table has none. */
export const findOrderTransition = (
  action: TOrderAction,
  from: TOrderStatus,
  actor: TOrderActor,
  guards?: TOrderGuards,
): TOrderTransition | null =>
  ORDER_TRANSITIONS.find(
    (r) => r.action === action && r.from.includes(from) && r.actors.includes(actor) && guardsHold(r.when, guards),
  ) ?? null;

/** The row of the amend table that applies to an amend of this kind, ignoring the lock; null when none. */
export const findAmendTransition = (
  action: TOrderAction,
  from: TAmendStatus,
  actor: TOrderActor,
  kind: TAmendKind,
  guards?: TAmendGuards,
): TAmendTransition | null =>
  AMEND_TRANSITIONS.find(
    (r) =>
      r.action === action &&
      r.from.includes(from) &&
      r.actors.includes(actor) &&
      (r.kinds ?? AMEND_KINDS).includes(kind) &&
      guardsHold(r.when, guards),
  ) ?? null;

/**
 * The status an order moves to, or null when the table (or the lock) refuses. `same` rows give `from`. `lock` is the
 * order's lock as the actor sees it; TMC and supplier actors need their own lock for everything but `lock`.
 */
export const nextOrderStatus = (
  action: TOrderAction,
  from: TOrderStatus,
  actor: TOrderActor,
  guards: TOrderGuards = {},
  lock: TLockState = 'free',
): TOrderStatus | null => {
  const row = findOrderTransition(action, from, actor, guards);
  if (!row || !lockAllows(row, actor, lock)) return null;
  return row.to === 'same' ? from : row.to;
};

/** The status an amend moves to, or null when the table (or the order's lock) refuses. */
export const nextAmendStatus = (
  action: TOrderAction,
  from: TAmendStatus,
  actor: TOrderActor,
  kind: TAmendKind,
  guards: TAmendGuards = {},
  lock: TLockState = 'free',
): TAmendStatus | null => {
  const row = findAmendTransition(action, from, actor, kind, guards);
  if (!row || !lockAllows(row, actor, lock)) return null;
  return row.to === 'same' ? from : row.to;
};

const allowed = <S extends number, G extends string>(
  rows: readonly TTransitionRow<S, G>[],
  status: S,
  actors: readonly TOrderActor[],
  lock: TLockState,
  kind?: TAmendKind,
): TOrderAction[] => {
  const out = new Set<TOrderAction>();
  for (const r of rows) {
    if (!r.from.includes(status) || (kind && !(r.kinds ?? AMEND_KINDS).includes(kind))) continue;
    if (r.actors.some((a) => actors.includes(a) && lockAllows(r, a, lock))) out.add(r.action);
  }
  // In the vocabulary's order, so buttons keep their places.
  return ORDER_ACTIONS.filter((a) => out.has(a));
};

/**
 * The actions a user with these actor roles may take on an order in this status (the buttons to draw), whatever
 * the guards turn out to be.
 */
export const allowedOrderActions = (
  status: TOrderStatus,
  actors: readonly TOrderActor[],
  lock: TLockState,
): TOrderAction[] => allowed(ORDER_TRANSITIONS, status, actors, lock);

/** The actions a user with these actor roles may take on an amend (the order's lock as they see it). */
export const allowedAmendActions = (
  status: TAmendStatus,
  kind: TAmendKind,
  actors: readonly TOrderActor[],
  lock: TLockState,
): TOrderAction[] => allowed(AMEND_TRANSITIONS, status, actors, lock, kind);

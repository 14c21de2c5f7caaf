import { describe, expect, it } from 'vitest';
import { AmendStatus, OrderStatus, type TAmendStatus, type TOrderStatus } from '../lookups/lists.ts';
import {
  AMEND_GUARDS,
  AMEND_KINDS,
  AMEND_TRANSITIONS,
  LOCK_BOUND_ACTORS,
  ORDER_ACTIONS,
  ORDER_ACTORS,
  ORDER_FINAL_STATUSES,
  ORDER_GUARDS,
  ORDER_INITIAL_STATUS,
  ORDER_TRANSITIONS,
  allowedAmendActions,
  allowedOrderActions,
  nextAmendStatus,
  nextOrderStatus,
  type TAmendGuards,
  type TAmendKind,
  type TLockState,
  type TOrderGuards,
  type TTransitionRow,
} from './transitions.ts';

const O = OrderStatus;
const A = AmendStatus;
const ORDER_STATUSES = Object.values(O) as TOrderStatus[];
const AMEND_STATUSES = Object.values(A) as TAmendStatus[];
const LOCKS: TLockState[] = ['free', 'mine', 'other'];

/** Every assignment of true, false or absent to the guards. */
const guardSets = <G extends string>(names: readonly G[]): Partial<Record<G, boolean>>[] =>
  names.reduce<Partial<Record<G, boolean>>[]>(
    (sets, g) => sets.flatMap((s) => [s, { ...s, [g]: true }, { ...s, [g]: false }]),
    [{}],
  );

/** The rows a (action, from, actor, guards, kind) combination matches, read straight off the table. */
const matching = <S extends number, G extends string>(
  rows: readonly TTransitionRow<S, G>[],
  c: { action: string; from: S; actor: string; guards: Partial<Record<G, boolean>>; kind?: TAmendKind },
) =>
  rows.filter(
    (r) =>
      r.action === c.action &&
      r.from.includes(c.from) &&
      (r.actors as readonly string[]).includes(c.actor) &&
      (!c.kind || !r.kinds || r.kinds.includes(c.kind)) &&
      Object.entries(r.when ?? {}).every(([g, v]) => c.guards[g as G] === v),
  );

const lockOk = (row: { lock?: 'free' | 'mine'; unlocked?: true }, actor: string, lock: TLockState) =>
  (!row.unlocked || lock === 'free') &&
  (!(LOCK_BOUND_ACTORS as readonly string[]).includes(actor) || (row.lock ?? 'mine') === lock);

describe('the order table', () => {
  it('is deterministic: no combination matches two rows', () => {
    for (const action of ORDER_ACTIONS)
      for (const from of ORDER_STATUSES)
        for (const actor of ORDER_ACTORS)
          for (const guards of guardSets(ORDER_GUARDS))
            expect(
              matching(ORDER_TRANSITIONS, { action, from, actor, guards }).length,
              `${action} ${from} ${actor} ${JSON.stringify(guards)}`,
            ).toBeLessThanOrEqual(1);
  });

  it('gives every combination its row target, and refuses every combination without a row', () => {
    let allowedMoves = 0;
    let refused = 0;
    for (const action of ORDER_ACTIONS)
      for (const from of ORDER_STATUSES)
        for (const actor of ORDER_ACTORS)
          for (const guards of guardSets(ORDER_GUARDS))
            for (const lock of LOCKS) {
              const [row] = matching(ORDER_TRANSITIONS, { action, from, actor, guards });
              const got = nextOrderStatus(action, from, actor, guards as TOrderGuards, lock);
              const label = `${action} ${from} ${actor} ${JSON.stringify(guards)} ${lock}`;
              if (row && lockOk(row, actor, lock)) {
                expect(got, label).toBe(row.to === 'same' ? from : row.to);
                allowedMoves++;
              } else {
                expect(got, label).toBeNull();
                refused++;
              }
            }
    // The cross product is mostly refusals; both sides are exercised.
    expect(allowedMoves).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(allowedMoves * 10);
  });

  it('every row is reachable through nextOrderStatus', () => {
    for (const row of ORDER_TRANSITIONS)
      for (const from of row.from)
        for (const actor of row.actors) {
          const lock: TLockState = (LOCK_BOUND_ACTORS as readonly string[]).includes(actor)
            ? (row.lock ?? 'mine')
            : 'free';
          expect(nextOrderStatus(row.action, from, actor, row.when ?? {}, lock)).toBe(
            row.to === 'same' ? from : row.to,
          );
        }
  });

  it('only ever moves into a status of OrderStatus, and nothing leaves a final status', () => {
    for (const row of ORDER_TRANSITIONS) {
      if (row.to !== 'same') expect(ORDER_STATUSES).toContain(row.to);
      for (const f of row.from) expect(ORDER_STATUSES).toContain(f);
      if (row.to !== 'same') for (const f of row.from) expect(ORDER_FINAL_STATUSES).not.toContain(f);
    }
  });

  it('submit goes by the guards: approval, then payment, then fulfilment', () => {
    const submit = (g: TOrderGuards) => nextOrderStatus('submit', ORDER_INITIAL_STATUS, 'booker', g);
    expect(ORDER_INITIAL_STATUS).toBe(O.WaitBooking);
    expect(submit({ needsApproval: true })).toBe(O.WaitConfirm);
    expect(submit({ needsApproval: true, needsPayment: true })).toBe(O.WaitConfirm);
    expect(submit({ needsApproval: false, needsPayment: true })).toBe(O.WaitPayment);
    expect(submit({ needsApproval: false, needsPayment: false })).toBe(O.WaitDispose);
    // A guard the caller leaves out never defaults to skipping approval or payment.
    expect(submit({})).toBeNull();
    expect(submit({ needsApproval: false })).toBeNull();
    expect(nextOrderStatus('resolve', O.WaitConfirm, 'approver', { needsPayment: true })).toBe(O.WaitPayment);
    expect(nextOrderStatus('resolve', O.WaitConfirm, 'approver', { needsPayment: false })).toBe(O.WaitDispose);
    expect(nextOrderStatus('resolve', O.WaitConfirm, 'approver', {})).toBeNull();
  });

  it('keeps the business rules', () => {
    // A finished order cannot be cancelled, by anyone.
    for (const actor of ORDER_ACTORS)
      for (const lock of LOCKS) expect(nextOrderStatus('cancel', O.Finished, actor, {}, lock)).toBeNull();
    // A booker cannot issue, nor mark an order cannot; nor can an approver.
    for (const actor of ['booker', 'approver', 'system'] as const) {
      expect(nextOrderStatus('drawer', O.WaitDispose, actor, {}, 'mine')).toBeNull();
      expect(nextOrderStatus('cannot', O.WaitDispose, actor, {}, 'mine')).toBeNull();
    }
    // Only an approver resolves or rejects.
    for (const actor of ['booker', 'tmc', 'supplier', 'system'] as const) {
      expect(nextOrderStatus('resolve', O.WaitConfirm, actor, { needsPayment: false }, 'mine')).toBeNull();
      expect(nextOrderStatus('reject', O.WaitConfirm, actor, {}, 'mine')).toBeNull();
    }
    expect(nextOrderStatus('reject', O.WaitConfirm, 'approver')).toBe(O.Rejected);
    // The booker cancels before fulfilment starts: also waiting for the supplier, until someone takes it up (locks
    // it); the TMC may during fulfilment, holding the lock.
    expect(nextOrderStatus('cancel', O.WaitPayment, 'booker')).toBe(O.Canceled);
    expect(nextOrderStatus('cancel', O.WaitPayment, 'booker', {}, 'other')).toBe(O.Canceled);
    expect(nextOrderStatus('cancel', O.WaitDispose, 'booker', {}, 'free')).toBe(O.Canceled);
    expect(nextOrderStatus('cancel', O.WaitDispose, 'booker', {}, 'other')).toBeNull();
    expect(nextOrderStatus('cancel', O.WaitDispose, 'tmc', {}, 'mine')).toBe(O.Canceled);
    // The 30-minute timeout cancels unpaid orders but not those in fulfilment.
    expect(nextOrderStatus('cancel', O.WaitPayment, 'system')).toBe(O.Canceled);
    expect(nextOrderStatus('cancel', O.WaitDispose, 'system')).toBeNull();
    // Issuing needs the processor's own lock.
    expect(nextOrderStatus('drawer', O.WaitDispose, 'supplier', {}, 'mine')).toBe(O.Finished);
    expect(nextOrderStatus('drawer', O.WaitDispose, 'supplier', {}, 'free')).toBeNull();
    expect(nextOrderStatus('drawer', O.WaitDispose, 'supplier', {}, 'other')).toBeNull();
    // Lock only while free, unlock only by the holder, and neither changes the status.
    expect(nextOrderStatus('lock', O.WaitDispose, 'tmc', {}, 'free')).toBe(O.WaitDispose);
    expect(nextOrderStatus('lock', O.WaitDispose, 'tmc', {}, 'other')).toBeNull();
    expect(nextOrderStatus('lock', O.WaitDispose, 'booker', {}, 'free')).toBeNull();
    expect(nextOrderStatus('unlock', O.Canceled, 'supplier', {}, 'mine')).toBe(O.Canceled);
    expect(nextOrderStatus('unlock', O.WaitDispose, 'tmc', {}, 'other')).toBeNull();
    // Amends are opened on issued orders only.
    expect(nextOrderStatus('refund', O.Finished, 'booker')).toBe(O.Finished);
    expect(nextOrderStatus('refund', O.WaitDispose, 'booker')).toBeNull();
    expect(nextOrderStatus('amendCreate', O.Canceled, 'booker')).toBeNull();
  });

  it('rows that need a reason are the refusals', () => {
    const withReason = ORDER_TRANSITIONS.filter((r) => r.reason).map((r) => `${r.action}:${r.actors.join('/')}`);
    expect(withReason).toEqual(['reject:approver', 'cannot:supplier/tmc', 'cancel:tmc']);
  });
});

describe('allowedOrderActions', () => {
  it('agrees with nextOrderStatus for every status, actor and lock state', () => {
    for (const status of ORDER_STATUSES)
      for (const actor of ORDER_ACTORS)
        for (const lock of LOCKS) {
          const some = ORDER_ACTIONS.filter((a) =>
            guardSets(ORDER_GUARDS).some((g) => nextOrderStatus(a, status, actor, g as TOrderGuards, lock) !== null),
          );
          expect(allowedOrderActions(status, [actor], lock), `${status} ${actor} ${lock}`).toEqual(some);
        }
  });

  it('draws the expected buttons', () => {
    expect(allowedOrderActions(O.WaitBooking, ['booker'], 'free')).toEqual(['submit', 'cancel']);
    expect(allowedOrderActions(O.WaitConfirm, ['approver'], 'free')).toEqual(['reject', 'resolve']);
    expect(allowedOrderActions(O.WaitDispose, ['supplier'], 'free')).toEqual(['lock']);
    expect(allowedOrderActions(O.WaitDispose, ['supplier'], 'mine')).toEqual(['cannot', 'drawer', 'unlock']);
    // Locked by someone else: nothing for the TMC side, the booker unaffected.
    expect(allowedOrderActions(O.WaitDispose, ['tmc'], 'other')).toEqual([]);
    expect(allowedOrderActions(O.WaitPayment, ['booker', 'tmc'], 'other')).toEqual(['cancel', 'pay']);
    // Waiting for the supplier: the booker cancels until the supplier or the TMC locks it.
    expect(allowedOrderActions(O.WaitDispose, ['booker'], 'free')).toEqual(['cancel']);
    expect(allowedOrderActions(O.WaitDispose, ['booker'], 'other')).toEqual([]);
    expect(allowedOrderActions(O.Finished, ['booker'], 'free')).toEqual(['refund', 'amendCreate']);
    expect(allowedOrderActions(O.Rejected, ['booker', 'approver', 'system'], 'free')).toEqual([]);
  });
});

describe('the amend table', () => {
  const combos = function* () {
    for (const action of ORDER_ACTIONS)
      for (const from of AMEND_STATUSES)
        for (const actor of ORDER_ACTORS)
          for (const kind of AMEND_KINDS)
            for (const guards of guardSets(AMEND_GUARDS)) yield { action, from, actor, kind, guards };
  };

  it('is deterministic', () => {
    for (const c of combos()) expect(matching(AMEND_TRANSITIONS, c).length, JSON.stringify(c)).toBeLessThanOrEqual(1);
  });

  it('gives every combination its row target, and refuses every combination without a row', () => {
    let allowedMoves = 0;
    for (const c of combos())
      for (const lock of LOCKS) {
        const [row] = matching(AMEND_TRANSITIONS, c);
        const got = nextAmendStatus(c.action, c.from, c.actor, c.kind, c.guards as TAmendGuards, lock);
        if (row && lockOk(row, c.actor, lock)) {
          expect(got, JSON.stringify({ ...c, lock })).toBe(row.to === 'same' ? c.from : row.to);
          allowedMoves++;
        } else expect(got, JSON.stringify({ ...c, lock })).toBeNull();
      }
    expect(allowedMoves).toBeGreaterThan(30);
  });

  it('follows a refund and a change through', () => {
    const go = (
      action: Parameters<typeof nextAmendStatus>[0],
      from: TAmendStatus,
      actor: 'booker' | 'supplier' | 'tmc' | 'system',
      kind: TAmendKind,
      g: TAmendGuards = {},
    ) => nextAmendStatus(action, from, actor, kind, g, 'mine');
    // Refund: submit, priced by the supplier, fee confirmed by the client, money back, done.
    expect(go('amendSubmit', A.WaitSubmit, 'booker', 'refund')).toBe(A.WaitDispose);
    expect(go('confirmPrice', A.WaitDispose, 'supplier', 'refund')).toBe(A.WaitConfirm);
    expect(go('confirmPrice', A.WaitConfirm, 'booker', 'refund', { refundDue: true })).toBe(A.WaitRefund);
    expect(go('refund', A.WaitRefund, 'system', 'refund')).toBe(A.Finished);
    // Change paying a difference: settled when the client confirms.
    expect(go('confirmPrice', A.WaitConfirm, 'booker', 'change', { refundDue: false })).toBe(A.Finished);
    expect(go('confirmPrice', A.WaitConfirm, 'booker', 'change', {})).toBeNull();
  });

  it('keeps the business rules', () => {
    // The client does not price their own amend; the supplier does not confirm for the client.
    expect(nextAmendStatus('confirmPrice', A.WaitDispose, 'booker', 'refund')).toBeNull();
    expect(
      nextAmendStatus('confirmPrice', A.WaitConfirm, 'supplier', 'refund', { refundDue: true }, 'mine'),
    ).toBeNull();
    // refundCancel withdraws refunds, cancel withdraws changes; neither once the money is on its way.
    expect(nextAmendStatus('refundCancel', A.WaitConfirm, 'booker', 'refund')).toBe(A.Canceled);
    expect(nextAmendStatus('refundCancel', A.WaitConfirm, 'booker', 'change')).toBeNull();
    expect(nextAmendStatus('cancel', A.WaitSubmit, 'booker', 'change')).toBe(A.Canceled);
    expect(nextAmendStatus('cancel', A.WaitSubmit, 'booker', 'refund')).toBeNull();
    expect(nextAmendStatus('refundCancel', A.WaitRefund, 'booker', 'refund')).toBeNull();
    // Only the TMC sends an amend back, one step at a time.
    expect(nextAmendStatus('amendStatusBack', A.WaitConfirm, 'tmc', 'refund', {}, 'mine')).toBe(A.WaitDispose);
    expect(nextAmendStatus('amendStatusBack', A.WaitConfirm, 'booker', 'refund')).toBeNull();
    expect(nextAmendStatus('amendStatusBack', A.WaitSubmit, 'tmc', 'refund', {}, 'mine')).toBeNull();
    // The TMC side works under the order's lock.
    expect(nextAmendStatus('confirmPrice', A.WaitDispose, 'supplier', 'refund', {}, 'other')).toBeNull();
    // Nothing leaves a final amend status.
    for (const s of [A.Finished, A.Cannot, A.Rejected, A.Canceled])
      expect(allowedAmendActions(s, 'refund', ORDER_ACTORS, 'mine')).toEqual([]);
  });

  it('allowedAmendActions agrees with nextAmendStatus', () => {
    for (const status of AMEND_STATUSES)
      for (const kind of AMEND_KINDS)
        for (const actor of ORDER_ACTORS)
          for (const lock of LOCKS) {
            const some = ORDER_ACTIONS.filter((a) =>
              guardSets(AMEND_GUARDS).some(
                (g) => nextAmendStatus(a, status, actor, kind, g as TAmendGuards, lock) !== null,
              ),
            );
            expect(allowedAmendActions(status, kind, [actor], lock)).toEqual(some);
          }
    expect(allowedAmendActions(A.WaitConfirm, 'refund', ['booker'], 'free')).toEqual([
      'reject',
      'refundCancel',
      'confirmPrice',
    ]);
  });
});

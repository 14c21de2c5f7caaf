import { describe, expect, it } from 'vitest';
import { AmendStatus, OrderStatus } from '../lookups/lists.ts';
import { clientHistoryActor, historyAudience, orderRefundState } from './display.ts';

const finished = { status: OrderStatus.Finished, paidFen: 60000, refundedFen: 0, units: 2, refundedUnits: 0 };

describe('the refund state of an order', () => {
  it('is partial with some units refunded and full with all, money kept or not', () => {
    expect(orderRefundState(finished)).toBe('none');
    expect(orderRefundState({ ...finished, refundedUnits: 1, refundedFen: 28500 })).toBe('partial');
    expect(orderRefundState({ ...finished, refundedUnits: 2, refundedFen: 57000 })).toBe('full');
  });

  it('is full when everything paid went back, whatever the units (a TMC refund of the whole payment)', () => {
    expect(orderRefundState({ ...finished, refundedFen: 60000 })).toBe('full');
    // Part of the money back with every ticket still issued is a money correction, not a refund of tickets.
    expect(orderRefundState({ ...finished, refundedFen: 100 })).toBe('none');
  });

  it('is none for an order that is not Finished, however much came back', () => {
    for (const status of [OrderStatus.Canceled, OrderStatus.Cannot, OrderStatus.WaitDispose])
      expect(orderRefundState({ ...finished, status, refundedFen: 60000, refundedUnits: 2 })).toBe('none');
    expect(orderRefundState({ ...finished, paidFen: 0, units: 0 })).toBe('none');
  });
});

describe('the audience of history entries', () => {
  const entry = (action: string, amendId: string | null = null, fromStatus: number | null = null) => ({
    action,
    amendId,
    fromStatus,
  });

  it('keeps the lock and the price check of a request on the TMC side', () => {
    expect(historyAudience(entry('lock', null, OrderStatus.WaitDispose))).toBe('internal');
    expect(historyAudience(entry('unlock', null, OrderStatus.WaitDispose))).toBe('internal');
    expect(historyAudience(entry('confirmPrice', 'AM1', AmendStatus.WaitDispose))).toBe('internal');
  });

  it("gives the client every other entry: moves, the client's own confirmation, money, corrections", () => {
    for (const e of [
      entry('create'),
      entry('submit', null, OrderStatus.WaitBooking),
      entry('drawer', null, OrderStatus.WaitDispose),
      entry('confirmPrice', 'AM1', AmendStatus.WaitConfirm),
      entry('confirmPrice', null, OrderStatus.Finished),
      entry('paid', null, OrderStatus.Finished),
      entry('refunded', null, OrderStatus.Finished),
      entry('update', null, OrderStatus.WaitDispose),
    ])
      expect(historyAudience(e), e.action).toBe('client');
  });

  it('shows the client the supplier as the TMC', () => {
    expect(clientHistoryActor('supplier')).toBe('tmc');
    expect(clientHistoryActor('booker')).toBe('booker');
    expect(clientHistoryActor('system')).toBe('system');
  });
});

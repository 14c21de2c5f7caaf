import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmendStatus, ORDER_NUMBER_RE, OrderStatus, ServiceType } from '@opentmc/contracts';
import type { TDatabase } from '../../src/platform/db/database.ts';
import {
  addOrderMessage,
  amendActionsFor,
  createAmend,
  listOrderHistory,
  listOrderMessages,
  lockOrder,
  orderActionsFor,
  takeOverOrderLock,
  transitionAmend,
  transitionOrder,
  unlockOrder,
  type TOrderRow,
} from '../../src/modules/order/index.ts';
import { freshDatabase } from '../harness.ts';
import {
  COMPANY,
  SCOPED_COMPANY,
  SCOPED_OTHER_COMPANY,
  U,
  countHistory,
  historyOf,
  newOrder,
  now,
  orderRow,
  refusal,
} from './helpers.ts';

// The order engine on the database: the table applied with a compare-and-set, history in the same transaction,
// refusals that write nothing, locks and takeovers, amends and the order log (issue 6 section 1).

let db: TDatabase;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database: db, drop } = await freshDatabase());
});
afterAll(async () => drop());

const O = OrderStatus;
const A = AmendStatus;

/** An order moved to WaitDispose (no approval, paid from the company account). */
const disposable = async (): Promise<TOrderRow> => {
  const o = await newOrder(db.db);
  return transitionOrder(db.db, {
    orderId: o.id,
    action: 'submit',
    actor: 'booker',
    userId: U.booker,
    guards: { needsApproval: false, needsPayment: false },
    now: now(),
  });
};

/** An issued order (supplier locked and issued it). */
const finished = async (): Promise<TOrderRow> => {
  const o = await disposable();
  await lockOrder(db.db, { orderId: o.id, actor: 'supplier', userId: U.supplier, now: now() });
  return transitionOrder(db.db, { orderId: o.id, action: 'drawer', actor: 'supplier', userId: U.supplier, now: now() });
};

describe('creating an order', () => {
  it('starts in WaitBooking with a readable order number and a first history entry', async () => {
    const o = await newOrder(db.db);
    expect(o.status).toBe(O.WaitBooking);
    expect(o.version).toBe(1);
    expect(o.uniqueId).toMatch(ORDER_NUMBER_RE);
    // Train letter and the China date of the booking (the test clock is 2026-05-17, 10:00 in China).
    expect(o.uniqueId.slice(0, 7)).toBe('T260517');
    expect(o.lockHolderId).toBeNull();
    const h = await historyOf(db, o.id);
    expect(h).toMatchObject([{ action: 'create', fromStatus: null, toStatus: O.WaitBooking, actor: 'booker' }]);
  });

  it('refuses a service that takes no orders', async () => {
    expect(await refusal(newOrder(db.db, { service: ServiceType.System }))).toBe('order.errors.serviceNotOrderable');
  });
});

describe('transitions', () => {
  it('walk an order through approval, fulfilment and issue, one history entry each', async () => {
    const o = await newOrder(db.db);
    const submitted = await transitionOrder(db.db, {
      orderId: o.id,
      action: 'submit',
      actor: 'booker',
      userId: U.booker,
      guards: { needsApproval: true },
      now: now(),
    });
    expect(submitted).toMatchObject({ status: O.WaitConfirm, version: 2 });
    const approved = await transitionOrder(db.db, {
      orderId: o.id,
      companyId: SCOPED_COMPANY,
      action: 'resolve',
      actor: 'approver',
      userId: U.approver,
      guards: { needsPayment: false },
      set: { approvalId: 'AP0000000001' },
      now: now(),
    });
    expect(approved).toMatchObject({ status: O.WaitDispose, version: 3, approvalId: 'AP0000000001' });
    await lockOrder(db.db, { orderId: o.id, actor: 'supplier', userId: U.supplier, now: now() });
    const issued = await transitionOrder(db.db, {
      orderId: o.id,
      action: 'drawer',
      actor: 'supplier',
      userId: U.supplier,
      set: { paidFen: 55300, supplierId: 'C_SUPPLIER' },
      now: now(),
    });
    // Issuing ends the supplier's step: the lock goes with it.
    expect(issued).toMatchObject({
      status: O.Finished,
      version: 5,
      paidFen: 55300,
      lockHolderId: null,
      lockedAt: null,
    });
    const h = await listOrderHistory(db.db, { orderId: o.id, companyId: SCOPED_COMPANY });
    expect(h.map((e) => [e.action, e.fromStatus, e.toStatus, e.actor, e.userId])).toEqual([
      ['create', null, O.WaitBooking, 'booker', U.booker],
      ['submit', O.WaitBooking, O.WaitConfirm, 'booker', U.booker],
      ['resolve', O.WaitConfirm, O.WaitDispose, 'approver', U.approver],
      ['lock', O.WaitDispose, O.WaitDispose, 'supplier', U.supplier],
      ['drawer', O.WaitDispose, O.Finished, 'supplier', U.supplier],
    ]);
  });

  it('refuses a stale version and writes nothing', async () => {
    const o = await newOrder(db.db);
    await transitionOrder(db.db, {
      orderId: o.id,
      action: 'submit',
      actor: 'booker',
      userId: U.booker,
      guards: { needsApproval: false, needsPayment: true },
      now: now(),
    });
    // The booker's screen still shows version 1.
    const key = await refusal(
      transitionOrder(db.db, {
        orderId: o.id,
        action: 'cancel',
        actor: 'booker',
        userId: U.booker,
        version: 1,
        now: now(),
      }),
    );
    expect(key).toBe('order.errors.stateChanged');
    expect(await orderRow(db, o.id)).toMatchObject({ status: O.WaitPayment, version: 2 });
    expect(await countHistory(db, o.id)).toBe(2);
    // With the current version it goes through.
    const c = await transitionOrder(db.db, {
      orderId: o.id,
      action: 'cancel',
      actor: 'booker',
      userId: U.booker,
      version: 2,
      reason: '行程取消',
      now: now(),
    });
    expect(c).toMatchObject({ status: O.Canceled, version: 3, statusReason: '行程取消' });
  });

  it('refuses a move the table forbids, writing nothing and rolling back the caller side effects', async () => {
    const o = await finished();
    const before = await orderRow(db, o.id);
    const entries = await countHistory(db, o.id);
    // A finished order cannot be cancelled; a booker cannot issue; an approver cannot resolve a finished order.
    for (const bad of [
      { action: 'cancel', actor: 'booker', userId: U.booker },
      { action: 'cancel', actor: 'system', userId: null },
      { action: 'drawer', actor: 'booker', userId: U.booker },
      { action: 'resolve', actor: 'approver', userId: U.approver },
    ] as const) {
      const key = await refusal(
        db.db.transaction(async (tx) => {
          // A side effect of the caller, in the same transaction: it must vanish with the refusal.
          await addOrderMessage(tx, {
            orderId: o.id,
            authorId: null,
            authorName: '',
            text: `side effect ${bad.action}`,
            now: now(),
          });
          return transitionOrder(tx, { orderId: o.id, ...bad, guards: { needsPayment: false }, now: now() });
        }),
      );
      expect(key, `${bad.action} by ${bad.actor}`).toBe('order.errors.actionNotAllowed');
    }
    expect(await orderRow(db, o.id)).toEqual(before);
    expect(await countHistory(db, o.id)).toBe(entries);
    expect(await listOrderMessages(db.db, { orderId: o.id, includeInternal: true })).toEqual([]);
  });

  it('refuses a submit whose guards the caller left out', async () => {
    const o = await newOrder(db.db);
    const key = await refusal(
      transitionOrder(db.db, { orderId: o.id, action: 'submit', actor: 'booker', userId: U.booker, now: now() }),
    );
    expect(key).toBe('order.errors.actionNotAllowed');
    expect((await orderRow(db, o.id)).status).toBe(O.WaitBooking);
  });

  it('asks for a reason when rejecting, and keeps it', async () => {
    const o = await newOrder(db.db);
    await transitionOrder(db.db, {
      orderId: o.id,
      action: 'submit',
      actor: 'booker',
      userId: U.booker,
      guards: { needsApproval: true },
      now: now(),
    });
    const reject = (reason?: string) =>
      transitionOrder(db.db, {
        orderId: o.id,
        action: 'reject',
        actor: 'approver',
        userId: U.approver,
        reason,
        now: now(),
      });
    expect(await refusal(reject('   '))).toBe('order.errors.reasonRequired');
    expect(await reject(' 超标准 ')).toMatchObject({ status: O.Rejected, statusReason: '超标准' });
    expect((await historyOf(db, o.id)).at(-1)).toMatchObject({ action: 'reject', reason: '超标准' });
  });

  it('keeps orders within their company when a company is given', async () => {
    const o = await newOrder(db.db);
    const key = await refusal(
      transitionOrder(db.db, {
        orderId: o.id,
        companyId: SCOPED_OTHER_COMPANY,
        action: 'cancel',
        actor: 'booker',
        userId: U.booker,
        now: now(),
      }),
    );
    expect(key).toBe('order.errors.notFound');
    expect(await refusal(listOrderHistory(db.db, { orderId: o.id, companyId: SCOPED_OTHER_COMPANY }))).toBe(
      'order.errors.notFound',
    );
    expect((await orderRow(db, o.id)).status).toBe(O.WaitBooking);
  });
});

describe('locks', () => {
  it('a lock by another user blocks processing; the booker is not bound by it', async () => {
    const o = await disposable();
    // Not locked yet: the supplier must lock first.
    expect(
      await refusal(
        transitionOrder(db.db, { orderId: o.id, action: 'drawer', actor: 'supplier', userId: U.supplier, now: now() }),
      ),
    ).toBe('order.errors.lockRequired');
    const locked = await lockOrder(db.db, { orderId: o.id, actor: 'supplier', userId: U.supplier, now: now() });
    expect(locked).toMatchObject({ lockHolderId: U.supplier, status: O.WaitDispose });
    expect(orderActionsFor(locked, ['supplier'], U.supplier)).toEqual(['cannot', 'drawer', 'unlock']);
    expect(orderActionsFor(locked, ['supplier'], U.supplier2)).toEqual([]);

    const entries = await countHistory(db, o.id);
    for (const [action, actor, userId] of [
      ['drawer', 'supplier', U.supplier2],
      ['cannot', 'tmc', U.service],
      ['cancel', 'tmc', U.service],
      ['lock', 'supplier', U.supplier2],
      ['unlock', 'tmc', U.service],
    ] as const) {
      const key = await refusal(
        transitionOrder(db.db, { orderId: o.id, action, actor, userId, reason: '无票', now: now() }),
      );
      expect(key, `${action} by ${userId}`).toBe('order.errors.lockedByOther');
    }
    expect(await refusal(lockOrder(db.db, { orderId: o.id, actor: 'supplier', userId: U.supplier, now: now() }))).toBe(
      'order.errors.alreadyLocked',
    );
    expect(await countHistory(db, o.id)).toBe(entries);
    expect(await orderRow(db, o.id)).toMatchObject({ lockHolderId: U.supplier, status: O.WaitDispose });

    // The holder unlocks; then another may lock and process.
    await unlockOrder(db.db, { orderId: o.id, actor: 'supplier', userId: U.supplier, now: now() });
    await lockOrder(db.db, { orderId: o.id, actor: 'tmc', userId: U.service, now: now() });
    const cannot = await transitionOrder(db.db, {
      orderId: o.id,
      action: 'cannot',
      actor: 'tmc',
      userId: U.service,
      reason: '无票',
      now: now(),
    });
    expect(cannot).toMatchObject({ status: O.Cannot, statusReason: '无票', lockHolderId: null });
  });

  it('a booker still cancels an unpaid order the TMC has locked', async () => {
    const o = await newOrder(db.db);
    await transitionOrder(db.db, {
      orderId: o.id,
      action: 'submit',
      actor: 'booker',
      userId: U.booker,
      guards: { needsApproval: false, needsPayment: true },
      now: now(),
    });
    await lockOrder(db.db, { orderId: o.id, actor: 'tmc', userId: U.service, now: now() });
    const c = await transitionOrder(db.db, {
      orderId: o.id,
      action: 'cancel',
      actor: 'booker',
      userId: U.booker,
      now: now(),
    });
    expect(c).toMatchObject({ status: O.Canceled, lockHolderId: null });
  });

  it('a supervisor takes a lock over; others may not', async () => {
    const o = await disposable();
    await lockOrder(db.db, { orderId: o.id, actor: 'tmc', userId: U.service, now: now() });
    expect(
      await refusal(takeOverOrderLock(db.db, { orderId: o.id, userId: U.supplier2, kinds: ['service'], now: now() })),
    ).toBe('order.errors.takeoverDenied');
    const taken = await takeOverOrderLock(db.db, {
      orderId: o.id,
      companyId: SCOPED_COMPANY,
      userId: U.supervisor,
      kinds: ['supervisor'],
      reason: '李娜休假',
      now: now(),
    });
    expect(taken).toMatchObject({ lockHolderId: U.supervisor, status: O.WaitDispose });
    expect((await historyOf(db, o.id)).at(-1)).toMatchObject({
      action: 'lock',
      actor: 'tmc',
      userId: U.supervisor,
      reason: '李娜休假',
      detail: { takenFrom: U.service },
    });
    // The former holder is now blocked; the supervisor processes.
    expect(
      await refusal(
        transitionOrder(db.db, { orderId: o.id, action: 'drawer', actor: 'tmc', userId: U.service, now: now() }),
      ),
    ).toBe('order.errors.lockedByOther');
    expect(
      await transitionOrder(db.db, { orderId: o.id, action: 'drawer', actor: 'tmc', userId: U.supervisor, now: now() }),
    ).toMatchObject({ status: O.Finished });
    // Nothing left to take over.
    expect(
      await refusal(
        takeOverOrderLock(db.db, { orderId: o.id, userId: U.supervisor, kinds: ['supervisor'], now: now() }),
      ),
    ).toBe('order.errors.notLocked');
  });
});

describe('amends', () => {
  it('a refund runs submit, price check, client confirmation and refund, on the order history', async () => {
    const o = await finished();
    const amend = await createAmend(db.db, {
      orderId: o.id,
      companyId: SCOPED_COMPANY,
      kind: 'refund',
      actor: 'booker',
      userId: U.booker,
      reason: '行程变更',
      amounts: { priceFen: 55300 },
      now: now(),
    });
    expect(amend).toMatchObject({ status: A.WaitSubmit, kind: 'refund', companyId: COMPANY, priceFen: 55300 });
    const step = (i: Omit<Parameters<typeof transitionAmend>[1], 'amendId' | 'now'>) =>
      transitionAmend(db.db, { amendId: amend.id, now: now(), ...i });

    await step({ action: 'amendSubmit', actor: 'booker', userId: U.booker });
    // The supplier prices it only under the order's lock.
    expect(await refusal(step({ action: 'confirmPrice', actor: 'supplier', userId: U.supplier }))).toBe(
      'order.errors.lockRequired',
    );
    await lockOrder(db.db, { orderId: o.id, actor: 'supplier', userId: U.supplier, now: now() });
    expect(await refusal(step({ action: 'confirmPrice', actor: 'tmc', userId: U.service }))).toBe(
      'order.errors.lockedByOther',
    );
    const priced = await step({
      action: 'confirmPrice',
      actor: 'supplier',
      userId: U.supplier,
      set: { feeFen: 2765, refundFen: 52535 },
    });
    expect(priced).toMatchObject({ status: A.WaitConfirm, feeFen: 2765, refundFen: 52535, version: 3 });
    const order = await orderRow(db, o.id);
    expect(amendActionsFor(priced, order, ['booker'], U.booker)).toEqual(['reject', 'refundCancel', 'confirmPrice']);
    // The client's confirmation needs to know whether money goes back.
    expect(await refusal(step({ action: 'confirmPrice', actor: 'booker', userId: U.booker }))).toBe(
      'order.errors.amendActionNotAllowed',
    );
    expect(
      await refusal(
        step({ action: 'confirmPrice', actor: 'booker', userId: U.booker, guards: { refundDue: true }, version: 2 }),
      ),
    ).toBe('order.errors.amendStateChanged');
    await step({ action: 'confirmPrice', actor: 'booker', userId: U.booker, guards: { refundDue: true } });
    const done = await step({ action: 'refund', actor: 'system', userId: null });
    expect(done).toMatchObject({ status: A.Finished, version: 5 });

    const h = (await historyOf(db, o.id)).filter((e) => e.amendId === amend.id);
    expect(h.map((e) => [e.action, e.fromStatus, e.toStatus, e.actor])).toEqual([
      ['refund', null, A.WaitSubmit, 'booker'],
      ['amendSubmit', A.WaitSubmit, A.WaitDispose, 'booker'],
      ['confirmPrice', A.WaitDispose, A.WaitConfirm, 'supplier'],
      ['confirmPrice', A.WaitConfirm, A.WaitRefund, 'booker'],
      ['refund', A.WaitRefund, A.Finished, 'system'],
    ]);
    // The order stays Finished and its lock with the supplier: amends do not move the order.
    expect(await orderRow(db, o.id)).toMatchObject({ status: O.Finished, lockHolderId: U.supplier });
  });

  it('opens amends on issued orders only, and withdraws each kind with its own action', async () => {
    const pending = await disposable();
    expect(
      await refusal(
        createAmend(db.db, { orderId: pending.id, kind: 'refund', actor: 'booker', userId: U.booker, now: now() }),
      ),
    ).toBe('order.errors.actionNotAllowed');
    const o = await finished();
    const change = await createAmend(db.db, {
      orderId: o.id,
      kind: 'change',
      actor: 'booker',
      userId: U.booker,
      now: now(),
    });
    expect(
      await refusal(
        transitionAmend(db.db, {
          amendId: change.id,
          action: 'refundCancel',
          actor: 'booker',
          userId: U.booker,
          now: now(),
        }),
      ),
    ).toBe('order.errors.amendActionNotAllowed');
    const canceled = await transitionAmend(db.db, {
      amendId: change.id,
      companyId: SCOPED_COMPANY,
      action: 'cancel',
      actor: 'booker',
      userId: U.booker,
      now: now(),
    });
    expect(canceled.status).toBe(A.Canceled);
    expect(
      await refusal(
        transitionAmend(db.db, {
          amendId: change.id,
          companyId: SCOPED_OTHER_COMPANY,
          action: 'cancel',
          actor: 'booker',
          userId: U.booker,
          now: now(),
        }),
      ),
    ).toBe('order.errors.amendNotFound');
  });
});

describe('the order log', () => {
  it('keeps messages in order and internal notes for the TMC side', async () => {
    const o = await newOrder(db.db);
    await addOrderMessage(db.db, {
      orderId: o.id,
      authorId: U.booker,
      authorName: '张三',
      text: ' 请尽快出票 ',
      now: now(),
    });
    await addOrderMessage(db.db, {
      orderId: o.id,
      companyId: SCOPED_COMPANY,
      authorId: U.service,
      authorName: '李娜',
      text: '已联系供应商',
      internal: true,
      now: now(),
    });
    const all = await listOrderMessages(db.db, { orderId: o.id, includeInternal: true });
    expect(all.map((m) => [m.authorName, m.text, m.internal])).toEqual([
      ['张三', '请尽快出票', false],
      ['李娜', '已联系供应商', true],
    ]);
    const client = await listOrderMessages(db.db, { orderId: o.id, companyId: SCOPED_COMPANY, includeInternal: false });
    expect(client.map((m) => m.text)).toEqual(['请尽快出票']);
    expect(
      await refusal(
        addOrderMessage(db.db, { orderId: o.id, authorId: U.booker, authorName: '张三', text: '  ', now: now() }),
      ),
    ).toBe('order.errors.messageEmpty');
    expect(
      await refusal(
        addOrderMessage(db.db, {
          orderId: o.id,
          authorId: U.booker,
          authorName: '张三',
          text: '字'.repeat(1001),
          now: now(),
        }),
      ),
    ).toBe('order.errors.messageTooLong');
    expect(
      await refusal(
        addOrderMessage(db.db, {
          orderId: o.id,
          companyId: SCOPED_OTHER_COMPANY,
          authorId: null,
          authorName: '',
          text: 'x',
          now: now(),
        }),
      ),
    ).toBe('order.errors.notFound');
  });
});

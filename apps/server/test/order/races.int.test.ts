import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_RE, OrderStatus, ServiceType } from '@opentmc/contracts';
import type { TDatabase } from '../../src/platform/db/database.ts';
import { addOrderMessage, lockOrder, transitionOrder } from '../../src/modules/order/index.ts';
import { freshDatabase } from '../harness.ts';
import { U, countHistory, newOrder, now, orderRow, outcome } from './helpers.ts';

// Races on the order engine (issue 6 section 1). Every attempt runs in its own transaction, all fired at once: on
// PGlite the database serialises them, on the real PostgreSQL (TEST_DB=pg) they overlap up to the pool's
// connections. Whatever the interleaving, a move applies once, with one history entry and one set of side effects.

let db: TDatabase;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database: db, drop } = await freshDatabase());
});
afterAll(async () => drop());

const N = 50;
const O = OrderStatus;

/** Runs every attempt in its own transaction at once; the business refusals' keys, null for a success. */
const race = (attempts: (() => Promise<unknown>)[]) => Promise.all(attempts.map((a) => outcome(a())));

describe('order races', () => {
  it(`${N} concurrent cancels of one order: one applies, with one history entry and one side effect`, async () => {
    const o = await newOrder(db.db);
    await transitionOrder(db.db, {
      orderId: o.id,
      action: 'submit',
      actor: 'booker',
      userId: U.booker,
      guards: { needsApproval: false, needsPayment: true },
      now: now(),
    });
    const outcomes = await race(
      Array.from(
        { length: N },
        (_, i) => () =>
          db.db.transaction(async (tx) => {
            const at = now();
            const c = await transitionOrder(tx, {
              orderId: o.id,
              action: 'cancel',
              actor: i % 2 ? 'booker' : 'system',
              userId: i % 2 ? U.booker : null,
              now: at,
            });
            // The caller's side effect, in the same transaction as the move.
            await addOrderMessage(tx, {
              orderId: o.id,
              authorId: null,
              authorName: '',
              text: `canceled by ${i}`,
              now: at,
            });
            return c;
          }),
      ),
    );
    expect(outcomes.filter((k) => k === null)).toHaveLength(1);
    // A loser either lost the compare-and-set or read the order already canceled.
    const refused = outcomes.filter((k) => k !== null);
    expect(refused).toHaveLength(N - 1);
    for (const k of refused) expect(['order.errors.stateChanged', 'order.errors.actionNotAllowed']).toContain(k);
    expect(await orderRow(db, o.id)).toMatchObject({ status: O.Canceled, version: 3 });
    expect(await countHistory(db, o.id, 'cancel')).toBe(1);
    const messages = await db.executeSql('SELECT count(*)::int AS n FROM order_messages WHERE order_id = $1', [o.id]);
    expect(Number(messages.rows[0]!.n)).toBe(1);
  }, 60000);

  it(`${N} suppliers locking one order at once: exactly one holds it`, async () => {
    const o = await newOrder(db.db);
    await transitionOrder(db.db, {
      orderId: o.id,
      action: 'submit',
      actor: 'booker',
      userId: U.booker,
      guards: { needsApproval: false, needsPayment: false },
      now: now(),
    });
    const users = Array.from({ length: N }, (_, i) => `U_SUP_${i}`);
    const outcomes = await race(
      users.map(
        (u) => () =>
          db.db.transaction((tx) => lockOrder(tx, { orderId: o.id, actor: 'supplier', userId: u, now: now() })),
      ),
    );
    const winners = users.filter((_, i) => outcomes[i] === null);
    expect(winners).toHaveLength(1);
    for (const k of outcomes.filter((x) => x !== null))
      expect(['order.errors.stateChanged', 'order.errors.lockedByOther']).toContain(k);
    expect((await orderRow(db, o.id)).lockHolderId).toBe(winners[0]);
    expect(await countHistory(db, o.id, 'lock')).toBe(1);
  }, 60000);

  it(`${N} concurrent bookings get ${N} different order numbers`, async () => {
    const created = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        db.db.transaction((tx) =>
          newOrder(tx, { service: i % 3 ? ServiceType.Train : ServiceType.Flight, userId: U.booker }),
        ),
      ),
    );
    const numbers = created.map((o) => o.uniqueId);
    expect(new Set(numbers).size).toBe(N);
    for (const n of numbers) expect(n).toMatch(ORDER_NUMBER_RE);
    expect(numbers.filter((n) => n.startsWith('F'))).toHaveLength(created.filter((_, i) => i % 3 === 0).length);
  }, 60000);
});

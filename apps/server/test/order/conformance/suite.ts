import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountType,
  AmendStatus,
  ApprovalRuleGet,
  ApprovalRuleSave,
  CashierPay,
  OrderStatus,
  TradeStatus,
  TripApprovalRule,
  type TApprovalRuleInfo,
  type TCashierPayResult,
} from '@opentmc/contracts';
import { activeSimulator } from '../../../src/modules/trade/index.ts';
import { translate } from '../../../src/platform/i18n.ts';
import { createTestApp, type TTestApp } from '../../harness.ts';
import { ledgerViolations } from '../../ledger-invariants.ts';
import { newKey } from '../../trade/helpers.ts';
import { DEMO_CLIENT, accountRow, scalar } from '../../train/order-helpers.ts';
import type { TBookedOrder, TChangeWay, TOrderProductDriver, TPayWay, TProductCall } from './driver.ts';
import { loginPersonas, type TPersona } from './personas.ts';

// The order conformance suite (issue 16 section 1): one API suite that every product's orders must pass. It drives the
// product only through its HTTP calls (the driver names them) and checks what happened in the engine's tables —
// orders, amends, order_history — and in the ledger (trade_deals, trade_details, trade_holds, trade_accounts), which
// are the same for every product. After every test the ledger's invariants hold (ledger-invariants.ts): postings sum
// to zero, balances are their postings, and each order's paid, refunded and total amounts are its deals'.

const N = 50;
const O = OrderStatus;
/** Whoever may try an order call of the demo client and must be refused (or, in a list, see nothing of it). */
const OUTSIDERS: TPersona[] = ['otherCompany', 'colleague', 'unassignedTmc', 'otherSupplier', 'anonymous'];

type TReplyOf = Awaited<ReturnType<TTestApp['call']>>;
type THeader = {
  status: number;
  version: number;
  service: number;
  company: string;
  total: number;
  paid: number;
  refunded: number;
  lock: string | null;
  deal: string;
};

export const runOrderConformance = (driver: TOrderProductDriver) =>
  describe(`order conformance: ${driver.product}`, () => {
    let t: TTestApp;
    let sid: Record<TPersona, string | undefined>;
    beforeAll(async () => {
      t = await createTestApp({ workers: false });
      await driver.prepare(t);
      sid = await loginPersonas(t);
    });
    afterAll(async () => t.close());

    const run = (who: TPersona, c: TProductCall): Promise<TReplyOf> =>
      t.call(c.contract, c.payload, { session: sid[who], lang: 'en', ...(c.params ? { params: c.params } : {}) });
    const ok = async (who: TPersona, c: TProductCall) => {
      const r = await run(who, c);
      if (!r.isSucc) throw new Error(`${who} ${c.contract.path}: ${r.message}`);
      return r.result;
    };
    const book = async (pay: TPayWay, submit: boolean, travellers = 1) =>
      driver.booked(await ok('booker', driver.create({ travellers, pay, submit })));

    const rows = async (text: string, values: unknown[]) => (await t.database.executeSql(text, values)).rows;
    const header = async (o: TBookedOrder): Promise<THeader> => {
      const [h] = await rows(
        `SELECT status, version, service, company_id AS company, total_fen::int AS total, paid_fen::int AS paid,
                refunded_fen::int AS refunded, lock_holder_id AS lock, deal_id AS deal
           FROM orders WHERE unique_id = $1`,
        [o.UniqueID],
      );
      return h as THeader;
    };
    const history = (o: TBookedOrder, action: string) =>
      scalar(t, `SELECT count(*)::int FROM order_history WHERE order_id = $1 AND action = $2`, [o.OrderID, action]);
    /** A deal's status, amount and postings: how many, their sum, and what they moved (the positive legs). */
    const deal = async (id: string) =>
      (
        await rows(
          `SELECT d.trade_status AS status, d.amount_fen::int AS amount,
                  (SELECT count(*)::int FROM trade_details x WHERE x.deal_id = d.id) AS postings,
                  (SELECT coalesce(sum(x.amount_fen), 0)::int FROM trade_details x WHERE x.deal_id = d.id) AS sum,
                  (SELECT coalesce(sum(x.amount_fen), 0)::int FROM trade_details x
                    WHERE x.deal_id = d.id AND x.amount_fen > 0) AS moved
             FROM trade_deals d WHERE d.id = $1`,
          [id],
        )
      )[0] as { status: number; amount: number; postings: number; sum: number; moved: number };
    /** The order's refund deals and the amends' rows, in order. */
    const refundsOf = async (o: TBookedOrder) =>
      (await rows(
        `SELECT id FROM trade_deals WHERE order_unique_id = $1 AND original_deal_id IS NOT NULL ORDER BY id`,
        [o.UniqueID],
      )) as { id: string }[];
    const amendsOf = async (o: TBookedOrder, kind: string) =>
      (await rows(
        `SELECT id, status, refund_fen::int AS refund FROM amends WHERE order_id = $1 AND kind = $2 ORDER BY created_at`,
        [o.OrderID, kind],
      )) as { id: string; status: number; refund: number }[];
    const holds = (dealId: string, status: string) =>
      scalar(t, `SELECT count(*)::int FROM trade_holds WHERE deal_id = $1 AND status = $2`, [dealId, status]);
    const account = async (type: number) => (await accountRow(t, DEMO_CLIENT, type))!;
    const ledgerSound = async () => expect(await ledgerViolations(t.database)).toEqual([]);

    // The states an order is brought to, through the product's calls.
    const inFulfilment = async (pay: TPayWay = 'credit') => {
      const o = await book(pay, true);
      expect((await header(o)).status).toBe(O.WaitDispose);
      return o;
    };
    const locked = async (o: TBookedOrder, who: TPersona = 'supplier') => {
      await ok(who, driver.calls.lock(o));
      return o;
    };
    const prepared = async (o: TBookedOrder) => {
      for (const c of driver.calls.prepareIssue(o)) await ok('supplier', c);
      return o;
    };
    const readyToIssue = async (pay: TPayWay = 'credit') => prepared(await locked(await inFulfilment(pay)));
    const issued = async (pay: TPayWay = 'credit') => {
      const o = await readyToIssue(pay);
      await ok('supplier', driver.calls.issue(o));
      expect((await header(o)).status).toBe(O.Finished);
      return o;
    };
    const awaitingPayment = async () => {
      const o = await book('online', true);
      expect((await header(o)).status).toBe(O.WaitPayment);
      return o;
    };
    /** The company's rules send every booking made online to approval while `f` books. */
    const withApproval = async <R>(f: () => Promise<R>): Promise<R> => {
      const rules = ((await ok('admin', { contract: ApprovalRuleGet, payload: {} })) as TApprovalRuleInfo).Rules;
      const save = (Rules: number[]) => ok('admin', { contract: ApprovalRuleSave, payload: { Rules } });
      await save([...rules, TripApprovalRule.OnlineBookingApproval]);
      try {
        return await f();
      } finally {
        await save(rules);
      }
    };
    const awaitingApproval = () =>
      withApproval(async () => {
        const o = await book('credit', true);
        expect((await header(o)).status).toBe(O.WaitConfirm);
        return o;
      });
    /** The booker's company pays an online order at the cashier; the gateway's signed notify settles it. */
    const payOnline = async (o: TBookedOrder) => {
      const paid = (await ok('payer', {
        contract: CashierPay,
        payload: { TradeID: (await header(o)).deal, Channel: 'Alipay', IdempotencyKey: newKey() },
      })) as TCashierPayResult;
      const [p] = (await rows(
        `SELECT id, channel, amount_fen::int AS "amountFen", provider_trade_no AS "providerTradeNo",
                expires_at AS "expiresAt" FROM trade_payments WHERE id = $1`,
        [paid.PaymentID],
      )) as { id: string; channel: number; amountFen: number; providerTradeNo: string | null; expiresAt: Date }[];
      const sim = activeSimulator(t.config)!;
      const gp = { ...p!, subject: '', expiresAt: new Date(p!.expiresAt) };
      expect(sim.payerPays(gp, t.clock.now())).toBe(true);
      const notify = sim.notifyFor(gp, t.clock.now())!;
      // The gateway posts its fields form-encoded, with no session.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trade/Cashier/Notify/sim',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(notify).toString(),
      });
      expect(res.json()).toMatchObject({ isSucc: true, result: { Applied: true } });
    };

    describe('book and submit', () => {
      it('books an order of the product in WaitBooking, owing its total, with the money frozen on the account', async () => {
        const before = await account(AccountType.Credit);
        const o = await book('credit', false, 2);
        expect(o.TravellerIDs).toHaveLength(2);
        const h = await header(o);
        expect(h).toMatchObject({ status: O.WaitBooking, service: driver.service, company: DEMO_CLIENT, paid: 0 });
        expect(h.total).toBeGreaterThan(0);
        expect(await deal(h.deal)).toMatchObject({ status: TradeStatus.WaitPayment, amount: h.total, postings: 0 });
        expect(await holds(h.deal, 'Held')).toBe(1);
        expect((await account(AccountType.Credit)).frozenFen - before.frozenFen).toBe(h.total);
        expect(await history(o, 'create')).toBe(1);
      });

      it('submits: paid from a company account, the order goes to the supplier', async () => {
        const o = await book('credit', false);
        await ok('booker', driver.calls.submit(o));
        expect((await header(o)).status).toBe(O.WaitDispose);
        expect(await history(o, 'submit')).toBe(1);
        // Submitted once: a second submit is the engine's refusal.
        const again = await run('booker', driver.calls.submit(o));
        expect(again).toMatchObject({ isSucc: false, statusCode: 400 });
        expect(await history(o, 'submit')).toBe(1);
      });
    });

    describe('approval, when the company rules require it', () => {
      it('the approver approves: the order goes on to the supplier, its money still frozen', async () => {
        const o = await awaitingApproval();
        const h = await header(o);
        await ok('approver', driver.calls.resolve(o));
        expect(await header(o)).toMatchObject({ status: O.WaitDispose, paid: 0 });
        expect(await holds(h.deal, 'Held')).toBe(1);
        expect(await history(o, 'resolve')).toBe(1);
      });

      it('the approver rejects with a reason: Rejected, the frozen money released', async () => {
        const frozen = (await account(AccountType.Credit)).frozenFen;
        const o = await awaitingApproval();
        const h = await header(o);
        expect((await account(AccountType.Credit)).frozenFen - frozen).toBe(h.total);
        await ok('approver', driver.calls.reject(o, '超出预算'));
        expect(await header(o)).toMatchObject({ status: O.Rejected, paid: 0 });
        expect(await holds(h.deal, 'Released')).toBe(1);
        expect((await account(AccountType.Credit)).frozenFen).toBe(frozen);
        await ledgerSound();
      });
    });

    describe('pay (credit, balance, online) and issue', () => {
      it.each([
        ['credit', AccountType.Credit],
        ['balance', AccountType.Balance],
      ] as const)(
        'from the %s account: frozen at booking, paid once at issue, the lock released',
        async (way, type) => {
          const o = await locked(await inFulfilment(way));
          const h = await header(o);
          expect(h.lock).not.toBeNull();
          // The supplier's steps before issue are what allow it.
          if (driver.calls.prepareIssue(o).length > 0) {
            expect(await run('supplier', driver.calls.issue(o))).toMatchObject({ isSucc: false, statusCode: 400 });
            expect(await header(o)).toEqual(h);
            await prepared(o);
          }
          const before = await account(type);
          await ok('supplier', driver.calls.issue(o));
          expect(await header(o)).toMatchObject({ status: O.Finished, paid: h.total, lock: null });
          expect(await deal(h.deal)).toMatchObject({ status: TradeStatus.Finished, sum: 0, moved: h.total });
          const after = await account(type);
          expect(before.balanceFen - after.balanceFen).toBe(h.total);
          expect(before.frozenFen - after.frozenFen).toBe(h.total);
          expect(await history(o, 'drawer')).toBe(1);
          await ledgerSound();
        },
      );

      it("online: the gateway's notify pays the deal and moves the order to the supplier at once", async () => {
        const o = await awaitingPayment();
        const h = await header(o);
        await payOnline(o);
        expect(await header(o)).toMatchObject({ status: O.WaitDispose, paid: h.total });
        expect(await deal(h.deal)).toMatchObject({ status: TradeStatus.Finished, sum: 0, moved: h.total });
        expect(await history(o, 'pay')).toBe(1);
        // Issued later, nothing is paid again.
        await ok('supplier', driver.calls.issue(await prepared(await locked(o))));
        expect(await header(o)).toMatchObject({ status: O.Finished, paid: h.total });
        expect((await deal(h.deal)).moved).toBe(h.total);
        await ledgerSound();
      });

      it("the booker's pay call pays an online order from a company account, once", async () => {
        const o = await awaitingPayment();
        const h = await header(o);
        const before = await account(AccountType.Balance);
        await ok('booker', driver.calls.pay(o, AccountType.Balance));
        expect(await header(o)).toMatchObject({ status: O.WaitDispose, paid: h.total });
        expect(before.balanceFen - (await account(AccountType.Balance)).balanceFen).toBe(h.total);
        expect(await run('booker', driver.calls.pay(o, AccountType.Balance))).toMatchObject({
          isSucc: false,
          statusCode: 400,
        });
        expect(await history(o, 'pay')).toBe(1);
        await ledgerSound();
      });
    });

    describe('cancel before issue: the money comes back', () => {
      it('paid from the account: the freeze is released, nothing is paid', async () => {
        const o = await inFulfilment();
        const h = await header(o);
        const frozen = (await account(AccountType.Credit)).frozenFen;
        await ok('booker', driver.calls.cancel(o));
        expect(await header(o)).toMatchObject({ status: O.Canceled, paid: 0, refunded: 0 });
        expect(await holds(h.deal, 'Released')).toBe(1);
        expect(frozen - (await account(AccountType.Credit)).frozenFen).toBe(h.total);
        expect((await deal(h.deal)).postings).toBe(0);
        await ledgerSound();
      });

      it('paid online: the payment is refunded in full through the ledger', async () => {
        const o = await awaitingPayment();
        await payOnline(o);
        const h = await header(o);
        await ok('booker', driver.calls.cancel(o));
        expect(await header(o)).toMatchObject({ status: O.Canceled, paid: h.total, refunded: h.total });
        const refunds = await refundsOf(o);
        expect(refunds).toHaveLength(1);
        expect(await deal(refunds[0]!.id)).toMatchObject({ status: TradeStatus.Finished, amount: h.total, sum: 0 });
        await ledgerSound();
      });
    });

    describe('refund and change after issue', () => {
      it('refunds a traveller: the refund amend finished, its amount back to the account through a refund deal', async () => {
        const o = await issued();
        const before = await account(AccountType.Credit);
        await ok('booker', driver.calls.refund(o));
        const [a] = await amendsOf(o, 'refund');
        expect(a).toMatchObject({ status: AmendStatus.Finished });
        expect(a!.refund).toBeGreaterThan(0);
        const h = await header(o);
        expect(h).toMatchObject({ status: O.Finished, refunded: a!.refund });
        const refunds = await refundsOf(o);
        expect(refunds).toHaveLength(1);
        expect(await deal(refunds[0]!.id)).toMatchObject({ status: TradeStatus.Finished, amount: a!.refund, sum: 0 });
        expect((await account(AccountType.Credit)).balanceFen - before.balanceFen).toBe(a!.refund);
        await ledgerSound();
      });

      /** An issued order changed by the booker: the header before and after, the credit account before, the amend. */
      const changed = async (way: TChangeWay) => {
        const o = await issued();
        const [was, before] = [await header(o), await account(AccountType.Credit)];
        await ok('booker', driver.calls.change(o, way));
        const amends = await amendsOf(o, 'change');
        expect(amends).toMatchObject([{ status: AmendStatus.Finished }]);
        return { o, was, before, after: await header(o), amend: amends[0]! };
      };

      it('changes to dearer goods: the difference is paid from the account by its own deal; the total grows by it', async () => {
        const { o, was, before, after } = await changed('dearer');
        const paid = after.paid - was.paid;
        expect(paid).toBeGreaterThan(0);
        expect(after).toMatchObject({ status: O.Finished, total: was.total + paid, refunded: 0 });
        const [extra] = await rows(
          `SELECT id FROM trade_deals WHERE order_unique_id = $1 AND id <> $2 AND original_deal_id IS NULL`,
          [o.UniqueID, was.deal],
        );
        expect(await deal(String(extra!.id))).toMatchObject({ status: TradeStatus.Finished, moved: paid, sum: 0 });
        expect(before.balanceFen - (await account(AccountType.Credit)).balanceFen).toBe(paid);
        await ledgerSound();
      });

      it('changes to cheaper goods: the difference comes back through a refund deal', async () => {
        const { o, was, before, after, amend } = await changed('cheaper');
        expect(after.refunded).toBeGreaterThan(0);
        expect(after).toMatchObject({ status: O.Finished, paid: was.paid, refunded: amend.refund });
        const refunds = await refundsOf(o);
        expect(refunds).toHaveLength(1);
        expect(await deal(refunds[0]!.id)).toMatchObject({ amount: after.refunded, sum: 0 });
        expect((await account(AccountType.Credit)).balanceFen - before.balanceFen).toBe(after.refunded);
        await ledgerSound();
      });
    });

    // On PGlite the database serialises the requests; the PostgreSQL pass (TEST_DB=pg) is the one where they overlap,
    // up to the pool's connections, and must still apply once.
    describe(`races: ${N} identical transitions at once (TEST_DB=pg overlaps them)`, () => {
      const refusals = [translate('en', 'order.errors.stateChanged'), translate('en', 'order.errors.actionNotAllowed')];
      const oneApplies = (replies: TReplyOf[]) => {
        expect(replies.filter((r) => r.isSucc)).toHaveLength(1);
        for (const r of replies.filter((x) => !x.isSucc)) {
          expect([r.httpStatus, r.statusCode]).toEqual([400, 400]);
          expect(refusals).toContain(r.message);
        }
      };
      const all = (who: TPersona, c: TProductCall) => Promise.all(Array.from({ length: N }, () => run(who, c)));

      it(`${N} issues of one order: one applies, the deal is paid once`, async () => {
        const o = await readyToIssue();
        const h = await header(o);
        const before = await account(AccountType.Credit);
        oneApplies(await all('supplier', driver.calls.issue(o)));
        expect(await history(o, 'drawer')).toBe(1);
        expect(await header(o)).toMatchObject({ status: O.Finished, paid: h.total });
        expect(await deal(h.deal)).toMatchObject({ status: TradeStatus.Finished, moved: h.total, sum: 0 });
        expect(before.balanceFen - (await account(AccountType.Credit)).balanceFen).toBe(h.total);
        await ledgerSound();
      });

      it(`${N} cancels of one order: one applies, the freeze is released once`, async () => {
        const o = await inFulfilment();
        const h = await header(o);
        const frozen = (await account(AccountType.Credit)).frozenFen;
        oneApplies(await all('booker', driver.calls.cancel(o)));
        expect(await history(o, 'cancel')).toBe(1);
        expect((await header(o)).status).toBe(O.Canceled);
        expect(await holds(h.deal, 'Released')).toBe(1);
        expect(frozen - (await account(AccountType.Credit)).frozenFen).toBe(h.total);
        await ledgerSound();
      });
    });

    describe('authorization matrix of every order call', () => {
      /** What a refused attempt must leave as it was: the header, its history, amends and deals. */
      const footprint = async (o: TBookedOrder) => ({
        header: await header(o),
        history: await scalar(t, `SELECT count(*)::int FROM order_history WHERE order_id = $1`, [o.OrderID]),
        amends: await scalar(t, `SELECT count(*)::int FROM amends WHERE order_id = $1`, [o.OrderID]),
        deals: await scalar(t, `SELECT count(*)::int FROM trade_deals WHERE order_unique_id = $1`, [o.UniqueID]),
      });
      // A business refusal (400), or 511 for no session; never a success nor a bug (500).
      const refusedAs = (who: TPersona, r: TReplyOf) =>
        r.isSucc || r.statusCode !== (who === 'anonymous' ? 511 : 400) || r.httpStatus === 500
          ? [`${who} → ${r.statusCode} ${r.message}`]
          : [];

      type TRow = {
        call: string;
        /** A fresh order in the state the call applies to. */
        state: () => Promise<TBookedOrder>;
        request: (o: TBookedOrder) => TProductCall;
        /** Who succeeds (each on a fresh order) and who is refused besides the outsiders. */
        may: TPersona[];
        refused: TPersona[];
        /** A read: it changes nothing, and a list may answer an outsider as long as the order is not in it. */
        read?: 'details' | 'list';
        /** A product's own step that writes no engine history (its effect: the issue it allows, tested above). */
        step?: true;
      };
      const c = driver.calls;
      const table: TRow[] = [
        {
          call: 'submit',
          state: () => book('credit', false),
          request: c.submit,
          may: ['booker'],
          refused: ['supplier'],
        },
        {
          call: 'pay',
          state: awaitingPayment,
          request: (o) => c.pay(o, AccountType.Credit),
          may: ['booker'],
          refused: ['supplier', 'tmc'],
        },
        {
          call: 'cancel',
          state: () => book('credit', false),
          request: c.cancel,
          may: ['booker'],
          refused: ['supplier'],
        },
        {
          call: 'details',
          state: inFulfilment,
          request: c.details,
          may: ['booker', 'tmc', 'supplier'],
          refused: [],
          read: 'details',
        },
        {
          call: 'list',
          state: inFulfilment,
          request: c.list,
          may: ['booker', 'tmc', 'supplier'],
          refused: [],
          read: 'list',
        },
        {
          call: 'resolve',
          state: awaitingApproval,
          request: c.resolve,
          may: ['approver'],
          refused: ['booker', 'supplier'],
        },
        {
          call: 'reject',
          state: awaitingApproval,
          request: (o) => c.reject(o, '不出差了'),
          may: ['approver'],
          refused: ['booker', 'supplier'],
        },
        { call: 'lock', state: inFulfilment, request: c.lock, may: ['supplier', 'tmc'], refused: ['booker'] },
        {
          call: 'unlock',
          state: async () => locked(await inFulfilment()),
          request: c.unlock,
          may: ['supplier'],
          refused: ['booker', 'tmc'],
        },
        ...driver.calls.prepareIssue({ UniqueID: '', OrderID: '', TravellerIDs: [] }).map((step, i): TRow => ({
          call: `prepareIssue ${step.contract.path}`,
          state: async () => locked(await inFulfilment()),
          request: (o) => c.prepareIssue(o)[i]!,
          may: ['supplier'],
          refused: ['booker', 'tmc'],
          step: true,
        })),
        { call: 'issue', state: readyToIssue, request: c.issue, may: ['supplier'], refused: ['booker', 'tmc'] },
        { call: 'refund', state: issued, request: c.refund, may: ['booker'], refused: ['supplier', 'tmc'] },
        {
          call: 'change',
          state: issued,
          request: (o) => c.change(o, 'dearer'),
          may: ['booker'],
          refused: ['supplier', 'tmc'],
        },
      ];

      it('create: the booker books; anonymous and the supplier are refused and nothing is written', async () => {
        const count = () => scalar(t, 'SELECT count(*)::int FROM orders');
        const before = await count();
        const request = driver.create({ travellers: 1, pay: 'credit', submit: false });
        const wrong = [
          ...refusedAs('anonymous', await run('anonymous', request)),
          ...refusedAs('supplier', await run('supplier', request)),
        ];
        expect(wrong).toEqual([]);
        expect(await count()).toBe(before);
        await book('credit', false);
        expect(await count()).toBe(before + 1);
      });

      it.each(table.map((row) => [row.call, row] as const))(
        '%s: outsiders and the wrong roles are refused and change nothing; the right ones succeed',
        async (_name, row) => {
          const o = await row.state();
          const before = await footprint(o);
          const wrong: string[] = [];
          for (const who of [...OUTSIDERS, ...row.refused]) {
            const r = await run(who, row.request(o));
            if (row.read === 'list' && r.isSucc) {
              if (JSON.stringify(r.result).includes(o.UniqueID)) wrong.push(`${who} listed it`);
            } else wrong.push(...refusedAs(who, r));
          }
          expect(wrong).toEqual([]);
          expect(await footprint(o)).toEqual(before);
          for (const [i, who] of row.may.entries()) {
            const target = i === 0 || row.read ? o : await row.state();
            const was = await footprint(target);
            const r = await run(who, row.request(target));
            expect(r.isSucc, `${who}: ${r.message}`).toBe(true);
            if (row.read) expect(JSON.stringify(r.result)).toContain(target.UniqueID);
            else if (!row.step) expect((await footprint(target)).history).toBeGreaterThan(was.history);
          }
          await ledgerSound();
        },
      );

      it('every call of the driver has its row', () => {
        const named = new Set(table.map((r) => r.call.split(' ')[0]));
        expect(Object.keys(driver.calls).filter((k) => !named.has(k))).toEqual([]);
      });
    });
  });

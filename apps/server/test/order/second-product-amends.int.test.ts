import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmendStatus, OrderStatus, ProductType, ServiceType, TradeStatus, TradeType } from '@opentmc/contracts';
import {
  cancelOrderRefunds,
  checkOrderAmend,
  confirmClientChangeCall,
  confirmOrderPriceCall,
  confirmSupplyChangeCall,
  issueOrderCall,
  loadAmend,
  lockOrderCall,
  openChangeAmend,
  orderMessageText,
  refundOrder,
  registerOrderProduct,
  submitChangeCall,
  transitionOrder,
  updateOrderPriceCall,
  type TOrderReply,
  type TOrderRow,
  type TPricedLine,
  type TRefundLine,
} from '../../src/modules/order/index.ts';
import { loadDeal } from '../../src/modules/trade/index.ts';
import { BizError } from '../../src/platform/errors.ts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { callContext, standInHotel, standInOrder } from './stand-in-product.ts';
import { NOW, at, scalar } from '../train/order-helpers.ts';

// A second product's refunds, changes and price corrections through the engine (issue 16 section 1; docs/orders.md
// "Products"; ADR 0038): a stand-in hotel product gives only its goods' side — which rooms go back now and at what
// fee, marking them, the rooms' prices before issue, a change's price and its new room — and the engine runs the
// amend, the ledger refund or the change's deal, the header's amounts, the log and the withdrawal, as for trains.

let t: TTestApp;
let service: string;
let unregister: () => void;

/** The stand-in's goods: rooms per order, each booked, issued or refunded. */
type TRoom = TPricedLine & { name: string; status: 'Booked' | 'Issued' | 'Refunded'; amendId: string | null };
const rooms = new Map<string, TRoom[]>();
/** The stand-in's changes: a room moved to another room type, by amend id. */
type THotelChange = {
  roomId: string;
  name: string;
  goods: string;
  oldFen: number;
  priceFen: number;
  made: boolean;
  released: boolean;
};
const hotelChanges = new Map<string, THotelChange>();
/** A room's cancellation fee: 10 % of its price. */
const feeOf = (priceFen: number) => Math.round(priceFen / 10);

const reply: TOrderReply<TOrderRow> = { service: ServiceType.Hotel, view: async (_tx, order) => order };

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  service = await t.login('service');
  unregister = registerOrderProduct(
    standInHotel({
      issue: async (_tx, order) => {
        for (const r of rooms.get(order.id) ?? []) r.status = 'Issued';
      },
      lists: {
        orders: async (_tx, page, lang) =>
          new Map(
            page.map((o) => [
              o.id,
              { title: lang === 'en' ? `Room ${o.uniqueId}` : `客房 ${o.uniqueId}`, units: 2, refundedUnits: 0 },
            ]),
          ),
        amends: async (_tx, page) => new Map(page.map((a) => [a.id, []])),
      },
      refunds: {
        refundQuote: async (_tx, _deps, { order, lineIds }) => {
          const wanted = (rooms.get(order.id) ?? []).filter((r) => lineIds.includes(r.id));
          if (wanted.length !== lineIds.length || wanted.some((r) => r.status !== 'Issued'))
            throw new BizError('order.errors.notRefundable');
          return wanted.map((r): TRefundLine => ({
            id: r.id,
            name: r.name,
            priceFen: r.priceFen,
            serviceFeeFen: r.serviceFeeFen,
            feeFen: feeOf(r.priceFen),
            rate: 10,
          }));
        },
        refundGoods: async (_tx, { order, amendId, lines }) => {
          for (const l of lines) {
            const room = rooms.get(order.id)!.find((r) => r.id === l.id)!;
            if (room.status !== 'Issued') throw new BizError('order.errors.notRefundable');
            Object.assign(room, { status: 'Refunded', amendId });
          }
        },
        restoreGoods: async (_tx, { order, amendId }) => {
          for (const r of rooms.get(order.id) ?? []) if (r.amendId === amendId) r.amendId = null;
        },
        amendable: async (_tx, _deps, { order }) => {
          const issued = (rooms.get(order.id) ?? []).filter((r) => r.status === 'Issued').length;
          return {
            lines: issued,
            refundable: issued,
            changeable: 0,
            closedKey: issued ? null : 'order.errors.nothingToRefund',
          };
        },
      },
      changes: {
        changeQuote: async (_tx, _deps, { amendId, priceFen, changeFeeFen }) => {
          const c = hotelChanges.get(amendId)!;
          const price = priceFen ?? c.priceFen;
          const differenceFen = price - c.oldFen;
          c.priceFen = price;
          return {
            amounts: {
              priceFen: price,
              feeFen: changeFeeFen,
              differenceFen,
              refundFen: Math.max(0, -(differenceFen + changeFeeFen)),
              serviceFeeFen: 0,
            },
            priceFen: price,
          };
        },
        changeGoods: async (_tx, _ctx, { order, amendId }) => {
          const c = hotelChanges.get(amendId)!;
          Object.assign(
            rooms.get(order.id)!.find((r) => r.id === c.roomId)!,
            { priceFen: c.priceFen },
          );
          c.made = true;
          return { travelDate: order.travelDate, title: `${order.title} · ${c.goods}` };
        },
        releaseChange: async (_tx, { amendId }) => {
          hotelChanges.get(amendId)!.released = true;
        },
        changeLabel: async (_tx, amendId) => {
          const c = hotelChanges.get(amendId)!;
          return { names: c.name, goods: c.goods, date: '2026-06-01' };
        },
      },
      prices: {
        lines: async (_tx, order) => (rooms.get(order.id) ?? []).filter((r) => r.status === 'Booked'),
        setLines: async (_tx, order, lines) => {
          for (const l of lines)
            Object.assign(
              rooms.get(order.id)!.find((r) => r.id === l.id)!,
              l,
            );
        },
      },
    }),
  );
});
afterAll(async () => {
  unregister();
  await t.close();
});

/** The message of the BizError a call throws. */
const refusal = async (run: Promise<unknown>): Promise<string> => {
  try {
    await run;
  } catch (e) {
    if (e instanceof BizError) return e.key;
    throw e;
  }
  throw new Error('not refused');
};

/** A hotel order of the demo client with two rooms, booked offline on credit and in fulfilment (money frozen). */
const hotelOrder = async (
  product: { service: number; key: 'hotel' | 'car' } = { service: ServiceType.Hotel, key: 'hotel' },
): Promise<TOrderRow> => {
  const order = await standInOrder(t, { product, totalFen: 60_000 }, (tx, header, bookerId) =>
    transitionOrder(tx, {
      orderId: header.id,
      action: 'submit',
      actor: 'booker',
      userId: bookerId,
      guards: { needsApproval: false, needsPayment: false },
      now: t.clock.now(),
    }),
  );
  rooms.set(order.id, [
    { id: `${order.id}-1`, name: '郑浩', priceFen: 40_000, serviceFeeFen: 0, status: 'Booked', amendId: null },
    { id: `${order.id}-2`, name: '王芳', priceFen: 20_000, serviceFeeFen: 0, status: 'Booked', amendId: null },
  ]);
  return order;
};

/** The TMC issues the order under its lock (the engine's lock and issue, the frozen money paid). */
const issue = async (o: TOrderRow, to = reply): Promise<TOrderRow> => {
  const ctx = await callContext(t, service, 'en');
  await lockOrderCall(ctx, o.uniqueId, 'lock', to);
  return issueOrderCall(ctx, o.uniqueId, to);
};

describe('a second product refunded through the engine', () => {
  it('refunds a room at the product’s fee: the amend runs to Finished and the money goes back through the ledger', async () => {
    const o = await issue(await hotelOrder());
    expect(o.status).toBe(OrderStatus.Finished);
    expect(o.paidFen).toBe(60_000);
    const ctx = await callContext(t, service, 'en');
    await lockOrderCall(ctx, o.uniqueId, 'lock', reply);
    expect(await checkOrderAmend(ctx, o.uniqueId, { service: ServiceType.Hotel })).toEqual({
      UniqueID: o.uniqueId,
      Tickets: 2,
      Refundable: 2,
      Changeable: 0,
    });

    const done = await refundOrder(
      ctx,
      { UniqueID: o.uniqueId, LineIDs: [`${o.id}-1`], ReasonCode: 'plan', Reason: '' },
      { service: ServiceType.Hotel, call: 'hotel/HotelOrder/OrderRefund' },
    );
    expect(done.amend.status).toBe(AmendStatus.Finished);
    expect([done.priceFen, done.feeFen, done.refundFen]).toEqual([40_000, 4_000, 36_000]);
    expect(done.order.refundedFen).toBe(36_000);
    expect(rooms.get(o.id)!.map((r) => r.status)).toEqual(['Refunded', 'Issued']);
    const refunds = await t.database.executeSql(
      `SELECT amount_fen::int AS amount_fen, trade_status FROM trade_deals WHERE order_unique_id = $1 AND trade_type = $2`,
      [o.uniqueId, TradeType.Refund],
    );
    expect(refunds.rows).toEqual([{ amount_fen: 36_000, trade_status: TradeStatus.Finished }]);
    const [log] = (
      await t.database.executeSql(
        `SELECT text, text_key, text_params FROM order_messages WHERE order_id = $1 ORDER BY at DESC, id DESC LIMIT 1`,
        [o.id],
      )
    ).rows as { text: string; text_key: string; text_params: Record<string, string> }[];
    expect(orderMessageText({ text: log!.text, textKey: log!.text_key, textParams: log!.text_params }, 'en')).toBe(
      'Refunded 郑浩: fee 40.00 yuan, 360.00 yuan back; reason: Change of plans',
    );
    // The system's price check names the product's lines generically, whatever the goods are.
    const priced = await t.database.executeSql(
      `SELECT detail FROM order_history WHERE amend_id = $1 AND action = 'confirmPrice' AND actor = 'system'`,
      [done.amend.id],
    );
    expect(priced.rows).toEqual([{ detail: { lines: [{ id: `${o.id}-1`, feeFen: 4_000, rate: 10 }] } }]);

    // The room is gone: a second refund of it is the product's refusal, and nothing is written.
    const amends = await scalar(t, 'SELECT count(*)::int FROM amends WHERE order_id = $1', [o.id]);
    expect(
      await refusal(
        refundOrder(
          ctx,
          { UniqueID: o.uniqueId, LineIDs: [`${o.id}-1`], Reason: 'again' },
          { service: ServiceType.Hotel, call: 'hotel/HotelOrder/OrderRefund' },
        ),
      ),
    ).toBe('order.errors.notRefundable');
    expect(await scalar(t, 'SELECT count(*)::int FROM amends WHERE order_id = $1', [o.id])).toBe(amends);
    // Online refunds finish at once: nothing to withdraw.
    expect(await refusal(cancelOrderRefunds(ctx, o.uniqueId, { service: ServiceType.Hotel }))).toBe(
      'order.errors.noOpenRefund',
    );
    expect((await loadDeal(t.app.deps.db, o.dealId!)).tradeStatus).toBe(TradeStatus.Finished);
  });

  it('withdraws an open refund and gives its room back to the order', async () => {
    const o = await issue(await hotelOrder());
    const ctx = await callContext(t, service, 'cn');
    await lockOrderCall(ctx, o.uniqueId, 'lock', reply);
    // A refund opened and waiting for the price check (as a desk refund would leave it).
    const [amend] = (
      await t.database.executeSql(
        `INSERT INTO amends (order_id, company_id, kind, status, price_fen, refund_fen, created_by, created_at, updated_at)
         VALUES ($1, $2, 'refund', $3, 20000, 0, $4, now(), now()) RETURNING id`,
        [o.id, o.companyId, AmendStatus.WaitDispose, o.bookerId],
      )
    ).rows as { id: string }[];
    rooms.get(o.id)![1]!.amendId = amend!.id;
    const out = await cancelOrderRefunds(ctx, o.uniqueId, { service: ServiceType.Hotel });
    expect(out.amends.map((a) => [a.id, a.status])).toEqual([[amend!.id, AmendStatus.Canceled]]);
    expect(rooms.get(o.id)![1]).toMatchObject({ status: 'Issued', amendId: null });
  });

  it('corrects a room’s price before issue: the header, the deal and the booker’s confirmation follow', async () => {
    const o = await hotelOrder();
    const ctx = await callContext(t, service, 'en');
    const locked = await lockOrderCall(ctx, o.uniqueId, 'lock', reply);
    const raised = await updateOrderPriceCall(
      ctx,
      {
        UniqueID: o.uniqueId,
        Version: locked.version,
        Lines: [{ LineID: `${o.id}-2`, Price: 25_000, ServiceFee: 1_000 }],
        Reason: 'rate changed',
      },
      reply,
    );
    expect([raised.totalFen, raised.serviceFeeFen, raised.priceConfirm]).toEqual([66_000, 1_000, 'pending']);
    expect(rooms.get(o.id)![1]).toMatchObject({ priceFen: 25_000, serviceFeeFen: 1_000 });
    expect((await loadDeal(t.app.deps.db, o.dealId!)).amountFen).toBe(66_000);
    // The history names the corrected lines generically (a room here, a ticket for trains).
    const corrected = await t.database.executeSql(
      `SELECT detail FROM order_history WHERE order_id = $1 AND action = 'update' AND amend_id IS NULL`,
      [o.id],
    );
    expect(corrected.rows).toEqual([
      {
        detail: {
          change: 'price',
          totalFen: [60_000, 66_000],
          lines: [{ lineId: `${o.id}-2`, priceFen: [20_000, 25_000], serviceFeeFen: [0, 1_000] }],
        },
      },
    ]);
    // The price must be confirmed by the booker before issue.
    expect(await refusal(issueOrderCall(ctx, o.uniqueId, reply))).toBe('order.errors.priceNotConfirmed');
    // Only the booker confirms: TMC staff are refused.
    expect(await refusal(confirmOrderPriceCall(ctx, { UniqueID: o.uniqueId, Version: raised.version }, reply))).toBe(
      'order.errors.actionNotAllowed',
    );
  });
});

describe('a second product changed through the engine', () => {
  it('opens, prices and confirms a dearer change: its deal paid from the account, the header following', async () => {
    const o = await issue(await hotelOrder());
    const ctx = await callContext(t, service, 'en');
    await lockOrderCall(ctx, o.uniqueId, 'lock', reply);
    const room = rooms.get(o.id)![0]!;
    // The product's call opens it with its own request: a suite for the first room, asked at the room's price.
    const opened = await t.app.deps.db.transaction((tx) =>
      openChangeAmend(tx, ctx, {
        ref: o.uniqueId,
        service: ServiceType.Hotel,
        reason: 'upgrade',
        quote: async () => ({
          amounts: { priceFen: room.priceFen, feeFen: 0, differenceFen: 0, refundFen: 0, serviceFeeFen: 0 },
          hold: async (amendId) => {
            hotelChanges.set(amendId, {
              roomId: room.id,
              name: room.name,
              goods: 'Suite',
              oldFen: room.priceFen,
              priceFen: room.priceFen,
              made: false,
              released: false,
            });
          },
        }),
      }),
    );
    expect(opened.amend.status).toBe(AmendStatus.WaitSubmit);
    const amendId = opened.amend.id;
    await submitChangeCall(ctx, amendId, ServiceType.Hotel);
    await confirmSupplyChangeCall(
      ctx,
      { UniqueID: amendId, Cannot: false, Reason: '', Price: 50_000, ChangeFee: 1_000 },
      ServiceType.Hotel,
    );
    const priced = await t.database.executeSql(
      `SELECT status, price_fen::int AS price_fen, fee_fen::int AS fee_fen, difference_fen::int AS difference_fen,
              refund_fen::int AS refund_fen FROM amends WHERE id = $1`,
      [amendId],
    );
    expect(priced.rows[0]).toEqual({
      status: AmendStatus.WaitConfirm,
      price_fen: 50_000,
      fee_fen: 1_000,
      difference_fen: 10_000,
      refund_fen: 0,
    });

    // TMC staff confirm for the client (under the lock): 10,000 difference + 1,000 fee paid from the credit account.
    await confirmClientChangeCall(
      ctx,
      { UniqueID: amendId, Confirm: true, Reason: '' },
      { service: ServiceType.Hotel, call: 'hotel/HotelOrder/ConfirmClientAmendPrice' },
    );
    const after = await t.database.executeSql(
      `SELECT o.total_fen::int AS total_fen, o.paid_fen::int AS paid_fen, o.title, a.status
         FROM orders o JOIN amends a ON a.order_id = o.id WHERE a.id = $1`,
      [amendId],
    );
    expect(after.rows[0]).toEqual({
      total_fen: 71_000,
      paid_fen: 71_000,
      title: `${o.title} · Suite`,
      status: AmendStatus.Finished,
    });
    const change = hotelChanges.get(amendId)!;
    expect([change.made, change.released, room.priceFen]).toEqual([true, false, 50_000]);
    // The deal paying the change is the engine's: the amend links it, the product keeps no link of its own.
    const { dealId } = await loadAmend(t.app.deps.db, amendId);
    expect((await loadDeal(t.app.deps.db, dealId!)).tradeStatus).toBe(TradeStatus.Finished);
  });
});

describe('a product without refunds or changes', () => {
  it('refuses both through the engine, writing nothing', async () => {
    const car = { service: ServiceType.Traffic, key: 'car' as const };
    const carReply: TOrderReply<TOrderRow> = { service: car.service, view: async (_tx, order) => order };
    const undo = registerOrderProduct(
      standInHotel({ ...car, productType: ProductType.Tour, title: async (_tx, order) => order.title }),
    );
    try {
      const o = await issue(await hotelOrder(car), carReply);
      const ctx = await callContext(t, service, 'en');
      await lockOrderCall(ctx, o.uniqueId, 'lock', carReply);
      expect(
        await refusal(
          refundOrder(
            ctx,
            { UniqueID: o.uniqueId, LineIDs: ['any'], Reason: 'plans' },
            { service: car.service, call: 'car/CarOrder/OrderRefund' },
          ),
        ),
      ).toBe('order.errors.notRefundable');
      expect(
        await refusal(
          t.app.deps.db.transaction((tx) =>
            openChangeAmend(tx, ctx, {
              ref: o.uniqueId,
              service: car.service,
              reason: 'plans',
              quote: async () => {
                throw new Error('the engine asked a product without changes for a quote');
              },
            }),
          ),
        ),
      ).toBe('order.errors.actionNotAllowed');
      expect(await scalar(t, 'SELECT count(*)::int FROM amends WHERE order_id = $1', [o.id])).toBe(0);
    } finally {
      undo();
    }
  });
});

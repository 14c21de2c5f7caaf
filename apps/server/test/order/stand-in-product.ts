import { AccountType, PaymentMode, ProductType, ServiceType, WorkStatus, type TLang } from '@opentmc/contracts';
import { createOrder, setOrderLinks, type TOrderProduct, type TOrderRow } from '../../src/modules/order/index.ts';
import { createPaymentDeal } from '../../src/modules/trade/index.ts';
import type { TTx } from '../../src/platform/db/database.ts';
import type { TAuthedContext } from '../../src/platform/calls/types.ts';
import { sessionContext } from '../../src/platform/calls/context.ts';
import { loadSession } from '../../src/platform/session.ts';
import type { TTestApp } from '../harness.ts';
import { DEMO_CLIENT } from '../train/order-helpers.ts';

// What the second-product tests share (issue 16 section 1; ADR 0036): a stand-in product registered through the port
// with nothing else, and a call context for the engine's use cases that no call of the stand-in mounts.

/**
 * A stand-in hotel product: rooms titled by the order's number in the reader's language, nothing held, nothing
 * issued, no travellers. A test adds or replaces members (its lists, refunds, changes, prices).
 */
export const standInHotel = (over: Partial<TOrderProduct> = {}): TOrderProduct => ({
  service: ServiceType.Hotel,
  key: 'hotel',
  productType: ProductType.Hotel,
  title: async (_tx, order, lang) => (lang === 'en' ? `Room ${order.uniqueId}` : `客房 ${order.uniqueId}`),
  release: async () => undefined,
  assertIssuable: async () => undefined,
  issue: async () => undefined,
  payMinutes: 15,
  fulfilmentTaskStatus: WorkStatus.WaitDispose,
  travellerIds: async () => [],
  describe: async (_tx, order) => ({ Title: order.title, Summary: '' }),
  ticketLines: async () => '',
  lists: { orders: async () => new Map(), amends: async () => new Map() },
  ...over,
});

/** The call context of a logged-in session, as the call plugin builds it. */
export const callContext = async (t: TTestApp, sid: string, lang: TLang): Promise<TAuthedContext> => {
  const session = await loadSession(t.app.deps.db, t.clock, sid);
  if (!session) throw new Error('no session');
  return sessionContext(t.app.deps, session, lang);
};

/**
 * A stand-in order of the demo client, booked offline on credit (its money frozen) by the client's first user, as the
 * product's booking would; `then` continues in the same transaction (e.g. submits it).
 */
export const standInOrder = async (
  t: TTestApp,
  o: { product?: Pick<TOrderProduct, 'service' | 'key'>; totalFen: number },
  then: (tx: TTx, order: TOrderRow, bookerId: string) => Promise<TOrderRow> = async (_tx, order) => order,
): Promise<TOrderRow> => {
  const product = o.product ?? { service: ServiceType.Hotel, key: 'hotel' };
  const bookerId = String(
    (await t.database.executeSql(`SELECT id FROM users WHERE company_id = $1 ORDER BY id LIMIT 1`, [DEMO_CLIENT]))
      .rows[0]!['id'],
  );
  const now = t.clock.now();
  return t.app.deps.db.transaction(async (tx) => {
    const header = await createOrder(tx, {
      service: product.service,
      companyId: DEMO_CLIENT,
      bookerId,
      actor: 'booker',
      userId: bookerId,
      payMode: PaymentMode.Offline,
      accountType: AccountType.Credit,
      totalFen: o.totalFen,
      title: '上海 测试酒店',
      contactName: '郑浩',
      contactMobile: '13800000007',
      payDeadline: new Date(now.getTime() + 15 * 60_000),
      now,
    });
    const deal = await createPaymentDeal(tx, {
      companyId: DEMO_CLIENT,
      by: bookerId,
      amountFen: header.totalFen,
      subject: header.title,
      order: { service: product.key, uniqueId: header.uniqueId },
      freezeOn: AccountType.Credit,
      now,
    });
    return then(tx, await setOrderLinks(tx, header.id, { dealId: deal.id }), bookerId);
  });
};

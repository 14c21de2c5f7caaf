import { ProductType, ServiceType, WorkStatus, type TLang } from '@opentmc/contracts';
import type { TOrderProduct } from '../../src/modules/order/index.ts';
import type { TAuthedContext } from '../../src/platform/calls/types.ts';
import { translator } from '../../src/platform/i18n.ts';
import { loadSession } from '../../src/platform/session.ts';
import type { TTestApp } from '../harness.ts';

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
  return {
    ...t.app.deps,
    req: undefined as never,
    reply: undefined as never,
    lang,
    t: translator(lang),
    ip: '',
    session,
    succeed: () => {},
  };
};

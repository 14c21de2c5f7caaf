import { eq } from 'drizzle-orm';
import { formatYuan, type TLang } from '@opentmc/contracts';
import type { TDeps } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { enqueueMessage } from '../message/index.ts';
import type { TOrderRow } from './orders.ts';
import { orderProduct } from './products.ts';
import { users } from '../org/index.ts';

// What the traveller hears about their order, of any product (issue 6 section 6, "the customer is notified"): the order's
// contact gets an SMS (and a mail when an address was given) when the tickets are issued, when the order cannot be
// issued and when tickets are refunded. The texts are message templates (group `order`), so a company or its TMC
// may reword them; they go through the outbox in the caller's transaction and are sent only if it commits.

// The trip is the product's title of the order in the booker's language; the issued tickets are the product's lines.

export type TOrderNotice = 'issued' | 'cannot' | 'refunded';

/** Writes the notice to the outbox (its delivery job goes in the same transaction); returns the outbox ids. */
export const notifyOrder = async (
  tx: TTx,
  deps: Pick<TDeps, 'clock' | 'config' | 'jobs'>,
  m: { order: TOrderRow; notice: TOrderNotice; reason?: string; amountFen?: number },
): Promise<string[]> => {
  const [booker] = await tx.select({ lang: users.lang }).from(users).where(eq(users.id, m.order.bookerId)).limit(1);
  const lang: TLang = booker?.lang ?? 'cn';
  const product = orderProduct(m.order.service);
  const params: Record<string, string> = {
    site: deps.config.systemName[lang],
    orderNo: m.order.uniqueId,
    trip: await product.title(tx, m.order, lang),
  };
  if (m.notice === 'issued') params.tickets = await product.ticketLines(tx, m.order, lang);
  if (m.notice === 'cannot') params.cause = m.reason ?? '';
  if (m.notice === 'refunded') params.amount = formatYuan(m.amountFen ?? 0);
  const templateKey = `message.templates.order.${m.notice}`;
  const to = [
    { channel: 'sms' as const, address: m.order.contactMobile },
    { channel: 'mail' as const, address: m.order.contactEmail },
  ].filter((c) => c.address !== '');
  const ids: string[] = [];
  for (const c of to)
    ids.push(
      await enqueueMessage(tx, deps, {
        channel: c.channel,
        to: c.address,
        templateKey,
        params,
        lang,
        companyId: m.order.companyId,
      }),
    );
  return ids;
};

import { fenToYuan, formatDateTime, type TLang } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { translate } from '../../platform/i18n.ts';
import { travellerNamesIn, type TOrderRow } from '../order/index.ts';
import { trainOrderPassengers } from './tables.ts';
import { eq } from 'drizzle-orm';
import { loadGoods, loadPassengers, stationNameIn } from './train-order-view.ts';

// What the order engine asks of a train order (the product port): the employees travelling, the approval's title
// and summary from the goods, and the issue notice's ticket lines.

export const trainTravellerIds = async (tx: TTx, order: TOrderRow): Promise<string[]> => {
  const passengers = await tx
    .select({ userId: trainOrderPassengers.userId })
    .from(trainOrderPassengers)
    .where(eq(trainOrderPassengers.orderId, order.id));
  return [...new Set(passengers.map((p) => p.userId).filter((u): u is string => !!u))];
};

export const describeTrainOrder = async (
  tx: TTx,
  order: TOrderRow,
  lang: TLang,
): Promise<{ Title: string; Summary: string }> => {
  const goods = await loadGoods(tx, order.id);
  return {
    Title: translate(lang, 'trainOrder.approval.title', {
      train: goods.trainNo,
      from: stationNameIn(goods.fromStation, goods.fromStationName, lang),
      to: stationNameIn(goods.toStation, goods.toStationName, lang),
    }),
    Summary: translate(lang, 'trainOrder.approval.summary', {
      travellers: travellerNamesIn(order.travellerNames, lang),
      depart: formatDateTime(goods.departAt).slice(0, 16),
      amount: fenToYuan(order.totalFen).toFixed(2),
    }),
  };
};

const ticketLine = (p: { fullName: string; coachNo: string; seatNo: string; ticketNo: string }, lang: TLang) =>
  lang === 'en'
    ? `${p.fullName} coach ${p.coachNo} seat ${p.seatNo} (${p.ticketNo})`
    : `${p.fullName} ${p.coachNo}车${p.seatNo}号（${p.ticketNo}）`;

/** The issued tickets as the issue notice lists them. */
export const trainTicketLines = async (tx: TTx, order: TOrderRow, lang: TLang): Promise<string> => {
  const issued = (await loadPassengers(tx, order.id)).filter((p) => p.status === 'Issued');
  return issued.map((p) => ticketLine(p, lang)).join(lang === 'en' ? '; ' : '；');
};

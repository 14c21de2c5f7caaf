import { and, eq } from 'drizzle-orm';
import {
  AccountType,
  PaymentMode,
  ServiceType,
  TrainSeatType,
  ZTrainCreateOrderRequest,
  formatDate,
  trainSeatChoices,
  type TTrainCreateOrderInput,
} from '@opentmc/contracts';
import type { TAuthedContext, TDeps } from '../../platform/calls/types.ts';
import { sessionContext } from '../../platform/calls/context.ts';
import type { TDb, TTx } from '../../platform/db/database.ts';
import { buildSessionTicket, findUserByAccount } from '../org/index.ts';
import { orders, lockOrderCall, cancelOrderCall, issueOrderCall } from '../order/index.ts';
import { trainReply } from './train-order-view.ts';
import { bookTrainOrder } from './book-train-order.ts';
import { createTrainOrder } from './create-train-order.ts';
import { refundTrainOrder } from './refund-train-order.ts';
import { addDays } from './sale-window.ts';
import { cityOfStation, stationByCode } from '@opentmc/refdata';
import { generateTimetable, type TSimTrain } from './timetable.ts';

// Demo train orders of the demo client (示例科技有限公司), booked by its employee 郑浩 and fulfilled by the demo rail
// supplier (孙强) through the order engine's own functions, as the calls would: one issued, one waiting for the
// supplier to issue, one issued and then partly refunded, one cancelled by the booker. Travel dates are days after
// the seeding day, so the orders stay on sale and refundable when the demo starts. Seeded only into a company with
// no train orders yet, and only when config.demoOrders is on (the API tests' harness turns it off).

const HOUR = 3_600_000;

/** The first train of a route on a day with second-class tickets for `count` passengers (G, D or C first). */
const pickTrain = (fromCode: string, toCode: string, date: string, count: number): TSimTrain | null => {
  const from = stationByCode(fromCode);
  const to = stationByCode(toCode);
  if (!from || !to) return null;
  const trains = generateTimetable(cityOfStation(from), cityOfStation(to), date).filter(
    (t) =>
      'GDC'.includes(t.letter) &&
      t.from.code === fromCode &&
      t.to.code === toCode &&
      // Not too early in the morning: a believable business trip.
      t.depart >= 8 * 60 &&
      t.seats.some((s) => s.seatType === TrainSeatType.Second && s.remaining >= count + 10),
  );
  return trains[0] ?? null;
};

/** A call context of a demo user, inside the seeding transaction: the clock at `at`, every hour a service hour. */
const actorContext = async (tx: TTx, deps: TDeps, userId: string, at: Date): Promise<TAuthedContext | null> => {
  const ticket = await buildSessionTicket(tx, userId);
  if (!ticket) return null;
  const session = { idHash: '', userId, companyId: ticket.CompanyID, ticket };
  return sessionContext(
    {
      ...deps,
      db: tx as TDb,
      // Seeding is not a booking by a person: the train service hours do not apply to it (never set from a request).
      config: { ...deps.config, trainServiceHours: '00:00-24:00' },
      clock: { now: () => new Date(at.getTime()) },
      // Notices stay in the outbox for the message sweeper: a job cannot be queued inside the seeding transaction.
      jobs: { ...deps.jobs, send: async () => {} },
    },
    session,
  );
};

export type TDemoTrainOrder = { uniqueId: string; story: 'issued' | 'waitIssue' | 'partlyRefunded' | 'canceled' };

export const seedTrainOrdersDemo = async (tx: TTx, deps: TDeps): Promise<TDemoTrainOrder[]> => {
  if (!deps.config.demoOrders) return [];
  const employee = await findUserByAccount(tx, 'employee');
  const supplier = await findUserByAccount(tx, 'supplier');
  if (!employee || !supplier) return [];
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, employee.companyId), eq(orders.service, ServiceType.Train)))
    .limit(1);
  if (existing) return [];

  const now = deps.clock.now();
  const today = formatDate(now);
  const zhengHao = { Surname: '郑', GivenName: '浩', CardNo: '320102198805126313', UserID: employee.id };
  const wangFang = { Surname: '王', GivenName: '芳', CardNo: '320102199006204025', Mobile: '13700000002' };
  const contact = { Name: employee.name, Mobile: employee.mobile || '13800000007' };

  const booker = (at: Date) => actorContext(tx, deps, employee.id, at);
  const railSupplier = (at: Date) => actorContext(tx, deps, supplier.id, at);
  const book = async (
    at: Date,
    route: [string, string],
    days: number,
    passengers: TTrainCreateOrderInput['Passengers'],
    submit: boolean,
    remark = '',
  ) => {
    const date = addDays(today, days);
    const train = pickTrain(route[0], route[1], date, passengers.length);
    const ctx = await booker(at);
    if (!train || !ctx) return null;
    const payload = ZTrainCreateOrderRequest.parse({
      Train: {
        TrainNo: train.trainNo,
        TrainDate: date,
        FromStation: route[0],
        ToStation: route[1],
        SeatType: TrainSeatType.Second,
      },
      Passengers: passengers,
      Seats: trainSeatChoices(TrainSeatType.Second).slice(0, passengers.length),
      Contact: contact,
      PaymentMode: PaymentMode.Offline,
      AccountType: AccountType.Credit,
      Remark: remark,
      Submit: submit,
    } satisfies TTrainCreateOrderInput);
    return createTrainOrder(ctx, payload);
  };
  /** The rail supplier takes the order, books it at 12306 and issues the tickets. */
  const issue = async (at: Date, uniqueId: string) => {
    const ctx = await railSupplier(at);
    if (!ctx) return false;
    await lockOrderCall(ctx, uniqueId, 'lock', trainReply);
    await bookTrainOrder(ctx, uniqueId);
    await issueOrderCall(ctx, uniqueId, trainReply);
    return true;
  };

  const made: TDemoTrainOrder[] = [];
  const ago = (hours: number, minutes = 0) => new Date(now.getTime() - hours * HOUR + minutes * 60_000);

  // 上海虹桥 → 杭州东 in five days: booked two days ago and issued.
  const issued = await book(ago(49), ['AOH', 'HGH'], 5, [zhengHao], true, '客户拜访');
  if (issued && (await issue(ago(48, 30), issued.UniqueID))) made.push({ uniqueId: issued.UniqueID, story: 'issued' });

  // 北京南 → 天津 in three days, for two: submitted an hour ago, waiting for the supplier.
  const waiting = await book(ago(1), ['VNP', 'TJP'], 3, [zhengHao, wangFang], true, '项目启动会');
  if (waiting) made.push({ uniqueId: waiting.UniqueID, story: 'waitIssue' });

  // 广州南 → 深圳北 in ten days, for two: issued yesterday; 王芳's ticket was refunded this morning.
  const refunded = await book(ago(26), ['IZQ', 'IOQ'], 10, [zhengHao, wangFang], true, '展会');
  if (refunded && (await issue(ago(25, 30), refunded.UniqueID))) {
    const ctx = await booker(ago(2));
    const fang = refunded.Passengers.find((p) => p.Surname === '王');
    if (ctx && fang) {
      await refundTrainOrder(ctx, {
        UniqueID: refunded.UniqueID,
        PassengerIDs: [fang.PassengerID],
        Reason: '行程变更',
      });
      made.push({ uniqueId: refunded.UniqueID, story: 'partlyRefunded' });
    }
  }

  // 南京南 → 上海虹桥 in seven days: booked and cancelled by the booker before submitting.
  const canceled = await book(ago(5), ['NKH', 'AOH'], 7, [zhengHao], false);
  const cancelCtx = await booker(ago(4, 50));
  if (canceled && cancelCtx) {
    await cancelOrderCall(cancelCtx, canceled.UniqueID, trainReply);
    made.push({ uniqueId: canceled.UniqueID, story: 'canceled' });
  }
  return made;
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApprovalDetails,
  BtripTaskDetails,
  BtripTaskList,
  BtripTaskSave,
  CityCategoryCities,
  OrderStatus,
  TrainAmendDetails,
  TrainBooking,
  TrainOrderDetails,
  TrainOrderDrawer,
  TrainOrderList,
  TrainOrderLock,
  TrainOrderRefund,
  TrainSearch,
  TrainSeatType,
  TrainStationSearch,
  WorkTaskList,
  type TApprovalDetails,
  type TBtripTask,
  type TBtripTaskDetails,
  type TCityOption,
  type TLang,
  type TTrainAmend,
  type TTrainOrderDetail,
  type TTrainOrderListResult,
  type TTrainOrderRefundResult,
  type TTrainSearchResult,
  type TTrainStationSearchResult,
  type TWorkTaskListResult,
} from '@opentmc/contracts';
import { createTestApp, type TTestApp } from '../harness.ts';
import { application, userIdOf } from '../btrip/helpers.ts';
import { DEMO_CLIENT, NOW, at, book, bookingOf, gTrain } from './order-helpers.ts';

// Issue 15 item 1: data in the reader's language. Stations and cities have English names (北京南 → Beijing South);
// violation and refund reasons, order titles, traveller lists, approval subjects and itinerary routes read in
// English for an English reader and in Chinese for a Chinese one, whatever language they were written in.

let t: TTestApp;
const sid: Record<string, string> = {};
const train = gTrain(1);
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

beforeAll(async () => {
  t = await createTestApp({ workers: false });
  t.clock.set(at(NOW));
  for (const a of ['employee', 'supplier', 'approver', 'admin']) sid[a] = await t.login(a);
});
afterAll(async () => t.close());

const call = <R>(c: Parameters<TTestApp['call']>[0], payload: unknown, who: string, lang: TLang = 'en') =>
  t.call<R>(c, payload, { session: sid[who] ?? who, lang });

const reasonId = async (code: string) =>
  String(
    (
      await t.database.executeSql(`SELECT id FROM contrary_reasons WHERE code = $1 AND company_id = $2`, [
        code,
        DEMO_CLIENT,
      ])
    ).rows[0]!.id,
  );

describe('stations and trains', () => {
  it('names stations and their cities in the reader language, and finds them by the English name', async () => {
    const en = await call<TTrainStationSearchResult>(TrainStationSearch, { KeyWords: 'Beijing South' }, 'employee');
    expect(en.result!.Entities[0]).toMatchObject({
      StationCode: 'VNP',
      StationName: 'Beijing South',
      CityName: 'Beijing',
    });
    const cn = await call<TTrainStationSearchResult>(TrainStationSearch, { KeyWords: 'bjn' }, 'employee', 'cn');
    expect(cn.result!.Entities[0]).toMatchObject({ StationCode: 'VNP', StationName: '北京南', CityName: '北京' });
    const city = await call<TTrainStationSearchResult>(TrainStationSearch, { KeyWords: 'shanghai' }, 'employee');
    expect(city.result!.Entities.map((s) => s.StationName)).toContain('Shanghai Hongqiao');
    expect(JSON.stringify(city.result)).not.toMatch(CJK);
  });

  it('answers a train search with English station and city names, and Chinese ones in Chinese', async () => {
    const p = { FromStation: 'VNP', ToStation: 'AOH', DepartDate: '2026-03-12' };
    const en = await call<TTrainSearchResult>(TrainSearch, p, 'employee');
    expect(en.isSucc, en.message).toBe(true);
    const g = en.result!.Entities.find((x) => x.TrainNo === train.trainNo)!;
    expect(g).toMatchObject({
      FromStationName: 'Beijing South',
      FromCityName: 'Beijing',
      ToStationName: 'Shanghai Hongqiao',
      ToCityName: 'Shanghai',
    });
    expect(JSON.stringify(en.result)).not.toMatch(CJK);
    const cn = await call<TTrainSearchResult>(TrainSearch, p, 'employee', 'cn');
    expect(cn.result!.Entities.find((x) => x.TrainNo === train.trainNo)).toMatchObject({
      FromStationName: '北京南',
      ToCityName: '上海',
    });
  });
});

describe('a train order', () => {
  let order: TTrainOrderDetail;

  beforeAll(async () => {
    // First class is out of the demo policy: a violation reason, and the department head's approval.
    order = await book(
      t,
      sid.employee!,
      bookingOf(train, {
        count: 2,
        seatType: TrainSeatType.First,
        Seats: [],
        ViolationReasonID: await reasonId('R02'),
        Submit: true,
      }),
    );
    expect(order.OrderStatus).toBe(OrderStatus.WaitConfirm);
  });

  it('shows its goods, reason and title in the reader language', async () => {
    const en = await call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: order.UniqueID }, 'employee');
    expect(en.result!.Goods).toMatchObject({
      FromStationName: 'Beijing South',
      FromCityName: 'Beijing',
      ToStationName: 'Shanghai Hongqiao',
      ToCityName: 'Shanghai',
    });
    expect(en.result!.Policy.ViolationReason).toBe('The cheaper options are sold out');
    expect(en.result!.Title).toBe(`Beijing South-Shanghai Hongqiao ${train.trainNo}`);
    const cn = await call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: order.UniqueID }, 'employee', 'cn');
    expect(cn.result!.Goods.FromStationName).toBe('北京南');
    expect(cn.result!.Policy.ViolationReason).toBe('低价航班或车次已售罄');
    expect(cn.result!.Title).toBe(`北京南-上海虹桥 ${train.trainNo}`);
  });

  it('lists it with an English title and the travellers joined the English way', async () => {
    const row = async (lang: TLang) =>
      (await call<TTrainOrderListResult>(TrainOrderList, { PageSize: 50 }, 'employee', lang)).result!.Entities.find(
        (o) => o.UniqueID === order.UniqueID,
      )!;
    const en = await row('en');
    expect(en.Title).toBe(`Beijing South-Shanghai Hongqiao ${train.trainNo}`);
    expect(en.TravellerNames).toMatch(/^\S+, \S+$/);
    const cn = await row('cn');
    expect(cn.Title).toBe(`北京南-上海虹桥 ${train.trainNo}`);
    expect(cn.TravellerNames).toMatch(/^\S+、\S+$/);
  });

  it("gives the approver the subject in the approver's language of the moment", async () => {
    for (const lang of ['en', 'cn'] as const) {
      const tasks = await call<TWorkTaskListResult>(WorkTaskList, { PageSize: 100 }, 'approver', lang);
      const task = tasks.result!.Entities.find((w) => w.ServiceID === order.OrderID)!;
      expect(task, lang).toBeDefined();
      const details = await call<TApprovalDetails>(ApprovalDetails, { TaskID: task.WorkTaskID }, 'approver', lang);
      if (lang === 'en') {
        expect(task.Title).toContain('Beijing South');
        expect(task.Title).not.toMatch(CJK);
        expect(details.result!.Subject.Title).toContain('Beijing South');
        expect(details.result!.Subject.Title).not.toMatch(CJK);
        expect(details.result!.Subject.Summary).toMatch(/\S+, \S+/);
      } else {
        expect(task.Title).toContain('北京南');
        expect(details.result!.Subject.Title).toContain('北京南');
      }
    }
  });
});

describe('a refund reason chosen from the list', () => {
  it('is kept as a code and read in the reader language in the amend, its history and the log', async () => {
    const o = await book(t, sid.employee!, bookingOf(gTrain(2), { Submit: true }));
    for (const [c, p] of [
      [TrainOrderLock, { UniqueID: o.UniqueID }],
      [TrainBooking, { UniqueId: o.UniqueID }],
      [TrainOrderDrawer, { UniqueID: o.UniqueID }],
    ] as const) {
      const r = await call(c, p, 'supplier');
      expect(r.isSucc, r.message).toBe(true);
    }
    const refund = await call<TTrainOrderRefundResult>(
      TrainOrderRefund,
      { UniqueID: o.UniqueID, PassengerIDs: [o.Passengers[0]!.PassengerID], ReasonCode: 'illness' },
      'employee',
      'cn',
    );
    expect(refund.isSucc, refund.message).toBe(true);
    const amend = async (lang: TLang) =>
      (await call<{ Amends: TTrainAmend[] }>(TrainAmendDetails, { UniqueID: o.UniqueID }, 'employee', lang)).result!
        .Amends[0]!;
    expect((await amend('en')).Reason).toBe('Illness');
    expect((await amend('cn')).Reason).toBe('因病不能出行');
    const detail = (await call<TTrainOrderDetail>(TrainOrderDetails, { UniqueID: o.UniqueID }, 'employee')).result!;
    expect(detail.Messages.at(-1)!.Text).toContain('Illness');
    expect(detail.Messages.at(-1)!.Text).not.toMatch(/身体/);
    expect(detail.History.at(-1)!.Reason === '' || !CJK.test(detail.History.at(-1)!.Reason)).toBe(true);
  });

  it('refuses a refund with neither a listed reason nor words of its own, in the caller language', async () => {
    const o = await book(t, sid.employee!, bookingOf(gTrain(3), { Submit: true }));
    const r = await call(
      TrainOrderRefund,
      { UniqueID: o.UniqueID, PassengerIDs: [o.Passengers[0]!.PassengerID] },
      'employee',
    );
    expect(r).toMatchObject({ isSucc: false, statusCode: 400 });
    expect(r.message).toMatch(/passenger|reason/i);
  });
});

describe('a trip application', () => {
  it('reads its cities and route in the reader language', async () => {
    const me = await userIdOf(t, 'employee');
    const saved = await call<TBtripTask>(BtripTaskSave, application(t, [me]), 'employee', 'cn');
    expect(saved.isSucc, saved.message).toBe(true);
    const d = async (lang: TLang) =>
      (
        await t.call<TBtripTaskDetails>(
          BtripTaskDetails,
          {},
          { session: sid.employee!, lang, params: { id: saved.result!.TaskID } },
        )
      ).result!;
    expect((await d('en')).Legs[0]!.FromCity.CityName).toBe('Shanghai');
    expect((await d('cn')).Legs[0]!.FromCity.CityName).toBe('上海市');
    const list = await call<{ Entities: { TaskID: string; Route: string }[] }>(BtripTaskList, {}, 'employee');
    expect(list.result!.Entities.find((x) => x.TaskID === saved.result!.TaskID)!.Route).toBe(
      'Shanghai → Beijing → Shanghai',
    );
  });

  it('offers the cities of the policy screens in the reader language', async () => {
    const en = await call<{ Entities: TCityOption[] }>(CityCategoryCities, {}, 'admin');
    expect(en.result!.Entities.find((c) => c.CityCode === '4401')).toMatchObject({
      CityName: 'Guangzhou',
      ProvinceName: 'Guangdong',
    });
    expect(JSON.stringify(en.result)).not.toMatch(CJK);
    const cn = await call<{ Entities: TCityOption[] }>(CityCategoryCities, {}, 'admin', 'cn');
    expect(cn.result!.Entities.find((c) => c.CityCode === '4401')).toMatchObject({ CityName: '广州市' });
  });
});

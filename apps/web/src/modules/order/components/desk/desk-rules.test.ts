import { describe, expect, it } from 'vitest';
import { FeatureCode, OrderStatus } from '@opentmc/contracts';
import type { TOrderDetail } from '../../types.ts';
import { deskOrderDetailLink } from '../../lib/links.ts';
import { deskTools as toolsOf, isTmcStaff, statusMoves } from './desk-rules.ts';

/** The fields of an order the desk's rules read. */
const order = (o: {
  status: number;
  actions?: string[];
  mine?: boolean;
  bookingNo?: string;
  paid?: number;
}): TOrderDetail & { BookingNo: string } =>
  ({
    OrderStatus: o.status,
    Actions: o.actions ?? [],
    LockedByMe: o.mine ?? false,
    LockHolderID: o.mine ? 'US1' : '',
    PaidAmount: o.paid ?? 0,
    BookingNo: o.bookingNo ?? '',
  }) as unknown as TOrderDetail & { BookingNo: string };

/** The tools of a train order: trains book with the railway before issuing (booked once it has a booking number). */
const deskTools = (o: TOrderDetail & { BookingNo: string }, tmc: boolean) => toolsOf(o, tmc, o.BookingNo !== '');

describe('desk tools of an order', () => {
  it('offers only the lock on a free order in fulfilment', () => {
    expect(deskTools(order({ status: OrderStatus.WaitDispose, actions: ['lock'] }), true)).toEqual(['lock']);
    expect(deskTools(order({ status: OrderStatus.WaitDispose, actions: ['lock'] }), false)).toEqual(['lock']);
  });

  it('lets a supplier holding the lock book, issue, give up and unlock, without corrections', () => {
    const o = order({ status: OrderStatus.WaitDispose, actions: ['drawer', 'cannot', 'unlock'], mine: true });
    expect(deskTools(o, false)).toEqual(['book', 'drawer', 'cannot', 'unlock']);
  });

  it('gives TMC staff holding the lock the corrections and the status moves the server allows', () => {
    const o = order({ status: OrderStatus.WaitDispose, actions: ['drawer', 'cannot', 'cancel', 'unlock'], mine: true });
    expect(deskTools(o, true)).toEqual([
      'book',
      'drawer',
      'cannot',
      'status',
      'goods',
      'price',
      'header',
      'extras',
      'unlock',
    ]);
    expect(statusMoves(o, true).map((m) => m.status)).toEqual([
      OrderStatus.Finished,
      OrderStatus.Cannot,
      OrderStatus.Canceled,
    ]);
    expect(statusMoves(o, false)).toEqual([]);
  });

  it('offers no booking to a product that issues without booking first', () => {
    const o = order({ status: OrderStatus.WaitDispose, actions: ['drawer', 'cannot', 'unlock'], mine: true });
    expect(toolsOf(o, false)).toEqual(['drawer', 'cannot', 'unlock']);
  });

  it('drops booking once booked and price corrections once paid', () => {
    const o = order({ status: OrderStatus.WaitDispose, actions: ['unlock'], mine: true, bookingNo: 'E1', paid: 10 });
    expect(deskTools(o, true)).toEqual(['goods', 'header', 'extras', 'unlock']);
  });

  it('keeps header corrections and extras on an issued order, nothing without the lock', () => {
    expect(deskTools(order({ status: OrderStatus.Finished, actions: ['unlock'], mine: true, paid: 1 }), true)).toEqual([
      'header',
      'extras',
      'unlock',
    ]);
    expect(deskTools(order({ status: OrderStatus.Finished }), true)).toEqual([]);
    expect(deskTools(order({ status: OrderStatus.Canceled, mine: true }), true)).toEqual([]);
  });

  it('tells TMC staff by the company feature codes and links the desk detail', () => {
    expect(isTmcStaff([FeatureCode.Platform, FeatureCode.Tmc])).toBe(true);
    expect(isTmcStaff([FeatureCode.Supply])).toBe(false);
    expect(isTmcStaff(undefined)).toBe(false);
    expect(deskOrderDetailLink('train', 'T2611230000042')).toBe('/manage/train/order/detail?UniqueID=T2611230000042');
  });
});

import { describe, expect, it } from 'vitest';
import { TrainSeatType } from '../lookups/lists.ts';
import { idCardCheck } from '../profile/id-card.ts';
import { ZTrainCreateOrderRequest, isArchivedOrder } from './order.ts';
import { splitOrderNumbers } from '../order/booking.ts';

/** A child of 8 on the booking's travel date (born 2018-01-01). */
const childCard = `11010520180101001${idCardCheck('11010520180101001')}`;

const booking = (over: Record<string, unknown> = {}) => ({
  Train: {
    TrainNo: 'g1',
    TrainDate: '2026-03-12',
    FromStation: 'vnp',
    ToStation: 'AOH',
    SeatType: TrainSeatType.Second,
  },
  Passengers: [{ Surname: '张', GivenName: '三', CardNo: '110105 19491231002x' }],
  Seats: ['1a'],
  Contact: { Name: '郑浩', Mobile: '13800000007' },
  ...over,
});
const messages = (v: unknown) => {
  const r = ZTrainCreateOrderRequest.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('splitOrderNumbers', () => {
  it('splits on spaces, line breaks and commas (also full-width), upper-cases and drops repeats', () => {
    expect(splitOrderNumbers(' t2603100000001, T2603100000002\nT2603100000003，t2603100000001 ')).toEqual([
      'T2603100000001',
      'T2603100000002',
      'T2603100000003',
    ]);
    expect(splitOrderNumbers('  \n ')).toEqual([]);
  });
});

describe('the CreateOrder schema', () => {
  it('normalises a valid booking and defaults the payment to the credit account', () => {
    const r = ZTrainCreateOrderRequest.parse(booking());
    expect(r.Train).toMatchObject({ TrainNo: 'G1', FromStation: 'VNP' });
    expect(r.Passengers[0]!.CardNo).toBe('11010519491231002X');
    expect(r).toMatchObject({ PaymentMode: 4403, AccountType: 3603, Submit: false });
    expect(r.Invoice).toBeUndefined();
  });

  it("refuses with the spec's messages", () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      Surname: '张',
      GivenName: `三${'一二三四五六'[i]}`,
      CardNo: `X${i}`,
    }));
    expect(messages(booking({ Passengers: six, Seats: [] }))).toContain('train.validation.tooManyPassengers');
    expect(messages(booking({ Passengers: [] }))).toContain('train.validation.passengerRequired');
    expect(messages(booking({ Seats: ['1A', '1B'] }))).toContain('train.validation.seatsMoreThanPassengers');
    expect(messages(booking({ Invoice: { Title: 'A', Recipient: 'B', Address: ' ' } }))).toEqual([
      'trainOrder.validation.invoice',
    ]);
    expect(messages(booking({ Contact: { Name: '', Mobile: '13800000007' } }))).toEqual([
      'trainOrder.validation.contactName',
    ]);
  });
});

describe('the CreateOrder schema: seats and children', () => {
  const child = { Surname: '张', GivenName: '小', CardNo: childCard };
  it('takes no seat as no preference', () => {
    expect(messages(booking({ Seats: [] }))).toEqual([]);
  });

  it('refuses children without an adult on the order, naming the first', () => {
    const r = ZTrainCreateOrderRequest.safeParse(booking({ Passengers: [child], Seats: [] }));
    expect(r.success).toBe(false);
    expect(r.error!.issues).toEqual([
      expect.objectContaining({
        path: ['Passengers', 0, 'CardNo'],
        message: 'train.validation.childAlone',
        params: { name: '张小' },
      }),
    ]);
    expect(messages(booking({ Passengers: [booking().Passengers[0], child], Seats: [] }))).toEqual([]);
  });
});

describe('isArchivedOrder', () => {
  it('archives orders booked more than 365 days ago', () => {
    const now = new Date('2026-03-10T02:00:00Z');
    expect(isArchivedOrder(new Date('2025-03-10T02:00:00Z'), now)).toBe(false);
    expect(isArchivedOrder(new Date('2025-03-10T01:59:59Z'), now)).toBe(true);
  });
});

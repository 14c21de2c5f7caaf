import { describe, expect, it } from 'vitest';
import { AccountType, CardType, PaymentMode, TrainSeatType } from '@opentmc/contracts';
import {
  buildOrderPayload,
  fromFrequent,
  goodsIssues,
  orderPayloadIssues,
  readBookingLink,
  seatPosition,
  seatSides,
  toggleSeat,
  type TBookingForm,
  type TBookingPassenger,
} from './booking.ts';

const link = { TrainNo: 'G1547', FromStation: 'VNP', ToStation: 'AOH', DepartDate: '2026-11-24', SeatType: 3157 };
const zhang: TBookingPassenger = {
  key: 'a',
  PassengerID: '',
  Surname: '张',
  GivenName: '三',
  CardType: CardType.IdCard,
  CardNo: '110105199003071335',
  Mobile: '',
};
const li: TBookingPassenger = { ...zhang, key: 'b', GivenName: '四', CardNo: '110105199003071351' };
const form: TBookingForm = {
  contact: { Name: '郑浩', Mobile: '13900000009' },
  invoice: null,
  pay: 'balance',
  reasonId: '',
  reasonText: '',
  purposeId: '',
  approvalNo: '',
  remark: '',
};

describe('train booking state', () => {
  it('reads the Book link and refuses a malformed one', () => {
    const params = new URLSearchParams({ ...link, SeatType: '3157', TrainNo: 'g1547' });
    expect(readBookingLink(params)).toEqual(link);
    expect(readBookingLink(new URLSearchParams({ ...link, SeatType: '3157', FromStation: 'V1' }))).toBeNull();
    expect(readBookingLink(new URLSearchParams({ ...link, SeatType: 'x' }))).toBeNull();
  });

  it('builds a CreateOrder payload the contract accepts, seats with their passengers, submitted at once', () => {
    const payload = buildOrderPayload(link, [zhang, li], ['1a', '1F'], form);
    expect(orderPayloadIssues(payload)).toEqual([]);
    expect(payload).toMatchObject({
      Seats: ['1A', '1F'],
      PaymentMode: PaymentMode.Offline,
      AccountType: AccountType.Balance,
      Submit: true,
    });
    expect(buildOrderPayload(link, [zhang], ['1A'], { ...form, pay: 'online' })).not.toHaveProperty('AccountType');
  });

  it('takes seats as a preference, and reports repeated names and a child without an adult', () => {
    const issues = goodsIssues(
      TrainSeatType.Second,
      [zhang, { ...zhang, key: 'c', CardNo: '110105199003071351' }],
      ['1A'],
      link.DepartDate,
    );
    expect(issues.seats).toEqual([]);
    expect(goodsIssues(TrainSeatType.Second, [zhang], [], link.DepartDate).seats).toEqual([]);
    expect(issues.passengers.map((i) => i.message)).toEqual(['train.validation.nameRepeated']);
    const kid = { ...zhang, key: 'k', GivenName: '小', CardNo: '110105201801010019' };
    expect(goodsIssues(TrainSeatType.Second, [kid], [], link.DepartDate).passengers).toEqual([
      { path: [0, 'CardNo'], message: 'train.validation.childAlone', params: { name: '张小' } },
    ]);
    expect(goodsIssues(TrainSeatType.Second, [zhang, kid], [], link.DepartDate).passengers).toEqual([]);
    expect(
      orderPayloadIssues(
        buildOrderPayload(link, [zhang], ['1A'], { ...form, invoice: { Title: 'X', Recipient: '', Address: '' } }),
      ).map((i) => i.message),
    ).toContain('trainOrder.validation.invoice');
  });

  it('reports an identity card number with a wrong check digit on its passenger, with the name to show', () => {
    const bad = { ...li, CardNo: '110105199003071352' };
    expect(goodsIssues(TrainSeatType.Second, [zhang, bad], ['1A', '1B'], link.DepartDate).passengers).toEqual([
      { path: [1, 'CardNo'], message: 'train.validation.idCardChecksum', params: { name: '张四' } },
    ]);
    expect(orderPayloadIssues(buildOrderPayload(link, [zhang, bad], ['1A', '1B'], form))).toEqual([
      { path: ['Passengers', 1, 'CardNo'], message: 'train.validation.idCardChecksum', params: { name: '张四' } },
    ]);
    // A passport's number is not checked that way.
    expect(
      goodsIssues(TrainSeatType.Second, [zhang, { ...bad, CardType: CardType.Passport }], [], link.DepartDate)
        .passengers,
    ).toEqual([]);
  });

  it('toggles seats up to the passenger count and splits letters at the aisle', () => {
    expect(toggleSeat(['1A'], '1A', 2)).toEqual([]);
    expect(toggleSeat(['1A', '1B'], '1C', 2)).toEqual(['1B', '1C']);
    expect(toggleSeat([], '1C', 0)).toEqual([]);
    expect(seatSides(['A', 'B', 'C', 'D', 'F'])).toEqual([
      ['A', 'B', 'C'],
      ['D', 'F'],
    ]);
  });

  it('tells a seat by the window, at the aisle or in the middle', () => {
    const second = ['A', 'B', 'C', 'D', 'F'];
    expect(second.map((l) => seatPosition(second, l))).toEqual(['window', 'middle', 'aisle', 'aisle', 'window']);
    const business = ['A', 'C', 'F'];
    expect(business.map((l) => seatPosition(business, l))).toEqual(['window', 'aisle', 'window']);
  });

  it('keeps a mainland mobile of a frequent passenger only', () => {
    expect(
      fromFrequent({ PassengerID: 'P1', Surname: 'SMITH', GivenName: 'JOHN', Mobile: '5551234', AreaCode: '1' }).Mobile,
    ).toBe('');
    expect(fromFrequent({ PassengerID: 'P1', Mobile: '13900000001', AreaCode: '86' }).Mobile).toBe('13900000001');
  });
});

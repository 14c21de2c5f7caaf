import { describe, expect, it } from 'vitest';
import { AmendStatus, type TTrainAmend } from '@opentmc/contracts';
import { changeMoney, changeOpen, railFarePerTicket } from './change-money.ts';

const amend = (x: Partial<TTrainAmend>): TTrainAmend => ({
  AmendID: 'AM1',
  UniqueID: 'T1',
  OrderID: 'O1',
  Kind: 'change',
  AmendStatus: AmendStatus.WaitConfirm,
  Price: 0,
  Fee: 0,
  RefundAmount: 0,
  ServiceFee: 0,
  Reason: '',
  StatusReason: '',
  CreateTime: '',
  UpdateTime: '',
  Passengers: [],
  ...x,
});
const p = (price: number) => ({ PassengerID: String(price), PassengerName: '', TicketNo: '', Price: price, Fee: 0 });

describe('changeMoney from the amend columns', () => {
  it('a dearer change: the difference plus the fees and the service fee to pay', () => {
    const m = changeMoney(amend({ Price: 1250.2, Fee: 5, ServiceFee: 10, Passengers: [p(604.1), p(604.1)] }));
    expect(m).toEqual({ old: 1208.2, new: 1250.2, difference: 42, fees: 5, serviceFee: 10, pay: 57, refund: 0 });
  });
  it('a cheaper change: nothing to pay, the amend says what goes back', () => {
    const m = changeMoney(amend({ Price: 500, Fee: 5.5, RefundAmount: 98.5, Passengers: [p(604)] }));
    expect(m.pay).toBe(0);
    expect(m.difference).toBe(-104);
    expect(m.refund).toBe(98.5);
  });
  it('prefers the change reply', () => {
    const m = changeMoney(amend({ Price: 1 }), {
      OldPrice: 100,
      NewPrice: 120,
      Difference: 20,
      RailwayFee: 0.5,
      ChangeFee: 5,
      ServiceFee: 3,
      PayAmount: 28.5,
      RefundAmount: 0,
    } as never);
    expect(m).toEqual({ old: 100, new: 120, difference: 20, fees: 5.5, serviceFee: 3, pay: 28.5, refund: 0 });
  });
});

describe('change helpers', () => {
  it('the rail fare per ticket, and whether the change is still open', () => {
    expect(railFarePerTicket(amend({ Price: 1208.2, Passengers: [p(1), p(2)] }))).toBe(604.1);
    expect(railFarePerTicket(amend({ Price: 10 }))).toBe(0);
    expect(changeOpen(amend({}))).toBe(true);
    expect(changeOpen(amend({ AmendStatus: AmendStatus.Finished }))).toBe(false);
    expect(changeOpen(amend({ AmendStatus: AmendStatus.Canceled }))).toBe(false);
    expect(changeOpen(amend({ Kind: 'refund' }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { TrainSeatType } from '@opentmc/contracts';
import { splitFen } from './price-train.ts';
import { simBookingNo, simIssueTickets } from './rail-booking-simulator.ts';

const order = {
  orderId: 'OR0000000042',
  bookingNo: 'E123456789',
  trainNo: 'G1',
  trainDate: '2026-03-12',
  fromStation: 'VNP',
};

describe('the rail booking simulator', () => {
  it('gives an order the same booking reference every time', () => {
    expect(simBookingNo('OR0000000042')).toMatch(/^E\d{9}$/);
    expect(simBookingNo('OR0000000042')).toBe(simBookingNo('OR0000000042'));
    expect(simBookingNo('OR0000000043')).not.toBe(simBookingNo('OR0000000042'));
  });

  it('seats a group together in one coach, in the positions it chose', () => {
    const t = simIssueTickets({ ...order, seatType: TrainSeatType.Second, seats: ['1A', '1B', '2A'] });
    expect(t.map((x) => x.ticketNo)).toEqual(['E12345678901', 'E12345678902', 'E12345678903']);
    expect(new Set(t.map((x) => x.coachNo)).size).toBe(1);
    expect(Number(t[0]!.coachNo)).toBeGreaterThanOrEqual(4);
    const row = Number(t[0]!.seatNo.slice(0, 2));
    expect(t.map((x) => x.seatNo)).toEqual([
      `${String(row).padStart(2, '0')}A`,
      `${String(row).padStart(2, '0')}B`,
      `${String(row + 1).padStart(2, '0')}A`,
    ]);
    expect(t[0]!.gate).toMatch(/^[AB]\d{1,2}$/);
    expect(simIssueTickets({ ...order, seatType: TrainSeatType.Second, seats: ['1A'] })).toEqual([t[0]]);
  });

  it('gives berths on sleepers, numbered seats on hard seats and none standing', () => {
    const sleeper = simIssueTickets({ ...order, seatType: TrainSeatType.HardSleeper, seats: ['', '', '', ''] });
    expect(sleeper.map((x) => x.seatNo.slice(-1))).toEqual(['L', 'M', 'U', 'L']);
    const hard = simIssueTickets({ ...order, seatType: TrainSeatType.HardSeat, seats: ['', ''] });
    expect(hard.every((x) => /^\d{3}$/.test(x.seatNo))).toBe(true);
    const standing = simIssueTickets({ ...order, seatType: TrainSeatType.NoSeat, seats: [''] });
    expect(standing[0]).toMatchObject({ seatNo: '' });
    expect(standing[0]!.coachNo).not.toBe('');
  });
});

describe('splitFen', () => {
  it('splits a total into whole-fen parts that add up, the remainder first', () => {
    expect(splitFen(1000, 3)).toEqual([334, 333, 333]);
    expect(splitFen(600, 2)).toEqual([300, 300]);
    expect(splitFen(1, 5)).toEqual([1, 0, 0, 0, 0]);
    expect(splitFen(0, 1)).toEqual([0]);
  });
});

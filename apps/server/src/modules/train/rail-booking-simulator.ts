import crypto from 'node:crypto';
import { TrainSeatType, trainSeatLetters, type TTrainSeatType } from '@opentmc/contracts';

// The rail supplier's side of booking and issuing, simulated: a booking reference (12306's E + 9 digits), and at
// issue one ticket per passenger with its gate, coach and seat. Everything is derived from the order and the train,
// so the same order always gets the same tickets, and a group sits together where it chose its seats.

const hashOf = (text: string): number => crypto.createHash('sha256').update(text).digest().readUInt32BE(0);

/** The booking reference of an order: E and nine digits. */
export const simBookingNo = (orderId: string): string =>
  `E${String(hashOf(`booking:${orderId}`) % 1_000_000_000).padStart(9, '0')}`;

/** Coaches that carry each seat type on the simulator's trains (first and last). */
const COACHES: Partial<Record<TTrainSeatType, [number, number]>> = {
  [TrainSeatType.Business]: [1, 1],
  [TrainSeatType.Special]: [1, 1],
  [TrainSeatType.First]: [2, 3],
  [TrainSeatType.Second]: [4, 16],
  [TrainSeatType.AdvancedSoftSleeper]: [1, 1],
  [TrainSeatType.SoftSleeper]: [2, 5],
  [TrainSeatType.HardSleeper]: [6, 12],
  [TrainSeatType.SoftSeat]: [13, 13],
  [TrainSeatType.HardSeat]: [14, 18],
  [TrainSeatType.NoSeat]: [14, 18],
};
const SLEEPERS: readonly number[] = [
  TrainSeatType.AdvancedSoftSleeper,
  TrainSeatType.SoftSleeper,
  TrainSeatType.HardSleeper,
];
/** Lower, middle and upper berths. */
const BERTHS = ['L', 'M', 'U'] as const;

export type TSimTicket = { ticketNo: string; gate: string; coachNo: string; seatNo: string };

/**
 * The tickets of an order's passengers (in booking order), with their chosen positions: one coach for the group,
 * the chosen row and letter where the seat type has a choice, numbered seats or berths otherwise, none standing.
 */
export const simIssueTickets = (x: {
  orderId: string;
  bookingNo: string;
  trainNo: string;
  trainDate: string;
  fromStation: string;
  seatType: number;
  seats: readonly string[];
}): TSimTicket[] => {
  const h = hashOf(`issue:${x.orderId}`);
  const station = hashOf(`gate:${x.trainNo}:${x.trainDate}:${x.fromStation}`);
  const gate = `${'AB'[station % 2]}${1 + ((station >>> 1) % 24)}`;
  const [first, last] = COACHES[x.seatType as TTrainSeatType] ?? [1, 1];
  const coachNo = String(first + (h % (last - first + 1))).padStart(2, '0');
  const baseRow = 1 + ((h >>> 8) % 15);
  const letters = trainSeatLetters(x.seatType);
  return x.seats.map((chosen, i) => {
    let seatNo = '';
    if (letters.length > 0) {
      const row = chosen ? baseRow + Number(chosen.slice(0, -1)) - 1 : baseRow + Math.floor(i / letters.length);
      const letter = chosen ? chosen.slice(-1) : letters[i % letters.length]!;
      seatNo = `${String(row).padStart(2, '0')}${letter}`;
    } else if (SLEEPERS.includes(x.seatType)) {
      seatNo = `${String(baseRow + Math.floor(i / 3)).padStart(2, '0')}${BERTHS[i % 3]}`;
    } else if (x.seatType !== TrainSeatType.NoSeat) {
      seatNo = String(baseRow * 5 + i).padStart(3, '0');
    }
    return { ticketNo: `${x.bookingNo}${String(i + 1).padStart(2, '0')}`, gate, coachNo, seatNo };
  });
};

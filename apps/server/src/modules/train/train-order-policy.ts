import { evaluateBooking, type TTrainOffer, type TVerdict } from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { travellerFor, tripRulesOf } from '../policy/index.ts';
import type { TPricedTrain } from './price-train.ts';

// The travel policy on a train booking: each employee passenger under their own trip rule; guests (no UserID) are
// booked under the booker's rule, so a booking of guests only is judged for the booker. The strictest level wins.

/** The people a booking is judged for: the employee passengers, else the booker. */
export const policyTravellerIds = (bookerId: string, passengerUserIds: readonly string[]): string[] => {
  const ids = [...new Set(passengerUserIds.filter(Boolean))];
  return ids.length > 0 ? ids : [bookerId];
};

export const trainVerdict = async (
  tx: TTx,
  x: { companyId: string; travellerIds: readonly string[]; priced: TPricedTrain; now: Date },
): Promise<TVerdict> => {
  const rules = await tripRulesOf(tx, x.companyId);
  const travellers = [];
  for (const id of x.travellerIds) travellers.push(await travellerFor(tx, x.companyId, id));
  const offer: TTrainOffer = {
    service: 'train',
    trainType: x.priced.trainType,
    seat: x.priced.seat.seatType,
    priceFen: x.priced.seat.priceFen,
  };
  return evaluateBooking(rules, travellers, offer, { now: x.now.toISOString() });
};

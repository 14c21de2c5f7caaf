import {
  evaluateBooking,
  serviceFeeFor,
  type TApprovalRuleSettings,
  type TServiceFeeItem,
  type TTrainOffer,
  type TTraveller,
  type TTripRule,
  type TVerdict,
} from '@opentmc/contracts';
import type { TTx } from '../../platform/db/database.ts';
import { runSql, sqlText } from '../../platform/db/statement.ts';
import { readServiceFeesJson, serviceFeesJson } from '../charge/index.ts';
import {
  approvalSettingsJson,
  readApprovalSettingsJson,
  readTravellersJson,
  readTripRulesJson,
  travellersJson,
  tripRulesJson,
} from '../policy/index.ts';
import type { TPricedTrain } from './price-train.ts';

// The travel policy on a train booking: each employee passenger under their own trip rule; guests (no UserID) are
// booked under the booker's rule, so a booking of guests only is judged for the booker. The strictest level wins.

/** The people a booking is judged for: the employee passengers, else the booker. */
export const policyTravellerIds = (bookerId: string, passengerUserIds: readonly string[]): string[] => {
  const ids = [...new Set(passengerUserIds.filter(Boolean))];
  return ids.length > 0 ? ids : [bookerId];
};

/** What a booking of a company is judged and priced by. */
export type TTrainBookingSettings = {
  rules: TTripRule[];
  travellers: TTraveller[];
  approval: TApprovalRuleSettings;
  fees: (TServiceFeeItem & { source: 'Company' | 'Level' })[];
};

/**
 * The booking settings in one statement (the booking path: docs/performance.md): the trip rules and travellers
 * (policy), the approval-rule settings (policy, org) and the service fees (charge), each module's own JSON
 * sub-select. $1 company, $2 the travellers' ids.
 */
const SETTINGS =
  sqlText(`SELECT ${tripRulesJson('$1')} AS "rules", ${travellersJson('$1', '$2::text[]')} AS "travellers",
  ${approvalSettingsJson('$1')} AS "approval", ${serviceFeesJson('$1')} AS "fees"`);

export const trainBookingSettings = async (
  tx: TTx,
  companyId: string,
  travellerIds: readonly string[],
): Promise<TTrainBookingSettings> => {
  const [row] = await runSql(tx, SETTINGS, [companyId, travellerIds]);
  return {
    rules: readTripRulesJson(row!['rules']),
    travellers: readTravellersJson(row!['travellers'], travellerIds),
    approval: readApprovalSettingsJson(row!['approval']),
    fees: readServiceFeesJson(row!['fees']),
  };
};

export const trainVerdict = (settings: TTrainBookingSettings, priced: TPricedTrain, now: Date): TVerdict => {
  const offer: TTrainOffer = {
    service: 'train',
    trainType: priced.trainType,
    seat: priced.seat.seatType,
    priceFen: priced.seat.priceFen,
  };
  return evaluateBooking(settings.rules, settings.travellers, offer, { now: now.toISOString() });
};

/** The TMC's booking service fee for `units` tickets costing `priceFen` in all. */
export const trainBookingFee = (settings: TTrainBookingSettings, priceFen: number, units: number): number =>
  serviceFeeFor(settings.fees, { service: 'train', scene: 'booking', priceFen, units });

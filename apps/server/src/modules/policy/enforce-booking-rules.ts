import {
  TripApprovalRule,
  checkApprovalRules,
  type TApprovalReason,
  type TApprovalRuleSettings,
  type TBookingFacts,
} from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import { companyFor } from '../org/index.ts';
import { approvalSettingsFor } from './approval-settings.ts';
import { contraryReasonFor, travelPurposeFor, type TContraryReason } from './reason-stores.ts';

/** A booking as it arrives at the server: the facts, with the chosen reason and purpose by id. */
export type TBookingToEnforce = Omit<TBookingFacts, 'violationReason'> & {
  /**
   * The client company the booking is for (resolved by the caller's tenancy, and checked again through it here); the
   * caller's own when absent.
   */
  companyId?: string | undefined;
  violationReasonId?: string | undefined;
  violationReasonText?: string | undefined;
};

export type TEnforced = {
  needsApproval: boolean;
  outOfPolicy: boolean;
  approvalReasons: TApprovalReason[];
  /** The violation reason given, when one was. */
  violationReason: TContraryReason | null;
};

const refuse = (codes: { code: string; messageKey: string }[]): never => {
  throw new BizError(codes[0]!.messageKey, {}, 400, { Refusals: codes.map((r) => r.code) });
};

/**
 * Enforces a company's approval rules and the policy verdict on a booking, inside the booking's transaction:
 * refuses with 400 and the first refusal's message in the caller's language (e.g. "A violation reason is
 * required"), the codes of every refusal in the reply's result; otherwise says whether it needs approval and
 * whether it is out of policy. A violation reason must be one of the company's for this service, and a travel
 * purpose one of the company's.
 */
export const enforceBookingRules = async (
  tx: TTx,
  ctx: Pick<TAuthedContext, 'session'>,
  booking: TBookingToEnforce,
  /** The company's approval-rule settings when the caller read them already (approvalSettingsJson). */
  known?: TApprovalRuleSettings,
): Promise<TEnforced> => {
  const companyId = await companyFor(tx, ctx.session, booking.companyId);
  const settings = known ?? (await approvalSettingsFor(tx, companyId));
  const { violationReasonId, violationReasonText, companyId: _c, ...facts } = booking;
  const given = violationReasonId ? { id: violationReasonId, text: violationReasonText } : undefined;
  // The rules first (a disabled service says more than a wrong reason), then the reason and purpose themselves.
  const first = checkApprovalRules(settings, { ...facts, violationReason: given });
  if (first.refusals.length > 0) refuse(first.refusals);
  const reason = violationReasonId ? await contraryReasonFor(tx, companyId, violationReasonId, booking.service) : null;
  if (booking.travelPurposeId && !settings.rules.includes(TripApprovalRule.TravelPurposeDisabled))
    await travelPurposeFor(tx, companyId, booking.travelPurposeId);
  const check = checkApprovalRules(settings, {
    ...facts,
    violationReason: reason ? { id: reason.id, other: reason.isOther, text: violationReasonText } : undefined,
  });
  if (check.refusals.length > 0) refuse(check.refusals);
  return {
    needsApproval: check.needsApproval,
    outOfPolicy: check.outOfPolicy,
    approvalReasons: check.approvalReasons,
    violationReason: reason,
  };
};

import {
  STATES_BIRTHDAY,
  cardNoIssue,
  formatDate,
  normalisePassengerName,
  type TConsumerVerificationItem,
  type TConsumerVerificationRequest,
  type TConsumerVerificationResult,
  listText,
} from '@opentmc/contracts';
import type { TCallContext } from '../../platform/calls/types.ts';
import { BizError } from '../../platform/errors.ts';
import { simRailIdentity } from './rail-account-simulator.ts';

type TPassenger = TConsumerVerificationRequest['Passengers'][number];

/**
 * One passenger as the rail side sees them: the number in its document's format (for an identification number,
 * the GB 11643 checksum and a real birthday), then the name against the register, then the register's state.
 * Documents without an identification number are verified in person at a station.
 */
const verifyOne = (ctx: TCallContext, p: TPassenger, today: string): TConsumerVerificationItem => {
  const item = { PassengerName: p.PassengerName, CardType: p.CardType, CardNo: p.CardNo };
  const failed = (key: string) => ({ ...item, Status: 'Failed' as const, Message: ctx.t(key) });
  const issue = cardNoIssue(p.CardType, p.CardNo, today);
  if (issue) return failed(issue);
  if (!STATES_BIRTHDAY.includes(p.CardType))
    return { ...item, Status: 'Pending', Message: ctx.t('train.verification.reasons.inPerson') };
  const known = simRailIdentity(p.CardNo, normalisePassengerName(p.PassengerName));
  if (!known.nameMatches) return failed('train.verification.reasons.nameMismatch');
  if (known.status === 'Failed') return failed('train.verification.reasons.refused');
  if (known.status === 'Pending')
    return { ...item, Status: 'Pending', Message: ctx.t('train.verification.reasons.pending') };
  return { ...item, Status: 'Passed', Message: '' };
};

/**
 * TrainOrder/ConsumerVerification: every passenger's verdict. Succeeds only when all passed; otherwise fails with
 * the names that did not, and still carries every verdict. Nothing is written.
 */
export const verifyConsumers = async (
  ctx: TCallContext,
  p: TConsumerVerificationRequest,
): Promise<TConsumerVerificationResult> => {
  const today = formatDate(ctx.clock.now());
  const result = { Passengers: p.Passengers.map((x) => verifyOne(ctx, x, today)) };
  const notPassed = result.Passengers.filter((x) => x.Status !== 'Passed').map((x) => x.PassengerName);
  if (notPassed.length > 0)
    throw new BizError('train.verification.errors.notPassed', { names: listText(ctx.lang, notPassed) }, 400, result);
  return result;
};

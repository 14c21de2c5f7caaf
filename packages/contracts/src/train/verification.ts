import { z } from 'zod';
import { defineCall } from '../call.ts';
import { CardType } from '../lookups/lists.ts';
import { BOOKING_ACTION } from '../system/actions.ts';

// train/TrainOrder/ConsumerVerification (spec section 7, silent failure): before booking, the rail side checks each
// passenger's identity. An identification number must pass its checksum (GB 11643, ISO 7064 MOD 11-2), the name must
// be the card's, and the rail side must have verified the person; other documents are verified in person.

/** Per passenger: the rail side accepts them, still has to verify them, or refuses them. */
export const CONSUMER_VERIFY_STATUSES = ['Passed', 'Pending', 'Failed'] as const;
export type TConsumerVerifyStatus = (typeof CONSUMER_VERIFY_STATUSES)[number];
export const ZConsumerVerifyStatus = z.enum(CONSUMER_VERIFY_STATUSES);

/** A train order carries at most 5 passengers (spec sections 5 and 9). */
export const TRAIN_PASSENGERS_MAX = 5;

const cardTypes = Object.values(CardType) as number[];

/**
 * A name to compare: Chinese without separators, Latin in upper case with single spaces ("郑/浩" = "郑浩",
 * "zhang/san" = "ZHANG SAN").
 */
export const normalisePassengerName = (s: string): string => {
  const t = s.trim().replace(/\s*\/\s*/g, '/');
  if (/[\u3400-\u9fff]/.test(t)) return t.replace(/[\s/]+/g, '');
  return t.replace(/[\s/]+/g, ' ').toUpperCase();
};

export const ZConsumerVerificationPassenger = z.object({
  /** The full name, or Surname/Given. */
  PassengerName: z
    .string({ error: 'train.verification.validation.nameRequired' })
    .trim()
    .min(1, 'train.verification.validation.nameRequired')
    .max(50, 'messages.validation.tooLong'),
  /** A CardType code; the identification card when absent. */
  CardType: z.coerce
    .number()
    .int()
    .refine((n) => cardTypes.includes(n), 'train.verification.validation.cardType')
    .optional()
    .default(CardType.IdCard),
  /** Upper case, without spaces. */
  CardNo: z
    .string({ error: 'train.verification.validation.cardNoRequired' })
    .overwrite((s) => s.replace(/\s+/g, '').toUpperCase())
    .min(1, 'train.verification.validation.cardNoRequired')
    .max(30, 'messages.validation.tooLong'),
});

export const ZConsumerVerificationRequest = z.object({
  Passengers: z
    .array(ZConsumerVerificationPassenger, { error: 'train.verification.validation.passengerRequired' })
    .min(1, 'train.verification.validation.passengerRequired')
    .max(TRAIN_PASSENGERS_MAX, 'train.verification.validation.tooMany')
    // The spec: ID numbers must not repeat within an order.
    .refine(
      (ps) => new Set(ps.map((p) => `${p.CardType}:${p.CardNo}`)).size === ps.length,
      'train.verification.validation.cardRepeat',
    ),
});
export type TConsumerVerificationRequest = z.output<typeof ZConsumerVerificationRequest>;

export const ZConsumerVerificationItem = z.object({
  PassengerName: z.string(),
  CardType: z.number(),
  CardNo: z.string(),
  Status: ZConsumerVerifyStatus,
  /** Why, in the caller's language: empty when passed. */
  Message: z.string(),
});
export type TConsumerVerificationItem = z.output<typeof ZConsumerVerificationItem>;

export const ZConsumerVerificationResult = z.object({ Passengers: z.array(ZConsumerVerificationItem) });
export type TConsumerVerificationResult = z.output<typeof ZConsumerVerificationResult>;

/**
 * Succeeds when every passenger passed. Otherwise the reply fails (the web calls it with failTips false) and still
 * carries every passenger's status in `result`.
 */
export const TrainConsumerVerification = defineCall({
  group: 'train',
  method: 'POST',
  path: 'TrainOrder/ConsumerVerification',
  auth: 'session',
  permission: BOOKING_ACTION,
  payload: ZConsumerVerificationRequest,
  result: ZConsumerVerificationResult,
  summary:
    "Verify up to 5 passengers with the rail side: the ID number's checksum, the name against the card and the rail side's verification (Passed, Pending or Failed per passenger)",
});

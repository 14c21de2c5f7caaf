import { z } from 'zod';

// The reasons a booker gives for a refund or a change: one of a short list, or words of their own. A listed reason
// is kept as its catalogue key (order.reasons.<kind>.<code>), so every reader reads it in their own language
// (issue 15); words are kept as written.

export const AMEND_REASONS = {
  refund: ['plan', 'illness', 'delay'],
  change: ['plan', 'meeting', 'delay'],
} as const;
export type TAmendReasonKind = keyof typeof AMEND_REASONS;
export type TAmendReasonCode<K extends TAmendReasonKind> = (typeof AMEND_REASONS)[K][number] | 'other';

/** The catalogue key of a listed reason. */
export const amendReasonKey = (kind: TAmendReasonKind, code: string): string => `order.reasons.${kind}.${code}`;

/** The choices of a reason picker: the listed codes, then 'other' (words of one's own). */
export const amendReasonChoices = <K extends TAmendReasonKind>(kind: K): TAmendReasonCode<K>[] => [
  ...AMEND_REASONS[kind],
  'other',
];

/**
 * The reason fields of an amend request: `ReasonCode` (a listed reason, or 'other') and `Reason` (the words; needed
 * without a listed code). `message` is the catalogue key of a missing reason.
 */
export const zAmendReason = (kind: TAmendReasonKind, message: string) => ({
  ReasonCode: z
    .enum([...AMEND_REASONS[kind], 'other'] as [string, ...string[]], { error: 'messages.validation.invalidOption' })
    .optional(),
  Reason: z.string({ error: message }).trim().max(200, 'messages.validation.tooLong').optional().default(''),
});

/** Whether the reason fields name a reason: a listed code, or words. */
export const amendReasonGiven = (p: { ReasonCode?: string | undefined; Reason: string }): boolean =>
  (p.ReasonCode !== undefined && p.ReasonCode !== 'other') || p.Reason !== '';

/** What an amend keeps as its reason: the catalogue key of a listed reason, else the words. */
export const storedAmendReason = (
  kind: TAmendReasonKind,
  p: { ReasonCode?: string | undefined; Reason: string },
): string => (p.ReasonCode !== undefined && p.ReasonCode !== 'other' ? amendReasonKey(kind, p.ReasonCode) : p.Reason);

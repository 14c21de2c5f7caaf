import { z } from 'zod';
import { MOBILE_RE } from '../validation.ts';

// What every product's booking and order calls share (issue 16 section 1): an order reference, the contact and the
// invoice delivery of the booking's header, a reason, and the lists' batch of order numbers and count cap.

const ZOptionalText = (max: number) => z.string().trim().max(max, 'messages.validation.tooLong').optional().default('');

/** Batch input of order numbers (spec section 5): separated by spaces, line breaks or commas. */
export const ORDER_BATCH_MAX = 50;
export const splitOrderNumbers = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,，、;；]+/)
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
  ),
];

/** An order named by its UniqueID (or its internal id). */
export const ZOrderKey = z
  .string({ error: 'messages.validation.idRequired' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,30}$/, 'messages.validation.idRequired');

export const ZOrderUniqueIdRequest = z.object({ UniqueID: ZOrderKey });

export const ZOrderContact = z.object({
  Name: z
    .string({ error: 'trainOrder.validation.contactName' })
    .trim()
    .min(1, 'trainOrder.validation.contactName')
    .max(30, 'messages.validation.tooLong'),
  Mobile: z
    .string({ error: 'messages.validation.mobileRequired' })
    .trim()
    .min(1, 'messages.validation.mobileRequired')
    .regex(MOBILE_RE, 'messages.validation.mobile'),
  Email: z
    .string()
    .trim()
    .max(100, 'messages.validation.tooLong')
    .regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, 'messages.validation.email')
    .optional()
    .default(''),
});

const INVOICE_MESSAGE = 'trainOrder.validation.invoice';
/** Invoice delivery (spec section 5): a title, a recipient and an address are required when an invoice is wanted. */
export const ZOrderInvoice = z.object({
  Title: z.string({ error: INVOICE_MESSAGE }).trim().min(1, INVOICE_MESSAGE).max(100, 'messages.validation.tooLong'),
  TaxNo: ZOptionalText(30),
  Recipient: z.string({ error: INVOICE_MESSAGE }).trim().min(1, INVOICE_MESSAGE).max(30, 'messages.validation.tooLong'),
  Mobile: z.string().trim().regex(MOBILE_RE, 'messages.validation.mobile').optional().or(z.literal('')),
  Address: z.string({ error: INVOICE_MESSAGE }).trim().min(1, INVOICE_MESSAGE).max(200, 'messages.validation.tooLong'),
});
export type TOrderContact = z.output<typeof ZOrderContact>;
export type TOrderInvoice = z.output<typeof ZOrderInvoice>;

const ZReason = z
  .string({ error: 'trainOrder.validation.reason' })
  .trim()
  .min(1, 'trainOrder.validation.reason')
  .max(200, 'messages.validation.tooLong');
export const ZOrderReasonRequest = z.object({ UniqueID: ZOrderKey, Reason: ZReason });

/** A list's batch of numbers: up to ORDER_BATCH_MAX, separated by spaces, line breaks or commas. */
export const zOrderNumbers = z
  .string()
  .max(2000, 'messages.validation.tooLong')
  .optional()
  .default('')
  .transform((s) => splitOrderNumbers(s))
  .refine((a) => a.length <= ORDER_BATCH_MAX, 'trainOrder.validation.tooManyNumbers');

/** RecordCount is counted up to this many rows; beyond it the list says "more than". */
export const ORDER_LIST_COUNT_CAP = 10_000;

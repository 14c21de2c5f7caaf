import { z } from 'zod';
import { AccountType, OrderStatus, PaymentMode } from '../lookups/lists.ts';

// What every product's booking screen starts from and when the TMC may correct an order (issue 16 section 1): the
// booking defaults (how the caller can pay, the caller as the contact) and the statuses of price and header
// corrections. Products mount them under their own calls (trains: TrainPolicy/BookingDefaults, UpdateOrderPrice...).

/** How a booking is paid: the company's credit or balance account (held at booking, paid at issue), or online. */
export const BOOKING_PAY_CHOICES = ['credit', 'balance', 'online'] as const;
export type TBookingPayChoice = (typeof BOOKING_PAY_CHOICES)[number];

/**
 * What the booking screen starts from: the ways the booker can pay — the company's credit or balance account when it
 * has one, online at the cashier when a payment gateway runs and the booker may pay there (an individual always may:
 * their own money) — offered and no others; and the booker as the contact.
 */
export const ZOrderBookingDefaults = z.object({
  PaymentTypes: z.array(z.enum(BOOKING_PAY_CHOICES)),
  Contact: z.object({ Name: z.string(), Mobile: z.string(), Email: z.string() }),
});
export type TOrderBookingDefaults = z.output<typeof ZOrderBookingDefaults>;

/** The payment fields of a CreateOrder payload for a choice. */
export const bookingPaymentOf = (c: TBookingPayChoice): { PaymentMode: number; AccountType?: number } =>
  c === 'online'
    ? { PaymentMode: PaymentMode.Online }
    : { PaymentMode: PaymentMode.Offline, AccountType: c === 'balance' ? AccountType.Balance : AccountType.Credit };

/** Statuses in which the TMC corrects prices: before issue, while the money is only frozen or not yet paid. */
export const ORDER_PRICE_CORRECTION_STATUSES = [
  OrderStatus.WaitBooking,
  OrderStatus.WaitConfirm,
  OrderStatus.WaitPayment,
  OrderStatus.WaitDispose,
] as const;

/** Statuses in which the TMC corrects header data or adds extra charges: before issue and once issued. */
export const ORDER_HEADER_CORRECTION_STATUSES = [...ORDER_PRICE_CORRECTION_STATUSES, OrderStatus.Finished] as const;

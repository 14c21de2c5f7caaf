import { formatDate } from '../format.ts';
import { ServiceType, type TServiceType } from '../lookups/lists.ts';

// Order numbers (UniqueID, the number users see and type into searches): the service's letter, the booking date
// in China Standard Time as yyMMdd, and a sequence number of at least 7 digits, e.g. T2605170000042. The sequence
// is one database sequence for every product, so a number is unique without any counter row to wait on; the date
// is there for people reading it. docs/orders.md explains the choice.

/** The letter of each service that has orders. */
export const ORDER_NUMBER_LETTER: Partial<Record<TServiceType, string>> = {
  [ServiceType.Flight]: 'F',
  [ServiceType.Hotel]: 'H',
  [ServiceType.Train]: 'T',
  [ServiceType.Tour]: 'R',
  [ServiceType.Insurance]: 'I',
  [ServiceType.Traffic]: 'C',
  [ServiceType.Visa]: 'V',
  [ServiceType.Express]: 'E',
  [ServiceType.Catering]: 'M',
  [ServiceType.Ticket]: 'P',
};

/** Digits of the sequence part at least (it grows past them rather than wrap); the server pads it in SQL. */
export const ORDER_NUMBER_SEQ_DIGITS = 7;
/** What an order number looks like. */
export const ORDER_NUMBER_RE = /^[A-Z]\d{6}\d{7,}$/;

/** The fixed part of an order number booked at `now` for a service: letter and yyMMdd; null for no-order services. */
export const orderNumberPrefix = (service: number, now: Date): string | null => {
  const letter = ORDER_NUMBER_LETTER[service as TServiceType];
  if (!letter) return null;
  return letter + formatDate(now).slice(2).replaceAll('-', '');
};

// The footer's proxy/online switch (spec section 1): shown only when the site runs in proxy mode.
// Booking screens read the choice to decide whether staff book on a customer's behalf.

export type TBookingMode = 'proxy' | 'online';
export const BOOKING_MODE_KEY = 'bookingMode';

/** The stored mode; proxy when nothing valid is stored, since the switch exists only on proxy sites. */
export const readBookingMode = (storage: Pick<Storage, 'getItem'>): TBookingMode =>
  storage.getItem(BOOKING_MODE_KEY) === 'online' ? 'online' : 'proxy';

export const writeBookingMode = (storage: Pick<Storage, 'setItem'>, mode: TBookingMode): void =>
  storage.setItem(BOOKING_MODE_KEY, mode);

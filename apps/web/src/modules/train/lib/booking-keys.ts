/** TanStack Query keys of the booking and order detail screens. */
export const trainProductKey = (link: object, count: number, lang: string) =>
  ['train', 'booking', 'product', link, count, lang] as const;
export const trainPolicyKey = (link: object, passengers: readonly object[], lang: string) =>
  ['train', 'booking', 'policy', link, passengers, lang] as const;
export const trainBookingDefaultsKey = ['train', 'booking', 'defaults'] as const;
export const trainRepeatKey = (trainNo: string, date: string, cards: string) =>
  ['train', 'booking', 'repeat', trainNo, date, cards] as const;
export const trainBookingChoicesKey = ['train', 'booking', 'choices'] as const;
export const trainFrequentKey = ['train', 'booking', 'frequent'] as const;
export const trainOrderKey = (uniqueId: string) => ['train', 'order', uniqueId] as const;
export const trainAmendsKey = (uniqueId: string) => ['train', 'amends', uniqueId] as const;
export const trainRefundKey = (uniqueId: string) => ['train', 'refund', uniqueId] as const;

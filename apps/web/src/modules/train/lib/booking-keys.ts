import { orderAmendsKey, orderDetailKey } from '../../order/index.ts';

/** The trains' service in the order screens' addresses and keys (/manage/train/order/list). */
export const TRAIN_SERVICE = 'train';

/** TanStack Query keys of the booking and order detail screens; an order's are the order screens' (order module). */
export const trainProductKey = (link: object, count: number, lang: string) =>
  ['train', 'booking', 'product', link, count, lang] as const;
export const trainPolicyKey = (link: object, passengers: readonly object[], lang: string) =>
  ['train', 'booking', 'policy', link, passengers, lang] as const;
export const trainBookingDefaultsKey = ['train', 'booking', 'defaults'] as const;
export const trainRepeatKey = (trainNo: string, date: string, cards: string) =>
  ['train', 'booking', 'repeat', trainNo, date, cards] as const;
export const trainBookingChoicesKey = ['train', 'booking', 'choices'] as const;
export const trainFrequentKey = ['train', 'booking', 'frequent'] as const;
export const trainOrderKey = (uniqueId: string) => orderDetailKey(TRAIN_SERVICE, uniqueId);
export const trainAmendsKey = (uniqueId: string) => orderAmendsKey(TRAIN_SERVICE, uniqueId);
export const trainRefundKey = (uniqueId: string) => ['train', 'refund', uniqueId] as const;

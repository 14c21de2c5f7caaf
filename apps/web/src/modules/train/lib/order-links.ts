import { orderDetailLink } from '../../order/index.ts';
import { TRAIN_SERVICE } from './booking-keys.ts';

/** The client order detail of a train order. */
export const trainOrderDetailLink = (uniqueId: string): string => orderDetailLink(TRAIN_SERVICE, uniqueId);

/** The refund screen of a train order. */
export const trainRefundLink = (uniqueId: string): string =>
  `/train/refundTicket?UniqueID=${encodeURIComponent(uniqueId)}`;

/** The change screen of a train order. */
export const trainChangeLink = (uniqueId: string): string => `/order/train/Change/${encodeURIComponent(uniqueId)}`;

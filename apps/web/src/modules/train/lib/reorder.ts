import type { TTrainOrderDetail } from '@opentmc/contracts';
import type { TBookingPassenger } from './booking.ts';
import { DEFAULT_SORT, NO_FILTERS, writeSearch } from './train-search.ts';

// Reorder (spec section 2, issue 6 section 1): a new order from an old one's itinerary and travellers. The old
// order's route opens the train search (on the old day when it is still ahead, else today) and its travellers wait
// in the tab's session storage until the next seat step takes them as its passengers.

const KEY = 'otmc.train.reorder';

/** The search address of an order's route, and its travellers kept for the next booking. */
export const reorderLink = (order: TTrainOrderDetail, today: string): string => {
  const g = order.Goods;
  const passengers: TBookingPassenger[] = order.Passengers.map((p) => ({
    key: `r:${p.PassengerID}`,
    PassengerID: '',
    Surname: p.Surname,
    GivenName: p.GivenName,
    CardType: p.CardType,
    CardNo: p.CardNo,
    Mobile: p.Mobile,
  }));
  sessionStorage.setItem(KEY, JSON.stringify({ from: order.UniqueID, passengers }));
  const search = writeSearch({
    from: { code: g.FromStationCode, city: false, name: g.FromStationName },
    to: { code: g.ToStationCode, city: false, name: g.ToStationName },
    date: g.TrainDate >= today ? g.TrainDate : today,
    filters: NO_FILTERS,
    sort: DEFAULT_SORT,
  });
  return `/mall/train/list?${search.toString()}`;
};

/** The travellers a reorder left for the next booking (forgetReorder takes them out once used). */
export const reorderPassengers = (): { from: string; passengers: TBookingPassenger[] } | null => {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { from?: unknown; passengers?: unknown };
    if (typeof v.from !== 'string' || !Array.isArray(v.passengers)) return null;
    return { from: v.from, passengers: v.passengers as TBookingPassenger[] };
  } catch {
    return null;
  }
};

export const forgetReorder = (): void => sessionStorage.removeItem(KEY);

import { ServiceID } from '@opentmc/contracts';

// The mall's service catalogue (spec section 1), shared by the home page and the booking centre.

export type TServiceKey =
  'flightDomestic' | 'flightIntl' | 'hotel' | 'train' | 'tour' | 'insurance' | 'car' | 'visa' | 'express' | 'meeting';

export type TServiceGroup = 'transport' | 'stay' | 'extras';

export type TService = {
  key: TServiceKey;
  group: TServiceGroup;
  /** The service ID of spec section 9, where it has one. */
  serviceID: string | null;
  /** The accent colour of its tile. */
  color: string;
  /** Where its booking starts once enabled; every booking flow arrives with a later issue. */
  route: string | null;
};

export const SERVICES: readonly TService[] = [
  {
    key: 'flightDomestic',
    group: 'transport',
    serviceID: ServiceID.FlightInternal,
    color: '#1677ff',
    route: '/mall/flight/Internal/list',
  },
  { key: 'flightIntl', group: 'transport', serviceID: ServiceID.FlightOverseas, color: '#3f51d9', route: null },
  { key: 'train', group: 'transport', serviceID: ServiceID.TrainInternal, color: '#12a150', route: '/mall/train/list' },
  { key: 'car', group: 'transport', serviceID: ServiceID.Car, color: '#0b9bb5', route: null },
  { key: 'hotel', group: 'stay', serviceID: ServiceID.HotelInternal, color: '#f08c00', route: null },
  { key: 'tour', group: 'stay', serviceID: ServiceID.TourInternal, color: '#13a8a8', route: null },
  { key: 'insurance', group: 'extras', serviceID: ServiceID.Insurance, color: '#e5484d', route: null },
  { key: 'visa', group: 'extras', serviceID: null, color: '#8e4ec6', route: null },
  { key: 'express', group: 'extras', serviceID: null, color: '#d9730d', route: null },
  { key: 'meeting', group: 'extras', serviceID: null, color: '#c2298a', route: null },
];

export const SERVICE_GROUPS: readonly TServiceGroup[] = ['transport', 'stay', 'extras'];

/** A service can be booked online once its booking route exists. */
export const isEnabled = (s: TService): boolean => s.route !== null;

/** The services of one group, in catalogue order. */
export const servicesOf = (group: TServiceGroup, list: readonly TService[] = SERVICES): TService[] =>
  list.filter((s) => s.group === group);

/** The home page's order: the ten tiles of spec section 1. */
export const HOME_ORDER: readonly TServiceKey[] = [
  'flightDomestic',
  'flightIntl',
  'hotel',
  'train',
  'tour',
  'insurance',
  'car',
  'visa',
  'express',
  'meeting',
];

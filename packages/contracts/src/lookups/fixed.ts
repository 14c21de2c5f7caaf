// Fixed codes that spec section 9 gives; the full lookup catalogue lives beside this file.

/** The yes/no lookup: IsDefault 1150 means default; SmsStatus 1151 means not yet read. */
export const YesNo = { Yes: 1150, No: 1151 } as const;
export type TYesNo = (typeof YesNo)[keyof typeof YesNo];

/** Service IDs of spec section 9. */
export const ServiceID = {
  FlightInternal: 'S00000000009',
  FlightOverseas: 'S00000000011',
  HotelInternal: 'S00000000013',
  HotelOverseas: 'S00000000015',
  TourInternal: 'S00000000005',
  TourOverseas: 'S00000000007',
  TrainInternal: 'S00000000017',
  Insurance: 'S00000000025',
  ValueAdded: 'S00000000043',
  Car: 'S00000000029',
} as const;

/** The root ID of spec section 9. */
export const ROOT_ID = 'S00000000120';

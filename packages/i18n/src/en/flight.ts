import type { TCatalog } from '../types.ts';
import type { flight as zh } from '../zh-CN/flight.ts';

export const flight = {
  flight: {
    validation: {
      place: 'Please choose a valid city or airport',
      samePlace: 'The origin and destination cannot be the same',
      returnBeforeDepart: 'The return date cannot be before the departure date',
    },
    errors: {
      noFlights: 'Flight search found no matching flights; please check flights',
      unknownPlace: 'City or airport {{code}} was not found',
      notDomestic: '{{name}} is outside mainland China: domestic flights fly within mainland China only',
      sameCity: 'The origin and destination cannot be the same city',
      pastDate: 'The departure date cannot be before today',
      notOnSale: 'Flights can only be searched up to {{days}} days ahead',
    },
  },
} as const satisfies TCatalog<typeof zh>;

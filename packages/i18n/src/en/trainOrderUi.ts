import type { TCatalog } from '../types.ts';
import type { trainOrderUi as zh } from '../zh-CN/trainOrderUi.ts';

export const trainOrderUi = {
  trainOrderUi: {
    title: 'Train orders',
    intro: 'Your train orders and those of the colleagues you may see. Open an order number to see it, pay or cancel.',
    deskTitle: 'Train order desk',
    deskIntro:
      'Lock an order before processing it: issuing books the seats with the railway and issues the tickets; when it cannot be issued, give the reason (the money goes back).',
    drawerConfirm: 'Book and issue order {{no}}?',
    columns: {
      Title: 'Trip',
      TravelDate: 'Departure',
      Travellers: 'Passengers',
    },
  },
} satisfies TCatalog<typeof zh>;

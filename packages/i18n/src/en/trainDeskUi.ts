import type { TCatalog } from '../types.ts';
import type { trainDeskUi as zh } from '../zh-CN/trainDeskUi.ts';

export const trainDeskUi = {
  trainDeskUi: {
    title: 'Train order processing',
    train: { notBooked: 'Not yet booked with the railway' },
    actions: {
      book: 'Book with the railway',
      drawerConfirm: 'Issue the tickets of order {{no}}?',
      drawerBooksFirst: 'The order is not booked yet: it is booked with the railway first, then issued.',
    },
  },
} satisfies TCatalog<typeof zh>;

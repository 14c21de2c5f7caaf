import type { TCatalog } from '../types.ts';
import type { trainOrderUi as zh } from '../zh-CN/trainOrderUi.ts';

export const trainOrderUi = {
  trainOrderUi: {
    title: 'Train orders',
    intro: 'Your train orders and those of the colleagues you may see. Open an order number to see it, pay or cancel.',
    deskTitle: 'Train order desk',
    deskIntro:
      'Lock an order before processing it: issuing books the seats with the railway and issues the tickets; when it cannot be issued, give the reason (the money goes back).',
    allStates: 'All',
    listFailed: 'The order list could not be loaded',
    done: 'Done',
    lockedByMe: 'Locked by you',
    lockedByOther: 'Locked by someone else',
    drawerConfirm: 'Book and issue order {{no}}?',
    cannotTitle: 'Order {{no}} cannot be issued',
    cannotReason: 'Why it cannot be issued (the customer sees this)',
    search: {
      dates: 'Booked',
      traveller: 'Passenger',
      uniqueIds: 'Order numbers',
      uniqueIdsHint: 'Several allowed, separated by spaces, line breaks or commas',
    },
    columns: {
      UniqueID: 'Order no.',
      Title: 'Trip',
      TravelDate: 'Departure',
      Travellers: 'Passengers',
      TotalPrice: 'Amount (¥)',
      OrderStatus: 'Status',
      Booker: 'Booked by',
      CreateTime: 'Booked at',
      actions: 'Actions',
    },
    actions: {
      lock: 'Lock',
      unlock: 'Unlock',
      drawer: 'Issue',
      cannot: 'Cannot issue',
      detail: 'Details',
    },
  },
} satisfies TCatalog<typeof zh>;

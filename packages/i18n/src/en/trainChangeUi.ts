import type { TCatalog } from '../types.ts';
import type { trainChangeUi as zh } from '../zh-CN/trainChangeUi.ts';

export const trainChangeUi = {
  trainChangeUi: {
    title: 'Change train tickets',
    pickOrder: 'Choose the order to change from your order list',
    toOrders: 'My orders',
    loadFailed: 'The order could not be read; try again later',
    nothing: 'This order has no ticket to change now (only issued tickets not yet refunded or changed can be changed)',
    closed: 'Less than 35 minutes before departure: online changes are closed; please go to a station counter',
    window: 'By the railway rule, this ticket can change to a train leaving on {{date}} at the latest',
    steps: {
      passengers: '1. Passengers to change',
      reason: '2. Why',
      train: '3. The new train and seat type',
    },
    passenger: { seat: 'coach {{coach}} seat {{seat}}' },
    reasonPlaceholder: 'Say why',
    pickTrain: 'Choose the new train and seat type',
    train: {
      current: 'Current train',
      left: '{{count}} left',
      none: 'Sold out',
      empty: 'No train to change to on this day; try another day',
    },
    summary: {
      old: 'Current fares',
      new: 'New fares',
      difference: 'Difference',
      note: 'A dearer ticket pays the difference; a cheaper one gets the difference back less the railway refund fee on it. The service fee is not refunded.',
      newTrain: 'New train',
    },
    actions: {
      online: 'Change online',
      request: 'Ask the TMC',
    },
    confirm: {
      onlineTitle: 'Change online now?',
      requestTitle: 'Send the change request?',
      pay: 'About {{amount}} more will be charged to the account that paid.',
      back: 'About {{amount}} comes back to the account that paid, less the refund fee.',
      request: 'Once the TMC has priced it, confirm the price on the order to have it changed.',
      ok: 'Change',
      cancel: 'Not yet',
    },
    done: {
      onlineTitle: 'Tickets changed',
      requestTitle: 'Change request sent',
      requestHint: 'You will be told once the TMC has priced it; confirm the price on the order.',
      paid: '{{amount}} more paid',
      refunded: '{{amount}} paid back',
      seat: 'coach {{coach}} seat {{seat}}, ticket {{ticket}}',
      waiting: 'To be issued',
      toOrder: 'View the order',
    },
  },
} satisfies TCatalog<typeof zh>;

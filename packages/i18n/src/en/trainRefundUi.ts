import type { TCatalog } from '../types.ts';
import type { trainRefundUi as zh } from '../zh-CN/trainRefundUi.ts';

export const trainRefundUi = {
  trainRefundUi: {
    menu: {
      amendDesk: 'Refunds and changes',
    },
    refund: {
      title: 'Refund tickets',
      intro:
        'Choose the passengers to refund and why. The refund fee follows the railway rule; the service fee is not refunded. The money goes back to the account that paid.',
      missing: 'No order number given',
      loadFailed: 'The tickets of this order could not be read',
      train: 'Train {{train}}, departs {{time}}',
      closedTitle: 'Online refund is not possible',
      noTickets: 'This order has no ticket left to refund',
      passengers: 'Passengers',
      columns: {
        coachSeat: 'Coach / seat',
        coachSeatValue: 'Coach {{coach}}, seat {{seat}}',
        serviceFee: 'Service fee (kept)',
        rate: 'Rate',
        refundAmount: 'Amount back',
      },
      rate: '{{rate}}%',
      reason: 'Reason',
      otherReason: 'Please say why',
      summary: '{{count}} ticket(s) chosen: fee ¥{{fee}}, amount back ¥{{amount}}',
      submit: 'Refund',
      confirmTitle: 'Refund the tickets of {{count}} passenger(s)?',
      confirmBody: 'Fee ¥{{fee}}, amount back ¥{{amount}}. A refund cannot be undone.',
      doneTitle: 'Refunded',
      doneFee: 'Refund fee',
      donePrice: 'Fares',
      doneAmount: 'Money back',
      toOrder: 'View order',
      toList: 'My orders',
    },
    amends: {
      refund: 'Refund',
      passengers: 'Passengers',
    },
    desk: {
      title: 'Train refunds and changes',
      intro:
        'Refund and change requests of customers. Online refunds finish at once by the railway rule; open requests are shown in the details.',
    },
  },
} satisfies TCatalog<typeof zh>;

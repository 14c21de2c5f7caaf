import type { TCatalog } from '../types.ts';
import type { trainOrder as zh } from '../zh-CN/trainOrder.ts';

export const trainOrder = {
  trainOrder: {
    validation: {
      refundSelect: 'Before a refund, a passenger, a voyage and a reason must be selected',
      trainNo: 'Please choose a valid train',
      seatType: 'Please choose a valid seat type',
      contactName: 'Contact name cannot be empty',
      invoice: 'Please enter the invoice title, recipient or recipient address',
      paymentMode: 'Please choose a valid payment mode',
      accountType: 'Please pay from the balance or the credit account',
      reason: 'Please enter a reason',
      tooManyNumbers: 'At most 50 order numbers at a time',
      nothingToUpdate: 'Nothing to change',
      dateRange: 'The start date cannot be after the end date',
    },
    errors: {
      departed: 'This train has left and cannot be booked',
      soldOut: 'Not enough tickets left: only {{remaining}}',
      repeatOrder: '{{names}} already booked train {{train}} on {{date}}; please do not book it twice',
      notPaid: 'The order is not paid yet; please pay first',
      alreadyBooked: 'This order is already booked with the railway',
      notBooked: 'Book the order with the railway (hold the seats) before issuing it',
      notIssued: 'The order is not issued yet and cannot be refunded',
      nothingToRefund: 'This order has no ticket left to refund',
      notRefundable: 'A chosen ticket is already refunded or cannot be refunded; please refresh and try again',
      noOpenRefund: 'This order has no refund in progress to withdraw (online refunds finish at once)',
    },
    messages: {
      refundCanceled: 'Refund request withdrawn',
      refunded: 'Refund request submitted',
      created: 'Order created',
      submitted: 'Succeed in submitting order',
      canceled: 'Order cancelled',
      paid: 'Payment succeeded',
      locked: 'Order locked',
      unlocked: 'Order unlocked',
      booked: 'Booked with the railway',
      issued: 'Tickets issued',
      cannot: 'The order is marked as cannot be issued',
      goodsUpdated: 'Order details updated',
      approved: 'Order approved',
      rejected: 'Order rejected',
      messageSent: 'Message sent',
    },
    log: {
      refunded: 'Refunded {{names}}: fee {{fee}} yuan, {{amount}} yuan back; reason: {{reason}}',
      cannot: 'Cannot issue: {{reason}}',
    },
    approval: {
      title: 'Train ticket {{train}} {{from}}–{{to}}',
      summary: 'Passengers: {{travellers}}; departs {{depart}}; amount {{amount}} yuan',
    },
  },
} as const satisfies TCatalog<typeof zh>;

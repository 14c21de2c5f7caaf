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
      dateRange: 'The start date cannot be after the end date',
    },
    errors: {
      departed: 'This train has left and cannot be booked',
      soldOut: 'Not enough tickets left: only {{remaining}}',
      repeatOrder: '{{names}} already booked train {{train}} on {{date}}; please do not book it twice',
      repeatRaced: 'Another booking has just taken this train for the same passenger; please refresh and check',
      alreadyBooked: 'This order is already booked with the railway',
      notBooked: 'Book the order with the railway (hold the seats) before issuing it',
      notRefundable: 'A chosen ticket is already refunded or cannot be refunded; please refresh and try again',
    },
    messages: {
      created: 'Order created',
      submitted: 'Succeed in submitting order',
      booked: 'Booked with the railway',
    },
    approval: {
      title: 'Train ticket {{train}} {{from}}–{{to}}',
      summary: 'Passengers: {{travellers}}; departs {{depart}}; amount {{amount}} yuan',
    },
    corrections: {
      validation: {
        version: 'Give the order version you read (refresh the order and try again)',
        passengers: 'Give a ticket price and service fee once for each passenger (1 to 5 passengers, no repeats)',
        status: 'Please choose a valid order status',
        extraKind: 'Please choose the extra charge: delivery, paper ticket or other',
        extraName: 'Please name the other charge',
      },
    },
  },
} as const satisfies TCatalog<typeof zh>;

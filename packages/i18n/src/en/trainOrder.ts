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
      repeatRaced: 'Another booking has just taken this train for the same passenger; please refresh and check',
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
    corrections: {
      validation: {
        version: 'Give the order version you read (refresh the order and try again)',
        passengers: 'Give a ticket price and service fee once for each passenger (1 to 5 passengers, no repeats)',
        status: 'Please choose a valid order status',
        extraKind: 'Please choose the extra charge: delivery, paper ticket or other',
        extraName: 'Please name the other charge',
      },
      errors: {
        passengerUnknown: 'A chosen passenger is not on this order or no longer awaits issue',
        alreadyPaid:
          'The order is paid and its price can no longer be corrected; settle a difference with a change or an extra charge',
        nothingToConfirm: 'This order has no price to confirm',
        priceNotConfirmed: 'The TMC changed the price; the booker must confirm it before the tickets are issued',
        statusMove: 'TMC staff cannot move this order from its current status to the chosen one',
        notOnline: 'This order is not paid online and needs no payment trade',
        nothingToPay: 'This order has nothing awaiting payment',
        extrasNotPayable: 'This order was paid online; an extra charge cannot be added to it, bill it separately',
      },
      messages: {
        priceUpdated: 'Order price updated',
        priceConfirmed: 'Order price confirmed',
        orderUpdated: 'Order details updated',
        extraAdded: 'Extra charge added',
      },
      log: {
        price: 'The TMC changed the order price: {{before}} → {{after}} yuan; reason: {{reason}}',
        priceRaised:
          'The TMC changed the order price: {{before}} → {{after}} yuan; please confirm the new price; reason: {{reason}}',
        extra: 'The TMC added an extra charge: {{name}} {{amount}} yuan',
      },
      extraKinds: {
        Delivery: 'Delivery fee',
        PaperTicket: 'Paper ticket fee',
        Other: 'Other charge',
      },
    },
  },
} as const satisfies TCatalog<typeof zh>;

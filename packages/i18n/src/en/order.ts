import type { TCatalog } from '../types.ts';
import type { order as zh } from '../zh-CN/order.ts';

export const order = {
  order: {
    menu: {
      manage: 'Order desk',
      mine: 'My orders',
    },
    actions: {
      submit: 'Submit',
      cannot: 'Cannot issue',
      drawer: 'Issue',
      reject: 'Reject',
      resolve: 'Approve',
      cancel: 'Cancel',
      pay: 'Pay',
      lock: 'Lock',
      unlock: 'Unlock',
      refund: 'Refund',
      refundCancel: 'Cancel refund',
      amendCreate: 'Change',
      amendSubmit: 'Submit request',
      amendStatusBack: 'Send back',
      confirmPrice: 'Confirm price',
      update: 'Order corrected',
      takeover: 'Take over',
    },
    actors: {
      booker: 'Booker',
      approver: 'Approver',
      tmc: 'TMC staff',
      supplier: 'Supplier',
      system: 'System',
    },
    amendKinds: {
      refund: 'Refund',
      change: 'Change',
    },
    errors: {
      notFound: 'The order does not exist',
      amendNotFound: 'The refund or change request does not exist',
      actionNotAllowed: 'The order cannot do this in its current status',
      amendActionNotAllowed: 'The refund or change request cannot do this in its current status',
      stateChanged: 'The order has changed; refresh and try again',
      amendStateChanged: 'The refund or change request has changed; refresh and try again',
      reasonRequired: 'Please give a reason',
      lockedByOther: 'Someone else is processing this order; try again later',
      lockRequired: 'Lock the order before processing it',
      alreadyLocked: 'You have already locked this order',
      notLocked: 'The order is not locked',
      takeoverDenied: 'Only a supervisor can take over an order locked by someone else',
      serviceNotOrderable: 'This service takes no orders',
      messageEmpty: 'Please enter a message',
      messageTooLong: 'A message may have at most {{max}} characters',
    },
  },
} satisfies TCatalog<typeof zh>;

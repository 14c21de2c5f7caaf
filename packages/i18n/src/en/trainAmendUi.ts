import type { TCatalog } from '../types.ts';
import type { trainAmendUi as zh } from '../zh-CN/trainAmendUi.ts';

export const trainAmendUi = {
  trainAmendUi: {
    money: {
      title: 'Change amounts',
      newTrain: 'New train',
      old: 'Old tickets',
      new: 'New tickets',
      difference: 'Difference',
      fees: 'Change and refund fees',
      serviceFee: 'Change service fee',
      pay: 'To pay',
      refund: 'To pay back',
      none: 'Nothing to pay or pay back',
    },
    desk: {
      title: 'Refunds and changes',
      lock: 'Lock order',
      unlock: 'Unlock order',
      lockedByMe: 'You hold the lock on this order and can process it',
      lockedByOther: 'Someone else holds the lock on this order',
      needLock: 'Lock the order before pricing the change',
      priceTitle: 'Price check',
      price: 'New ticket price (yuan)',
      priceHint: 'The rail fare by default',
      changeFee: 'Change fee (yuan)',
      submit: 'Confirm price',
      back: 'Send back one step',
      backConfirm: 'Send this change back one step?',
      priced: 'Priced: waiting for the client to confirm',
      done: 'Done',
    },
    client: {
      waiting: 'The TMC has priced your change: confirm the price to have it made',
      confirm: 'Confirm change price',
      confirmTitle: 'Confirm the change price?',
      payAccount: '{{amount}} yuan will be paid from the {{account}}.',
      payOnline: '{{amount}} yuan is to be paid online: you go to the cashier next.',
      refund: '{{amount}} yuan will be paid back to the original payment account.',
      even: 'Nothing to pay or pay back.',
      ok: 'Confirm',
      cancel: 'Not now',
      done: 'The change is made',
    },
    orderPrice: {
      pending: 'The TMC changed the order price to {{amount}} yuan in total: confirm it to go on',
      confirm: 'Confirm price',
      confirmTitle: 'Confirm the order total of {{amount}} yuan?',
      done: 'Price confirmed',
    },
  },
} satisfies TCatalog<typeof zh>;

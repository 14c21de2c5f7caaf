import type { TCatalog } from '../types.ts';
import type { cashier as zh } from '../zh-CN/cashier.ts';

export const cashier = {
  cashier: {
    title: 'Cashier',
    tradeNo: 'Trade no. {{id}}',
    amountDue: 'Amount due',
    items: 'Paying for',
    item: 'Item',
    itemAmount: 'Amount',
    choose: 'Choose how to pay',
    channels: {
      Balance: 'Account balance',
      Credit: 'Credit (monthly settlement)',
      Alipay: 'Alipay',
      Weixin: 'WeChat Pay',
    },
    available: '{{amount}} available',
    online: 'Scan to pay',
    pay: 'Pay {{amount}}',
    scan: 'Scan the QR code with {{channel}} to pay',
    expires: 'Please pay before {{time}}',
    waiting: 'Waiting for the payment result…',
    changeChannel: 'Pay another way',
    closed: 'This payment was closed; please choose how to pay again',
    refunded: 'This payment was returned to the payer',
    simulator: {
      title: 'Payment simulator (development)',
      hint: 'The payment gateway is the simulator: the buttons below play the payer paying or giving up, and the simulator then sends its signed notify.',
      pay: 'Simulate payment',
      close: 'Simulate giving up',
      question: 'Simulated wallet: pay {{amount}}?',
    },
    success: {
      title: 'Payment succeeded',
      subTitle: '{{amount}} paid, trade no. {{id}}',
    },
    notPayable: {
      title: 'Nothing to pay for this trade now',
      subTitle: 'Trade {{id}} is not awaiting payment',
    },
    missing: 'No trade number: open the cashier from a trade awaiting payment',
    back: 'Back',
    reasons: {
      notWaiting: 'The trade is not awaiting payment',
      recharge: 'A recharge can only be paid online',
      noAccount: 'The company has no such account',
      insufficient: 'Not enough available',
      noGateway: 'Online payment is not available',
    },
  },
} as const satisfies TCatalog<typeof zh>;

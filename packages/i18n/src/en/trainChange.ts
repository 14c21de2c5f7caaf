import type { TCatalog } from '../types.ts';
import type { trainChange as zh } from '../zh-CN/trainChange.ts';

export const trainChange = {
  trainChange: {
    validation: {
      select: 'Before a change, passengers and a reason must be selected',
      date: 'Please select the changed date',
      cannotReason: 'Please give the reason the change cannot be made',
    },
    errors: {
      notIssued: 'The order is not issued yet and cannot be changed',
      notChangeable:
        "The chosen passengers' tickets are not issued, were changed already or are being changed; please refresh",
      sameTrain: 'Please choose another train, date or seat type',
      otherRoute: 'A change keeps the trip: choose a train between the same departure and arrival cities',
      noSeats: 'Not enough tickets left on the chosen train and seat type',
      noOpenChange: 'This order has no change in progress',
      payAtCashier: "Please pay the change's difference at the cashier first (deal {{deal}})",
      nothingToPay: 'This change has nothing to pay',
      notPriced: 'This change has not been priced yet',
      alreadyPaid: "The change's difference is paid already; it cannot be sent back to be priced again",
      paidNoDecline: "The change's difference is paid already; it can no longer be declined",
      noAccount: 'The booker has no 12306 account bound; please bind one under 12306 accounts first',
      accountInvalid:
        "The booker's 12306 account {{account}} cannot be used now ({{status}}); please verify it at 12306",
      cardNotAccepted: "{{names}}: this document can't be changed online; please go to a station ticket office",
    },
    accountStatus: {
      Verified: 'verified',
      NeedVerify: 'needs verification',
      Locked: 'locked',
      LoginFailed: 'wrong user name or password',
    },
    messages: {
      created: 'Change request submitted',
      submitted: 'Change request submitted for pricing',
      priced: 'Change priced; waiting for the client to confirm',
      finished: 'Ticket changed',
      statusBack: 'The change was sent back one step',
      deal: 'The payment for the change was created',
      declined: 'Change declined; the tickets stay as they were',
      withdrawn: 'Change request withdrawn; the tickets stay as they were',
      cannot: 'The change was marked as not possible; the tickets stay as they were',
      accountValid: 'The 12306 account can change tickets online',
      cardsAccepted: "The passengers' documents can be changed online",
    },
    log: {
      created: '{{names}} asked to change to {{train}} ({{date}}); reason: {{reason}}',
      priced:
        'Change priced: new ticket {{price}} yuan each, change fee {{fee}} yuan, to pay {{pay}} yuan, to refund {{refund}} yuan',
      finished: '{{names}} changed to {{train}} ({{date}}): paid {{pay}} yuan, refunded {{refund}} yuan',
      declined: 'Change {{amend}} to {{train}} was declined',
      withdrawn: 'Change {{amend}} to {{train}} was withdrawn',
      cannot: 'Change {{amend}} to {{train}} cannot be made: {{reason}}',
      statusBack: 'Change {{amend}} was sent back one step',
    },
  },
} as const satisfies TCatalog<typeof zh>;

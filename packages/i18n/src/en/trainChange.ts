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
      notChangeable:
        "The chosen passengers' tickets are not issued, were changed already or are being changed; please refresh",
      sameTrain: 'Please choose another train, date or seat type',
      otherRoute: 'A change keeps the trip: choose a train between the same departure and arrival cities',
      noSeats: 'Not enough tickets left on the chosen train and seat type',
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
      accountValid: 'The 12306 account can change tickets online',
      cardsAccepted: "The passengers' documents can be changed online",
    },
  },
} as const satisfies TCatalog<typeof zh>;

import type { TCatalog } from '../types.ts';
import type { train as zh } from '../zh-CN/train.ts';

export const train = {
  train: {
    validation: {
      keyWords: 'Please enter a station name, its pinyin or initials',
      station: 'Please choose a valid station',
      sameStation: 'The departure and arrival stations cannot be the same',
      time: 'Times are HH:mm',
      timeRange: 'The departure window cannot start after it ends',
      trainType: 'Please choose a valid train type',
      passengerRequired: 'Please select a passenger',
      tooManyPassengers: 'You can only select up to 5 passengers',
      nameBlank: 'Passenger name cannot be blank',
      nameForm: 'Please enter the correct name (Surname/Given form)',
      nameRepeated: 'The passenger name cannot be repeated',
      cardNoBlank: "Please enter the passenger's document number",
      cardNoRepeated: 'ID numbers cannot be repeated',
      seatsExceeded: 'Passengers exceed seats selected',
      seatsMoreThanPassengers: 'More seats are selected than passengers',
      seat: 'This seat type has no such seat; please choose again',
      seatRepeated: 'A seat cannot be selected twice',
      seatNoChoice: 'Seats cannot be chosen for this seat type',
      ticketPrice: 'Please enter the correct ticket price (more than 0, at most 100,000 yuan)',
    },
    errors: {
      notOnSale: 'Train tickets are not on sale for the current date',
      outOfServiceHours: 'No train search in the current period (no train inquiry service is available at this time)',
      unknownStation: 'Station {{code}} was not found',
      sameCity: 'The departure and destination cannot be the same city',
      noSuchTrain: 'This train was not found',
      noSuchSeat: 'This train has no such seat type',
      onlineCutoff:
        'Online refunds and changes close 35 minutes before departure; please go to a station ticket office',
      changeTargetDeparted: 'The chosen train has already left',
      changeSameDayOnly:
        "Within 48 hours of departure, a ticket can only be changed to a train leaving before 24:00 on the ticket's date",
    },
    account: {
      validation: {
        accountRequired: 'Please enter the 12306 account',
        account: 'A 12306 account is a user name, a mobile number or an email address',
        passwordRequired: 'Please enter the 12306 password',
        password: 'A 12306 password is 6 to 32 characters',
      },
      errors: {
        loginFailed: 'Login to the railway account failed: wrong user name or password',
        locked: 'This 12306 account is locked; please unlock it at 12306 first',
        needVerify: 'This 12306 account needs verification; please complete it and try again',
        notFound: 'This 12306 account was not found',
        tooMany: 'At most {{max}} 12306 accounts can be bound',
        keyMissing: 'The server has no key for 12306 accounts, so they cannot be used yet',
      },
      status: {
        Verified: 'Verified',
        NeedVerify: 'Needs verification',
        Locked: 'Locked',
      },
      messages: {
        bound: '12306 account bound',
        valid: '12306 account is usable',
        revalidated: '12306 account verified again',
        passwordReset: '12306 password updated',
      },
      page: {
        title: '12306 accounts',
        intro:
          'Bind your own 12306 account to book train tickets with it. The password is stored encrypted and is never shown on any page.',
        bind: 'Bind account',
        bindTitle: 'Bind a 12306 account',
        bindIntro:
          'Enter your 12306 user name, mobile number or email and the password; the account is bound once 12306 accepts them.',
        account: '12306 account',
        accountHint: 'User name, mobile number or email',
        password: '12306 password',
        passwordHint: '6 to 32 characters',
        passwordSafe: 'Used only to log in to 12306; stored encrypted and never shown.',
        passwordTitle: 'Update the password of {{account}}',
        passwordIntro: 'If you changed the password at 12306, enter the new one here.',
        status: 'Status',
        validTime: 'Last checked',
        createTime: 'Bound on',
        actions: 'Actions',
        check: 'Check',
        revalidate: 'Verify again',
        updatePassword: 'Update password',
        unbind: 'Unbind',
        confirmUnbind: 'Unbind the 12306 account {{account}}?',
        empty: 'No 12306 account bound yet',
        loadFailed: 'The 12306 accounts could not be loaded',
      },
    },
    verification: {
      validation: {
        nameRequired: 'Passenger name cannot be blank',
        cardType: 'Please choose a valid document type',
        cardNoRequired: 'Please enter the document number',
        passengerRequired: 'Please select a passenger',
        tooMany: 'You can only select up to 5 passengers',
        cardRepeat: 'ID numbers cannot be repeated',
      },
      status: {
        Passed: 'Passed',
        Pending: 'Pending',
        Failed: 'Failed',
      },
      reasons: {
        nameMismatch: 'The name does not match the document',
        pending: '12306 has not verified this passenger yet; the passenger must complete identity verification',
        refused: '12306 refused this passenger’s identity',
        inPerson: 'This document must be verified in person at a station ticket office',
      },
      errors: {
        notPassed: 'Passenger verification did not pass: {{names}}',
      },
    },
  },
} as const satisfies TCatalog<typeof zh>;

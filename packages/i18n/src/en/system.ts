import type { TCatalog } from '../types.ts';
import type { system as zh } from '../zh-CN/system.ts';

export const system = {
  system: {
    validation: {
      accountRequired: 'Please enter the account (login name, mobile or email)',
      companyNameRequired: 'Please enter the company name',
      resetProof: 'Please verify your identity first, or enter the old password',
    },
    errors: {
      badCredentials: 'Wrong account or password',
      accountDisabled: 'This account is disabled, please contact the administrator',
      accountNotFound: 'The account does not exist',
      mobileNotRegistered: 'This mobile number is not registered',
      mobileRegistered: 'This mobile number is already registered, please log in',
      emailRegistered: 'This email is already used by another account',
      companyCannotRegisterCompany: 'A company account cannot register as a company',
      companyNameTaken: 'This company name is already registered',
      codeWrong: 'Wrong verification code',
      codeExpired: 'The verification code is no longer valid, please get a new one',
      codeResendWait: 'Please wait {{seconds}} seconds before requesting another code',
      codeRegisterNeedsMobile: 'Registration codes can only be sent to a mobile number',
      noEmail: 'This account has no email, please verify by mobile',
      noMobile: 'This account has no mobile number, please verify by email',
      resetTokenInvalid: 'The identity verification has expired, please verify again',
      oldPasswordWrong: 'The old password is wrong',
      samePassword: 'The new password must differ from the old one',
    },
    menu: {
      personal: 'Personal centre',
      orderManage: 'Order management',
      serviceManage: 'Service management',
      customerManage: 'Customer management',
      billing: 'Billing',
      policyManage: 'Policy management',
      finance: 'Finance',
      authority: 'Authority management',
      companyConfig: 'Company config',
      notifications: 'Notifications',
      userMain: 'Personal info',
      userSecurity: 'Security',
      booking: 'Booking centre',
      feedbackList: 'Feedback',
      smsList: 'SMS list',
    },
  },
} as const satisfies TCatalog<typeof zh>;

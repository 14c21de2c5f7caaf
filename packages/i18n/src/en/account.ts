import type { TCatalog } from '../types.ts';
import type { account as zh } from '../zh-CN/account.ts';

export const account = {
  account: {
    brand: {
      title: 'OpenTMC Business Travel',
      tagline: 'Flights, hotels, trains, approvals and expenses: one platform for all company travel.',
      points: {
        policy: { title: 'Travel policy built in', text: 'Checked by grade and city; every exception is on record.' },
        oneStop: { title: 'One-stop booking', text: 'Domestic and international flights, hotels, trains and cars.' },
        approval: { title: 'Flexible approvals', text: 'Trip requests, exceptions and changes, approved on the go.' },
        settlement: {
          title: 'Central settlement',
          text: 'Monthly statements and invoices; no out-of-pocket spending.',
        },
      },
      trust: 'Trusted by 6000+ enterprises to run their travel',
    },
    fields: {
      account: 'Account',
      password: 'Password',
      newPassword: 'New password',
      oldPassword: 'Current password',
      confirmPassword: 'Confirm password',
      mobile: 'Mobile',
      code: 'Verification code',
      email: 'Email',
      userName: 'Name',
      companyName: 'Company name',
      company: 'Company',
      userId: 'User ID',
      companyId: 'Company ID',
      features: 'Account type',
    },
    placeholders: {
      account: 'Login name, mobile or email',
      password: 'Enter your password',
      oldPassword: 'Enter the password you use now',
      newPassword: 'A new password of 8 to 16 characters',
      confirmPassword: 'Enter the password again',
      mobile: '11-digit mobile number',
      code: '6-digit code',
      email: 'Optional; for notices and password recovery',
      userName: 'Your full name',
      companyName: 'Full registered company name',
    },
    code: {
      send: 'Get code',
      resend: 'Get a new code',
      wait: 'Resend in {{seconds}} s',
      sentTo: 'Code sent to {{to}}',
    },
    password: {
      rule: '8 to 16 characters, not digits only and not a common password; upper and lower case, digits and symbols together make a strong password.',
      strength: { none: 'Strength', weak: 'Weak', medium: 'Medium', strong: 'Strong' },
    },
    login: {
      title: 'Log in',
      subtitle: 'Welcome back. Log in to manage your trips and orders.',
      tabs: { password: 'Password', code: 'Mobile code', im: 'Workplace app' },
      forgot: 'Forgot password?',
      codeHint: 'No code? Check the mobile number; you can ask for a new code after 60 s.',
      welcome: 'Welcome back, {{name}}',
      noAccount: 'New here?',
      registerPersonal: 'Personal sign-up',
      registerCompany: 'Company sign-up',
      im: {
        title: 'Workplace-app login is not configured',
        text: 'Once an administrator connects a workplace messaging app (DingTalk, WeCom or Feishu) in the company settings, you can scan to log in here. Until then, log in with your password or a mobile code.',
      },
    },
    register: {
      titlePersonal: 'Personal registration',
      titleCompany: 'Company registration',
      subtitlePersonal: 'Create a personal account to book flights, hotels and trains at any time.',
      subtitleCompany:
        'Register your company. You become its administrator and can invite colleagues and set travel policy.',
      personal: 'Personal',
      company: 'Company',
      invited: 'You were invited to register. Invitation code: {{code}}',
      agreePrefix: 'I have read and agree to the ',
      submitPersonal: 'Register',
      submitCompany: 'Register company',
      haveAccount: 'Already have an account?',
      companyAccountCannotRegister:
        'This mobile number already belongs to a company account, which cannot register a company',
      mobileRegistered: 'This mobile number is already registered ({{name}}). Log in or reset the password instead.',
      mobileRegisteredCompany:
        'This mobile number is registered to a personal account ({{name}}); the company will belong to that number.',
    },
    agreement: {
      link: 'OpenTMC Service Agreement',
      title: 'OpenTMC Service Agreement',
      agree: 'Agree and continue',
      intro:
        'Welcome to the OpenTMC business travel platform (the "Platform"). Please read this agreement carefully before registering; by registering you accept all of its terms.',
      clauses: {
        scope: {
          title: 'Services',
          text: 'The Platform lets companies and individuals search, book, approve and settle travel products such as flights, hotels, trains, cars and insurance. The products offered are those shown on the pages; some are provided by third-party suppliers.',
        },
        account: {
          title: 'Account and security',
          text: 'Register with true and valid identity details and keep your account and password safe. Actions taken with your account are deemed yours; if your account is misused, change the password at once and contact customer service.',
        },
        booking: {
          title: 'Booking and travel',
          text: 'Before booking, check that traveller and guest details match their valid travel documents. Losses caused by wrong details are borne by the booker. Change and refund rules are those of the supplier as shown on the order.',
        },
        payment: {
          title: 'Payment and settlement',
          text: 'Personal orders must be paid within the time shown; unpaid orders are cancelled automatically. Company orders may be settled monthly as agreed between the company and the Platform; the company administrator reconciles and pays.',
        },
        privacy: {
          title: 'Personal information',
          text: 'We collect and use your information only to book, issue tickets, send notices and meet legal duties, and share with suppliers only what they need. We do not use it for other purposes without your consent.',
        },
        conduct: {
          title: 'Acceptable use',
          text: 'Do not use the Platform for unlawful purposes, hold seats in bad faith, place and cancel orders in bulk, or interfere with the Platform by technical means. The Platform may restrict or end service for violations.',
        },
        liability: {
          title: 'Limitation of liability',
          text: 'For losses caused by force majeure such as flight delays, weather or traffic control, or by suppliers, the Platform will help you, but is not liable beyond what the law requires.',
        },
        changes: {
          title: 'Changes to this agreement',
          text: 'The Platform may change this agreement as its business requires; changes take effect once published on the site. If you disagree, you may stop using the Platform; continuing to use it means you accept them.',
        },
      },
      effective: 'This agreement takes effect on the day you tick to agree.',
    },
    reset: {
      title: 'Reset password',
      subtitle: 'Verify your identity by mobile or email, then set a new password.',
      backToLogin: 'Back to login',
      steps: { account: 'Account', verify: 'Verify identity', password: 'New password', finish: 'Finish' },
      accountNotFound: 'No such account. Please check and try again.',
      channel: 'Verify by',
      byMobile: 'Mobile',
      byEmail: 'Email',
      notBound: 'not linked',
      noChannel:
        'This account has no mobile number or email. Ask your company administrator or customer service to reset the password.',
      redirecting: 'Going to the login page in {{seconds}} s',
      loginNow: 'Log in now',
    },
    main: {
      greeting: {
        night: 'Working late',
        morning: 'Good morning',
        afternoon: 'Good afternoon',
        evening: 'Good evening',
      },
      noCompany: 'Personal account',
      shortcuts: 'Shortcuts',
      profile: 'Account details',
      links: {
        security: { title: 'Security', text: 'Change your password' },
        booking: { title: 'Booking centre', text: 'Flights, hotels, trains' },
        railAccounts: { title: 'Rail accounts', text: 'Bind your 12306 account' },
        mall: { title: 'Travel home', text: 'Browse travel services' },
        feedback: { title: 'Feedback', text: 'Tell us what to improve' },
        contact: { title: 'Contact us', text: '24/7 service' },
        guideline: { title: 'Guidelines', text: 'Booking and refund rules' },
      },
    },
    features: {
      Platform: 'Platform operator',
      Tmc: 'Travel management company',
      Client: 'Corporate client',
      BusinessSupply: 'Supplier',
      Personal: 'Personal user',
    },
    security: {
      changePassword: 'Change password',
      subtitle: 'After the change, sessions on other devices end; you stay logged in on this page.',
      tipsTitle: 'Security tips',
      tips: {
        strong: 'Use 8 to 16 characters with upper and lower case letters, digits and symbols.',
        unique: 'Do not reuse a password from another site.',
        regular: 'Change your password regularly, and at once if you suspect a leak.',
      },
      success: 'Your password has been changed. Sessions on other devices have ended; you stay logged in here.',
      samePassword: 'The new password must differ from the current one',
    },
  },
} as const satisfies TCatalog<typeof zh>;

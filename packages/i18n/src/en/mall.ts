import type { TCatalog } from '../types.ts';
import type { mall as zh } from '../zh-CN/mall.ts';

export const mall = {
  mall: {
    services: {
      flightDomestic: {
        name: 'Domestic flights',
        desc: 'Compare fares on every route, with corporate rates and policy checks',
      },
      flightIntl: {
        name: 'International flights',
        desc: 'International, Hong Kong, Macao and Taiwan routes with document checks',
      },
      hotel: { name: 'Hotels', desc: 'Corporate-rate hotels worldwide, matched to your city allowances' },
      train: { name: 'Trains', desc: 'High-speed and intercity trains with seat choice, changes and refunds' },
      tour: { name: 'Tours', desc: 'Domestic and international group tours and incentive trips' },
      insurance: { name: 'Insurance', desc: 'Flight accident and comprehensive travel cover' },
      car: { name: 'Car service', desc: 'Airport and station transfers, city rides and chartered cars' },
      visa: { name: 'Visas', desc: 'Business visa document review and application service' },
      express: { name: 'Express', desc: 'Delivery of itineraries, invoices and travel documents' },
      meeting: { name: 'Meetings & events', desc: 'Venues, exhibition travel and on-site services' },
    },
    home: {
      hero: {
        eyebrow: 'All-in-one corporate travel',
        title: 'Business travel made simple',
        subtitle:
          'Book flights, hotels, trains, cars, visas and events in one place, with travel policy enforced automatically and approvals and settlement online.',
        book: 'Go to booking',
        register: 'Register your company',
        panelTitle: 'What would you like to book?',
        panelHint: 'Log in to choose a service in the booking centre',
      },
      scale: {
        title: 'Trusted by more than 6000 enterprises',
        subtitle: 'From start-ups to large groups, we manage business travel for companies of every size.',
        enterprises: '6000+',
        enterprisesLabel: 'enterprise clients',
        services: '10',
        servicesLabel: 'travel services',
        support: '24/7',
        supportLabel: 'customer service',
        since: '2004',
        sinceLabel: 'serving business travel since',
      },
      advantages: {
        title: 'Why OpenTMC',
        subtitle: 'Travel management that balances control, efficiency and experience',
        policy: {
          title: 'Travel policy control',
          desc: 'Set cabin, room rate and train class limits by grade and department; out-of-policy trips need a reason and approval.',
        },
        approval: {
          title: 'Flexible approvals',
          desc: 'Trip requests and order approvals flow online, with multi-level approvers and mobile handling.',
        },
        settlement: {
          title: 'Monthly settlement',
          desc: 'The company pays centrally by billing period, with orders, invoices and bills matched automatically.',
        },
        savings: {
          title: 'Negotiated rates',
          desc: 'Airline and hotel corporate rates are compared as you book, helping the company spend less.',
        },
        service: {
          title: 'Round-the-clock service',
          desc: 'Dedicated travel consultants and a 24/7 hotline handle changes and emergencies on the road.',
        },
        reports: {
          title: 'Insightful reports',
          desc: 'Travel spend and savings by department, project and employee, in lists and charts.',
        },
      },
      steps: {
        title: 'Get started in three steps',
        register: {
          title: 'Register your company',
          desc: 'Enter your company details; the person who registers becomes the company administrator.',
        },
        configure: {
          title: 'Set up staff and policy',
          desc: 'Import departments and employees, then set travel policies and approval flows.',
        },
        book: {
          title: 'Employees book online',
          desc: 'Staff book within policy, tickets are issued after approval, and the company settles centrally.',
        },
      },
      cta: {
        title: 'Start managing business travel efficiently',
        desc: 'Register and start right away, with nothing to install. Our travel consultants are happy to help.',
        register: 'Register for free',
        contact: 'Talk to a consultant',
      },
    },
    booking: {
      title: 'Booking centre',
      greeting: 'Hello, {{name}}',
      company: 'Company: {{company}}',
      intro: "Choose the service to book. Bookings follow your company's travel policy and approval flow.",
      notEnabled: 'Not yet enabled',
      notEnabledNote: 'Online booking for this service is not yet enabled on this platform',
      enabledCount: '{{enabled}} of {{total}} services enabled',
      groups: {
        transport: 'Transport',
        stay: 'Hotels & tours',
        extras: 'Value-added services',
      },
      notice: {
        title: 'Online booking is coming soon',
        desc: 'The services below will open for online booking step by step. Until then, contact your travel consultant to book a trip for you.',
      },
      help: {
        title: 'Need help arranging a trip?',
        desc: "Travel consultants can book flights, hotels and trains for you within your company's policy.",
        contact: 'Contact service',
        guideline: 'Read the booking guide',
      },
    },
    app: {
      title: 'Your travel assistant on the go',
      subtitle:
        'Book trips, handle approvals and check orders on your phone, and keep track of your journey wherever you are.',
      scanTitle: 'Scan to open on your phone',
      scanHint: 'Scan with your phone camera or WeChat to open {{name}} on your phone',
      iphone: 'iPhone',
      android: 'Android',
      address: 'Address: {{url}}',
      features: {
        title: 'On your phone',
        booking: {
          title: 'Book anywhere',
          desc: 'Book flights, hotels and trains on your phone and see every trip at a glance.',
        },
        approval: {
          title: 'Mobile approvals',
          desc: 'Approvers are notified and approve or reject right on their phone.',
        },
        notice: {
          title: 'Trip alerts',
          desc: 'Ticketing, schedule changes, rebookings and refunds pushed in real time.',
        },
        invoice: { title: 'Expense records', desc: 'Itineraries and invoices are always at hand for expense claims.' },
      },
      phone: {
        greeting: 'Good morning',
        trip: 'My trips',
        route: 'Beijing → Shanghai',
        time: 'Departs 08:30',
        status: 'Ticketed',
      },
    },
  },
} as const satisfies TCatalog<typeof zh>;

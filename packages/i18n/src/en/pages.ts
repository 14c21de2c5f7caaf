import type { TCatalog } from '../types.ts';
import type { pages as zh } from '../zh-CN/pages.ts';

export const pages = {
  pages: {
    about: {
      title: 'About us',
      subtitle: 'We focus on corporate travel management, so every business trip is safe, compliant and efficient.',
      intro: {
        title: 'Who we are',
        p1: 'OpenTMC is a travel management company (TMC) platform for businesses. We have served corporate travel since 2004 and today provide more than 6000 enterprises with flights, hotels, trains, car service, visas, meetings and events in one place.',
        p2: 'We bring travel policy, approvals and central settlement together on one platform: employees book online, approvers act at any time, finance reconciles by billing period, and managers follow travel spend in reports.',
      },
      serve: {
        title: 'Who we serve',
        employees: {
          title: 'Travelling employees',
          desc: 'Book compliant trips quickly and find orders and invoices at any time.',
        },
        approvers: { title: 'Approvers', desc: 'Get timely approval requests and approve or reject in one click.' },
        admins: {
          title: 'Company administrators',
          desc: 'Manage departments, employees, travel policies and approval flows.',
        },
        staff: {
          title: 'Service and sales teams',
          desc: 'Book for clients, handle changes and refunds, and follow up.',
        },
        suppliers: { title: 'Suppliers', desc: 'Accept, confirm and ticket orders online to fulfil them together.' },
        operators: {
          title: 'Platform operators',
          desc: 'Maintain base data, sales policies and notification templates.',
        },
      },
      promise: {
        title: 'Our promise',
        price: {
          title: 'Transparent prices',
          desc: 'Fares, service fees and change and refund fees are shown before you book.',
        },
        compliance: {
          title: 'Compliance and control',
          desc: 'Every trip follows company policy, and exceptions leave a traceable record.',
        },
        security: {
          title: 'Data security',
          desc: 'Company and employee data are kept apart per company, with access by permission.',
        },
        service: { title: 'Always available', desc: 'A 24/7 hotline means you can reach us wherever you travel.' },
      },
    },
    contact: {
      title: 'Contact us',
      subtitle: 'Whether you need an account, help with a booking or after-sales support, we are glad to help.',
      hotline: { title: 'Hotline', desc: 'Available 24/7. For urgent travel issues, please call us directly.' },
      email: { title: 'Email', desc: 'For partnerships and documents. We reply within one working day.' },
      address: { title: 'Address', value: 'Shanghai, China' },
      hours: { title: 'Service hours', value: 'Hotline all year round; business enquiries 9:00–18:00 on working days' },
      feedback: {
        title: 'Leave a message',
        desc: 'Questions or suggestions about our products or services? Leave a message and we will contact you soon.',
        button: 'Leave a message',
      },
      business: {
        title: 'Company accounts',
        desc: 'Register your company to start managing travel; the person who registers becomes the administrator.',
        button: 'Register your company',
      },
      guideline: 'Read the booking guide',
    },
    guideline: {
      title: 'Booking guide',
      subtitle: 'From registration to travel: how to book and manage business trips on the platform.',
      steps: {
        title: 'How booking works',
        register: {
          title: 'Register and log in',
          desc: 'Register a personal or company account; company employees are set up by the administrator.',
        },
        search: {
          title: 'Choose a service',
          desc: 'Pick flights, hotels, trains or other services in the booking centre and search.',
        },
        passengers: {
          title: 'Enter details',
          desc: 'Choose travellers, a contact and a cost centre, and give a reason when out of policy.',
        },
        approval: {
          title: 'Submit for approval',
          desc: "The order follows your company's approval flow and approvers act online.",
        },
        pay: {
          title: 'Pay and ticket',
          desc: 'Monthly settlement or personal payment; tickets are issued after approval.',
        },
        after: {
          title: 'Travel and support',
          desc: 'Request changes, refunds and invoices on the way, with our team at your side.',
        },
      },
      faq: {
        title: 'Frequently asked questions',
        passengers: {
          q: 'How many passengers can one order hold?',
          a: 'A train order holds at most 5 passengers. A flight search covers at most 9 passengers (infants excluded), and each adult may bring at most 2 children and 1 infant.',
        },
        children: {
          q: 'Who counts as a child or an infant?',
          a: 'Children are aged 2 to 14; infants are under 2.',
        },
        trainRefund: {
          q: 'What does it cost to refund a train ticket?',
          a: 'Refunds more than 8 days before departure are free; 48 hours or more before departure cost 5% of the fare; 24 to 48 hours cost 10%; under 24 hours cost 20%. Online refunds and changes must be made more than 35 minutes before departure.',
        },
        trainChange: {
          q: 'Which trains can I change to?',
          a: 'More than 48 hours before departure you can change to any train on pre-sale; otherwise to a train leaving before 24:00 on the date of the ticket.',
        },
        documents: {
          q: 'How long must my travel documents be valid for international trips?',
          a: 'Passports and other travel documents must remain valid for at least 6 months after the trip ends. Please check before booking.',
        },
        policy: {
          q: 'Can I book a trip that breaks the travel policy?',
          a: "Yes. You must choose or enter a violation reason, and the order goes through your company's approval settings.",
        },
        baggage: {
          q: 'What is the free checked baggage allowance?',
          a: "Pages show 20 kg of free checked baggage by default; the airline's rules and your ticket apply.",
        },
        history: {
          q: 'How far back can I see my orders?',
          a: 'Orders from about the last year can be viewed online. For older orders, please call our hotline {{phone}}.',
        },
      },
      help: {
        title: 'Still have questions?',
        desc: 'Contact our service team or leave us a message.',
        contact: 'Contact us',
      },
    },
    notFound: {
      title: 'Page not found',
      subtitle: 'Sorry, the page you are looking for does not exist or has been removed.',
      home: 'Back to home',
      back: 'Go back',
    },
    btrip: {
      hero: {
        eyebrow: 'Travel management platform',
        title: 'From trip request to spend report, all online',
        subtitle:
          'Travel policy, approvals, reconciliation and reporting in one line: easier for the company, the traveller and the finance team.',
        register: 'Register your company',
        booking: 'Go to booking',
      },
      pillars: {
        title: 'Four core capabilities',
        policy: {
          title: 'Travel policy',
          desc: 'Set policies by grade, department and city, checked automatically as staff book.',
          p1: 'Cabin, discount, room rate and seat class limits',
          p2: 'Out-of-policy bookings need a recorded reason',
          p3: 'Apply policies by department or position',
        },
        approval: {
          title: 'Approvals',
          desc: 'Trip requests and order approvals flow online, with results notified in real time.',
          p1: 'Pre-trip requests and order approvals',
          p2: 'Multi-level and conditional approval',
          p3: 'Approvers act from their phones',
        },
        reconciliation: {
          title: 'Reconciliation',
          desc: 'Central payment, bills per billing period, and orders matched to bills automatically.',
          p1: 'Company account balance and credit line',
          p2: 'Period bills with receipt and payment checks',
          p3: 'Invoice requests, issuing and delivery tracking',
        },
        reports: {
          title: 'Reports',
          desc: 'Travel spend in many dimensions, to guide better travel policies.',
          p1: 'By department, employee and service type',
          p2: 'Advance-booking days and savings analysis',
          p3: 'List and chart views',
        },
      },
      flow: {
        title: 'The life of a business trip',
        apply: 'Request',
        approve: 'Approve',
        book: 'Book',
        travel: 'Travel',
        settle: 'Settle',
        analyse: 'Analyse',
      },
      cta: {
        title: 'Bring travel management to your company',
        desc: 'After registering your company you can set up employees, travel policies and approval flows.',
        register: 'Register now',
        contact: 'Talk to a consultant',
      },
    },
    meeting: {
      hero: {
        eyebrow: 'Meetings & events',
        title: 'Professional travel services for meetings and exhibitions',
        subtitle:
          'From choosing the venue to attendee travel and on-site execution, one team helps you run a great event.',
        enquire: 'Send an enquiry',
        contact: 'Contact us',
      },
      services: {
        title: 'What we offer',
        venue: {
          title: 'Venues',
          desc: 'Hotel meeting rooms, convention centres and special venues for your size and budget.',
        },
        travel: {
          title: 'Attendee travel',
          desc: 'Group flights, trains and hotels for attendees, with one managed list.',
        },
        transfer: { title: 'Transfers', desc: 'Airport and station pick-ups, venue shuttles and business cars.' },
        onsite: {
          title: 'On-site service',
          desc: 'Registration, materials and on-site coordination for a smooth event.',
        },
        exhibition: {
          title: 'Exhibitions',
          desc: 'Travel, booths and visa support for exhibitions at home and abroad.',
        },
        incentive: { title: 'Incentive trips', desc: 'Tailored team-building and employee reward travel.' },
      },
      process: {
        title: 'How it works',
        enquire: { title: 'Send your needs', desc: 'Tell us the dates, city, number of attendees and budget.' },
        proposal: {
          title: 'Proposal and quote',
          desc: 'A consultant proposes venues and travel with a detailed quote.',
        },
        execute: { title: 'Confirm and run', desc: 'Once confirmed, we book everything and follow through.' },
        settle: { title: 'Settle and review', desc: 'One invoice and settlement, with a detailed cost breakdown.' },
      },
      cta: {
        title: 'Planning a meeting or exhibition?',
        desc: 'Leave your requirements and an events consultant will contact you within one working day.',
        button: 'Enquire now',
      },
    },
  },
} as const satisfies TCatalog<typeof zh>;

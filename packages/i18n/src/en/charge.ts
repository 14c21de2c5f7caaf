import type { TCatalog } from '../types.ts';
import type { charge as zh } from '../zh-CN/charge.ts';

export const charge = {
  charge: {
    menu: {
      serviceFees: 'Service fees',
    },
    service: {
      train: 'Train tickets',
      flight: 'Domestic flights',
      intlFlight: 'International flights',
      hotel: 'Domestic hotels',
      intlHotel: 'International hotels',
      car: 'Cars',
      tour: 'Tours',
      insurance: 'Insurance',
      visa: 'Visas',
    },
    scene: {
      booking: 'Booking',
      refund: 'Refund',
      change: 'Change',
    },
    mode: {
      Fixed: 'Fixed amount',
      Percent: 'Percentage',
    },
    per: {
      Unit: 'Per ticket or person',
      Order: 'Per order',
    },
    source: {
      Company: 'Company',
      Level: 'Level default',
    },
    free: 'Free',
    fixed: {
      Unit: '¥{{amount}} per ticket or person',
      Order: '¥{{amount}} per order',
    },
    percent: {
      Unit: '{{rate}}% of the price per ticket or person',
      Order: '{{rate}}% of the price per order',
    },
    atLeast: 'at least ¥{{amount}}',
    atMost: 'at most ¥{{amount}}',
    separator: ', ',
    noFees: 'No service fees (all free)',
    fields: {
      Service: 'Service',
      Scene: 'Scene',
      Fee: 'Service fee',
      Source: 'From',
      Mode: 'Charged as',
      Per: 'Charged',
      Amount: 'Amount',
      Rate: 'Rate',
      Min: 'Minimum',
      Max: 'Maximum',
      Level: 'Customer level',
    },
    validation: {
      amount: 'Amounts are 0 to 100,000 yuan',
      rate: 'Rates are 0 to 100 with at most two decimals',
      amountRequired: 'Please enter the amount',
      rateRequired: 'Please enter the rate',
      maxBelowMin: 'The maximum cannot be below the minimum',
      duplicate: 'A service and scene can have one fee only',
      tooMany: 'Too many fee items',
      version: 'The version is invalid',
      serviceRequired: 'Please choose the service',
      sceneRequired: 'Please choose the scene',
      modeRequired: 'Please choose how it is charged',
      perRequired: 'Please choose per ticket or per order',
    },
    errors: {
      notClient: 'Service fees belong to client companies: choose a client company first',
      tmcOnly: 'Service fees are set by the TMC; the company can only view them',
      stale: 'Someone else changed the service fees; please refresh and try again',
      travellersOnly: "Only a client company's people can view its service fees",
    },
    messages: {
      reset: "Reset to the customer level's default service fees",
    },
    list: {
      title: 'Service fees',
      titleOf: 'Service fees of {{name}}',
      loadFailed: 'The service fees could not be loaded',
      edit: 'Change service fees',
      noLevel: 'No customer level set',
      intro:
        "Services and scenes the company has no fee of its own for are charged at its customer level's defaults; where neither has one, they are free.",
    },
    update: {
      title: 'Change service fees',
      titleOf: 'Change the service fees of {{name}}',
      backToList: 'Back to the service fees',
      intro:
        "Only the company's own fees are listed here; services and scenes not listed follow the customer level's defaults. An amount of 0 is free.",
      confirmReset: "Delete all of the company's own fees and go back to the customer level's defaults?",
      reset: 'Reset to level defaults',
      levelDefaults: 'Default fees of the customer level "{{level}}"',
    },
    editor: {
      add: 'Add a fee',
      remove: 'Remove this fee',
      zeroFree: '0 means free',
    },
    level: {
      open: 'Service fees',
      title: 'Default service fees of "{{level}}"',
      intro: 'Client companies of this level are charged these fees where they have none of their own.',
    },
  },
} as const satisfies TCatalog<typeof zh>;

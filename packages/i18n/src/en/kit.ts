import type { TCatalog } from '../types.ts';
import type { kit as zh } from '../zh-CN/kit.ts';

export const kit = {
  kit: {
    duration: {
      hours: '{{hours}} h',
      minutes: '{{minutes}} min',
      hoursMinutes: '{{hours}} h {{minutes}} min',
    },
    dateRange: {
      start: 'start',
      startOf: '{{label}} start',
      endOf: '{{label}} end',
    },
    table: {
      more: 'More actions',
    },
    resource: {
      actions: 'Actions',
      all: 'All',
      select: 'Select',
      startDate: 'Start date',
      endDate: 'End date',
      addTitle: '{{title}}: add',
      editTitle: '{{title}}: edit',
      loadFailed: 'Could not load {{title}}',
      detailsFailed: 'Could not load the record; close and try again',
    },
  },
} as const satisfies TCatalog<typeof zh>;

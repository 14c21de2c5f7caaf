import type { TCatalog } from '../types.ts';
import type { adapter as zh } from '../zh-CN/adapter.ts';

export const adapter = {
  adapter: {
    lists: {
      AdviseType: 'Feedback type',
      AdviseStatus: 'Feedback status',
    },
    lookups: {
      AdviseType: {
        Suggestion: 'Suggestion',
        Complaint: 'Complaint',
        BookingHelp: 'Booking help',
        Praise: 'Praise',
        Other: 'Other',
      },
      AdviseStatus: {
        Pending: 'Pending',
        Handled: 'Handled',
      },
    },
    validation: {
      adviseId: 'The feedback number is not valid',
      adviseType: 'Please select the feedback type',
      adviseStatus: 'The feedback status is not valid',
      contentRequired: 'Please enter your feedback',
      contentTooLong: 'The text cannot be longer than 1000 characters',
      contactNameTooLong: 'The contact name cannot be longer than 50 characters',
      pageTooLong: 'The page address is too long',
      page: 'The page address is not valid',
      replyRequired: 'Please enter the reply',
    },
    errors: {
      notFound: 'This feedback does not exist',
      alreadyHandled: 'This feedback has already been handled; please refresh',
    },
    messages: {
      saved: 'Thank you for your feedback; we will look into it soon',
      replied: 'Reply sent',
    },
  },
} as const satisfies TCatalog<typeof zh>;

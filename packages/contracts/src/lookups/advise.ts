import { defineLookup } from './define.ts';

// Feedback (advice) lists of the adapter group; titles live in the adapter catalogue.

/** What a feedback is about. */
export const AdviseType = {
  Suggestion: 4701,
  Complaint: 4703,
  BookingHelp: 4705,
  Praise: 4707,
  Other: 4709,
} as const;
export type TAdviseType = (typeof AdviseType)[keyof typeof AdviseType];

/** Where a feedback stands: it waits until TMC staff reply. */
export const AdviseStatus = {
  Pending: 4751,
  Handled: 4753,
} as const;
export type TAdviseStatus = (typeof AdviseStatus)[keyof typeof AdviseStatus];

export const adviseLookups = [
  defineLookup('AdviseType', AdviseType, { ns: 'adapter', blocks: [[4700, 4749]] }),
  defineLookup('AdviseStatus', AdviseStatus, { ns: 'adapter', blocks: [[4750, 4799]] }),
] as const;

/** Whole seconds left until `until` (ms since epoch), never negative; 0 when there is no deadline. */
export const secondsLeft = (until: number | null, now: number): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

/** The deadline `seconds` from `now`; null for a wait of zero or less (or not a number). */
export const deadlineIn = (seconds: number, now: number): number | null =>
  Number.isFinite(seconds) && seconds > 0 ? now + seconds * 1000 : null;

import { useRef } from 'react';
import { keyForSubmission, openSubmission, type TKeyState } from './idempotency.ts';

/**
 * The idempotency key of a form or dialog: `reset` when it opens, `keyFor(payload)` on each submit (the same key for a
 * retry of the same payload, a new one once the form changed).
 */
export const useSubmissionKey = () => {
  const ref = useRef<TKeyState | null>(null);
  return {
    reset: () => {
      ref.current = openSubmission();
    },
    keyFor: (payload: Record<string, unknown>): string => {
      ref.current = keyForSubmission(ref.current ?? openSubmission(), payload);
      return ref.current.key;
    },
  };
};

// Money-moving calls carry an idempotency key: one per submission, so a retry of the same submission (a timeout, a
// double click) replays the first result, while a changed form is a new submission with a new key (the server refuses
// a known key with a different payload). Pure apart from the random source, which the tests replace.

export type TKeyState = { key: string; signature: string | null };

/** A fresh key (a UUID fits the server's pattern). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** The state when a form or dialog opens: a new key, nothing sent yet. */
export const openSubmission = (make: () => string = newIdempotencyKey): TKeyState => ({ key: make(), signature: null });

/** Stable text of a payload (keys sorted, empty values left out), to tell a retry from a changed form. */
export const payloadSignature = (payload: Record<string, unknown>): string =>
  JSON.stringify(
    Object.keys(payload)
      .filter((k) => payload[k] !== undefined && payload[k] !== '' && k !== 'IdempotencyKey')
      .sort()
      .map((k) => [k, payload[k]]),
  );

/**
 * The key to send with `payload`: the same key while the payload is the one sent before (or nothing was sent yet),
 * a new one once the form changed.
 */
export const keyForSubmission = (
  state: TKeyState,
  payload: Record<string, unknown>,
  make: () => string = newIdempotencyKey,
): TKeyState => {
  const signature = payloadSignature(payload);
  if (state.signature === null || state.signature === signature) return { key: state.key, signature };
  return { key: make(), signature };
};

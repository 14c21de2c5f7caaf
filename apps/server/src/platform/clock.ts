/** The time source; injected so that rules that depend on time can be tested. */
export type TClock = { now: () => Date };
export const systemClock: TClock = { now: () => new Date() };

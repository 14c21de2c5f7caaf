import type { TAccountKind } from '../system/actions.ts';

// Order locks (issue 6 section 1): TMC staff and suppliers lock an order before processing it; only the holder
// processes or unlocks it. A supervisor takes a lock over from a colleague who is away: the account kinds below.

/** Account kinds that may take over another user's order lock: TMC supervisors and the platform operator. */
export const LOCK_TAKEOVER_KINDS = ['supervisor', 'platform_admin'] as const satisfies readonly TAccountKind[];

/** Whether a user with these account kinds (the ticket's Roles) may take over an order lock. */
export const canTakeOverLock = (kinds: readonly string[]): boolean =>
  LOCK_TAKEOVER_KINDS.some((k) => kinds.includes(k));

import type { TSideBadges } from '@opentmc/contracts';
import type { TAuthedContext } from '../../platform/calls/types.ts';
import { countSideBadges } from '../../platform/side-badges.ts';

/**
 * side/Side/Badges: counts for the side menu, each the sum of the counters the modules feed it (platform/side-badges.ts):
 * work tasks (approval: the caller's open tasks), order changes (the order engine: the refunds and changes of every
 * registered product waiting on the caller, the desk to price them, a booker to confirm a price), SMS (message:
 * unread records for those who may read them), trade receipts (trade: recharges awaiting the caller's confirmation).
 */
export const getSideBadges = (ctx: TAuthedContext): Promise<TSideBadges> => countSideBadges(ctx);

import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TServiceFeeItem } from '@opentmc/contracts';

// The charge module's table: service-fee lists (issue 4, the btrip "service fee" calls). owner_id holds a customer
// level id (the customer module's) or a client company id (the org module's); no foreign keys, since tables.ts may
// not import another module's tables (drizzle-kit loads this file on its own). Levels in use and companies are
// never deleted; a deleted unused level's list is simply never read again.

/** Whose list it is: a customer level's defaults, or a company's own items. */
export type TFeeOwnerKind = 'Level' | 'Company';

/** One list of fee items per owner, replaced whole by compare-and-set on version. */
export const serviceFeeSets = pgTable(
  'service_fee_sets',
  {
    ownerKind: text('owner_kind').$type<TFeeOwnerKind>().notNull(),
    ownerId: text('owner_id').notNull(),
    /** At most one item per service and scene, in fen and basis points (contracts charge/fees.ts). */
    items: jsonb('items').$type<TServiceFeeItem[]>().notNull(),
    /** Bumped by every change; an update names the version it was made from. */
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId] })],
);

import { sql } from 'drizzle-orm';
import { boolean, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The flight module's tables. company_id holds an org company id (no foreign key: tables.ts may not import another
// module's tables, drizzle-kit loads each on its own).

export const flightClientCodeIdSeq = pgSequence('flight_client_code_id_seq');

/**
 * A client company's agreement (大客户) code with an airline (/manage/flight/clientcode/list): one per company and
 * airline. The search gives the company's travellers agreement fares on exactly the airlines it holds an enabled
 * code for.
 */
export const flightClientCodes = pgTable(
  'flight_client_codes',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'FC' || lpad(nextval('flight_client_code_id_seq')::text, 10, '0')`),
    companyId: text('company_id').notNull(),
    /** The airline's IATA code (CA, MU, CZ). */
    airline: text('airline').notNull(),
    /** The agreement code the airline gave the client. */
    code: text('code').notNull(),
    remark: text('remark').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('flight_client_codes_airline_uq').on(t.companyId, t.airline)],
);

import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TTx } from './db/database.ts';
import type { TSession } from './session.ts';

/**
 * A company id that went through the tenancy scope: the session's own, or one `companyFor` let the caller reach. The
 * org module's `ofCompany` filters only by such an id, so a hand-picked company cannot reach a query (ADR 0034).
 */
export type TScopedCompany = string & { readonly __scopedCompany: true };

/**
 * Tenancy and data range (architecture guide section 3), in one place. The platform declares the port;
 * the org module implements it (it owns companies, departments and staff assignments), and app.ts wires it.
 */
export type TTenancy = {
  /**
   * The company a call acts on: the caller's own when `requested` is empty or their own; otherwise a
   * company the caller reaches as TMC staff (operator: any; service and sales: assigned customers;
   * supervisor: their team's customers). Anything else is refused with a business error.
   */
  companyFor: (tx: TTx, session: TSession, requested?: string) => Promise<TScopedCompany>;
  /**
   * The data-range condition on rows of the caller's own company, or undefined for no limit: self only
   * (`user` column), own department, or own department and below (`department` column).
   */
  rangeFilter: (
    tx: TTx,
    session: TSession,
    cols: { user?: PgColumn; department?: PgColumn },
  ) => Promise<SQL | undefined>;
};

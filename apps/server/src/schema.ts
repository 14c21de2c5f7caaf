// Every table of the server, for drizzle and drizzle-kit. Each module owns the tables in its tables.ts.
import * as platform from './platform/tables.ts';

export const schema = { ...platform };

import { clusterTemplate } from './platform/db/database.ts';

// Run by `npm run build`: makes the embedded database's cluster template (ADR 0035) ahead of the first start, so a new
// data folder starts in the time of a restart plus its migrations and demo data. Does nothing when it exists.
console.log(`embedded database template: ${await clusterTemplate()}`);

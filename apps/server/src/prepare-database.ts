import { clusterTemplate } from './platform/db/database.ts';
import './modules/index.ts';

// Run by `npm run build`: makes the embedded database's cluster template (ADR 0035) ahead of the first start, so a new
// data folder starts in the time of a restart plus its demo data. Does nothing when it exists. The modules are loaded
// for their queue names (platform/queues.ts), which the template holds.
console.log(`embedded database template: ${await clusterTemplate()}`);

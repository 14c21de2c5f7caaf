import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../src/platform/db/database.ts';
import { createJobs } from '../src/platform/jobs.ts';

// Starting an empty PGlite costs seconds (its cluster is created from scratch); opening a dump of an already migrated
// one costs well under one. Once per run, the API tests' template is made: migrations and the job queue's schema, as a
// PGlite data-directory dump that every test file's database starts from (harness.freshDatabase).

declare module 'vitest' {
  // Vitest's provided values are typed by merging into its interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DB === 'pg') {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const pglite = new PGlite();
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined, pglite });
  await runMigrations(database);
  const jobs = createJobs(database, { workers: false });
  await jobs.start();
  await jobs.stop();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-tpl-')), 'pglite.tar');
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

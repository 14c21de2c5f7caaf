import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder above this file that holds apps/server/drizzle. The same
 * from the TypeScript sources (tsx) and from the bundled build in apps/server/dist.
 */
const findRoot = (from: string): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps/server/drizzle'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no repository root above ${from}`);
  }
};

export const ROOT_DIR = findRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'apps/server/drizzle');

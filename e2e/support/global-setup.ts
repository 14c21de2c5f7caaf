import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchServer } from './server.ts';

// Once per run: bundle the server (so every file runs today's code from one fast-starting bundle) and make one
// embedded database with the migrations and the demo data, which every test file's server starts from as a copy.
// A fresh embedded database costs a browser-test file several seconds of cluster creation, migration and seeding.

declare module 'vitest' {
  // Vitest's provided values are typed by merging into its interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    e2eDataTemplate: string;
    e2eServerBundle: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => void> {
  // Each run its own bundle, so runs side by side never read a half-written one.
  const bundleDir = path.join(root, 'apps/server/dist', `e2e-${process.pid}`);
  const bundle = path.join(bundleDir, 'main.js');
  execFileSync(process.execPath, ['scripts/build-server.mjs', bundle], { cwd: root, stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'otmc-e2e-tpl-'));
  const server = await launchServer(path.join(dir, 'db'), bundle);
  await server.stop({ keepData: true });
  project.provide('e2eDataTemplate', path.join(dir, 'db'));
  project.provide('e2eServerBundle', bundle);
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(bundleDir, { recursive: true, force: true });
  };
}

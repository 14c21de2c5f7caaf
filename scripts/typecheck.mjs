// Type-checks every workspace with its own tsconfig (one shared base).
import { execFileSync } from 'node:child_process';
const projects = ['packages/contracts', 'packages/i18n', 'packages/refdata', 'apps/server', 'apps/web', 'e2e', 'bench'];
let failed = false;
for (const p of projects) {
  try {
    execFileSync('npx', ['tsc', '-p', p], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);

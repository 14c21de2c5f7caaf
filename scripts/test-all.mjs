// The README's test command: every stage of the suite, timed. Stages run one after another except the static checks
// (type-check and lint: one process each), which run side by side; a failed stage does not stop the later ones, so
// one run reports every failure. Prints the time of each stage and the total against CI's 30-minute budget
// (docs/architecture.md, "Tests").
import { spawn } from 'node:child_process';

const BUDGET_SECONDS = 30 * 60;

const run = (name, cmd, args) =>
  new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      resolve({ name, ok: code === 0, seconds: (performance.now() - t0) / 1000, why: signal ?? `exit ${code}` }),
    );
  });

const stages = [
  () => [run('system packages', 'node', ['scripts/ensure-system.mjs'])],
  () => [run('typecheck', 'node', ['scripts/typecheck.mjs']), run('lint', 'npm', ['run', 'lint'])],
  () => [run('unit tests', 'npm', ['run', 'test:unit'])],
  () => [run('API tests (PGlite, PostgreSQL)', 'npm', ['run', 'test:api'])],
  () => [run('web build and browser tests', 'npm', ['run', 'test:e2e'])],
];

const t0 = performance.now();
const results = [];
for (const stage of stages) results.push(...(await Promise.all(stage())));
const total = (performance.now() - t0) / 1000;

const fmt = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
console.log('\nstage times (min:s)');
for (const r of results)
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${fmt(r.seconds).padStart(6)}  ${r.name}${r.ok ? '' : ` (${r.why})`}`);
console.log(`  total  ${fmt(total).padStart(6)}  (budget ${fmt(BUDGET_SECONDS)})`);
const failed = results.filter((r) => !r.ok);
if (failed.length) console.error(`\nfailed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length ? 1 : 0);

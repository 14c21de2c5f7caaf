// Bundles the server for production (npm start): apps/server/dist/main.js. The workspace's own
// TypeScript packages are bundled in; every npm package stays external and loads from node_modules.
// An optional argument names another output file below apps/server (the browser tests bundle their own copy). It also
// bundles and runs prepare-database.js beside it, which makes the embedded database's cluster template (ADR 0035).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

const main = process.argv[2] ?? 'apps/server/dist/main.js';
await build({
  entryPoints: {
    [path.basename(main, '.js')]: 'apps/server/src/main.ts',
    'prepare-database': 'apps/server/src/prepare-database.ts',
  },
  outdir: path.dirname(main),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need only the mappings; the sources stay in the repository (a third of the map to read at start).
  sourcesContent: false,
  logLevel: 'warning',
  // Some dependencies still call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __otmcRequire } from 'node:module'; const require = __otmcRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (a) =>
          a.path.startsWith('@opentmc/') ? undefined : { path: a.path, external: true },
        );
      },
    },
  ],
});
console.log(`server bundle: ${main}`);
// The embedded database's cluster template (ADR 0035), made once per install.
const prepared = spawnSync(process.execPath, [path.join(path.dirname(main), 'prepare-database.js')], {
  stdio: 'inherit',
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

// Bundles the server for production (npm start): apps/server/dist/main.js. The workspace's own
// TypeScript packages are bundled in; every npm package stays external and loads from node_modules.
// An optional argument names another output file below apps/server (the browser tests bundle their own copy).
import { build } from 'esbuild';

await build({
  entryPoints: ['apps/server/src/main.ts'],
  outfile: process.argv[2] ?? 'apps/server/dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
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
console.log(`server bundle: ${process.argv[2] ?? 'apps/server/dist/main.js'}`);

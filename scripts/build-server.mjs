// Bundles the server for production (npm start): apps/server/dist/main.js. The workspace's own
// TypeScript packages are bundled in; every npm package stays external and loads from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['apps/server/src/main.ts'],
  outfile: 'apps/server/dist/main.js',
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
console.log('server bundle: apps/server/dist/main.js');

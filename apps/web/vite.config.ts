import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadPlugin } from './build/first-load.ts';

// In development the API runs on 8080 (npm start) and Vite proxies /api to it. The build writes a manifest, from which
// it prints what the first pages load (build/first-load.ts), and each asset compressed for the server to send.
export default defineConfig({
  plugins: [react(), firstLoadPlugin()],
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    // A lazy page's chunk brings its imports itself. Listing every page's dependencies for preloading put 8 kB
    // (gzipped) of file names into the entry; a page's stylesheets are still loaded with it. index.html preloads the
    // entry's own imports (the bundler's runtime helpers, a chunk of their own since dayjs left the entry), so they
    // come with the entry and not after it.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // antd's Input imports its Form's contexts, whose module imports @rc-component/form (antd's Form engine, with its
      // validation library) for one export: the package declares no sideEffects, and its index builds its Form object
      // (no global effect), so every page with an input held all of it. Declared free of side effects, a page with
      // inputs and no antd Form (the login page, docs/performance.md "First page") loads none of it.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules\/@rc-component\/(form|async-validator)\//, sideEffects: false }],
      },
      output: {
        // Everything the entry imports statically is one chunk: left to itself, the bundler cut it into some forty
        // small files (more requests, and gzip compresses each alone); lazy pages keep their own chunks.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});

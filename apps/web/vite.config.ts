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
    // (gzipped) of file names into the entry; a page's stylesheets are still loaded with it.
    modulePreload: { resolveDependencies: () => [] },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: left to itself, the bundler cut it into some forty
        // small files (more requests, and gzip compresses each alone); lazy pages keep their own chunks.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});

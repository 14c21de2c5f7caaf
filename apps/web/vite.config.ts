import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on 8080 (npm start) and Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});

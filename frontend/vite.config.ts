import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vite config: React SPA; /api is proxied to the gateway in development. */
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 900 },
});

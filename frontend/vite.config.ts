import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { ajvValidators } from './build/ajv-validators';
import { antdStaticCss } from './build/antd-static-css';
import { prerender } from './build/prerender';

/**
 * Vite config: React SPA with antd's styles as static CSS, the form validators as ajv standalone code
 * and the customer pages pre-rendered at build time; /api is proxied to the gateway in development.
 */
export default defineConfig({
  plugins: [react(), ajvValidators(), antdStaticCss(fileURLToPath(new URL('./src', import.meta.url))), prerender()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 900 },
});

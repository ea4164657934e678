/**
 * Vite build of the Sellyard admin. Root is `admin/`; the output goes to `admin/dist`, which the API serves for
 * every non-`/api` path. Screens are split by route with React.lazy; RJSF (and ajv) live only in the form chunk.
 *
 *   npx vite build --config admin/vite.config.ts      # production build
 *   npx vite --config admin/vite.config.ts            # dev server on :5173, /api proxied to the API on :3000
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.SELLYARD_API ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  server: {
    port: Number(process.env.ADMIN_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
});

/**
 * Vite build of the Sellyard admin. Root is `admin/`; the output goes to `admin/dist`, which the API serves for
 * every non-`/api` path. Screens are split by route with React.lazy; RJSF (and ajv) live only in the form chunk.
 * The screens a visitor lands on (sign-in, sign-up, the lists) are one file each, planned from a first, unwritten
 * build (admin/build/screen-chunks.ts).
 *
 *   npx vite build --config admin/vite.config.ts      # production build
 *   npx vite --config admin/vite.config.ts            # dev server on :5173, /api proxied to the API on :3000
 */
import { build, defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { landingPlan, screenChunkGroups, type BuiltChunk } from './build/screen-chunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.SELLYARD_API ?? `http://localhost:${process.env.PORT ?? 3000}`;

/** The chunks of a build with the bundler's own splitting, in memory (not minified: only its module lists are read). */
async function defaultChunks(): Promise<BuiltChunk[]> {
  const output = await build({
    configFile: false,
    root,
    base: '/',
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, minify: false, sourcemap: false, modulePreload: false, reportCompressedSize: false },
  });
  const results = Array.isArray(output) ? output : [output];
  return results.flatMap((r) => ('output' in r ? r.output : [])).filter((o): o is typeof o & BuiltChunk & { type: 'chunk' } => o.type === 'chunk');
}

export default defineConfig(async ({ command }): Promise<UserConfig> => ({
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
    rolldownOptions: command === 'build' ? { output: { codeSplitting: { groups: screenChunkGroups(landingPlan(await defaultChunks(), root)) } } } : {},
  },
}));

/**
 * `npm run dev`: the API (as `npm start`, without building the admin) on PORT (3000), and Vite's dev server with
 * hot reload on 5173, proxying /api to the API. The Vite origin is allowed to write with the session cookie.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const api = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SKIP_ADMIN_BUILD: 'true', APP_ORIGINS: [process.env.APP_ORIGINS, `http://localhost:${vitePort}`].filter(Boolean).join(',') },
});
const vite = spawn(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), '--config', 'admin/vite.config.ts', '--port', String(vitePort)], { cwd: root, stdio: 'inherit' });
const stop = () => { api.kill(); vite.kill(); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => { vite.kill(); process.exit(code ?? 0); });

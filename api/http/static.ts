/**
 * Serves the built admin. Hashed assets are cached for a year; every other non-API path gets index.html, so
 * the admin's router decides what the path shows (including its Not Found page).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import serve from 'koa-static';
import type { Context, Next } from 'koa';

export function serveAdmin(dist: string) {
  const assets = serve(dist, { index: false, maxage: 365 * 24 * 3600 * 1000, immutable: true, gzip: true, brotli: false });
  const indexFile = join(dist, 'index.html');
  return async function admin(ctx: Context, next: Next): Promise<void> {
    if (ctx.path.startsWith('/api/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (ctx.path.startsWith('/assets/')) {
      await assets(ctx, next);
      return;
    }
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The admin has not been built yet: run `npm start` (it builds it) or `npm run build:admin`.';
      return;
    }
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = readFileSync(indexFile);
  };
}

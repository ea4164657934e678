/**
 * Initial JS of the built admin: the entry script of admin/dist/index.html and every module it preloads, i.e.
 * everything the browser must fetch and evaluate before React's first render. Sizes are raw and gzip (zlib,
 * level 9); 1 kB = 1,000 bytes, as Vite reports them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const GZIP_LEVEL = 9;

export interface JsFile {
  /** Path as served, e.g. `/assets/index-CmyLsUyo.js`. */
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface JsTotals {
  files: JsFile[];
  rawBytes: number;
  gzipBytes: number;
}

export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: GZIP_LEVEL }).length;
}

export function totals(files: JsFile[]): JsTotals {
  return {
    files,
    rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/** The entry `<script type="module" src>` and the `<link rel="modulepreload" href>`s of a built index.html. */
export function initialScripts(indexHtml: string): string[] {
  const paths: string[] = [];
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))?.slice(1).find((v) => v !== undefined);
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) paths.push(attr('src')!);
    else if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href')) paths.push(attr('href')!);
  }
  return [...new Set(paths)];
}

/** Initial JS of the build in `dist` (raw and gzip, per file and in total). */
export function initialJs(dist: string): JsTotals {
  const paths = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (!paths.length) throw new Error(`${dist}/index.html names no entry script`);
  return totals(paths.map((path) => {
    const body = readFileSync(join(dist, path.replace(/^\//, '')));
    return { path, rawBytes: body.length, gzipBytes: gzipSize(body) };
  }));
}

/**
 * `npm start` runs the server as one compiled bundle under plain Node (api/start.mjs, api/server-bundle.mjs), not
 * through tsx. These tests build that bundle and boot it as a fresh clone would: an empty data folder, migrated and
 * seeded by the child process, then signed in to and read from. The scale-out test runs the same launcher against
 * PostgreSQL with two API processes and two workers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle, bundleIsFresh } from '../../api/server-bundle.mjs';
import { DEMO_PASSWORD } from '../../api/seed/demo.ts';
import { freePort } from '../helpers/free-port.ts';

const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'sellyard-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the server bundle', () => {
  const outfile = join(scratch, 'bundle', 'main.mjs');

  it('compiles api/main.ts with each source keeping its own location', async () => {
    await buildServerBundle('api/main.ts', { outfile });
    const code = readFileSync(outfile, 'utf8');
    // Every import.meta was replaced by the location of the source it was written in.
    expect(code).not.toMatch(/import\.meta\.(url|dirname|filename)/);
    expect(code).toContain(JSON.stringify(pathToFileURL(join(root, 'api/db/migrate.ts')).href));
    expect(code).toContain(JSON.stringify(join(root, 'api')));
    // Our code is compiled in; libraries are imported from node_modules.
    expect(code).toMatch(/from "koa"/);
    const { inputs } = JSON.parse(readFileSync(`${outfile}.inputs.json`, 'utf8')) as { inputs: Record<string, unknown> };
    expect(Object.keys(inputs)).toEqual(expect.arrayContaining(['api/main.ts', 'api/db/migrate.ts', 'generated/model.ts']));
  });

  it('is stale once a source it was built from changes', () => {
    expect(bundleIsFresh('api/main.ts', { outfile })).toBe(true);
    const stamps = JSON.parse(readFileSync(`${outfile}.inputs.json`, 'utf8')) as { inputs: Record<string, { size: number; mtimeMs: number }> };
    stamps.inputs['api/db/migrate.ts']!.mtimeMs -= 1000;
    writeFileSync(`${outfile}.inputs.json`, JSON.stringify(stamps));
    expect(bundleIsFresh('api/main.ts', { outfile })).toBe(false);
  });
});

describe('npm start from an empty data folder', () => {
  let server: ChildProcess | undefined;
  let output = '';
  afterAll(() => {
    server?.kill('SIGKILL');
  });

  it('migrates, seeds, serves the demo account and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: join(scratch, 'data'), SKIP_ADMIN_BUILD: 'true', SANDBOX_DEMO_ORDERS_PER_HOUR: '0', WORKER: 'false' };
    // The embedded database, as `npm start` on a fresh machine.
    delete env.DATABASE_URL;
    delete env.SERVER_FROM_SOURCE;
    server = spawn(process.execPath, [join(root, 'api/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((done) => server!.once('exit', (code) => done(code)));

    // Wait on what a user waits on: the server answering (migrating and seeding first can take minutes on a busy machine).
    for (;;) {
      if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output}`);
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(output).not.toContain('running it from source');

    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'owner@acme.test', password: DEMO_PASSWORD }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const orders = await fetch(`${base}/api/sales-orders?_start=0&_end=5`, { headers: { cookie } });
    expect(orders.status).toBe(200);
    const rows = (await orders.json()) as Array<{ id: string; number: string }>;
    expect(rows.length).toBeGreaterThan(0);
    // A PDF: pdfkit loads its fonts from its own package folder, which the bundle leaves in node_modules.
    const pdf = await fetch(`${base}/api/documents/invoice?records=${rows[0]!.id}&format=pdf`, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 600_000);
});

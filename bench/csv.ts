/**
 * CSV import and export speed through the API (bench/server.ts, as `npm start`), on PostgreSQL: 20,000 new products
 * imported from one file (every row validated and written through the same service as a form save, one
 * transaction), then exported (streamed, batches of 1,000). Database `sellyard_bench_csv` on BENCH_DATABASE_URL /
 * DATABASE_URL's server (dropped first and after). Goals: import ≥ 2,000 rows/s, export ≥ 20,000 rows/s.
 * Also times the CSV text alone (csv-parse / csv-stringify, no database) for the same rows.
 *
 * Reports the API process's CPU seconds per 1,000 rows too (from /proc), which a loaded machine sways less than wall time.
 *
 * Environment: BENCH_DATABASE_URL / DATABASE_URL, BENCH_CSV_ROWS (20000), BENCH_CSV_DB (the database's name).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { model } from '../generated/model.ts';
import { openDatabase, migrateLatest } from '../api/db/index.ts';
import { seedDemoData } from '../api/seed/demo.ts';
import { csvLines, parseCsv } from '../api/crud/csv.ts';
import { freePort } from '../tests/helpers/free-port.ts';

const root = resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_CSV_DB ?? 'sellyard_bench_csv';
const URL_ = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })();
const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 20_000);

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try { await client.query(sql); } finally { await client.end(); }
}

/**
 * CPU seconds (user + system) the API process has used so far, from /proc (Linux): less sensitive to a loaded
 * machine than wall time, which also counts the slices other processes get.
 */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th of those.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function fileOf(rows: number): string {
  const header = ['sku', 'title', 'status', 'currency', 'retail_price', 'cost_price', 'weight_g'];
  const lines = Array.from({ length: rows }, (_, i) => [`BENCH-${String(i).padStart(6, '0')}`, `Bench product ${i}, size ${(i % 5) + 1}`, 'ACTIVE', 'GBP', ((i % 900) + 100).toFixed(2), ((i % 400) + 50).toFixed(2), String(100 + (i % 2000))]);
  return csvLines([header, ...lines]);
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0];
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  let child: ChildProcess | undefined;
  try {
    const knex = await openDatabase({ url: URL_ });
    await migrateLatest(knex);
    await seedDemoData(knex, model, { orders: 0 });
    await knex.destroy();

    const csv = fileOf(ROWS);
    let t = performance.now();
    const parsed = parseCsv(csv, { maxRows: ROWS });
    const parseMs = performance.now() - t;
    t = performance.now();
    csvLines(parsed.rows.map((r) => r.cells));
    const stringifyMs = performance.now() - t;

    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/server.ts')], { cwd: root, env: { ...process.env, DATABASE_URL: URL_, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 100));
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: 'owner@acme.test', password: 'sellyard-demo' }) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sellyard_session='))!;

    let cpu = cpuSeconds(child.pid);
    t = performance.now();
    // Progress as NDJSON: the answer starts at once (a plain import answers only at the end, which a slow machine
    // can push past fetch's five-minute wait for headers); the last line holds the result.
    const imported = await fetch(`${base}/api/products/import`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'text/csv', accept: 'application/x-ndjson' }, body: csv });
    const lines = (await imported.text()).trim().split('\n').map((line) => JSON.parse(line) as { type: string; status?: number; body?: { counts?: Record<string, number> } });
    const last = lines.at(-1)!;
    const importBody = last.body ?? {};
    const importSeconds = (performance.now() - t) / 1000;
    const importCpu = cpuSeconds(child.pid) - cpu;
    if (!imported.ok || last.type !== 'result' || (last.status ?? 500) >= 300) throw new Error(`import answered ${imported.status}: ${JSON.stringify(last).slice(0, 500)}`);

    cpu = cpuSeconds(child.pid);
    t = performance.now();
    const exported = await fetch(`${base}/api/products/export.csv`, { headers: { cookie } });
    const text = await exported.text();
    const exportSeconds = (performance.now() - t) / 1000;
    const exportCpu = cpuSeconds(child.pid) - cpu;
    const exportedRows = text.trim().split('\r\n').length - 1;

    const result = {
      date: new Date().toISOString(), cpus: cpus().length, loadAverage: { start: loadBefore, end: loadavg()[0] }, rows: ROWS,
      import: { seconds: importSeconds, rowsPerSecond: ROWS / importSeconds, counts: importBody.counts, serverCpuSeconds: importCpu, serverCpuSecondsPer1000Rows: (importCpu / ROWS) * 1000 },
      export: { rows: exportedRows, seconds: exportSeconds, rowsPerSecond: exportedRows / exportSeconds, bytes: text.length, serverCpuSeconds: exportCpu, serverCpuSecondsPer1000Rows: (exportCpu / exportedRows) * 1000 },
      csvText: { parseMs, stringifyMs },
    };
    console.log(`import ${ROWS} products: ${importSeconds.toFixed(1)} s = ${result.import.rowsPerSecond.toFixed(0)} rows/s (goal ≥ 2,000)`);
    console.log(`export ${exportedRows} products: ${exportSeconds.toFixed(2)} s = ${result.export.rowsPerSecond.toFixed(0)} rows/s (goal ≥ 20,000)`);
    console.log(`API process CPU: import ${importCpu.toFixed(1)} s = ${result.import.serverCpuSecondsPer1000Rows.toFixed(3)} s per 1,000 rows; export ${exportCpu.toFixed(2)} s = ${result.export.serverCpuSecondsPer1000Rows.toFixed(3)} s per 1,000 rows`);
    console.log(`CSV text alone: parse ${parseMs.toFixed(0)} ms, stringify ${stringifyMs.toFixed(0)} ms for ${ROWS} rows`);
    console.log(`load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, 'bench/results/csv.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    child?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
}

await main();

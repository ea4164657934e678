/**
 * `npm run bench` (soak part; alone: `scripts/scale-topology.sh run -- node --import tsx bench/soak.ts`): a bounded
 * soak of the scale-out topology (scripts/scale-topology.sh: PostgreSQL primary + streaming replica, HAProxy, two
 * API processes, two workers). For SOAK_MINUTES (default 10) SOAK_CLIENTS (default 8) clients send a mix through
 * the balancer, each as its own signed-in user session:
 *   - reads (about 6 in 10): product, brand and sales-order lists (a session that has not just written: the
 *     replica) and single records;
 *   - writes (about 4 in 10): a new brand or product, each with an Idempotency-Key, then read back at once;
 * and in the background, every SOAK_IMPORT_SECONDS (15) a CSV import of 200 products (`Prefer: respond-async`, a
 * job) and every SOAK_JOB_SECONDS (20) a scheduled export run now (a job).
 * Prints, per minute and overall: requests per second, p50/p99 latency, errors; the RSS of the four node processes
 * at start and end; imports and export jobs finished and how long they took; the replica's replay lag at the end.
 * Writes bench/results/soak.json. Not a test: it fails only if the topology is missing pieces (then says so), and
 * reports errors rather than asserting on speed.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD } from '../api/seed/demo.ts';
import { Client, pidOf, readTopology, type Topology } from '../tests/topology/client.ts';

const root = resolve(import.meta.dirname, '..');
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 8);
const IMPORT_EVERY = Number(process.env.SOAK_IMPORT_SECONDS ?? 15) * 1000;
const JOB_EVERY = Number(process.env.SOAK_JOB_SECONDS ?? 20) * 1000;
const IMPORT_ROWS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tag = () => randomBytes(5).toString('hex');
const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];
};

interface Sample { at: number; ms: number; kind: 'read' | 'write'; ok: boolean; status: number }

function rssMb(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : null;
  } catch {
    return null;
  }
}

function rssAll(t: Topology): Record<string, number | null> {
  return Object.fromEntries(['api1', 'api2', 'worker1', 'worker2'].map((name) => [name, rssMb(pidOf(t, name))]));
}

async function main(): Promise<void> {
  const found = readTopology();
  if (typeof found === 'string') {
    console.log(`SKIPPED: soak: ${found}`);
    return;
  }
  const t = found;
  const end = Date.now() + MINUTES * 60_000;
  const started = Date.now();
  const samples: Sample[] = [];
  const rssStart = rssAll(t);
  console.log(`soak: ${MINUTES} min, ${CLIENTS} clients through ${t.balancer}; ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`);

  const timed = async (kind: Sample['kind'], run: () => Promise<{ status: number }>) => {
    const at = Date.now();
    const answer = await run().catch(() => ({ status: 0 }));
    samples.push({ at, ms: Date.now() - at, kind, ok: answer.status >= 200 && answer.status < 300, status: answer.status });
    return answer;
  };

  const client = async (n: number) => {
    const user = await new Client(t.balancer).signIn('owner@acme.test', DEMO_PASSWORD);
    const lists = ['/api/products?range=[0,24]', '/api/brands?range=[0,24]', '/api/sales-orders?range=[0,24]'];
    let mine: string[] = [];
    for (let i = 0; Date.now() < end; i++) {
      const roll = (i * 7 + n * 3) % 10;
      if (roll < 4) {
        const post = roll % 2 === 0
          ? { path: '/api/brands', body: { name: `Soak brand ${tag()}` } }
          : { path: '/api/products', body: { sku: `SOAK-${tag()}`.toUpperCase(), title: 'Soak product' } };
        const created = await timed('write', () => user.post(post.path, post.body, { 'Idempotency-Key': `soak-${tag()}${tag()}` })) as Awaited<ReturnType<Client['post']>>;
        if (created.status === 201) {
          mine = [`${post.path}/${created.body.id}`, ...mine].slice(0, 20);
          await timed('read', () => user.get(`${post.path}/${created.body.id}`));
        }
      } else if (roll < 8 || !mine.length) {
        await timed('read', () => user.get(lists[i % lists.length]));
      } else {
        await timed('read', () => user.get(mine[i % mine.length]));
      }
    }
  };

  // Background: CSV imports and scheduled exports, each a job run by one of the two workers.
  const imports: Array<{ id: string; at: number; prefix: string }> = [];
  const exports: Array<{ id: string; at: number }> = [];
  const background = async () => {
    const owner = await new Client(t.balancer).signIn('owner@acme.test', DEMO_PASSWORD);
    let nextImport = Date.now();
    let nextJob = Date.now() + JOB_EVERY / 2;
    while (Date.now() < end) {
      if (Date.now() >= nextImport) {
        nextImport += IMPORT_EVERY;
        const prefix = `SOAKIMP${tag()}`.toUpperCase();
        const csv = `sku,title\n${Array.from({ length: IMPORT_ROWS }, (_, i) => `${prefix}-${i},Soak import ${i}`).join('\n')}\n`;
        const answer = await owner.post('/api/products/import', csv, { Prefer: 'respond-async' });
        if (answer.status === 202) imports.push({ id: answer.body.id, at: Date.now(), prefix });
        else console.log(`import refused: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
      if (Date.now() >= nextJob) {
        nextJob += JOB_EVERY;
        const created = await owner.post('/api/csv-schedules', {
          name: `Soak export ${tag()}`, entity: 'products', columns: ['sku', 'title'], frequency: 'DAILY', time: '03:00',
          destination: { kind: 'EMAIL', emails: ['ops@acme.test'] },
        });
        if (created.status === 201 && (await owner.post(`/api/csv-schedules/${created.body.id}/run-now`, { version: created.body.version })).status === 200) {
          exports.push({ id: created.body.id, at: Date.now() });
        } else console.log(`export not started: ${created.status}`);
      }
      await sleep(250);
    }
  };

  const progress = setInterval(() => {
    const recent = samples.filter((s) => s.at >= Date.now() - 60_000);
    console.log(`  ${((Date.now() - started) / 60_000).toFixed(1)} min: ${(recent.length / 60).toFixed(1)} req/s over the last minute, p99 ${percentile(recent.map((s) => s.ms), 99)} ms, errors ${recent.filter((s) => !s.ok).length}, RSS ${JSON.stringify(rssAll(t))}`);
  }, 60_000);
  await Promise.all([...Array.from({ length: CLIENTS }, (_, n) => client(n)), background()]);
  clearInterval(progress);
  const rssEnd = rssAll(t);
  const elapsed = (Date.now() - started) / 1000;

  // Let the last imports and exports finish (bounded), then read how long each took.
  const deadline = Date.now() + 180_000;
  let importRows: Array<{ id: string; state: string; created_at: Date; finished_at: Date | null }> = [];
  let runRows: Array<{ schedule_id: string; state: string; finished_at: Date | null }> = [];
  for (;;) {
    importRows = (await t.primaryAdmin.query('select id, state, created_at, finished_at from csv_imports where id = any($1::uuid[])', [imports.map((i) => i.id)])).rows;
    runRows = (await t.primaryAdmin.query('select schedule_id, state, finished_at from csv_schedule_runs where schedule_id = any($1::uuid[])', [exports.map((e) => e.id)])).rows;
    const pendingImports = importRows.filter((r) => r.state === 'QUEUED').length;
    const pendingRuns = exports.length - runRows.filter((r) => r.state === 'SUCCEEDED' || r.state === 'FAILED').length;
    if ((!pendingImports && !pendingRuns) || Date.now() > deadline) break;
    await sleep(1000);
  }
  const importedOk = importRows.filter((r) => r.state === 'SUCCEEDED').length;
  const importSeconds = importRows.filter((r) => r.state === 'SUCCEEDED' && r.finished_at).map((r) => (new Date(r.finished_at!).getTime() - new Date(r.created_at).getTime()) / 1000);
  let exactImports = 0;
  for (const i of imports) {
    const { rows: [n] } = await t.primaryAdmin.query('select count(*)::int as n from products where sku like $1', [`${i.prefix}-%`]);
    if (n.n === IMPORT_ROWS) exactImports += 1;
  }
  const exportSeconds = runRows.filter((r) => r.state === 'SUCCEEDED' && r.finished_at).map((r) => (new Date(r.finished_at!).getTime() - exports.find((e) => e.id === r.schedule_id)!.at) / 1000);
  const { rows: [lag] } = await t.primaryAdmin.query(`select extract(epoch from replay_lag)::float as replay_lag_s, pg_wal_lsn_diff(sent_lsn, replay_lsn)::bigint as behind_bytes from pg_stat_replication`);

  const minutes: Array<{ minute: number; rps: number; p50: number; p99: number; errors: number }> = [];
  // Whole minutes, and a last part only if it is at least 10 s long (a sliver's rate means nothing).
  for (let m = 0; m * 60 + 10 <= elapsed; m++) {
    const window = samples.filter((s) => s.at >= started + m * 60_000 && s.at < started + (m + 1) * 60_000);
    const seconds = Math.min(60, elapsed - m * 60);
    minutes.push({ minute: m + 1, rps: Math.round((window.length / seconds) * 10) / 10, p50: percentile(window.map((s) => s.ms), 50), p99: percentile(window.map((s) => s.ms), 99), errors: window.filter((s) => !s.ok).length });
  }
  const byKind = (kind: Sample['kind']) => {
    const of = samples.filter((s) => s.kind === kind);
    return { count: of.length, p50: percentile(of.map((s) => s.ms), 50), p99: percentile(of.map((s) => s.ms), 99), errors: of.filter((s) => !s.ok).length };
  };
  const result = {
    when: new Date().toISOString(), minutes: MINUTES, clients: CLIENTS, cores: cpus().length, load: loadavg()[0],
    requests: samples.length, rps: Math.round((samples.length / elapsed) * 10) / 10,
    p50: percentile(samples.map((s) => s.ms), 50), p99: percentile(samples.map((s) => s.ms), 99),
    errors: samples.filter((s) => !s.ok).length, errorStatuses: [...new Set(samples.filter((s) => !s.ok).map((s) => s.status))],
    reads: byKind('read'), writes: byKind('write'), perMinute: minutes,
    imports: { started: imports.length, succeeded: importedOk, exactRowCount: exactImports, rowsEach: IMPORT_ROWS, p50Seconds: percentile(importSeconds, 50), maxSeconds: Math.max(...importSeconds, 0) },
    exportJobs: { started: exports.length, succeeded: runRows.filter((r) => r.state === 'SUCCEEDED').length, runs: runRows.length, p50Seconds: percentile(exportSeconds, 50), maxSeconds: Math.max(...exportSeconds, 0) },
    rssMb: { start: rssStart, end: rssEnd },
    replicaAtEnd: lag ?? null,
  };
  console.log(`soak over ${elapsed.toFixed(0)} s: ${result.requests} requests, ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors ${result.errors ? JSON.stringify(result.errorStatuses) : ''}`);
  console.log(`  reads ${JSON.stringify(result.reads)}; writes ${JSON.stringify(result.writes)}`);
  for (const m of minutes) console.log(`  minute ${m.minute}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} errors`);
  console.log(`  imports: ${importedOk}/${imports.length} succeeded (${exactImports} with exactly ${IMPORT_ROWS} rows), p50 ${result.imports.p50Seconds} s, max ${result.imports.maxSeconds} s`);
  console.log(`  export jobs: ${result.exportJobs.succeeded}/${exports.length} succeeded (${runRows.length} runs), p50 ${result.exportJobs.p50Seconds} s, max ${result.exportJobs.maxSeconds} s`);
  console.log(`  RSS MB start ${JSON.stringify(rssStart)} end ${JSON.stringify(rssEnd)}`);
  console.log(`  replica at the end: ${JSON.stringify(lag)}`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/soak.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('wrote bench/results/soak.json');
  await t.primaryAdmin.end();
  await t.replicaAdmin.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

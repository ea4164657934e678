/**
 * Generator speed (issues 4 and 12), as a developer runs it: `npm run generate -- --check` (generator/launch.mjs),
 * a fresh process each time. Goals, in CPU seconds (user + system of the process and the children it waited for,
 * so the figure does not follow the machine's load the way wall time does):
 * - full run ≤ 2 s: after a schema change nothing derived from the schemas is cached — the per-type cache, the
 *   compiled-validator cache and the no-change stamp are all removed. What depends only on the generator's own code
 *   and meta-schemas stays, as it would after any earlier run: the generator compiled by esbuild and the compiled
 *   meta-schema checks;
 * - no-change run ≤ 0.7 s: the same command again.
 * A first run after a fresh install (every cache removed) is shown too, without a goal.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { stampFile } from '../generator/stamp.ts';

const root = resolve(import.meta.dirname, '..');
const cache = join(root, 'node_modules/.cache');
/** Caches of what the schemas produce: a schema change makes them useless. */
const schemaCaches = [join(cache, 'sellyard-types.json'), join(cache, 'sellyard-validators'), stampFile(root)];
/** Caches of the generator's own code and meta-schemas (a fresh install has none). */
const toolCaches = [join(cache, 'sellyard-generator'), join(cache, 'sellyard-meta-validator')];

/** CPU seconds of the children this process waited for (Linux: /proc/self/stat cutime + cstime, in clock ticks). */
function childrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // After the command name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function timeRun(): { wall: number; cpu: number } {
  const cpuBefore = childrenCpu();
  const started = performance.now();
  const result = spawnSync(process.execPath, ['generator/launch.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`generate --check failed:\n${result.stdout}${result.stderr}`);
  return { wall, cpu: childrenCpu() - cpuBefore };
}

const remove = (paths: string[]) => { for (const path of paths) rmSync(path, { recursive: true, force: true }); };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const entities = readdirSync(join(root, 'entities')).reduce((n, name) => n + readdirSync(join(root, 'entities', name)).filter((f) => f.endsWith('.schema.json')).length, 0);
const load = [loadavg()[0]];

remove([...schemaCaches, ...toolCaches]);
const fresh = timeRun();
const full: Array<{ wall: number; cpu: number }> = [];
const unchanged: Array<{ wall: number; cpu: number }> = [];
for (let i = 0; i < 3; i++) {
  remove(schemaCaches);
  full.push(timeRun());
  unchanged.push(timeRun());
}
load.push(loadavg()[0]);
const wall = (runs: typeof full) => median(runs.map((r) => r.wall));
const cpu = (runs: typeof full) => median(runs.map((r) => r.cpu));
const goals = [
  { goal: 'full generate ≤ 2 s CPU', runs: full, limit: 2 },
  { goal: 'no-change generate ≤ 0.7 s CPU', runs: unchanged, limit: 0.7 },
];
console.log(`generator, ${entities} entity schemas (median of 3; load average ${load.map((l) => l.toFixed(1)).join(' → ')}):`);
for (const g of goals) console.log(`- ${g.goal}: CPU ${cpu(g.runs).toFixed(2)} s, wall ${wall(g.runs).toFixed(2)} s → ${cpu(g.runs) <= g.limit ? 'PASS' : 'MISS'}`);
console.log(`- first run after a fresh install (no cache at all; no goal): CPU ${fresh.cpu.toFixed(2)} s, wall ${fresh.wall.toFixed(2)} s`);

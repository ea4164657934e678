/**
 * Generator speed (issue 4): wall time of a whole `generate` for the catalogue, cold (no type cache) and with no
 * change since the last run, as a developer runs it: a fresh process each time, `--check` so nothing is written.
 * Goals: full run under 3 s, no-change run under 1 s. The figures include Node and tsx start-up (~0.3 s).
 */
import { spawnSync } from 'node:child_process';
import { rmSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';

const root = resolve(import.meta.dirname, '..');
const cacheFile = join(root, 'node_modules/.cache/sellyard-types.json');

function timeRun(): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', '--check'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`generate --check failed:\n${result.stdout}${result.stderr}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const entities = readdirSync(join(root, 'schemas/entities')).length;
const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < 3; i++) {
  rmSync(cacheFile, { force: true });
  cold.push(timeRun());
  warm.push(timeRun());
}
const goals = [
  { goal: 'full generate < 3 s', value: median(cold), pass: median(cold) < 3000 },
  { goal: 'no-change generate < 1 s', value: median(warm), pass: median(warm) < 1000 },
];
console.log(`generator, ${entities} entity schemas (median of 3; load average ${loadavg()[0].toFixed(1)}):`);
for (const g of goals) console.log(`- ${g.goal}: ${(g.value / 1000).toFixed(2)} s → ${g.pass ? 'PASS' : 'MISS'}`);

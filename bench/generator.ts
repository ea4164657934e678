/**
 * Generator speed (issues 4 and 12): wall time of a whole `generate` for the catalogue, cold (no type cache, no
 * compiled-validator cache) and with no change since the last run, as a developer runs it: a fresh process each
 * time, `--check` so nothing is written. Goals: full run ≤ 2 s, no-change run ≤ 0.7 s. The figures include Node
 * and tsx start-up (~0.3 s); the CPU time (user + system) of each run is printed too, since wall time on a shared
 * machine follows its load.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';

const root = resolve(import.meta.dirname, '..');
const cacheFile = join(root, 'node_modules/.cache/sellyard-types.json');
const validatorCache = join(root, 'node_modules/.cache/sellyard-validators');

function timeRun(): { wall: number; cpu: number } {
  const started = performance.now();
  // `/usr/bin/time`-free CPU figure: the child reports its own resource usage at exit.
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', 'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("CPU_MS "+((u.userCPUTime+u.systemCPUTime)/1000)+"\\n")})', 'generator/cli.ts', '--check'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`generate --check failed:\n${result.stdout}${result.stderr}`);
  const cpu = Number(/CPU_MS ([\d.]+)/.exec(result.stderr)?.[1] ?? NaN);
  return { wall: performance.now() - started, cpu };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const entities = readdirSync(join(root, 'schemas/entities')).length;
const cold: Array<{ wall: number; cpu: number }> = [];
const warm: Array<{ wall: number; cpu: number }> = [];
for (let i = 0; i < 3; i++) {
  rmSync(cacheFile, { force: true });
  rmSync(validatorCache, { recursive: true, force: true });
  cold.push(timeRun());
  warm.push(timeRun());
}
const wall = (runs: typeof cold) => median(runs.map((r) => r.wall));
const cpu = (runs: typeof cold) => median(runs.map((r) => r.cpu));
const goals = [
  { goal: 'full generate ≤ 2 s', value: wall(cold), cpu: cpu(cold), pass: wall(cold) <= 2000 },
  { goal: 'no-change generate ≤ 0.7 s', value: wall(warm), cpu: cpu(warm), pass: wall(warm) <= 700 },
];
console.log(`generator, ${entities} entity schemas (median of 3; load average ${loadavg()[0].toFixed(1)}):`);
for (const g of goals) console.log(`- ${g.goal}: ${(g.value / 1000).toFixed(2)} s (CPU ${(g.cpu / 1000).toFixed(2)} s) → ${g.pass ? 'PASS' : 'MISS'}`);

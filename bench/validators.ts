/**
 * API start-up, before and after precompiled validators (issue 12): the time a fresh process takes to have every
 * entity's write validator ready, as the API's ResourceService asks for them.
 *
 * - before: what the API did until the generator emitted standalone code: build each entity's write schema and
 *   transition inputs from the model and `ajv.compile` them (strict, formats, `x-format`).
 * - after: import `generated/validators/all.ts` (ajv standalone code) and wrap each module with its messages.
 * - and the whole `createApp` (routes, services, validators) on an unopened database, with the validators as they
 *   are now.
 *
 * Each figure is the median of 5 fresh processes, measured inside the process from just before the first import
 * of the validator code (Node and tsx start-up excluded), wall time and CPU time (which a loaded machine inflates less). `node --import tsx bench/validators.ts`
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

const BEFORE = `
const { model } = await import('./generated/model.ts');
const started = performance.now(); const cpu0 = process.cpuUsage();
const { validatorAjv } = await import('./generator/emit-validators.ts');
const { forCompiling, transitionInputSchema, writeSchema } = await import('./generator/validation-schemas.ts');
const ajv = validatorAjv(model, { source: false });
let n = 0;
for (const entity of model.entities.filter((e) => e.resource)) {
  ajv.compile(forCompiling(writeSchema(model, entity).schema)); n++;
  for (const t of entity.stateMachine?.transitions ?? []) if (t.input) { ajv.compile(forCompiling(transitionInputSchema(t.input))); n++; }
}
const cpu = process.cpuUsage(cpu0); console.log(JSON.stringify({ ms: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000, n }));
`;

const AFTER = `
const { model } = await import('./generated/model.ts');
const started = performance.now(); const cpu0 = process.cpuUsage();
const { compileValidators } = await import('./api/crud/validation.ts');
const validators = compileValidators(model);
const cpu = process.cpuUsage(cpu0); console.log(JSON.stringify({ ms: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000, n: validators.size }));
`;

const APP = `
const { model } = await import('./generated/model.ts');
const knex = (await import('knex')).default({ client: 'pg', connection: 'postgres://127.0.0.1:1/none' });
const started = performance.now(); const cpu0 = process.cpuUsage();
const { createApp } = await import('./api/http/app.ts');
createApp({ knex, model, log: () => undefined });
const cpu = process.cpuUsage(cpu0); console.log(JSON.stringify({ ms: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000 }));
await knex.destroy();
`;

function run(script: string): { ms: number; cpu: number; n?: number } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench script failed:\n${result.stdout}${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop()!);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const times = (script: string) => Array.from({ length: 5 }, () => run(script));

const before = times(BEFORE);
const after = times(AFTER);
const app = times(APP);
console.log(`validators ready at API start-up (median of 5 fresh processes; load average ${loadavg()[0].toFixed(1)}):`);
const figure = (runs: typeof before) => `${median(runs.map((r) => r.ms)).toFixed(0)} ms (CPU ${median(runs.map((r) => r.cpu)).toFixed(0)} ms)`;
console.log(`- before (ajv.compile of ${before[0].n} schemas at start): ${figure(before)}`);
console.log(`- after (import of the precompiled modules, ${after[0].n} entities): ${figure(after)}`);
console.log(`- whole createApp now: ${figure(app)}`);
